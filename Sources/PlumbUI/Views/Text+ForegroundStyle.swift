import Foundation

extension Text {
  /// The text's colour from any style, as SwiftUI's `Text.foregroundStyle(_:)` (iOS 17), so that
  /// `Text("a").foregroundStyle(.secondary) + Text("b")` keeps each part's colour. A level of the
  /// foreground (`.secondary`, `.tint.tertiary`) is resolved against the default foreground; a
  /// gradient, image or material is not drawn in text: the text keeps its colour, warned once.
  @_disfavoredOverload
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var unwrapped: any ShapeStyle = style
    while let erased = unwrapped as? AnyShapeStyle { unwrapped = erased.base }
    switch unwrapped {
    case let c as Color: return foregroundColor(c)
    case let h as HierarchicalShapeStyle: return foregroundColor(h.color(under: nil))
    case is TintShapeStyle, is SelectionShapeStyle: return foregroundColor(.accentColor)
    case is SeparatorShapeStyle: return foregroundColor(.separator)
    case is FillShapeStyle: return foregroundColor(.systemFill)
    case is BackgroundStyle: return foregroundColor(.systemBackground)
    case is ForegroundStyle: return self
    case let l as LeveledStyle:
      if let c = l.color(under: nil) { return foregroundColor(c) }
      fallthrough
    default:
      RenderWarnings.warnOnce("Text.foregroundStyle.\(type(of: unwrapped))",
                              "Text.foregroundStyle(\(type(of: unwrapped))): the text is drawn in its colour, not the style")
      return self
    }
  }
}
