import CDeflate

/// A fast zlib encoder for filtered PNG scanlines (RFC 1950/1951), written for UI screens.
///
/// General-purpose deflate encoders hash every input byte, even inside long matches, so a flat
/// 9 MB screen costs them as much as a busy one. This encoder is greedy and looks first where
/// image data repeats: one pixel to the left (`bpp` bytes back) and one row up (`rowLength`
/// bytes back), then at two hash-table candidates for repeats elsewhere (the same glyph drawn
/// twice). Bytes inside a match are skipped, not hashed. Each block of tokens gets its own
/// length-limited Huffman codes. Pure Swift, so its output depends on no library version.
enum PNGDeflate {
  /// Tokens per deflate block; each block gets Huffman codes fitted to its own statistics.
  static let blockTokens = 1 << 15
  static let hashBits = 16
  static let windowSize = 32768
  static let maxMatch = 258

  /// The zlib stream (header, dynamic-Huffman deflate blocks, Adler-32) for `input`.
  /// - Parameters:
  ///   - input: the bytes to compress.
  ///   - bpp: bytes per pixel, the distance of "the same channel one pixel left".
  ///   - rowLength: bytes per filtered row including its filter byte, the distance of "above".
  static func zlib(_ input: UnsafeBufferPointer<UInt8>, bpp: Int, rowLength: Int) -> [UInt8] {
    let piece = 1 << 16
    return zlib(count: input.count, pieceSize: piece, bpp: bpp, rowLength: rowLength) { index, out in
      let start = index * piece
      out.update(from: input.baseAddress! + start, count: min(piece, input.count - start))
    }
  }

  /// The zlib stream for `count` bytes produced on demand, so they never exist all at once: the
  /// encoder filters each row straight into the compressor's window. `fill(k, p)` must write
  /// piece `k` (pieces are asked for in order, each `pieceSize` bytes, the last one shorter) at `p`.
  static func zlib(count: Int, pieceSize: Int, bpp: Int, rowLength: Int,
                   fill: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
    precondition(count < Int(Int32.max), "PNGDeflate positions are 32-bit")
    var writer = BitWriter(capacity: min(count / 4, 1 << 22) + 4096)
    writer.putByte(0x78)  // CM 8 (deflate), CINFO 7 (32K window)
    writer.putByte(0x01)  // FLEVEL 0, FCHECK so that 0x7801 is a multiple of 31
    let adler = compress(count: count, pieceSize: pieceSize, bpp: bpp, rowLength: rowLength,
                         fill: fill, into: &writer)
    writer.alignToByte()
    for shift in [24, 16, 8, 0] { writer.putByte(UInt8(truncatingIfNeeded: adler >> UInt32(shift))) }
    return writer.finish()
  }

  // MARK: - LZ77

  /// A token: a literal byte (< 256), or a match `0x8000_0000 | length << 16 | distance`.
  typealias Token = UInt32

  /// Parses and emits all blocks; returns the Adler-32 of the input.
  ///
  /// The input lives in a sliding buffer: positions are absolute, the buffer holds
  /// `[bufferStart, filled)`, and it always keeps the 32 KiB window behind the parse position `i`
  /// plus up to one maximal match ahead of it.
  static func compress(count n: Int, pieceSize: Int, bpp: Int, rowLength: Int,
                       fill: (Int, UnsafeMutablePointer<UInt8>) -> Void,
                       into writer: inout BitWriter) -> UInt32 {
    let tokens = UnsafeMutablePointer<Token>.allocate(capacity: blockTokens + 1)
    defer { tokens.deallocate() }
    let table = UnsafeMutablePointer<Int32>.allocate(capacity: 2 << hashBits)
    defer { table.deallocate() }
    table.initialize(repeating: -1, count: 2 << hashBits)
    let capacity = max(1 << 20, windowSize + 4 * pieceSize + 1024)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    defer { buffer.deallocate() }

    var adler: UInt32 = 1
    var bufferStart = 0, filled = 0, nextPiece = 0
    let upDistance = rowLength <= windowSize ? rowLength : 0
    var i = 0
    if n == 0 { emitBlock(tokens, count: 0, final: true, into: &writer) }
    while i < n {
      var count = 0
      while count < blockTokens && i < n {
        // Keep a full maximal match of lookahead, sliding the window down when the buffer is full.
        while filled < n && filled - i < maxMatch {
          let size = min(pieceSize, n - filled)
          if filled + size - bufferStart > capacity {
            let keep = max(bufferStart, i - windowSize)
            (buffer).update(from: buffer + (keep - bufferStart), count: filled - keep)
            bufferStart = keep
          }
          let at = buffer + (filled - bufferStart)
          fill(nextPiece, at)
          adler = libdeflate_adler32(adler, at, size)
          filled += size
          nextPiece += 1
        }
        let p = buffer + (i - bufferStart)
        let limit = min(maxMatch, filled - i)
        var bestLength = 0, bestDistance = 0
        if limit >= 3 {
          // One pixel to the left, then one row up: where flat UI repeats itself.
          if bpp <= i {
            let l = matchLength(p, p - bpp, limit)
            if l > bestLength { bestLength = l; bestDistance = bpp }
          }
          if bestLength < limit && upDistance > 0 && upDistance <= i {
            let l = matchLength(p, p - upDistance, limit)
            if l > bestLength { bestLength = l; bestDistance = upDistance }
          }
          if bestLength < limit && limit >= 4 {
            // Two candidates per bucket, newest first (measured: 1-2% smaller than one).
            let h = hash(p) << 1
            let newer = Int(table[h]), older = Int(table[h + 1])
            table[h + 1] = table[h]
            table[h] = Int32(truncatingIfNeeded: i)
            var candidate = newer
            for _ in 0..<2 {
              let distance = i - candidate
              if candidate >= 0 && distance <= windowSize && distance != bpp && distance != upDistance {
                let l = matchLength(p, p - distance, limit)
                // A far 3-byte match costs about as much as three literals; demand four.
                if l >= 4 && l > bestLength { bestLength = l; bestDistance = distance }
              }
              candidate = older
            }
          }
        }
        if bestLength >= 3 {
          tokens[count] = 0x8000_0000 | UInt32(bestLength) << 16 | UInt32(bestDistance)
          i += bestLength
        } else {
          tokens[count] = Token(p[0])
          i += 1
        }
        count += 1
      }
      emitBlock(tokens, count: count, final: i >= n, into: &writer)
    }
    return adler
  }

  @inline(__always)
  static func hash(_ p: UnsafePointer<UInt8>) -> Int {
    let v = UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
    return Int((v &* 2_654_435_761) >> UInt32(32 - hashBits))
  }

  /// How many bytes at `a` equal those at `b` (b < a; overlapping is fine), up to `limit`.
  @inline(__always)
  static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
    var k = 0
    let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
    while k + 8 <= limit {
      let x = ra.loadUnaligned(fromByteOffset: k, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: k, as: UInt64.self)
      if x != 0 { return k + x.trailingZeroBitCount / 8 }
      k += 8
    }
    while k < limit && a[k] == b[k] { k += 1 }
    return k
  }

  // MARK: - Huffman blocks

  /// Writes one block with dynamic Huffman codes (BTYPE 2).
  static func emitBlock(_ tokens: UnsafeMutablePointer<Token>, count: Int, final: Bool,
                        into w: inout BitWriter) {
    // Tables are copied into locals once per block: a `static let` read in a hot loop pays a
    // lazy-initialisation check on every access.
    let lengthSymbol = DeflateTables.lengthSymbol
    var litFreq = [Int](repeating: 0, count: 286)
    var distFreq = [Int](repeating: 0, count: 30)
    lengthSymbol.withUnsafeBufferPointer { symbolOf in
      litFreq.withUnsafeMutableBufferPointer { lf in
        distFreq.withUnsafeMutableBufferPointer { df in
          for t in 0..<count {
            let token = tokens[t]
            if token & 0x8000_0000 == 0 {
              lf[Int(token)] += 1
            } else {
              lf[257 + Int(symbolOf[Int(token >> 16 & 0x1FF)])] += 1
              df[DeflateTables.distanceSymbol(Int(token & 0xFFFF))] += 1
            }
          }
        }
      }
    }
    litFreq[256] = 1  // end of block
    let litLengths = Huffman.lengths(litFreq, limit: 15)
    let distLengths = Huffman.lengths(distFreq, limit: 15)
    let litCodes = Huffman.codes(litLengths)
    let distCodes = Huffman.codes(distLengths)
    writeHeader(final: final, litLengths: litLengths, distLengths: distLengths, into: &w)

    // Every match length and distance as one pre-joined bit string: Huffman code, then extra bits.
    var lengthCode = [UInt32](repeating: 0, count: 259), lengthBits = [Int](repeating: 0, count: 259)
    for length in 3...258 {
      let ls = Int(lengthSymbol[length])
      let extra = DeflateTables.lengthExtraBits[ls]
      let value = extra > 0 ? UInt32(length - DeflateTables.lengthBase[ls]) : 0
      lengthCode[length] = litCodes[257 + ls] | value << UInt32(litLengths[257 + ls])
      lengthBits[length] = litLengths[257 + ls] + extra
    }
    var distanceCode = [UInt32](repeating: 0, count: 30), distanceBits = [Int](repeating: 0, count: 30)
    let distanceBase = DeflateTables.distanceBase.map { UInt32($0) }
    for ds in 0..<30 {
      distanceCode[ds] = distCodes[ds]
      distanceBits[ds] = distLengths[ds] + DeflateTables.distanceExtraBits[ds]
    }
    litCodes.withUnsafeBufferPointer { lc in
      litLengths.withUnsafeBufferPointer { ll in
        lengthCode.withUnsafeBufferPointer { mc in
          lengthBits.withUnsafeBufferPointer { mb in
            distanceCode.withUnsafeBufferPointer { dc in
              distanceBits.withUnsafeBufferPointer { db in
                distLengths.withUnsafeBufferPointer { dl in
                  distanceBase.withUnsafeBufferPointer { dbase in
                    for t in 0..<count {
                      let token = tokens[t]
                      if token & 0x8000_0000 == 0 {
                        w.put(lc[Int(token)], ll[Int(token)])
                      } else {
                        let length = Int(token >> 16 & 0x1FF), distance = Int(token & 0xFFFF)
                        w.put(mc[length], mb[length])
                        let ds = DeflateTables.distanceSymbol(distance)
                        let extra = (UInt32(distance) &- dbase[ds]) << UInt32(dl[ds])
                        w.put(dc[ds] | extra, db[ds])
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    w.put(litCodes[256], litLengths[256])
  }

  /// BFINAL, BTYPE=2, then the code lengths, themselves run-length and Huffman coded.
  static func writeHeader(final: Bool, litLengths: [Int], distLengths: [Int], into w: inout BitWriter) {
    w.put(final ? 1 : 0, 1)
    w.put(2, 2)
    var hlit = 286
    while hlit > 257 && litLengths[hlit - 1] == 0 { hlit -= 1 }
    var hdist = 30
    while hdist > 1 && distLengths[hdist - 1] == 0 { hdist -= 1 }
    let runs = codeLengthRuns(Array(litLengths[..<hlit]) + Array(distLengths[..<hdist]))
    var clFreq = [Int](repeating: 0, count: 19)
    for run in runs { clFreq[Int(run.symbol)] += 1 }
    let clLengths = Huffman.lengths(clFreq, limit: 7)
    let clCodes = Huffman.codes(clLengths)
    var hclen = 19
    while hclen > 4 && clLengths[DeflateTables.codeLengthOrder[hclen - 1]] == 0 { hclen -= 1 }
    w.put(UInt32(hlit - 257), 5)
    w.put(UInt32(hdist - 1), 5)
    w.put(UInt32(hclen - 4), 4)
    for k in 0..<hclen { w.put(UInt32(clLengths[DeflateTables.codeLengthOrder[k]]), 3) }
    for run in runs {
      let s = Int(run.symbol)
      w.put(clCodes[s], clLengths[s])
      switch run.symbol {
      case 16: w.put(UInt32(run.extra), 2)
      case 17: w.put(UInt32(run.extra), 3)
      case 18: w.put(UInt32(run.extra), 7)
      default: break
      }
    }
  }

  /// Code lengths as the code-length alphabet: 0–15 literally, 16 = repeat the previous length
  /// 3–6 times, 17 = 3–10 zeros, 18 = 11–138 zeros.
  static func codeLengthRuns(_ lengths: [Int]) -> [(symbol: UInt8, extra: UInt8)] {
    var out: [(UInt8, UInt8)] = []
    var i = 0
    while i < lengths.count {
      let v = lengths[i]
      var run = 1
      while i + run < lengths.count && lengths[i + run] == v { run += 1 }
      i += run
      if v == 0 {
        while run >= 11 { let r = min(run, 138); out.append((18, UInt8(r - 11))); run -= r }
        if run >= 3 { out.append((17, UInt8(run - 3))); run = 0 }
        while run > 0 { out.append((0, 0)); run -= 1 }
      } else {
        out.append((UInt8(v), 0))
        run -= 1
        while run >= 3 { let r = min(run, 6); out.append((16, UInt8(r - 3))); run -= r }
        while run > 0 { out.append((UInt8(v), 0)); run -= 1 }
      }
    }
    return out
  }
}

/// Length-limited Huffman codes for deflate.
enum Huffman {
  /// Code lengths (0 for unused symbols) for `freq`, none longer than `limit`. At least two
  /// symbols always get a code, because a one-symbol code is not a complete prefix code.
  static func lengths(_ freq: [Int], limit: Int) -> [Int] {
    precondition(freq.count >= 2 && freq.count <= 1 << limit, "alphabet of \(freq.count) symbols")
    var freq = freq
    var used = freq.indices.filter { freq[$0] > 0 }
    var k = 0
    while used.count < 2 {  // pad with the lowest unused symbols
      if freq[k] == 0 { freq[k] = 1; used.append(k) }
      k += 1
    }
    // Build the tree with the two-queue method over symbols sorted by frequency.
    let leaves = used.sorted { freq[$0] != freq[$1] ? freq[$0] < freq[$1] : $0 < $1 }
    let m = leaves.count
    var weight = leaves.map { freq[$0] } + [Int](repeating: 0, count: m - 1)
    var parent = [Int](repeating: -1, count: 2 * m - 1)
    var leaf = 0, inner = m, nextInner = m
    func takeSmallest() -> Int {
      if leaf < m && (inner >= nextInner || weight[leaf] <= weight[inner]) { leaf += 1; return leaf - 1 }
      inner += 1
      return inner - 1
    }
    while nextInner < 2 * m - 1 {
      let a = takeSmallest(), b = takeSmallest()
      weight[nextInner] = weight[a] + weight[b]
      parent[a] = nextInner
      parent[b] = nextInner
      nextInner += 1
    }
    var depth = [Int](repeating: 0, count: 2 * m - 1)
    for node in stride(from: 2 * m - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }

    // Enforce the limit: clamp, then restore the Kraft equality by lengthening shorter codes.
    var countPerLength = [Int](repeating: 0, count: max(limit, depth.max()!) + 1)
    for j in 0..<m { countPerLength[depth[j]] += 1 }
    if countPerLength.count > limit + 1 {
      for len in (limit + 1)..<countPerLength.count {
        countPerLength[limit] += countPerLength[len]
        countPerLength[len] = 0
      }
      var kraft = 0
      for len in 1...limit { kraft += countPerLength[len] << (limit - len) }
      while kraft > 1 << limit {
        countPerLength[limit] -= 1
        for len in stride(from: limit - 1, through: 1, by: -1) where countPerLength[len] > 0 {
          countPerLength[len] -= 1
          countPerLength[len + 1] += 2
          break
        }
        kraft -= 1
      }
    }
    // Hand out lengths: the most frequent symbols (end of `leaves`) get the shortest codes.
    var result = [Int](repeating: 0, count: freq.count)
    var j = m - 1
    for len in 1...limit {
      for _ in 0..<countPerLength[len] {
        result[leaves[j]] = len
        j -= 1
      }
    }
    return result
  }

  /// Canonical codes (RFC 1951 §3.2.2), bit-reversed for deflate's LSB-first bit order.
  static func codes(_ lengths: [Int]) -> [UInt32] {
    var countPerLength = [Int](repeating: 0, count: 16)
    for l in lengths where l > 0 { countPerLength[l] += 1 }
    var next = [UInt32](repeating: 0, count: 16)
    var code: UInt32 = 0
    for bits in 1...15 {
      code = (code + UInt32(countPerLength[bits - 1])) << 1
      next[bits] = code
    }
    var codes = [UInt32](repeating: 0, count: lengths.count)
    for (symbol, l) in lengths.enumerated() where l > 0 {
      let c = next[l]
      next[l] += 1
      var reversed: UInt32 = 0
      for b in 0..<l { reversed |= (c >> UInt32(b) & 1) << UInt32(l - 1 - b) }
      codes[symbol] = reversed
    }
    return codes
  }
}

/// RFC 1951 §3.2.5 tables.
enum DeflateTables {
  static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                           67, 83, 99, 115, 131, 163, 195, 227, 258]
  static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                4, 4, 4, 4, 5, 5, 5, 5, 0]
  static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513,
                             769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
  static let distanceExtraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                  9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
  /// Order in which the code-length code lengths are sent.
  static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// Length (3…258) → length symbol index 0…28 (symbol 257 + index).
  static let lengthSymbol: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 259)
    for s in 0..<29 {
      let top = s == 28 ? 258 : (s + 1 < 28 ? lengthBase[s + 1] - 1 : 257)
      for l in lengthBase[s]...top { table[l] = UInt8(s) }
    }
    table[258] = 28
    return table
  }()

  /// Distance (1…32768) → distance symbol 0…29.
  @inline(__always)
  static func distanceSymbol(_ d: Int) -> Int {
    if d <= 4 { return d - 1 }
    // For d > 4: symbol = 2 * floor(log2(d - 1)) + (second-highest bit of d - 1).
    let v = d - 1
    let top = Int.bitWidth - 1 - v.leadingZeroBitCount
    return 2 * top + (v >> (top - 1) & 1)
  }
}

/// Deflate's LSB-first bit output into a growable byte buffer.
struct BitWriter {
  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  private var bits: UInt64 = 0
  private var bitCount = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    buffer = .allocate(capacity: self.capacity)
  }

  /// Appends the low `n` (≤ 32) bits of `value` (the caller keeps the bits above `n` zero).
  @inline(__always)
  mutating func put(_ value: UInt32, _ n: Int) {
    bits |= UInt64(value) << UInt64(bitCount)
    bitCount += n
    if bitCount >= 32 {
      if capacity - count < 4 { grow() }
      UnsafeMutableRawPointer(buffer + count).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
      count += 4
      bits >>= 32
      bitCount -= 32
    }
  }

  mutating func alignToByte() {
    while bitCount > 0 {
      if capacity - count < 1 { grow() }
      buffer[count] = UInt8(truncatingIfNeeded: bits)
      count += 1
      bits >>= 8
      bitCount = max(0, bitCount - 8)
    }
    bits = 0
  }

  /// A whole byte; only valid on a byte boundary.
  mutating func putByte(_ b: UInt8) {
    precondition(bitCount == 0, "putByte off a byte boundary")
    if capacity - count < 1 { grow() }
    buffer[count] = b
    count += 1
  }

  private mutating func grow() {
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
    bigger.update(from: buffer, count: count)
    buffer.deallocate()
    buffer = bigger
    capacity *= 2
  }

  /// The bytes written; the writer must not be used afterwards.
  mutating func finish() -> [UInt8] {
    defer { buffer.deallocate() }
    return Array(UnsafeBufferPointer(start: buffer, count: count))
  }
}
