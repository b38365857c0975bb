import Foundation

extension Color {
  /// A colour from the app's asset catalog, as SwiftUI's `Color("name")`. Asset catalogs are not
  /// read yet, so it draws `ColorAsset.placeholder` (opaque magenta, never `.clear`) and warns
  /// once per name, naming the asset, the first time it is drawn.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(ColorAsset.placeholder, name: "asset \"\(name)\"")
    assetName = name
  }
}

/// What `Color("name")` draws until asset catalogs exist: opaque magenta (#FF00FF), the
/// conventional "missing texture" colour, unmistakable in a golden and in a diff.
public enum ColorAsset {
  /// #FF00FF, fully opaque.
  public static let placeholder = RGBAColor(r8: 255, g8: 0, b8: 255)

  static func noteDrawn(_ name: String) {
    RenderWarnings.warnOnce("Color(\"\(name)\")",
      "Color(\"\(name)\"): asset catalog colours are not loaded; drawn as the magenta placeholder #FF00FF")
  }
}
