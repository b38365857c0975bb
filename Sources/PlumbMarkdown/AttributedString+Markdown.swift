import Foundation

extension AttributedString {
  /// How `init(markdown:)` reads its text, as Foundation's `AttributedString.MarkdownParsingOptions`.
  public struct MarkdownParsingOptions: Codable, Hashable, Sendable {
    /// What a parse does with text it cannot read. cmark-gfm reads any UTF-8, so only undecodable
    /// `Data` fails, under either policy.
    public enum FailurePolicy: Codable, Hashable, Sendable {
      case throwError
      case returnPartiallyParsedIfPossible
    }

    /// How much of Markdown is read: every block (`full`), or inline marks only, with white space
    /// collapsed (`inlineOnly`) or kept as typed (`inlineOnlyPreservingWhitespace`, as `Text` reads
    /// a string literal).
    public enum InterpretedSyntax: Codable, Hashable, Sendable {
      case full
      case inlineOnly
      case inlineOnlyPreservingWhitespace
    }

    /// Apple's `^[text](attribute: value)` extension. Not read: such text parses as plain
    /// Markdown (docs/text.md, "Markdown").
    public var allowsExtendedAttributes: Bool
    public var interpretedSyntax: InterpretedSyntax
    public var failurePolicy: FailurePolicy
    /// The language of the text; kept, not used (no attribute depends on it here).
    public var languageCode: String?
    /// Source-position attributes (iOS 16); kept, not set.
    public var appliesSourcePositionAttributes: Bool

    public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
      self.init(allowsExtendedAttributes: allowsExtendedAttributes, interpretedSyntax: interpretedSyntax,
                failurePolicy: failurePolicy, languageCode: languageCode, appliesSourcePositionAttributes: false)
    }

    public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                appliesSourcePositionAttributes: Bool) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
      self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
    }
  }

  /// Styled text from Markdown, as Foundation's `AttributedString(markdown:options:baseURL:)`:
  /// emphasis, strong, code, strikethrough, links and images become `inlinePresentationIntent`,
  /// `link` and `imageURL` runs; with `.full`, every run also carries its blocks'
  /// `presentationIntent` and, as on iOS, blocks are not separated by newlines.
  /// Parsed by cmark-gfm (MarkdownParser.swift).
  public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
    self = MarkdownParser(options: options, baseURL: baseURL).parse(markdown)
  }

  /// Styled text from UTF-8 Markdown bytes; throws when they are not UTF-8.
  public init(markdown: Data, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
    guard let text = String(data: markdown, encoding: .utf8) else { throw MarkdownParsingError.notUTF8 }
    try self.init(markdown: text, options: options, baseURL: baseURL)
  }

  /// Styled text from Markdown, with the attributes of `scope` (read as Foundation's attributes).
  public init<S: AttributeScope>(markdown: String, including scope: KeyPath<AttributeScopes, S.Type>,
                                 options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
    try self.init(markdown: markdown, options: options, baseURL: baseURL)
  }

  /// Styled text from Markdown, with the attributes of `scope` (read as Foundation's attributes).
  public init<S: AttributeScope>(markdown: String, including scope: S.Type,
                                 options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
    try self.init(markdown: markdown, options: options, baseURL: baseURL)
  }
}

/// Why Markdown could not be read.
public enum MarkdownParsingError: Error, Sendable, CustomStringConvertible {
  case notUTF8
  public var description: String { "Markdown: the data is not UTF-8 text" }
}
