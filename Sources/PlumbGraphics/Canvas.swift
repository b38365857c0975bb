import Foundation

/// The target surface of a render: a logical size in points, a pixel scale and a background.
public struct Canvas: Hashable, Sendable, Codable {
  /// Size in points (e.g. 390×844 for an iPhone 14).
  public var size: CGSize
  /// Pixels per point: 1, 2 or 3.
  public var scale: Int
  /// Filled before anything is drawn; nil leaves the canvas transparent.
  public var background: RGBAColor?

  public init(size: CGSize, scale: Int = 3, background: RGBAColor? = .white) {
    self.size = size; self.scale = scale; self.background = background
  }

  /// The pixel dimensions, rounded up so that a fractional point size still covers its last pixel.
  public var pixelWidth: Int { Int((size.width * Double(scale)).rounded(.up)) }
  public var pixelHeight: Int { Int((size.height * Double(scale)).rounded(.up)) }
}
