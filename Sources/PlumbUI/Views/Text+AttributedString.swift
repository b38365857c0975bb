import Foundation

extension Text {
  /// Text of an attributed string, as SwiftUI's `Text(_: AttributedString)` (iOS 15). Its
  /// characters are drawn in the text's font and colour; attributes on its runs (fonts, colours,
  /// links, underline) are not drawn yet, and a string that carries any is warned once
  /// ("AttributedString attributes") rather than drawn as if it were styled. Disfavoured: Foundation's
  /// `AttributedString` takes string literals here, and `Text("key")` must stay a localized key.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
    if attributedContent.runs.contains(where: { $0.attributes != AttributeContainer() }) {
      undrawnParts.append(.modifier("AttributedString attributes"))
    }
  }
}
