import Foundation

/// How a run of text reads inline (emphasis, code, a line break), as Foundation's
/// `InlinePresentationIntent`: Markdown parsing sets it and SwiftUI's `Text` styles by it. Linux
/// Foundation has no Markdown support, so Plumbline declares it (docs/text.md, "Markdown").
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}
