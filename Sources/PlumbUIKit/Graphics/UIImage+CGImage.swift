import Foundation
import PlumbGraphics

extension UIImage {
  /// How an image's pixels are turned to be upright, as `UIImage.Orientation`.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The bitmap behind the image: an image made from a `CGImage` with pixels gives them back;
  /// symbols, named assets and PNG data have no bitmap here, so nil, with one warning.
  public var cgImage: CGImage? {
    if case .bitmap(let width, let height, let pixels) = source {
      return CGImage(pixels: RGBAImage(width: width, height: height, pixels: pixels))
    }
    RenderWarnings.warnOnce("UIImage.cgImage",
      "UIImage.cgImage: images have no bitmap here (symbols and named assets are drawn as placeholders); nil is returned")
    return nil
  }

  /// Always `.up`: no image here is stored turned.
  public var imageOrientation: Orientation { .up }

  /// An image of a `CGImage`'s pixels at scale 1, as `UIImage(cgImage:)`.
  public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

  /// An image of a `CGImage`'s pixels, `scale` pixels per point. The images Core Image renders
  /// (barcodes, QR codes, filtered images) carry their pixels and are drawn; a `CGImage` that is
  /// only a size (from an image file's header) gives an empty image of that size, with one
  /// warning. An orientation other than `.up` is not applied (warned once).
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let s = scale > 0 && scale.isFinite ? scale : 1
    if orientation != .up {
      RenderWarnings.warnOnce("UIImage(cgImage:) orientation",
        "UIImage(cgImage:scale:orientation:): orientation .\(orientation) is not applied; the pixels are drawn upright as stored")
    }
    guard let pixels = cgImage.pixels else {
      RenderWarnings.warnOnce("UIImage(cgImage:) no pixels",
        "UIImage(cgImage:): this CGImage (\(cgImage.width)×\(cgImage.height)) has no pixels here; the image is empty at that size")
      self.init(copying: UIImage(), size: CGSize(width: CGFloat(cgImage.width) / s, height: CGFloat(cgImage.height) / s))
      return
    }
    self.init(bitmap: pixels, scale: s)
  }
}
