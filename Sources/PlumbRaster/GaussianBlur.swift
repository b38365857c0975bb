/// A separable Gaussian blur of an 8-bit alpha plane in integer arithmetic, for drop shadows.
///
/// Cairo has no blur, and a blur whose last bit depended on the C library's `exp` or on the
/// order of floating-point sums could differ between machines, so every step here is integer
/// arithmetic or IEEE-exact operations in a fixed order.
///
/// - σ < 2: a sampled Gaussian kernel cut off at 3σ, computed with only `+ − × ÷` and quantised
///   to integer weights summing to exactly 2¹⁶, applied directly.
/// - σ ≥ 2: three successive box blurs per axis, the approximation the W3C Filter Effects spec
///   gives for `feGaussianBlur` (box size `d = ⌊σ·3·√(2π)/4 + 0.5⌋`; for an even `d`, two boxes
///   of `d` offset half a pixel left and right and one of `d + 1`), as browsers draw CSS
///   shadows. The boxes are running sums, so the cost does not grow with the radius, and the six
///   passes are summed exactly in 64-bit integers, rounding once at the end.
struct GaussianBlur {
  /// One box: it sums the input from `x − left` to `x + right`.
  struct Box: Equatable { var left, right: Int }

  enum Method: Equatable {
    case kernel([Int32])
    case boxes([Box])
  }

  let method: Method

  init(method: Method) { self.method = method }

  /// How far an output pixel reaches into the input, on each side.
  var radius: Int {
    switch method {
    case .kernel(let k): k.count / 2
    case .boxes(let boxes): boxes.reduce(0) { $0 + $1.left }
    }
  }

  /// A blur of standard deviation `sigma` pixels; σ below 0.05 (or not finite) is no blur, σ
  /// above 256 is clamped so that the exact sums fit in 64 bits.
  init(sigma rawSigma: Double) {
    let sigma = rawSigma.isFinite ? min(max(rawSigma, 0), 256) : 0
    if sigma < 2 {
      method = .kernel(Self.kernel(sigma: sigma))
      return
    }
    let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    if d % 2 == 1 {
      let box = Box(left: d / 2, right: d / 2)
      method = .boxes([box, box, box])
    } else {
      method = .boxes([Box(left: d / 2, right: d / 2 - 1), Box(left: d / 2 - 1, right: d / 2),
                       Box(left: d / 2, right: d / 2)])
    }
  }

  /// Blurs `input` (`width × height`, one byte per pixel, rows `inputStride` bytes apart) and
  /// returns the central `(width − 2r) × (height − 2r)` pixels, `r` being `radius`: every output
  /// pixel sees all of its support inside the input, so the caller pads the input by `r` on each
  /// side (with zeros where there is no ink).
  func blur(_ input: UnsafePointer<UInt8>, width: Int, height: Int, inputStride: Int)
    -> (pixels: [UInt8], width: Int, height: Int)
  {
    switch method {
    case .kernel(let k):
      return Self.convolve(input, width: width, height: height, inputStride: inputStride, kernel: k)
    case .boxes(let boxes):
      return Self.boxBlur(input, width: width, height: height, inputStride: inputStride, boxes: boxes)
    }
  }

  // MARK: - Sampled kernel

  /// Weights of the kernel (odd count, centre in the middle) summing to exactly `1 << 16`,
  /// for standard deviation `sigma` in pixels, cut off at 3σ. `sigma` below 0.05 gives the
  /// identity kernel `[65536]`.
  static func kernel(sigma: Double) -> [Int32] {
    guard sigma.isFinite, sigma >= 0.05 else { return [1 << 16] }
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

  /// Direct convolution. Horizontal pass: `Σ w·a` (≤ 255·2¹⁶) kept with 4 fractional bits
  /// (≤ 4080). Vertical pass: `Σ w·h` (≤ 4080·2¹⁶ < 2³¹), rounded back to 8 bits.
  static func convolve(_ input: UnsafePointer<UInt8>, width: Int, height: Int, inputStride: Int,
                       kernel: [Int32]) -> (pixels: [UInt8], width: Int, height: Int) {
    let r = kernel.count / 2
    let ow = width - 2 * r, oh = height - 2 * r
    guard ow > 0, oh > 0 else { return ([], max(0, ow), max(0, oh)) }

    var horizontal = [Int32](repeating: 0, count: ow * height)
    horizontal.withUnsafeMutableBufferPointer { hp in
      kernel.withUnsafeBufferPointer { kp in
        for y in 0..<height {
          let src = input + y * inputStride
          guard !isZero(src, count: width) else { continue }
          let acc = hp.baseAddress! + y * ow
          for i in 0..<kp.count {
            let w = kp[i]
            let s = src + i
            for x in 0..<ow { acc[x] &+= w &* Int32(truncatingIfNeeded: s[x]) }
          }
          for x in 0..<ow { acc[x] = (acc[x] &+ (1 << 11)) >> 12 }
        }
      }
    }

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

  // MARK: - Three boxes

  /// Three box passes per axis as running sums over `Int64`, without any intermediate rounding:
  /// the final sum is at most 255·D with D = (b₁b₂b₃)², below 2⁶³ for σ ≤ 256, and is divided
  /// once, with rounding.
  static func boxBlur(_ input: UnsafePointer<UInt8>, width: Int, height: Int, inputStride: Int,
                      boxes: [Box]) -> (pixels: [UInt8], width: Int, height: Int) {
    let r = boxes.reduce(0) { $0 + $1.left }
    let ow = width - 2 * r, oh = height - 2 * r
    guard ow > 0, oh > 0 else { return ([], max(0, ow), max(0, oh)) }

    // Horizontal: each input row, all columns (the central ones are exact, see `blur`), then
    // only the central columns are kept.
    var horizontal = [Int64](repeating: 0, count: ow * height)
    var row = [Int64](repeating: 0, count: width)
    var scratch = [Int64](repeating: 0, count: width)
    horizontal.withUnsafeMutableBufferPointer { hp in
      for y in 0..<height {
        let src = input + y * inputStride
        guard !isZero(src, count: width) else { continue }
        for x in 0..<width { row[x] = Int64(src[x]) }
        for box in boxes {
          runningSum(row, into: &scratch, box: box)
          swap(&row, &scratch)
        }
        let dst = hp.baseAddress! + y * ow
        for x in 0..<ow { dst[x] = row[r + x] }
      }
    }

    // Vertical: the same passes down the columns, processed a row at a time so the inner loops
    // run along contiguous memory.
    var a = horizontal
    horizontal = []  // `a` is now the only reference: no copy on write below
    var b = [Int64](repeating: 0, count: ow * height)
    for box in boxes {
      a.withUnsafeBufferPointer { src in
        b.withUnsafeMutableBufferPointer { dst in
          verticalRunningSum(src.baseAddress!, into: dst.baseAddress!, width: ow, height: height, box: box)
        }
      }
      swap(&a, &b)
    }

    var divisor: Int64 = 1
    for box in boxes { divisor *= Int64(box.left + box.right + 1) }
    divisor *= divisor
    let inverse = 1 / Double(divisor)
    var out = [UInt8](repeating: 0, count: ow * oh)
    a.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        for y in 0..<oh {
          let s = src.baseAddress! + (r + y) * ow
          let d = dst.baseAddress! + y * ow
          for x in 0..<ow {
            let v = (Double(s[x]) * inverse + 0.5).rounded(.down)
            d[x] = UInt8(min(255, max(0, v)))
          }
        }
      }
    }
    return (out, ow, oh)
  }

  /// `out[x] = Σ src[x − left … x + right]`, zero outside the row.
  private static func runningSum(_ src: [Int64], into out: inout [Int64], box: Box) {
    let n = src.count
    src.withUnsafeBufferPointer { s in
      out.withUnsafeMutableBufferPointer { o in
        var sum: Int64 = 0
        for j in 0..<min(n, box.right) { sum &+= s[j] }
        for x in 0..<n {
          let enter = x + box.right, leave = x - box.left - 1
          if enter < n { sum &+= s[enter] }
          if leave >= 0 { sum &-= s[leave] }
          o[x] = sum
        }
      }
    }
  }

  /// The column-wise running sum over rows: `out[y] = Σ src[y − left … y + right]` per column.
  private static func verticalRunningSum(_ src: UnsafePointer<Int64>, into out: UnsafeMutablePointer<Int64>,
                                         width: Int, height: Int, box: Box) {
    var sum = [Int64](repeating: 0, count: width)
    sum.withUnsafeMutableBufferPointer { acc in
      for j in 0..<min(height, box.right) {
        let s = src + j * width
        for x in 0..<width { acc[x] &+= s[x] }
      }
      for y in 0..<height {
        let enter = y + box.right, leave = y - box.left - 1
        if enter < height {
          let s = src + enter * width
          for x in 0..<width { acc[x] &+= s[x] }
        }
        if leave >= 0 {
          let s = src + leave * width
          for x in 0..<width { acc[x] &-= s[x] }
        }
        (out + y * width).update(from: acc.baseAddress!, count: width)
      }
    }
  }

  private static func isZero(_ p: UnsafePointer<UInt8>, count: Int) -> Bool {
    for x in 0..<count where p[x] != 0 { return false }
    return true
  }
}
