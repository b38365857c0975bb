import Foundation

/// Recent ΔE results by pixel pair. A UI diff repeats the same few pairs over large areas (a moved
/// shadow, a recoloured background), and CIEDE2000 costs a few hundred nanoseconds, so a small
/// direct-mapped cache (4096 pairs, 64 KB) saves most of the work.
struct DeltaECache {
  private var keys = [UInt64](repeating: ~0, count: 4096)  // ~0 is no pair: equal pixels never get here
  private var values = [Double](repeating: 0, count: 4096)

  mutating func deltaE(_ p1: UInt32, _ p2: UInt32) -> Double {
    let key = UInt64(p1) << 32 | UInt64(p2)
    // Fibonacci hashing: the top 12 bits of key × 2⁶⁴/φ.
    let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 52)
    if keys[slot] == key { return values[slot] }
    let d = perceptualDelta(p1, p2)
    keys[slot] = key; values[slot] = d
    return d
  }
}

/// A colour in CIE L*a*b* (D65), the space CIEDE2000 measures in: the perceptual mode's per-pixel
/// distance, as swift-snapshot-testing's `perceptualPrecision` uses through Core Image.
struct LabColor: Hashable, Sendable {
  var l: Double
  var a: Double
  var b: Double

  init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

  /// From sRGB channels in 0…255 (fractions allowed: translucent pixels are blended first).
  init(srgb c: (r: Double, g: Double, b: Double)) {
    let r = Self.linear(c.r), g = Self.linear(c.g), b = Self.linear(c.b)
    // sRGB (D65) to XYZ, IEC 61966-2-1, divided by the D65 white point.
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    let fx = Self.f(x), fy = Self.f(y), fz = Self.f(z)
    self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  /// CIEDE2000 colour difference (Sharma, Wu & Dalal, "The CIEDE2000 Color-Difference Formula:
  /// Implementation Notes, Supplementary Test Data, and Mathematical Observations", 2005), with
  /// kL = kC = kH = 1. Hue angles in degrees, as in the paper.
  func deltaE2000(_ o: LabColor) -> Double {
    let pow25to7 = 6_103_515_625.0  // 25^7
    let c1 = (a * a + b * b).squareRoot(), c2 = (o.a * o.a + o.b * o.b).squareRoot()
    let cBar7 = pow((c1 + c2) / 2, 7)
    let g = 0.5 * (1 - (cBar7 / (cBar7 + pow25to7)).squareRoot())
    let a1 = (1 + g) * a, a2 = (1 + g) * o.a
    let cp1 = (a1 * a1 + b * b).squareRoot(), cp2 = (a2 * a2 + o.b * o.b).squareRoot()
    let hp1 = Self.hueDegrees(b, a1), hp2 = Self.hueDegrees(o.b, a2)

    let dL = o.l - l
    let dC = cp2 - cp1
    var dh = 0.0
    if cp1 * cp2 != 0 {
      dh = hp2 - hp1
      if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
    }
    let dH = 2 * (cp1 * cp2).squareRoot() * sin(Self.radians(dh / 2))

    let lBar = (l + o.l) / 2
    let cpBar = (cp1 + cp2) / 2
    var hBar = hp1 + hp2
    if cp1 * cp2 != 0 {
      if abs(hp1 - hp2) <= 180 { hBar /= 2 } else if hBar < 360 { hBar = (hBar + 360) / 2 } else { hBar = (hBar - 360) / 2 }
    }
    let t = 1 - 0.17 * cos(Self.radians(hBar - 30)) + 0.24 * cos(Self.radians(2 * hBar))
      + 0.32 * cos(Self.radians(3 * hBar + 6)) - 0.20 * cos(Self.radians(4 * hBar - 63))
    let dTheta = 30 * exp(-pow((hBar - 275) / 25, 2))
    let cpBar7 = pow(cpBar, 7)
    let rC = 2 * (cpBar7 / (cpBar7 + pow25to7)).squareRoot()
    let l50 = (lBar - 50) * (lBar - 50)
    let sL = 1 + 0.015 * l50 / (20 + l50).squareRoot()
    let sC = 1 + 0.045 * cpBar
    let sH = 1 + 0.015 * cpBar * t
    let rT = -sin(Self.radians(2 * dTheta)) * rC
    let tl = dL / sL, tc = dC / sC, th = dH / sH
    return (tl * tl + tc * tc + th * th + rT * tc * th).squareRoot()
  }

  // MARK: - Private

  /// sRGB transfer function undone; integer inputs come from a table.
  private static func linear(_ v: Double) -> Double {
    if let i = Int(exactly: v), i >= 0, i < 256 { return linearTable[i] }
    return linearFormula(v)
  }

  private static let linearTable: [Double] = (0..<256).map { linearFormula(Double($0)) }

  private static func linearFormula(_ v: Double) -> Double {
    let c = v / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// CIE's f(t): a cube root, with a straight segment near black (ε = (6/29)³).
  private static func f(_ t: Double) -> Double {
    let epsilon = 216.0 / 24389.0
    return t > epsilon ? cbrt(t) : t * (24389.0 / 27.0 / 116.0) + 16.0 / 116.0
  }

  private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
    if a == 0 && b == 0 { return 0 }
    let h = atan2(b, a) * 180 / Double.pi
    return h < 0 ? h + 360 : h
  }

  private static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
}
