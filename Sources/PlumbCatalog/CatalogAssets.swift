import Foundation

/// The demo asset catalog's bundle (Resources/Assets.xcassets: colours Brand and Accent, images
/// logo, glyph and badge, the custom symbol star.bubble), for `Image("logo", bundle:)`.
public enum CatalogAssets {
  /// PlumbCatalog's SwiftPM resource bundle.
  public static var bundle: Bundle { .module }
}
