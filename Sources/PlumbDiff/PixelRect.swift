/// A rectangle of whole pixels, origin top-left: ignore regions going in, changed regions coming out.
///
/// Pixels, not points: the diff engine never sees the screen scale. `x..<x+width` and
/// `y..<y+height` are the pixels inside.
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x; self.y = y; self.width = width; self.height = height
  }

  /// The smallest rectangle holding both inclusive corners.
  public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var area: Int { max(0, width) * max(0, height) }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// Whether the pixel (px, py) lies inside.
  @inline(__always)
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < x + width && py >= y && py < y + height
  }

  /// The smallest rectangle holding both.
  public func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = min(x, other.x), y0 = min(y, other.y)
    return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The overlap, or nil when they do not overlap.
  public func intersection(_ other: PixelRect) -> PixelRect? {
    let x0 = max(x, other.x), y0 = max(y, other.y)
    let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
    return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
  }

  /// `x,y w×h`, e.g. `16,104 120×44`.
  public var description: String { "\(x),\(y) \(width)×\(height)" }
}

/// The size of an image in pixels, as reported when two images cannot be compared pixel for pixel.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
  public var width: Int
  public var height: Int
  public init(width: Int, height: Int) { self.width = width; self.height = height }
  /// `W×H`, e.g. `1170×2532`.
  public var description: String { "\(width)×\(height)" }
}
