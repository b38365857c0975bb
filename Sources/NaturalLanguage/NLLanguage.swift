import Foundation

/// A language, as NaturalLanguage's `NLLanguage`: a BCP 47 code ("en", "zh-Hans").
public struct NLLanguage: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let undetermined = NLLanguage("und")
  public static let english = NLLanguage("en")
  public static let french = NLLanguage("fr")
  public static let german = NLLanguage("de")
  public static let italian = NLLanguage("it")
  public static let spanish = NLLanguage("es")
  public static let portuguese = NLLanguage("pt")
  public static let dutch = NLLanguage("nl")
  public static let swedish = NLLanguage("sv")
  public static let norwegian = NLLanguage("nb")
  public static let danish = NLLanguage("da")
  public static let finnish = NLLanguage("fi")
  public static let polish = NLLanguage("pl")
  public static let czech = NLLanguage("cs")
  public static let turkish = NLLanguage("tr")
  public static let russian = NLLanguage("ru")
  public static let ukrainian = NLLanguage("uk")
  public static let greek = NLLanguage("el")
  public static let arabic = NLLanguage("ar")
  public static let hebrew = NLLanguage("he")
  public static let persian = NLLanguage("fa")
  public static let hindi = NLLanguage("hi")
  public static let thai = NLLanguage("th")
  public static let vietnamese = NLLanguage("vi")
  public static let indonesian = NLLanguage("id")
  public static let japanese = NLLanguage("ja")
  public static let korean = NLLanguage("ko")
  public static let simplifiedChinese = NLLanguage("zh-Hans")
  public static let traditionalChinese = NLLanguage("zh-Hant")
}

/// Finds the language of a text, as `NLLanguageRecognizer`. Apple's recogniser is a trained
/// model that Plumbline does not have: only a script that belongs to one language (kana, hangul,
/// Thai, Greek, Hebrew…) is recognised, any other text gives `nil`, and that is
/// warned once (docs/compatibility/frameworks.md, "NaturalLanguage").
open class NLLanguageRecognizer {
  private var text = ""
  public var languageConstraints: [NLLanguage] = []
  public var languageHints: [NLLanguage: Double] = [:]

  public init() {}

  public func processString(_ string: String) { text += string }
  public func reset() { text = "" }

  public var dominantLanguage: NLLanguage? {
    let found = ScriptLanguage.guess(text)
    if found == nil, !text.isEmpty { NaturalLanguageWarnings.unrecognised() }
    if let found, !languageConstraints.isEmpty, !languageConstraints.contains(found) { return nil }
    return found
  }

  public func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] {
    guard maxHypotheses > 0, let l = dominantLanguage else { return [:] }
    return [l: 1]
  }

  public static func dominantLanguage(for string: String) -> NLLanguage? {
    let r = NLLanguageRecognizer()
    r.processString(string)
    return r.dominantLanguage
  }
}

/// Languages told apart by their script alone.
enum ScriptLanguage {
  static func guess(_ text: String) -> NLLanguage? {
    var counts: [NLLanguage: Int] = [:]
    for scalar in text.unicodeScalars {
      if let l = language(of: scalar.value) { counts[l, default: 0] += 1 }
    }
    // Kana decides Japanese even among kanji.
    if counts[.japanese] != nil { return .japanese }
    return counts.max { $0.value < $1.value }?.key
  }

  private static func language(of v: UInt32) -> NLLanguage? {
    switch v {
    case 0x3040...0x30FF: .japanese
    case 0xAC00...0xD7AF, 0x1100...0x11FF: .korean
    case 0x0E00...0x0E7F: .thai
    case 0x0370...0x03FF: .greek
    case 0x0590...0x05FF: .hebrew
    case 0x0900...0x097F: .hindi
    default: nil
    }
  }
}
