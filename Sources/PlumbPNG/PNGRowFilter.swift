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
    for i in 0..<bpp { out[i] = cur[i]; sum &+= cost(cur[i]) }
    for i in bpp..<count {
      let r = cur[i] &- cur[i - bpp]
      out[i] = r
      sum &+= cost(r)
    }
    return sum
  }

  @inline(__always)
  static func filterUp(_ cur: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>,
                       _ out: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
    var sum = 0
    for i in 0..<count {
      let r = cur[i] &- prev[i]
      out[i] = r
      sum &+= cost(r)
    }
    return sum
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
      for i in 0..<count { row[i] = row[i] &+ prev[i] }
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
