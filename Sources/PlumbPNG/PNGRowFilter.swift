/// The five PNG row filters (RFC 2083 §6), forward for the encoder and inverse for the fast
/// decoder. `bpp` is bytes per pixel; `prev` is the previous row's raw bytes (zeros for row 0).
/// Hot loops work on raw pointers so the optimiser can vectorise them.
enum PNGRowFilter {
  static let none: UInt8 = 0, sub: UInt8 = 1, up: UInt8 = 2, average: UInt8 = 3, paeth: UInt8 = 4

  // MARK: - Forward (encoder)

  /// Writes the Sub residuals of `cur` into `out`; returns their sum of absolute values as
  /// signed bytes (the usual "minimum sum of absolute differences" heuristic).
  @inline(__always)
  static func filterSub(_ cur: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>,
                        count: Int, bpp: Int) -> Int {
    var sum = 0
    for i in 0..<min(bpp, count) { out[i] = cur[i]; sum &+= cost(cur[i]) }
    return sum &+ residuals(cur + bpp, cur, out + bpp, count: count - bpp)
  }

  @inline(__always)
  static func filterUp(_ cur: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>,
                       _ out: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
    residuals(cur, prev, out, count: count)
  }

  /// How many bytes of `cur` neither repeat the byte one pixel to the left nor the byte above:
  /// the bytes deflate cannot cover with a short-distance or previous-row match when the row is
  /// left unfiltered. (The first pixel is compared with the row above only.)
  @inline(__always)
  static func unpredictable(_ cur: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>,
                            count: Int, bpp: Int) -> Int {
    var total = 0
    for i in 0..<min(bpp, count) where cur[i] != prev[i] { total += 1 }
    guard count > bpp else { return total }
    let rc = UnsafeRawPointer(cur), rp = UnsafeRawPointer(prev)
    var i = bpp
    let one = SIMD16<UInt8>(repeating: 1), zero = SIMD16<UInt8>(repeating: 0)
    while i + 16 <= count {
      var lanes = SIMD16<UInt8>(repeating: 0)
      var n = 0
      while n < 255 && i + 16 <= count {  // 8-bit lane counters: flush before they can wrap
        let c = rc.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
        let left = rc.loadUnaligned(fromByteOffset: i - bpp, as: SIMD16<UInt8>.self)
        let up = rp.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
        lanes &+= zero.replacing(with: one, where: (c .!= left) .& (c .!= up))
        i += 16
        n += 1
      }
      total &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
    }
    while i < count {
      if cur[i] != cur[i - bpp] && cur[i] != prev[i] { total += 1 }
      i += 1
    }
    return total
  }

  /// `out[i] = a[i] - b[i]` (mod 256) for `count` bytes, returning the summed cost, 16 bytes at a
  /// time. The lane sums are 16-bit; they are flushed every 256 vectors (256 × 128 < 65536).
  @inline(__always)
  static func residuals(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>,
                        _ out: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
    guard count > 0 else { return 0 }
    let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b), ro = UnsafeMutableRawPointer(out)
    var total = 0
    var i = 0
    let vectors = count / 16
    var done = 0
    while done < vectors {
      let batch = min(256, vectors - done)
      var lanes = SIMD16<UInt16>(repeating: 0)
      for _ in 0..<batch {
        let r = ra.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
          &- rb.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
        ro.storeBytes(of: r, toByteOffset: i, as: SIMD16<UInt8>.self)
        lanes &+= SIMD16<UInt16>(truncatingIfNeeded: pointwiseMin(r, 0 &- r))
        i += 16
      }
      total &+= Int(lanes.wrappedSum())
      done += batch
    }
    while i < count {
      let r = a[i] &- b[i]
      out[i] = r
      total &+= cost(r)
      i += 1
    }
    return total
  }

  @inline(__always)
  static func filterPaeth(_ cur: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>,
                          _ out: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) -> Int {
    var sum = 0
    for i in 0..<bpp {
      let r = cur[i] &- prev[i]
      out[i] = r
      sum &+= cost(r)
    }
    for i in bpp..<count {
      let r = cur[i] &- predictPaeth(cur[i - bpp], prev[i], prev[i - bpp])
      out[i] = r
      sum &+= cost(r)
    }
    return sum
  }

  /// The residual's magnitude read as a signed byte: 0 and 255 (= -1) are both cheap.
  @inline(__always)
  static func cost(_ r: UInt8) -> Int {
    let s = Int(Int8(bitPattern: r))
    return s < 0 ? -s : s
  }

  @inline(__always)
  static func predictPaeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let ia = Int(a), ib = Int(b), ic = Int(c)
    let p = ia + ib - ic
    let pa = abs(p - ia), pb = abs(p - ib), pc = abs(p - ic)
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  // MARK: - Inverse (decoder)

  /// `row[i] += prev[i]` for `count` bytes, 16 at a time (most rows of a UI screen use Up). The
  /// compiler cannot prove the rows apart, so it would not vectorise the plain loop.
  /// Returns whether every residual was zero (the row repeats the one above).
  @inline(__always) @discardableResult
  static func addUp(_ row: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int) -> Bool {
    let r = UnsafeMutableRawPointer(row), p = UnsafeRawPointer(prev)
    var any = SIMD16<UInt8>(repeating: 0)
    var i = 0
    while i &+ 16 <= count {
      let residual = r.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
      any |= residual
      r.storeBytes(of: residual &+ p.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self),
                   toByteOffset: i, as: SIMD16<UInt8>.self)
      i &+= 16
    }
    var tail: UInt8 = 0
    while i < count {
      tail |= row[i]
      row[i] = row[i] &+ prev[i]
      i &+= 1
    }
    return any == SIMD16(repeating: 0) && tail == 0
  }

  /// Reconstructs one row in place from its residuals. `prev` is the reconstructed row above
  /// (nil for the first row, which PNG defines as zeros). Returns false for an unknown filter type.
  @inline(__always)
  static func unfilter(_ type: UInt8, _ row: UnsafeMutablePointer<UInt8>,
                       _ prev: UnsafePointer<UInt8>?, count: Int, bpp: Int) -> Bool {
    switch type {
    case none:
      return true
    case sub:
      if count > bpp { for i in bpp..<count { row[i] = row[i] &+ row[i - bpp] } }
      return true
    case up:
      guard let prev else { return true }
      addUp(row, prev, count: count)
      return true
    case average:
      if let prev {
        for i in 0..<min(bpp, count) { row[i] = row[i] &+ prev[i] >> 1 }
        if count > bpp {
          for i in bpp..<count {
            row[i] = row[i] &+ UInt8((UInt16(row[i - bpp]) + UInt16(prev[i])) >> 1)
          }
        }
      } else if count > bpp {
        for i in bpp..<count { row[i] = row[i] &+ row[i - bpp] >> 1 }
      }
      return true
    case paeth:
      if let prev {
        for i in 0..<min(bpp, count) { row[i] = row[i] &+ prev[i] }
        if count > bpp {
          for i in bpp..<count {
            row[i] = row[i] &+ predictPaeth(row[i - bpp], prev[i], prev[i - bpp])
          }
        }
      } else if count > bpp {
        // With a zero row above, Paeth predicts from the left, exactly like Sub.
        for i in bpp..<count { row[i] = row[i] &+ row[i - bpp] }
      }
      return true
    default:
      return false
    }
  }
}
