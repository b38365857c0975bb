import PlumbGraphics

/// Small drawing helpers for diff tests: flat fills, rectangles and discs with coverage-based
/// anti-aliased edges (16×16 supersampling), so a sub-pixel shift changes only edge pixels.
enum TestImages {
  typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

  static func flat(_ w: Int, _ h: Int, _ c: RGBA = (255, 255, 255, 255)) -> RGBAImage {
    RGBAImage(width: w, height: h, fill: c)
  }

  /// Sets a rectangle of pixels to one colour.
  static func fill(_ img: inout RGBAImage, x: Int, y: Int, w: Int, h: Int, _ c: RGBA) {
    for yy in y..<(y + h) { for xx in x..<(x + w) { img[xx, yy] = c } }
  }

  /// Paints an opaque disc centred at (cx, cy) with radius r, blending edge pixels by coverage.
  static func disc(_ img: inout RGBAImage, cx: Double, cy: Double, r: Double, _ c: RGBA) {
    let n = 16
    for y in max(0, Int(cy - r) - 1)...min(img.height - 1, Int(cy + r) + 1) {
      for x in max(0, Int(cx - r) - 1)...min(img.width - 1, Int(cx + r) + 1) {
        var inside = 0
        for sy in 0..<n {
          for sx in 0..<n {
            let px = Double(x) + (Double(sx) + 0.5) / Double(n) - cx
            let py = Double(y) + (Double(sy) + 0.5) / Double(n) - cy
            if px * px + py * py <= r * r { inside += 1 }
          }
        }
        if inside == 0 { continue }
        let cov = Double(inside) / Double(n * n)
        let bg = img[x, y]
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(f) * cov + Double(b) * (1 - cov)).rounded()) }
        img[x, y] = (mix(c.r, bg.r), mix(c.g, bg.g), mix(c.b, bg.b), 255)
      }
    }
  }

  /// The pixel of an image as a tuple-free array, for comparing colours in expectations.
  static func rgba(_ img: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = img[x, y]
    return [p.r, p.g, p.b, p.a]
  }
}
