import Foundation

/// CoreGraphics' bitmap image, as far as UIKit code reads it. The images Core Image renders
/// (`CIContext.createCGImage`) carry their pixels, so `UIImage(cgImage:)` draws them; other
/// `CGImage`s describe a size only (named assets and symbols have no bitmap here, so their
/// `UIImage.cgImage` is nil and warns).
public final class CGImage: @unchecked Sendable {
  public let width: Int
  public let height: Int
  public let bitsPerComponent: Int
  public let bitsPerPixel: Int
  public let bytesPerRow: Int
  /// The uniform type identifier of the image's source data ("public.png"), if known.
  public let utType: String?
  /// The pixels, straight RGBA, when the image was rendered here (nil: a size only).
  package let pixels: RGBAImage?

  package init(width: Int, height: Int, utType: String?) {
    self.width = width; self.height = height
    bitsPerComponent = 8; bitsPerPixel = 32; bytesPerRow = width * 4
    self.utType = utType
    pixels = nil
  }

  /// An image of these pixels.
  package init(pixels: RGBAImage, utType: String? = nil) {
    width = pixels.width; height = pixels.height
    bitsPerComponent = 8; bitsPerPixel = 32; bytesPerRow = pixels.width * 4
    self.utType = utType
    self.pixels = pixels
  }
}
