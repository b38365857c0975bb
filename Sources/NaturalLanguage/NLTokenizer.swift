import Foundation
import PlumbGraphics

/// The unit a tokenizer or tagger works in, as `NLTokenUnit`.
public enum NLTokenUnit: Int, Sendable {
  case word, sentence, paragraph, document
}

/// Splits text into words, sentences or paragraphs, as `NLTokenizer` (boundaries: TokenRanges).
open class NLTokenizer {
  public let unit: NLTokenUnit
  public var string: String?

  public init(unit: NLTokenUnit) { self.unit = unit }

  public func setLanguage(_ language: NLLanguage) {}

  /// The ranges of the tokens in `range`.
  public func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
    var out: [Range<String.Index>] = []
    enumerateTokens(in: range) { r, _ in out.append(r); return true }
    return out
  }

  public func tokenRange(at index: String.Index) -> Range<String.Index> {
    guard let s = string else { return index..<index }
    return tokens(for: s.startIndex..<s.endIndex).first { $0.contains(index) } ?? index..<index
  }

  /// Calls `block` with each token's range until it returns false.
  public func enumerateTokens(in range: Range<String.Index>, using block: (Range<String.Index>, NLTokenizer.Attributes) -> Bool) {
    guard let s = string else { return }
    for r in TokenRanges.ranges(of: unit, in: s, range: range) where !block(r, Attributes(s[r])) { return }
  }

  /// What kind of token a range holds.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let numeric = Attributes(rawValue: 1 << 0)
    public static let symbolic = Attributes(rawValue: 1 << 1)
    public static let emoji = Attributes(rawValue: 1 << 2)

    init(_ token: Substring) {
      var a: Attributes = []
      if token.allSatisfy(\.isNumber) { a.insert(.numeric) }
      if token.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { a.insert(.emoji) }
      self = a
    }
  }
}

/// Token boundaries. swift-corelibs-foundation has no word or sentence enumeration, so they
/// are found here: a word is a run of letters, digits and marks (an apostrophe between letters
/// stays inside), a sentence ends after `.`, `!`, `?` or `。` and the spaces that follow, a
/// paragraph at a line break. Chinese and Japanese text, which Apple splits with a dictionary,
/// gives one word per run here (docs/compatibility/frameworks.md, "NaturalLanguage").
enum TokenRanges {
  static func ranges(of unit: NLTokenUnit, in s: String, range: Range<String.Index>) -> [Range<String.Index>] {
    switch unit {
    case .word: return words(in: s, range: range)
    case .sentence: return pieces(in: s, range: range) { c, next in ".!?。！？".contains(c) && (next.map { $0.isWhitespace } ?? true) }
    case .paragraph: return pieces(in: s, range: range) { c, _ in c.isNewline }
    case .document: return range.isEmpty ? [] : [range]
    }
  }

  private static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark } }

  private static func words(in s: String, range: Range<String.Index>) -> [Range<String.Index>] {
    var out: [Range<String.Index>] = []
    var start: String.Index?
    var i = range.lowerBound
    while i < range.upperBound {
      let c = s[i]
      let next = s.index(after: i)
      let inner = (c == "'" || c == "\u{2019}") && start != nil && next < range.upperBound && s[next].isLetter
      if isWordCharacter(c) || inner {
        if start == nil { start = i }
      } else if let b = start {
        out.append(b..<i); start = nil
      }
      i = next
    }
    if let b = start { out.append(b..<range.upperBound) }
    return out
  }

  /// Splits after each character `ends` accepts, with the whitespace that follows; spaces alone are dropped.
  private static func pieces(in s: String, range: Range<String.Index>,
                             ends: (Character, Character?) -> Bool) -> [Range<String.Index>] {
    var out: [Range<String.Index>] = []
    var start = range.lowerBound
    var i = range.lowerBound
    while i < range.upperBound {
      let next = s.index(after: i)
      if ends(s[i], next < range.upperBound ? s[next] : nil) {
        var end = next
        while end < range.upperBound, s[end].isWhitespace, !s[end].isNewline { end = s.index(after: end) }
        if !s[start..<end].allSatisfy(\.isWhitespace) { out.append(start..<end) }
        start = end; i = end
      } else {
        i = next
      }
    }
    if start < range.upperBound, !s[start..<range.upperBound].allSatisfy(\.isWhitespace) { out.append(start..<range.upperBound) }
    return out
  }
}

/// A tag scheme, as `NLTagScheme`.
public struct NLTagScheme: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let tokenType = NLTagScheme("TokenType")
  public static let lexicalClass = NLTagScheme("LexicalClass")
  public static let nameType = NLTagScheme("NameType")
  public static let nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
  public static let lemma = NLTagScheme("Lemma")
  public static let language = NLTagScheme("Language")
  public static let script = NLTagScheme("Script")
  public static let sentimentScore = NLTagScheme("SentimentScore")
}

/// A tag, as `NLTag`.
public struct NLTag: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let word = NLTag("Word")
  public static let punctuation = NLTag("Punctuation")
  public static let whitespace = NLTag("Whitespace")
  public static let other = NLTag("Other")
  public static let noun = NLTag("Noun")
  public static let verb = NLTag("Verb")
  public static let adjective = NLTag("Adjective")
  public static let adverb = NLTag("Adverb")
  public static let pronoun = NLTag("Pronoun")
  public static let number = NLTag("Number")
  public static let personalName = NLTag("PersonalName")
  public static let placeName = NLTag("PlaceName")
  public static let organizationName = NLTag("OrganizationName")
}

/// Tags words, as `NLTagger`. Only `.tokenType` (word, punctuation, whitespace) and `.language`
/// have answers here; the trained schemes (lexical class, names, lemmas, sentiment) answer nil
/// and warn once (docs/compatibility/frameworks.md, "NaturalLanguage").
open class NLTagger {
  public let tagSchemes: [NLTagScheme]
  public var string: String?

  public init(tagSchemes: [NLTagScheme]) { self.tagSchemes = tagSchemes }

  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let omitWords = Options(rawValue: 1 << 0)
    public static let omitPunctuation = Options(rawValue: 1 << 1)
    public static let omitWhitespace = Options(rawValue: 1 << 2)
    public static let omitOther = Options(rawValue: 1 << 3)
    public static let joinNames = Options(rawValue: 1 << 4)
    public static let joinContractions = Options(rawValue: 1 << 5)
  }

  public var dominantLanguage: NLLanguage? { string.flatMap { NLLanguageRecognizer.dominantLanguage(for: $0) } }

  public func setLanguage(_ language: NLLanguage, range: Range<String.Index>) {}

  public func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
    guard let s = string else { return (nil, index..<index) }
    let t = NLTokenizer(unit: unit)
    t.string = s
    let r = t.tokenRange(at: index)
    return (tag(of: s[r], scheme: scheme), r)
  }

  public func enumerateTags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = [],
                            using block: (NLTag?, Range<String.Index>) -> Bool) {
    guard let s = string else { return }
    for r in TokenRanges.ranges(of: unit, in: s, range: range) where !block(tag(of: s[r], scheme: scheme), r) { return }
  }

  public func tags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme,
                   options: Options = []) -> [(NLTag?, Range<String.Index>)] {
    var out: [(NLTag?, Range<String.Index>)] = []
    enumerateTags(in: range, unit: unit, scheme: scheme, options: options) { out.append(($0, $1)); return true }
    return out
  }

  private func tag(of token: Substring, scheme: NLTagScheme) -> NLTag? {
    switch scheme {
    case .tokenType:
      if token.allSatisfy(\.isWhitespace) { return .whitespace }
      if token.allSatisfy(\.isPunctuation) { return .punctuation }
      return token.contains(where: { $0.isLetter || $0.isNumber }) ? .word : .other
    case .language:
      return NLLanguageRecognizer.dominantLanguage(for: String(token)).map { NLTag($0.rawValue) }
    default:
      NaturalLanguageWarnings.untrained(scheme)
      return nil
    }
  }
}

/// The warnings of this module.
enum NaturalLanguageWarnings {
  static func unrecognised() {
    RenderWarnings.warnOnce("NLLanguageRecognizer",
      "NLLanguageRecognizer: languages are recognised only by a script that belongs to one language (kana, hangul, Thai…); this text gave nil")
  }
  static func untrained(_ scheme: NLTagScheme) {
    RenderWarnings.warnOnce("NLTagger.\(scheme.rawValue)",
      "NLTagger: the \(scheme.rawValue) scheme needs Apple's trained model; its tags are nil here")
  }
}
