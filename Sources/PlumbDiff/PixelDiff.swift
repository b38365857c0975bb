import Foundation
import PlumbGraphics
import PlumbPNG

// PlumbDiff's pixel comparison: pixelmatch's algorithm (mapbox/pixelmatch v5/v6, the rules the
// Python port on PyPI implements), in one file, entry points first and helpers in call order:
// compare → colorDelta / perceptualDelta → isAntialiased → hasManySiblings → drawing. Regions,
// the loosest passing threshold and the size-mismatch path live beside it in their own files.

/// Compares two images and returns the figures (count, largest distance, regions, loosest passing
/// threshold). No diff image is drawn; see `pixelDiff(_:_:options:diffImage:)`.
///
/// - Parameters:
///   - expected: the golden (its pixels form the grey background of a diff image).
///   - actual: the fresh render.
///   - options: thresholds and limits; `PixelDiffOptions()` is pixelmatch's defaults.
/// - Returns: the result; `result.passed(options)` says whether the pair matches.
public func pixelDiff(_ expected: RGBAImage, _ actual: RGBAImage,
                      options: PixelDiffOptions = .init()) -> PixelDiffResult {
  if expected.width != actual.width || expected.height != actual.height {
    return sizeMismatchDiff(expected, actual, options: options, output: nil)
  }
  return compare(expected, actual, options: options, output: nil)
}

/// Compares two images and draws a diff image: counted pixels red, anti-aliased yellow, and the
/// rest the expected image in faded grey (`options.alpha`). Images of different sizes get a diff
/// over the union of both sizes.
///
/// - Parameters:
///   - expected: the golden (its pixels form the grey background of the diff image).
///   - actual: the fresh render.
///   - options: thresholds and limits; `PixelDiffOptions()` is pixelmatch's defaults.
///   - diffImage: receives the diff image.
/// - Returns: the result; `result.passed(options)` says whether the pair matches.
public func pixelDiff(_ expected: RGBAImage, _ actual: RGBAImage, options: PixelDiffOptions = .init(),
                      diffImage: inout RGBAImage?) -> PixelDiffResult {
  let sameSize = expected.width == actual.width && expected.height == actual.height
  let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
  var result: PixelDiffResult?
  // Uninitialised storage: every byte is written below, so the 12 MB of a phone screen is not
  // zeroed first.
  let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
    let out = w * h > 0 ? buffer.baseAddress : nil
    // 12 MB of fresh memory: 2 MiB pages where the system offers them, instead of ~2900 faults.
    if let out { PNGPageHints.preferHugePages(out, count: w * h * 4) }
    result = sameSize ? compare(expected, actual, options: options, output: out)
                      : sizeMismatchDiff(expected, actual, options: options, output: out)
    count = w * h * 4
  }
  diffImage = RGBAImage(width: w, height: h, pixels: pixels)
  return result!
}

// MARK: - Private

/// 35215 is the largest possible YIQ delta (red against cyan, 35214.75; black against white is
/// 32857); thresholds are fractions of its square root, so `threshold = 1` allows everything.
let maxYIQDelta = 35215.0

/// The RGBA bytes drawn for counted and anti-aliased pixels (pixelmatch's diffColor / aaColor).
let diffColor: (r: UInt8, g: UInt8, b: UInt8) = (255, 0, 0)
let antialiasedColor: (r: UInt8, g: UInt8, b: UInt8) = (255, 255, 0)

/// The pass over two equally sized images. `output`, when given, has room for width × height × 4
/// bytes and every byte is written.
func compare(_ a: RGBAImage, _ b: RGBAImage, options: PixelDiffOptions,
             output: UnsafeMutablePointer<UInt8>?, bands requestedBands: Int? = nil) -> PixelDiffResult {
  let w = a.width, h = a.height
  let scan = Scan(options, allowed: options.allowedDifferentPixels(outOf: w * h))
  var mask = ChangedPixelMask(width: w, height: h)
  let tally = mask.withWriter { marks in a.pixels.withUnsafeBufferPointer { bufA in
    b.pixels.withUnsafeBufferPointer { bufB in
      guard let pa = bufA.baseAddress, let pb = bufB.baseAddress, let marks, w > 0, h > 0 else {
        return scan.emptyTally()
      }
      // A phone screen is split into bands of rows compared on separate cores; bands write
      // disjoint rows of the output and only read the images. Changes cluster (a moved menu sits
      // in a few hundred rows), so there are many more bands than cores: the cores take them in
      // turn and finish together.
      let cores = w * h >= parallelPixels ? min(max(1, ProcessInfo.processInfo.activeProcessorCount), 4) : 1
      let bands = requestedBands ?? (cores == 1 ? 1 : min(h, cores * bandsPerCore))
      if bands == 1 { return scan.run(pa, pb, width: w, height: h, rows: 0..<h, output: output, marks: marks) }
      var tallies = [Tally?](repeating: nil, count: bands)
      tallies.withUnsafeMutableBufferPointer { slots in
        nonisolated(unsafe) let slots = slots, pa = pa, pb = pb, output = output
        DispatchQueue.concurrentPerform(iterations: bands) { band in
          let rows = (h * band / bands)..<(h * (band + 1) / bands)
          slots[band] = scan.run(pa, pb, width: w, height: h, rows: rows, output: output, marks: marks)
        }
      }
      // Merged in place, in band order.
      var total = tallies[0]!
      for next in tallies.dropFirst() { total.merge(next!) }
      return total
    }
  } }
  return tally.result(a, b, scan: scan, mask: mask)
}

/// The largest eigenvalue of the YIQ delta's quadratic form (0.5053·y² + 0.299·i² + 0.1957·q² with
/// y, i, q linear in Δr, Δg, Δb) is 0.2560781, so δ ≤ 0.2561 · (Δr² + Δg² + Δb²); the margin
/// (9·10⁻⁵ relative) dwarfs floating-point rounding.
let yiqBound = 0.2561

/// Images of at least this many pixels (about 1000×1000) are compared in parallel bands.
let parallelPixels = 1 << 20

/// Bands per core in a parallel comparison (see `compare`).
let bandsPerCore = 16

/// The settings of one pass, resolved once: the per-pixel limit, the grey fade, the regions to
/// skip.
struct Scan {
  let options: PixelDiffOptions
  let allowed: Int
  /// Pixels count when their delta exceeds `limit`: a squared YIQ delta (pixelmatch compares
  /// squares, so the boundary is exact) or a ΔE.
  let limit: Double
  let alpha: Double
  let ignore: [PixelRect]
  let perceptual: Bool
  let includeAntialiased: Bool

  init(_ options: PixelDiffOptions, allowed: Int) {
    self.options = options
    self.allowed = allowed
    // A threshold outside 0…1 is clamped; NaN counts as 0, the strictest, so that bad input
    // fails loudly instead of letting everything pass.
    let t = options.threshold.isNaN ? 0 : min(max(options.threshold, 0), 1)
    limit = options.perceptual.map(\.maxDeltaE) ?? maxYIQDelta * t * t
    alpha = options.alpha.isNaN ? 0.1 : min(max(options.alpha, 0), 1)
    ignore = options.ignoreRegions.filter { !$0.isEmpty }
    perceptual = options.perceptual != nil
    includeAntialiased = options.includeAntialiased
  }

  func emptyTally() -> Tally { Tally(allowed: allowed) }

  /// Compares every row; the counters live in locals so the loop keeps them in registers.
  func run(_ pa: UnsafePointer<UInt8>, _ pb: UnsafePointer<UInt8>, width w: Int, height h: Int,
           rows: Range<Int>, output: UnsafeMutablePointer<UInt8>?, marks: ChangedPixelMaskWriter) -> Tally {
    var tally = Tally(allowed: allowed)
    var largest = 0.0, antialiased = 0
    var deltaE = perceptual ? DeltaECache() : nil
    let limit = self.limit, alpha = self.alpha, perceptual = self.perceptual
    let includeAntialiased = self.includeAntialiased, hasIgnore = !ignore.isEmpty
    let rowBytes = w * 4
    // The same storage (a copy of the same image) is identical without reading it.
    let sameStorage = pa == pb
    // Whether the previous row of the output is plain grey drawn from its expected row.
    var previousRowGrey = false
    // The last compared pair and its delta (equal pixels never get here, so 0, 0 is never looked up).
    var memoExpected: UInt32 = 0, memoActual: UInt32 = 0, memoDelta = 0.0
    for y in rows {
      let row = y * rowBytes
      // Fast path: a byte-equal row skips all colour maths (most rows of a UI diff).
      if sameStorage || memcmp(pa + row, pb + row, rowBytes) == 0 {
        if let out = output {
          // Backgrounds repeat row after row: a row equal to the one above is a copy of its grey.
          if previousRowGrey && memcmp(pa + row, pa + row - rowBytes, rowBytes) == 0 {
            (out + row).update(from: out + row - rowBytes, count: rowBytes)
          } else {
            drawGrayRow(pa + row, out + row, width: w, alpha: alpha)
          }
          previousRowGrey = true
        }
        continue
      }
      previousRowGrey = false
      let rowA = pa + row, rowB = pb + row
      var x = 0
      while x < w {
        // Equal pixels come in long runs even in changed rows: find the next difference two
        // pixels at a time, and give the run its grey in one go.
        let runStart = x
        x = firstDifferentPixel(rowA, rowB, from: x, width: w)
        if let out = output, x > runStart { drawGrayRun(rowA, out + row, from: runStart, to: x, alpha: alpha) }
        if x >= w { break }
        defer { x &+= 1 }
        let i = y &* w &+ x
        let p1 = loadPixel(pa, i), p2 = loadPixel(pb, i)
        if hasIgnore && ignore.contains(where: { $0.contains(x: x, y: y) }) {
          if let out = output { drawGrayPixel(p1, out, i, alpha: alpha) }
          continue
        }
        // A changed area is mostly a few colour pairs repeated (a dimmed background, a shifted
        // fill), so the last pair's delta is reused; otherwise it is computed (below).
        let delta: Double
        if p1 == memoExpected && p2 == memoActual {
          delta = memoDelta
        } else {
          if !perceptual && (p1 & p2) >> 24 == 255 {
            // Two opaque pixels: δ is a quadratic form in the channel differences, at most
            // yiqBound · |Δrgb|². A pixel that surely stays under the limit and can change neither
            // the largest delta nor the kept candidates needs no colour maths (most of a moved
            // shadow's faint pixels).
            let dr = Int32(p1 & 0xFF) &- Int32(p2 & 0xFF)
            let dg = Int32((p1 >> 8) & 0xFF) &- Int32((p2 >> 8) & 0xFF)
            let db = Int32((p1 >> 16) & 0xFF) &- Int32((p2 >> 16) & 0xFF)
            let bound = yiqBound * Double(dr &* dr &+ dg &* dg &+ db &* db)
            if bound <= limit && bound <= largest && tally.largestBelow.wouldDrop(bound) {
              if let out = output { drawGrayPixel(p1, out, i, alpha: alpha) }
              continue
            }
          }
          delta = deltaE?.deltaE(p1, p2) ?? colorDelta(p1, p2)
          memoExpected = p1; memoActual = p2; memoDelta = delta
        }
        largest = max(largest, delta)
        if delta > limit {
          // Over the threshold: a real change, or one of the two is an anti-aliased edge pixel.
          if !includeAntialiased
              && (isAntialiased(pa, x, y, w, h, other: pb) || isAntialiased(pb, x, y, w, h, other: pa)) {
            antialiased += 1
            if let out = output { drawPixel(out, i, antialiasedColor) }
          } else {
            tally.counted &+= 1
            marks.set(x: x, y: y)
            tally.largestCounted.insert(delta, at: i)
            if let out = output { drawPixel(out, i, diffColor) }
          }
        } else {
          // Under the threshold: it would count at a lower one unless it is anti-aliasing, so the
          // largest are kept (without the costly anti-aliasing test) for the loosest threshold.
          if delta > 0 { tally.largestBelow.insert(delta, at: i) }
          if let out = output { drawGrayPixel(p1, out, i, alpha: alpha) }
        }
      }
    }
    tally.largest = largest
    tally.antialiased = antialiased
    return tally
  }

  /// Whether pixel (x, y) counts as anti-aliasing in either image (false when AA is counted).
  func isAntialiasedPixel(_ pa: UnsafePointer<UInt8>, _ pb: UnsafePointer<UInt8>, _ i: Int, width w: Int,
                          height h: Int) -> Bool {
    if includeAntialiased { return false }
    let x = i % w, y = i / w
    return isAntialiased(pa, x, y, w, h, other: pb) || isAntialiased(pb, x, y, w, h, other: pa)
  }
}

/// What the pass collects besides the mask of counted pixels (for regions, `ChangedPixelMask`):
/// how many counted, the largest deltas of counted pixels and of under-threshold pixels (for the
/// loosest passing threshold), and the counters.
struct Tally {
  var counted = 0
  /// The (allowed+1) largest counted deltas.
  var largestCounted: LargestValues
  /// The largest under-threshold deltas (a few more than allowed+1, as some may be anti-aliasing),
  /// and whether any fell off the end.
  var largestBelow: LargestValues
  var antialiased = 0
  var largest = 0.0

  init(allowed: Int) {
    largestCounted = LargestValues(capacity: allowed + 1)
    largestBelow = LargestValues(capacity: allowed + 1 + 64)
  }

  /// Appends the next band's tally to this one.
  mutating func merge(_ next: Tally) {
    counted &+= next.counted
    largestCounted.insert(contentsOf: next.largestCounted)
    largestBelow.insert(contentsOf: next.largestBelow)
    antialiased += next.antialiased
    largest = max(largest, next.largest)
  }
}

/// One pixel's four bytes as a little-endian word (R in the low byte), for cheap equality.
@inline(__always)
func loadPixel(_ p: UnsafePointer<UInt8>, _ i: Int) -> UInt32 {
  UInt32(littleEndian: UnsafeRawPointer(p).loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
}

/// Squared YIQ distance between two pixels, each blended over white first (Kotsarenko & Ramos,
/// "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
/// applications", 2010). Written exactly as pixelmatch computes it (Y, I, Q per pixel, then
/// subtract) so that counts at a threshold boundary agree with the reference.
///
/// Transparency is part of the picture: when the two alphas differ, the pair is also compared
/// blended over black and the larger distance counts, so opaque white against transparent is a
/// full difference (over white alone they look equal). Equal alphas give the same answer over
/// every background, so opaque pairs and equal-alpha pairs are exactly pixelmatch's.
@inline(__always)
func colorDelta(_ p1: UInt32, _ p2: UInt32) -> Double {
  let overWhite = yiqDelta(blendedOverWhite(p1), blendedOverWhite(p2))
  if (p1 ^ p2) >> 24 == 0 { return overWhite }
  return max(overWhite, yiqDelta(blendedOverBlack(p1), blendedOverBlack(p2)))
}

@inline(__always)
func yiqDelta(_ c1: (r: Double, g: Double, b: Double), _ c2: (r: Double, g: Double, b: Double)) -> Double {
  let y = rgb2y(c1.r, c1.g, c1.b) - rgb2y(c2.r, c2.g, c2.b)
  let i = rgb2i(c1.r, c1.g, c1.b) - rgb2i(c2.r, c2.g, c2.b)
  let q = rgb2q(c1.r, c1.g, c1.b) - rgb2q(c2.r, c2.g, c2.b)
  return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
}

/// A translucent pixel as it would look over black (straight alpha): `c · a`.
@inline(__always)
func blendedOverBlack(_ p: UInt32) -> (r: Double, g: Double, b: Double) {
  let a = Double(p >> 24) / 255
  return (Double(p & 0xFF) * a, Double((p >> 8) & 0xFF) * a, Double((p >> 16) & 0xFF) * a)
}

/// A translucent pixel as it would look over white (straight alpha): `255 + (c − 255) · a`.
@inline(__always)
func blendedOverWhite(_ p: UInt32) -> (r: Double, g: Double, b: Double) {
  let r = Double(p & 0xFF), g = Double((p >> 8) & 0xFF), b = Double((p >> 16) & 0xFF)
  let a8 = p >> 24
  if a8 == 255 { return (r, g, b) }
  let a = Double(a8) / 255
  return (255 + (r - 255) * a, 255 + (g - 255) * a, 255 + (b - 255) * a)
}

@inline(__always) func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
  r * 0.29889531 + g * 0.58662247 + b * 0.11448223
}
@inline(__always) func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
  r * 0.59597799 - g * 0.27417610 - b * 0.32180189
}
@inline(__always) func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
  r * 0.21147017 - g * 0.52261711 + b * 0.31114694
}

/// CIEDE2000 ΔE between two pixels blended over white, and over black when their alphas differ
/// (see PerceptualColor.swift).
func perceptualDelta(_ p1: UInt32, _ p2: UInt32) -> Double {
  let overWhite = LabColor(srgb: blendedOverWhite(p1)).deltaE2000(LabColor(srgb: blendedOverWhite(p2)))
  if (p1 ^ p2) >> 24 == 0 { return overWhite }
  // As in `colorDelta`: differing alphas are also compared over black.
  return max(overWhite, LabColor(srgb: blendedOverBlack(p1)).deltaE2000(LabColor(srgb: blendedOverBlack(p2))))
}

/// Whether the pixel at (x1, y1) of `img` is likely part of an anti-aliased edge: among its 8
/// neighbours it has both a darker and a brighter one, at most 2 of equal brightness, and the
/// darkest or the brightest neighbour sits in a flat area (3+ equal neighbours) in both images.
/// From V. Vysniauskas, "Anti-aliased Pixel and Intensity Slope Detector", 2009, as in pixelmatch.
/// Neighbours are visited column by column (x outer, y inner) like the reference, because the
/// first of equally dark (or bright) neighbours wins.
func isAntialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                   other: UnsafePointer<UInt8>) -> Bool {
  let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
  let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
  let center = loadPixel(img, y1 &* width &+ x1)
  // A pixel on the image border has fewer neighbours; it starts with one "equal" already.
  let interior = x1 != x0 && x1 != x2 && y1 != y0 && y1 != y2

  let c = blendedOverWhite(center)
  let centerY = rgb2y(c.r, c.g, c.b)
  var zeroes = interior ? 0 : 1
  var minDelta = 0.0, maxDelta = 0.0
  var minX = 0, minY = 0, maxX = 0, maxY = 0
  // One neighbour; false when the area is flat (more than 2 neighbours of equal brightness),
  // which settles the answer. The brightness difference is computed as the reference does:
  // Y(centre) − Y(neighbour); equal pixels (most neighbours in flat areas) skip the colour maths.
  @inline(__always) func visit(_ x: Int, _ y: Int) -> Bool {
    let p = loadPixel(img, y &* width &+ x)
    var delta = 0.0
    if p != center {
      let n = blendedOverWhite(p)
      delta = centerY - rgb2y(n.r, n.g, n.b)
    }
    if delta == 0 {
      zeroes &+= 1
      if zeroes > 2 { return false }
    } else if delta < minDelta {
      minDelta = delta; minX = x; minY = y
    } else if delta > maxDelta {
      maxDelta = delta; maxX = x; maxY = y
    }
    return true
  }
  // Neighbours column by column (x outer, y inner) like the reference, because the first of
  // equally dark (or bright) neighbours wins; unrolled for the usual interior pixel.
  if interior {
    guard visit(x0, y0), visit(x0, y1), visit(x0, y2), visit(x1, y0), visit(x1, y2),
          visit(x2, y0), visit(x2, y1), visit(x2, y2) else { return false }
  } else {
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        guard visit(x, y) else { return false }
      }
    }
  }
  // Without both a darker and a brighter neighbour this is no edge between two colours.
  if minDelta == 0 || maxDelta == 0 { return false }
  return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
    || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
}

/// Whether the pixel at (x1, y1) has 3 or more neighbours of exactly its colour. (Order does not
/// matter here, so interior pixels count all 8 neighbours without branches.)
func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
  let value = loadPixel(img, y1 &* width &+ x1)
  if x1 > 0 && x1 < width - 1 && y1 > 0 && y1 < height - 1 {
    let above = y1 &* width &+ x1 &- width, below = y1 &* width &+ x1 &+ width, here = y1 &* width &+ x1
    @inline(__always) func same(_ i: Int) -> Int { loadPixel(img, i) == value ? 1 : 0 }
    let count = same(above &- 1) &+ same(above) &+ same(above &+ 1) &+ same(here &- 1) &+ same(here &+ 1)
      &+ same(below &- 1) &+ same(below) &+ same(below &+ 1)
    return count > 2
  }
  let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
  let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
  var zeroes = 1  // a border pixel starts with one "equal" already
  for x in x0...x2 {
    for y in y0...y2 {
      if x == x1 && y == y1 { continue }
      if loadPixel(img, y &* width &+ x) == value { zeroes &+= 1 }
      if zeroes > 2 { return true }
    }
  }
  return false
}

/// The first pixel at or after `x` where the rows differ, or `width`: 8 bytes (two pixels) per
/// compare, then the odd last pixel.
@inline(__always)
func firstDifferentPixel(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, from x: Int, width: Int) -> Int {
  let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
  var x = x
  while x &+ 2 <= width {
    let d = ra.loadUnaligned(fromByteOffset: x &* 4, as: UInt64.self)
      ^ rb.loadUnaligned(fromByteOffset: x &* 4, as: UInt64.self)
    if d != 0 { return x &+ (UInt64(littleEndian: d) & 0xFFFF_FFFF == 0 ? 1 : 0) }
    x &+= 2
  }
  if x < width && loadPixel(a, x) == loadPixel(b, x) { x &+= 1 }
  return x
}

/// Grey for pixels `from..<to` of one row (`src` and `out` point at the row's first pixel).
@inline(__always)
func drawGrayRun(_ src: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>, from: Int, to: Int,
                 alpha: Double) {
  drawGrayRow(src + from &* 4, out + from &* 4, width: to &- from, alpha: alpha)
}

/// Writes an opaque colour at pixel `i`.
@inline(__always)
func drawPixel(_ out: UnsafeMutablePointer<UInt8>, _ i: Int, _ c: (r: UInt8, g: UInt8, b: UInt8)) {
  let p = out + i &* 4
  p[0] = c.r; p[1] = c.g; p[2] = c.b; p[3] = 255
}

/// The expected pixel's brightness, faded towards white: `255 + (Y − 255) · alpha · a/255`,
/// truncated like the reference.
@inline(__always)
func grayWord(_ p: UInt32, alpha: Double) -> UInt32 {
  let r = Double(p & 0xFF), g = Double((p >> 8) & 0xFF), b = Double((p >> 16) & 0xFF)
  let a = Double(p >> 24)
  let v = 255 + (rgb2y(r, g, b) - 255) * (alpha * a / 255)
  let byte = UInt32(min(255, max(0, v)))
  return byte | byte << 8 | byte << 16 | 0xFF00_0000
}

@inline(__always)
func drawGrayPixel(_ p: UInt32, _ out: UnsafeMutablePointer<UInt8>, _ i: Int, alpha: Double) {
  UnsafeMutableRawPointer(out).storeBytes(of: grayWord(p, alpha: alpha).littleEndian,
                                          toByteOffset: i &* 4, as: UInt32.self)
}

/// A whole row of faded grey. UI rows are long runs of one colour, so the last conversion is reused.
func drawGrayRow(_ src: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>, width: Int, alpha: Double) {
  let raw = UnsafeMutableRawPointer(out), from = UnsafeRawPointer(src)
  var lastPixel = ~loadPixel(src, 0)
  var lastWord: UInt32 = 0
  var x = 0
  while x < width {
    // Four pixels equal to the last converted one are four copies of its grey, one 16-byte store.
    if x &+ 4 <= width
        && from.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self) == SIMD4(repeating: lastPixel) {
      raw.storeBytes(of: SIMD4(repeating: lastWord), toByteOffset: x &* 4, as: SIMD4<UInt32>.self)
      x &+= 4
      continue
    }
    let p = loadPixel(src, x)
    if p != lastPixel { lastPixel = p; lastWord = grayWord(p, alpha: alpha).littleEndian }
    raw.storeBytes(of: lastWord, toByteOffset: x &* 4, as: UInt32.self)
    x &+= 1
  }
}
