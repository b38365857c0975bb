/// An integer rectangle in device pixels.
struct PixelRect: Equatable {
  var x, y, width, height: Int

  var isEmpty: Bool { width <= 0 || height <= 0 }
  var maxX: Int { x + width }
  var maxY: Int { y + height }

  func intersection(_ o: PixelRect) -> PixelRect {
    let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
    return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  func insetBy(_ d: Int) -> PixelRect {
    PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
  }

  /// The smallest pixel rectangle covering `r` (nil for a null, empty or non-finite rectangle,
  /// or one too far out to matter).
  init?(covering r: DeviceRect) {
    guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
      r.maxX > r.minX, r.maxY > r.minY
    else { return nil }
    let lim = 1e8
    let x0 = max(-lim, min(lim, r.minX)).rounded(.down), y0 = max(-lim, min(lim, r.minY)).rounded(.down)
    let x1 = max(-lim, min(lim, r.maxX)).rounded(.up), y1 = max(-lim, min(lim, r.maxY)).rounded(.up)
    self.init(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
  }

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x; self.y = y; self.width = width; self.height = height
  }
}
