import Foundation
import PlumbAssets

/// The `ImageSlicing` a resizable image draws with: `.resizable(capInsets:resizingMode:)`, else
/// a UIKit resizable image's caps (`Image(uiImage:)`), else the asset catalog's slicing (its pixel caps divided by the file's scale; a 3-part mode slices
/// one axis), else `.tile` over the whole image. Nil: the whole image stretched (and for an image
/// that is not resizable, which is drawn at its own size).
extension Image {
  func slicing(natural: CGSize, asset resizing: AssetImage.Resizing? = nil, fileScale: Double = 1) -> ImageSlicing? {
    guard isResizable else { return nil }
    let mode: ImageSlicing.Mode = resizingMode == .tile ? .tile : .stretch
    if capInsets != EdgeInsets() {
      // Images do not mirror in right-to-left layouts, so leading is the left cap.
      return ImageSlicing(top: capInsets.top, left: capInsets.leading, bottom: capInsets.bottom,
                          right: capInsets.trailing, mode: mode, imageSize: natural)
    }
    if let caps = uiImageCaps {
      return ImageSlicing(top: caps.insets.top, left: caps.insets.leading, bottom: caps.insets.bottom,
                          right: caps.insets.trailing, mode: caps.tiles || mode == .tile ? .tile : .stretch,
                          imageSize: natural)
    }
    if let r = resizing {
      let s = fileScale > 0 ? fileScale : 1
      let horizontal = r.mode != "3-part-vertical", vertical = r.mode != "3-part-horizontal"
      let centre = CGSize(width: horizontal ? (r.centerWidth.map { $0 / s } ?? 0) : 0,
                          height: vertical ? (r.centerHeight.map { $0 / s } ?? 0) : 0)
      return ImageSlicing(top: vertical ? r.top / s : 0, left: horizontal ? r.left / s : 0,
                          bottom: vertical ? r.bottom / s : 0, right: horizontal ? r.right / s : 0,
                          mode: r.centerTiles || mode == .tile ? .tile : .stretch, imageSize: natural,
                          centerSize: centre == .zero ? nil : centre)
    }
    return mode == .tile ? ImageSlicing(mode: .tile, imageSize: natural) : nil
  }
}

extension Image {
  /// Symbols (bundled or custom) are drawn as one vector picture: caps and tiling are not applied.
  func warnIfSlicedSymbol() {
    guard isResizable, capInsets != EdgeInsets() || resizingMode == .tile else { return }
    RenderWarnings.warnOnce("Image symbol resizable(capInsets:resizingMode:)",
      "Image(systemName:).resizable(capInsets:resizingMode:): a symbol is stretched whole; its cap insets and tiling are not applied")
  }
}

/// A `UIImage.resizableImage(withCapInsets:resizingMode:)`'s caps, carried by `Image(uiImage:)`.
package struct ImageCapInsets: Hashable, Sendable {
  package var insets: EdgeInsets
  package var tiles: Bool
  package init(insets: EdgeInsets, tiles: Bool) { self.insets = insets; self.tiles = tiles }
}
