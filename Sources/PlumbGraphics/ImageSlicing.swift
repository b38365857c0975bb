import Foundation

/// How a resizable image fills a rectangle other than its own size: its caps (UIKit's cap insets,
/// SwiftUI's `resizable(capInsets:)`, an asset catalog's slicing) keep their size, and what lies
/// between them is stretched or tiled (`Image.ResizingMode`, `UIImage.ResizingMode`).
///
/// Everything is in points of the image (its pixels divided by its scale), so the rasteriser can
/// cut a bitmap of any scale. The nine pieces: corners at their natural size, the top and bottom
/// edges resized horizontally only, the left and right edges vertically only, the centre both
/// ways (docs/images.md, "Resizable images").
public struct ImageSlicing: Hashable, Sendable, Codable {
  /// How the parts between the caps fill their space.
  public enum Mode: String, Hashable, Sendable, Codable {
    /// Scaled to fill.
    case stretch
    /// Repeated at the natural size from the top-left of each part, the last copy clipped.
    case tile
  }

  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public var mode: Mode
  /// The image's size in points (the source's pixels per point are its pixel size over this).
  public var imageSize: CGSize
  /// The part of the interior that is drawn, in points from the top-left cap: an asset catalog's
  /// `center` width and height (Xcode removes the image between the centre and the far cap).
  /// Nil: the whole interior.
  public var centerSize: CGSize?

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0, mode: Mode,
              imageSize: CGSize, centerSize: CGSize? = nil) {
    self.top = top; self.left = left; self.bottom = bottom; self.right = right
    self.mode = mode; self.imageSize = imageSize; self.centerSize = centerSize
  }

  /// No caps and stretching: the plain whole-image stretch, for which no slicing is needed.
  public var isPlainStretch: Bool { mode == .stretch && top == 0 && left == 0 && bottom == 0 && right == 0 && centerSize == nil }
}
