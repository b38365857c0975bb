/// A separable Gaussian blur of an 8-bit alpha plane in integer arithmetic, for drop shadows.
///
/// Cairo has no blur, and a blur whose last bit depended on the C library's `exp` or on the
/// order of floating-point sums could differ between machines. Here the kernel is computed with
/// only `+ − × ÷` in a fixed order (IEEE-exact operations) and quantised to integer weights that
/// sum to exactly 2¹⁶; both passes then run in integers, so the result is the same everywhere.
enum GaussianBlur {
  /// Weights of the kernel (odd count, centre in the middle) summing to exactly `1 << 16`,
  /// for standard deviation `sigma` in pixels, cut off at 3σ. `sigma` below 0.05 gives the
  /// identity kernel `[65536]`; above 512 it is clamped.
  static func kernel(sigma rawSigma: Double) -> [Int32] {
    guard rawSigma.isFinite, rawSigma >= 0.05 else { return [1 << 16] }
    let sigma = min(rawSigma, 512)
    let radius = Int((3 * sigma).rounded(.up))
    let twoSigmaSquared = 2 * sigma * sigma
    var g = [Double](repeating: 0, count: 2 * radius + 1)
    for i in 0...radius {
      let v = deterministicExp(-Double(i * i) / twoSigmaSquared)
      g[radius + i] = v; g[radius - i] = v
    }
    var sum = 0.0
    for v in g { sum += v }
    var w = g.map { Int32(($0 / sum * 65536).rounded()) }
    var total: Int32 = 0
    for v in w { total += v }
    w[radius] += (1 << 16) - total
    return w
  }

  /// `e^x` for `x` in [−5, 0] using only IEEE-exact operations in a fixed order:
  /// a 12-term Taylor series of `e^(x/64)`, squared six times. Relative error below 1e-13.
  static func deterministicExp(_ x: Double) -> Double {
    let y = x / 64
    var term = 1.0, sum = 1.0
    for k in 1...12 {
      term = term * y / Double(k)
      sum += term
    }
    for _ in 0..<6 { sum *= sum }
    return sum
  }

  /// Blurs `input` (`width × height`, one byte per pixel, rows `inputStride` bytes apart) with
  /// `kernel` and returns the central `(width − 2r) × (height − 2r)` pixels, where `r` is the
  /// kernel radius: every output pixel sees its full kernel inside the input, so the caller pads
  /// the input by `r` on each side (with zeros where there is no ink).
  ///
  /// Horizontal pass: `Σ w·a` (≤ 255·2¹⁶) kept with 4 fractional bits (≤ 4080). Vertical pass:
  /// `Σ w·h` (≤ 4080·2¹⁶ < 2³¹), rounded back to 8 bits. Both fit in `Int32`.
  static func blur(_ input: UnsafePointer<UInt8>, width: Int, height: Int, inputStride: Int,
                   kernel: [Int32]) -> (pixels: [UInt8], width: Int, height: Int) {
    let r = kernel.count / 2
    let ow = width - 2 * r, oh = height - 2 * r
    guard ow > 0, oh > 0 else { return ([], max(0, ow), max(0, oh)) }

    // Horizontal: every input row, central columns.
    var horizontal = [Int32](repeating: 0, count: ow * height)
    horizontal.withUnsafeMutableBufferPointer { hp in
      kernel.withUnsafeBufferPointer { kp in
        for y in 0..<height {
          let src = input + y * inputStride
          let acc = hp.baseAddress! + y * ow
          var nonZero = false
          for x in 0..<width where src[x] != 0 { nonZero = true; break }
          guard nonZero else { continue }
          for i in 0..<kp.count {
            let w = kp[i]
            if w == 0 { continue }
            let s = src + i
            for x in 0..<ow { acc[x] &+= w &* Int32(truncatingIfNeeded: s[x]) }
          }
          for x in 0..<ow { acc[x] = (acc[x] &+ (1 << 11)) >> 12 }
        }
      }
    }

    // Vertical: central rows of the horizontal result.
    var out = [UInt8](repeating: 0, count: ow * oh)
    var acc = [Int32](repeating: 0, count: ow)
    horizontal.withUnsafeBufferPointer { hp in
      kernel.withUnsafeBufferPointer { kp in
        acc.withUnsafeMutableBufferPointer { ap in
          out.withUnsafeMutableBufferPointer { op in
            for y in 0..<oh {
              for x in 0..<ow { ap[x] = 0 }
              for i in 0..<kp.count {
                let w = kp[i]
                if w == 0 { continue }
                let s = hp.baseAddress! + (y + i) * ow
                for x in 0..<ow { ap[x] &+= w &* s[x] }
              }
              let o = op.baseAddress! + y * ow
              for x in 0..<ow { o[x] = UInt8(truncatingIfNeeded: min(255, (ap[x] &+ (1 << 19)) >> 20)) }
            }
          }
        }
      }
    }
    return (out, ow, oh)
  }
}
