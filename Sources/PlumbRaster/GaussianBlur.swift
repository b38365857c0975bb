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

  /// Blurs `input` (`width × height`, one byte per pixel, rows `inputStride` bytes apart) into
  /// `output`, which receives the central `(width − 2r) × (height − 2r)` pixels (rows
  /// `outputStride` bytes apart), `r` being `radius`: every output pixel sees all of its support
  /// inside the input, so the caller pads the input by `r` on each side (with zeros where there
  /// is no ink). Does nothing when the input is not larger than `2r` on both sides.
  func blur(_ input: UnsafePointer<UInt8>, width: Int, height: Int, inputStride: Int,
            into output: UnsafeMutablePointer<UInt8>, outputStride: Int) {
    guard width > 2 * radius, height > 2 * radius else { return }
    switch method {
    case .kernel(let k):
      Self.convolve(input, width: width, height: height, inputStride: inputStride, kernel: k,
                    into: output, outputStride: outputStride)
    case .boxes(let boxes):
      Self.boxBlur(input, width: width, height: height, inputStride: inputStride, boxes: boxes,
                   into: output, outputStride: outputStride)
    }
  }

  /// The same, into a new tightly packed buffer.
  func blur(_ input: UnsafePointer<UInt8>, width: Int, height: Int, inputStride: Int)
    -> (pixels: [UInt8], width: Int, height: Int)
  {
    let ow = max(0, width - 2 * radius), oh = max(0, height - 2 * radius)
    var out = [UInt8](repeating: 0, count: ow * oh)
    out.withUnsafeMutableBufferPointer { o in
      if let base = o.baseAddress {
        blur(input, width: width, height: height, inputStride: inputStride, into: base, outputStride: ow)
      }
    }
    return (out, ow, oh)
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
  private static func convolve(_ input: UnsafePointer<UInt8>, width: Int, height: Int, inputStride: Int,
                               kernel: [Int32], into output: UnsafeMutablePointer<UInt8>, outputStride: Int) {
    let r = kernel.count / 2
    let ow = width - 2 * r, oh = height - 2 * r

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

    var acc = [Int32](repeating: 0, count: ow)
    horizontal.withUnsafeBufferPointer { hp in
      kernel.withUnsafeBufferPointer { kp in
        acc.withUnsafeMutableBufferPointer { ap in
          for y in 0..<oh {
            for x in 0..<ow { ap[x] = 0 }
            for i in 0..<kp.count {
              let w = kp[i]
              let s = hp.baseAddress! + (y + i) * ow
              for x in 0..<ow { ap[x] &+= w &* s[x] }
            }
            let o = output + y * outputStride
            for x in 0..<ow { o[x] = UInt8(truncatingIfNeeded: min(255, (ap[x] &+ (1 << 19)) >> 20)) }
          }
        }
      }
    }
  }

  // MARK: - Three boxes

  /// Three box passes per axis as running sums over `Int64`, without any intermediate rounding:
  /// the final sum is at most 255·D with D = (b₁b₂b₃)², below 2⁶³ for σ ≤ 256, and is divided
  /// once, with rounding.
  ///
  /// Rows stream through the passes: each horizontal row is computed when the first vertical
  /// pass needs it, and each vertical pass keeps only the rows its box still covers in a ring,
  /// so the working set is a few hundred kilobytes instead of several full-size planes.
  private static func boxBlur(_ input: UnsafePointer<UInt8>, width: Int, height: Int, inputStride: Int,
                              boxes: [Box], into output: UnsafeMutablePointer<UInt8>, outputStride: Int) {
    let r = boxes.reduce(0) { $0 + $1.left }
    let ow = width - 2 * r, oh = height - 2 * r

    var divisor: Int64 = 1
    for box in boxes { divisor *= Int64(box.left + box.right + 1) }
    divisor *= divisor
    let inverse = 1 / Double(divisor)

    let horizontal = HorizontalRows(input: input, width: width, stride: inputStride, boxes: boxes, outputWidth: ow)
    defer { horizontal.deallocate() }
    var stages = boxes.map { VerticalStage(box: $0, width: ow, height: height) }
    defer { for s in stages { s.deallocate() } }

    for y in 0..<(r + oh) {
      let row = stageRow(stages.count - 1, y, &stages, horizontal)
      guard y >= r else { continue }
      let d = output + (y - r) * outputStride
      for x in 0..<ow {
        let v = (Double(row[x]) * inverse + 0.5).rounded(.down)
        d[x] = UInt8(min(255, max(0, v)))
      }
    }
  }

  /// Row `y` of vertical stage `i` (stage −1 is the horizontal blur). Rows must be asked for in
  /// increasing order, which the streaming relies on.
  private static func stageRow(_ i: Int, _ y: Int, _ stages: inout [VerticalStage],
                               _ horizontal: HorizontalRows) -> UnsafePointer<Int64> {
    let stage = stages[i]
    while stage.nextInput <= y + stage.box.right && stage.nextInput < stage.height {
      let j = stage.nextInput
      let source = i == 0 ? horizontal.row(j) : stageRow(i - 1, j, &stages, horizontal)
      stage.push(source, row: j)
    }
    stage.drop(row: y - stage.box.left - 1)
    return UnsafePointer(stage.sum)
  }

  /// The horizontal three-box blur of one input row at a time (central columns only).
  private struct HorizontalRows {
    let input: UnsafePointer<UInt8>
    let width, stride, outputWidth, radius: Int
    let boxes: [Box]
    /// Zeros on either side of each row buffer, so the running sums need no bounds checks.
    let pad: Int
    let a, b: UnsafeMutablePointer<Int64>

    init(input: UnsafePointer<UInt8>, width: Int, stride: Int, boxes: [Box], outputWidth: Int) {
      self.input = input; self.width = width; self.stride = stride; self.boxes = boxes
      self.outputWidth = outputWidth
      radius = boxes.reduce(0) { $0 + $1.left }
      pad = boxes.reduce(1) { max($0, $1.left + 1, $1.right) }
      let full = width + 2 * pad
      a = .allocate(capacity: full); b = .allocate(capacity: full)
      a.initialize(repeating: 0, count: full); b.initialize(repeating: 0, count: full)
    }

    func deallocate() { a.deallocate(); b.deallocate() }

    /// Valid until the next call.
    func row(_ y: Int) -> UnsafePointer<Int64> {
      let src = input + y * stride
      var (from, to) = (a + pad, b + pad)
      guard !isZero(src, count: width) else {
        from.update(repeating: 0, count: width)
        return UnsafePointer(from + radius)
      }
      for x in 0..<width { from[x] = Int64(src[x]) }
      for box in boxes {
        var sum: Int64 = 0
        for j in 0..<min(width, box.right) { sum &+= from[j] }
        let enter = from + box.right, leave = from - (box.left + 1)
        for x in 0..<width {
          sum &+= enter[x] &- leave[x]
          to[x] = sum
        }
        swap(&from, &to)
      }
      return UnsafePointer(from + radius)
    }
  }

  /// One vertical box pass: a running sum per column over the rows its box covers, with those
  /// rows kept in a ring so they can be subtracted again.
  private final class VerticalStage {
    let box: Box
    let width, height, ringRows: Int
    let ring, sum: UnsafeMutablePointer<Int64>
    var nextInput = 0

    init(box: Box, width: Int, height: Int) {
      self.box = box; self.width = width; self.height = height
      ringRows = box.left + box.right + 2
      ring = .allocate(capacity: ringRows * width)
      sum = .allocate(capacity: width)
      sum.initialize(repeating: 0, count: width)
    }

    func deallocate() { ring.deallocate(); sum.deallocate() }

    /// Adds input row `row` (the next one) to the sums and remembers it.
    func push(_ source: UnsafePointer<Int64>, row: Int) {
      let slot = ring + (row % ringRows) * width
      for x in 0..<width {
        let v = source[x]
        slot[x] = v
        sum[x] &+= v
      }
      nextInput = row + 1
    }

    /// Subtracts input row `row` again, if it exists.
    func drop(row: Int) {
      guard row >= 0, row < height else { return }
      let slot = ring + (row % ringRows) * width
      for x in 0..<width { sum[x] &-= slot[x] }
    }
  }

  private static func isZero(_ p: UnsafePointer<UInt8>, count: Int) -> Bool {
    for x in 0..<count where p[x] != 0 { return false }
    return true
  }
}
