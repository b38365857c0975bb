/// A bitmap of straight (not premultiplied) 8-bit RGBA pixels, rows top to bottom, no padding.
///
/// It is the one pixel type every layer shares: the rasteriser produces it, the PNG codec reads and
/// writes it, and the diff engine compares two of them. Straight alpha is what PNG stores, so
/// encoding never has to divide.
public struct RGBAImage: Equatable, Sendable {
  public let width: Int
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A for each pixel, row after row.
  public var pixels: [UInt8]

  /// Wraps existing pixels. The count must be exactly `width * height * 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width >= 0 && height >= 0, "negative image size \(width)×\(height)")
    precondition(pixels.count == width * height * 4,
                 "expected \(width * height * 4) bytes for \(width)×\(height) RGBA, got \(pixels.count)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// An image filled with one colour (transparent black by default).
  public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
    precondition(width >= 0 && height >= 0, "negative image size \(width)×\(height)")
    self.width = width
    self.height = height
    var px = [UInt8](repeating: 0, count: width * height * 4)
    if fill != (0, 0, 0, 0) {
      for i in stride(from: 0, to: px.count, by: 4) {
        px[i] = fill.r; px[i + 1] = fill.g; px[i + 2] = fill.b; px[i + 3] = fill.a
      }
    }
    self.pixels = px
  }

  /// Bytes per row (no padding).
  public var rowBytes: Int { width * 4 }

  /// The pixel at (x, y) as (r, g, b, a).
  public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    get {
      let i = (y * width + x) * 4
      return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
    set {
      let i = (y * width + x) * 4
      pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
    }
  }
}
