import Foundation

/// CoreGraphics' bitmap image, as far as UIKit code reads it. Plumbline's `UIImage`s are symbols
/// and named assets drawn as placeholders, with no bitmap behind them, so `UIImage.cgImage` is nil
/// (and warns); the type exists so that code reading `cgImage?.width` or `cgImage?.utType` compiles.
public final class CGImage: @unchecked Sendable {
  public let width: Int
  public let height: Int
  public let bitsPerComponent: Int
  public let bitsPerPixel: Int
  public let bytesPerRow: Int
  /// The uniform type identifier of the image's source data ("public.png"), if known.
  public let utType: String?

  package init(width: Int, height: Int, utType: String?) {
    self.width = width; self.height = height
    bitsPerComponent = 8; bitsPerPixel = 32; bytesPerRow = width * 4
    self.utType = utType
  }
}
