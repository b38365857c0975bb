import Foundation

// How fonts follow the environment's Dynamic Type size (docs/dynamic-type.md): text styles take
// their point size from the HIG table (DynamicTypeSizes), custom sizes made `relativeTo:` a style
// (and `custom(_:size:)`, relative to body) scale by that style's ratio as UIFontMetrics does, and
// `system(size:)` / `custom(_:fixedSize:)` never scale.

extension Font {
  /// A custom font of `size` points at the default (Large) size, scaling with `textStyle`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    var f = Font(size: size)
    f.relativeTo = textStyle
    f.customName = name
    return f
  }

  /// This font at `dynamicTypeSize`: its point size from the text-style table, or scaled with
  /// the style it is relative to; fixed sizes unchanged. At `.large` the font is unchanged.
  func scaled(for dynamicTypeSize: DynamicTypeSize) -> Font {
    guard dynamicTypeSize != .large else { return self }
    var f = self
    if let style = textStyle {
      f.size = DynamicTypeSizes.pointSize(style, at: dynamicTypeSize)
    } else if let style = relativeTo {
      f.size = DynamicTypeSizes.scaled(size, relativeTo: style, at: dynamicTypeSize)
    }
    return f
  }
}

extension EnvironmentValues {
  /// The font text in this environment draws with (explicit, inherited or body), at this
  /// environment's Dynamic Type size.
  func resolvedFont(_ explicit: Font? = nil) -> Font {
    (explicit ?? font ?? .body).scaled(for: dynamicTypeSize)
  }
}
