import Foundation

/// A QR Code symbol (ISO/IEC 18004): the module matrix for a message in byte mode at error
/// correction level L, M, Q or H, in the smallest version (1–40) that holds it, with the mask
/// (0–7) of lowest penalty (the standard's four penalty rules for masks; outside the symbol counts as
/// light, as the quiet zone is). Used by the `CIQRCodeGenerator` filter.
struct QRCodeSymbol: Equatable, Sendable {
  /// The error correction level, with its two-bit value in the format information.
  enum ErrorCorrection: Int, CaseIterable, Sendable {
    case low = 0, medium, quartile, high
    var formatBits: Int { [1, 0, 3, 2][rawValue] }
    /// From Core Image's `inputCorrectionLevel` letter ("L", "M", "Q", "H"); nil for another string.
    init?(letter: String) {
      switch letter.uppercased() {
      case "L": self = .low
      case "M": self = .medium
      case "Q": self = .quartile
      case "H": self = .high
      default: return nil
      }
    }
  }

  let version: Int
  let mask: Int
  let correction: ErrorCorrection
  /// Modules per side: 17 + 4 × version.
  let size: Int
  /// Row-major modules, true for dark.
  private(set) var modules: [Bool]

  func isDark(x: Int, y: Int) -> Bool { modules[y * size + x] }

  /// The symbol for `data`, or nil when it does not fit version 40 at this level. `mask` forces
  /// a mask (for tests); `minimumVersion` a larger symbol.
  static func encode(_ data: [UInt8], correction: ErrorCorrection, mask forcedMask: Int? = nil,
                     minimumVersion: Int = 1) -> QRCodeSymbol? {
    guard let version = (max(1, minimumVersion)...40).first(where: { dataCapacityBits($0, correction) >= bitLength(data.count, $0) })
    else { return nil }
    let codewords = addErrorCorrection(dataCodewords(data, version: version, correction: correction), version: version,
                                       correction: correction)
    var builder = Builder(version: version)
    builder.drawFunctionPatterns()
    builder.placeCodewords(codewords)
    let mask = forcedMask ?? (0..<8).min { a, b in
      builder.penalty(mask: a, correction: correction) < builder.penalty(mask: b, correction: correction)
    }!
    let finished = builder.masked(mask, correction: correction)
    return QRCodeSymbol(version: version, mask: mask, correction: correction, size: builder.size, modules: finished)
  }

  // MARK: Capacity

  /// Error correction codewords per block, by level (L, M, Q, H) and version (index 0 unused).
  private static let eccPerBlock: [[Int]] = [
    [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30,
     30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28,
     28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
    [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30,
     30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30,
     30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  ]
  /// Error correction blocks, by level and version.
  private static let blockCount: [[Int]] = [
    [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19,
     19, 20, 21, 22, 24, 25],
    [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33,
     35, 37, 38, 40, 43, 45, 47, 49],
    [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43,
     45, 48, 51, 53, 56, 59, 62, 65, 68],
    [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51,
     54, 57, 60, 63, 66, 70, 74, 77, 81],
  ]

  /// Modules left for codewords once the function patterns are drawn.
  static func rawDataModules(_ version: Int) -> Int {
    let size = 17 + 4 * version
    var modules = size * size
    modules -= 3 * 64           // finder patterns with separators
    modules -= 2 * (size - 16)  // timing patterns between them
    modules -= 31               // format information (two copies) and the dark module
    if version >= 2 {
      let n = version / 7 + 2
      modules -= 25 * (n * n - 3)        // alignment patterns not overlapping finders
      modules += 10 * (n - 2)            // minus their overlap with the timing patterns
    }
    if version >= 7 { modules -= 36 }    // version information (two copies)
    return modules
  }

  static func dataCodewordCount(_ version: Int, _ correction: ErrorCorrection) -> Int {
    rawDataModules(version) / 8 - eccPerBlock[correction.rawValue][version] * blockCount[correction.rawValue][version]
  }
  private static func dataCapacityBits(_ version: Int, _ correction: ErrorCorrection) -> Int {
    dataCodewordCount(version, correction) * 8
  }
  /// Bits of a byte-mode segment of `count` bytes: mode, character count, data.
  private static func bitLength(_ count: Int, _ version: Int) -> Int {
    let countBits = version <= 9 ? 8 : 16
    return count < 1 << countBits ? 4 + countBits + 8 * count : Int.max
  }

  // MARK: Codewords

  /// The data codewords: mode 0100, count, bytes, terminator, padding to a byte, pad codewords.
  private static func dataCodewords(_ data: [UInt8], version: Int, correction: ErrorCorrection) -> [UInt8] {
    var bits: [Bool] = []
    func append(_ value: Int, _ count: Int) { for i in stride(from: count - 1, through: 0, by: -1) { bits.append(value >> i & 1 == 1) } }
    append(0b0100, 4)
    append(data.count, version <= 9 ? 8 : 16)
    for b in data { append(Int(b), 8) }
    let capacity = dataCapacityBits(version, correction)
    append(0, min(4, capacity - bits.count))
    append(0, (8 - bits.count % 8) % 8)
    var out: [UInt8] = stride(from: 0, to: bits.count, by: 8).map { i in
      (0..<8).reduce(0) { $0 << 1 | (bits[i + $1] ? 1 : 0) }
    }
    var pad: UInt8 = 0xEC
    while out.count < capacity / 8 { out.append(pad); pad = pad == 0xEC ? 0x11 : 0xEC }
    return out
  }

  /// Splits the data into blocks, adds each block's Reed–Solomon codewords and interleaves them.
  private static func addErrorCorrection(_ data: [UInt8], version: Int, correction: ErrorCorrection) -> [UInt8] {
    let blocks = blockCount[correction.rawValue][version], ecc = eccPerBlock[correction.rawValue][version]
    let shortLength = data.count / blocks
    let longBlocks = data.count % blocks
    let generator = ReedSolomon.generator(degree: ecc)
    var dataBlocks: [[UInt8]] = [], eccBlocks: [[UInt8]] = []
    var offset = 0
    for b in 0..<blocks {
      let length = shortLength + (b >= blocks - longBlocks ? 1 : 0)
      let block = Array(data[offset..<(offset + length)])
      offset += length
      dataBlocks.append(block)
      eccBlocks.append(ReedSolomon.remainder(block, generator))
    }
    var out: [UInt8] = []
    for i in 0..<(shortLength + 1) { for block in dataBlocks where i < block.count { out.append(block[i]) } }
    for i in 0..<ecc { for block in eccBlocks { out.append(block[i]) } }
    return out
  }

  // MARK: The matrix

  struct Builder {
    let version: Int
    let size: Int
    var modules: [Bool]
    var isFunction: [Bool]

    init(version: Int) {
      self.version = version
      size = 17 + 4 * version
      modules = [Bool](repeating: false, count: size * size)
      isFunction = [Bool](repeating: false, count: size * size)
    }

    mutating func set(_ x: Int, _ y: Int, _ dark: Bool) {
      modules[y * size + x] = dark
      isFunction[y * size + x] = true
    }

    /// Row and column centres of the alignment patterns.
    static func alignmentCentres(_ version: Int) -> [Int] {
      guard version >= 2 else { return [] }
      let n = version / 7 + 2
      let last = 4 * version + 10
      // From the last centre back towards 6 by an even step (the intervals' rounded-up mean,
      // made even; version 32 is the standard's one exception), the first interval taking the rest.
      let q = (last - 6 + n - 2) / (n - 1)
      let step = version == 32 ? 26 : q + q % 2
      return [6] + (0..<(n - 1)).map { last - $0 * step }.reversed()
    }

    mutating func drawFunctionPatterns() {
      // Timing patterns.
      for i in 0..<size { set(6, i, i % 2 == 0); set(i, 6, i % 2 == 0) }
      // Finder patterns with their separators.
      for (cx, cy) in [(3, 3), (size - 4, 3), (3, size - 4)] {
        for dy in -4...4 {
          for dx in -4...4 {
            let x = cx + dx, y = cy + dy
            guard x >= 0, y >= 0, x < size, y < size else { continue }
            let ring = max(abs(dx), abs(dy))
            set(x, y, ring != 2 && ring != 4)
          }
        }
      }
      // Alignment patterns, except where the finders are.
      let centres = Self.alignmentCentres(version)
      for (i, cy) in centres.enumerated() {
        for (j, cx) in centres.enumerated() {
          let last = centres.count - 1
          if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
          for dy in -2...2 { for dx in -2...2 { set(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1) } }
        }
      }
      // Reserve the format and version areas (drawn for real after masking).
      drawFormat(0, correction: .medium)
      drawVersion()
    }

    /// The 15 format bits (level and mask, BCH-coded, XOR 101010000010010) in both copies.
    mutating func drawFormat(_ mask: Int, correction: ErrorCorrection) {
      let data = correction.formatBits << 3 | mask
      var rem = data
      for _ in 0..<10 { rem = (rem << 1) ^ ((rem >> 9) * 0x537) }
      let bits = (data << 10 | rem) ^ 0x5412
      func bit(_ i: Int) -> Bool { bits >> i & 1 == 1 }
      for i in 0...5 { set(8, i, bit(i)) }
      set(8, 7, bit(6)); set(8, 8, bit(7)); set(7, 8, bit(8))
      for i in 9..<15 { set(14 - i, 8, bit(i)) }
      for i in 0..<8 { set(size - 1 - i, 8, bit(i)) }
      for i in 8..<15 { set(8, size - 15 + i, bit(i)) }
      set(8, size - 8, true)  // the dark module
    }

    /// The 18 version bits (version 7 and up, BCH-coded) in both copies.
    mutating func drawVersion() {
      guard version >= 7 else { return }
      var rem = version
      for _ in 0..<12 { rem = (rem << 1) ^ ((rem >> 11) * 0x1F25) }
      let bits = version << 12 | rem
      for i in 0..<18 {
        let dark = bits >> i & 1 == 1
        let a = size - 11 + i % 3, b = i / 3
        set(a, b, dark); set(b, a, dark)
      }
    }

    /// Places the codewords' bits in the two-column zigzag from the bottom-right, skipping the
    /// vertical timing column and function modules; remainder modules stay light.
    mutating func placeCodewords(_ codewords: [UInt8]) {
      var i = 0
      let total = codewords.count * 8
      var right = size - 1
      while right >= 1 {
        if right == 6 { right = 5 }
        let upward = (right + 1) & 2 == 0
        for vert in 0..<size {
          let y = upward ? size - 1 - vert : vert
          for j in 0..<2 {
            let x = right - j
            guard !isFunction[y * size + x] else { continue }
            if i < total { modules[y * size + x] = codewords[i >> 3] >> (7 - i & 7) & 1 == 1; i += 1 }
          }
        }
        right -= 2
      }
    }

    static func maskApplies(_ mask: Int, _ x: Int, _ y: Int) -> Bool {
      switch mask {
      case 0: return (x + y) % 2 == 0
      case 1: return y % 2 == 0
      case 2: return x % 3 == 0
      case 3: return (x + y) % 3 == 0
      case 4: return (x / 3 + y / 2) % 2 == 0
      case 5: return x * y % 2 + x * y % 3 == 0
      case 6: return (x * y % 2 + x * y % 3) % 2 == 0
      default: return ((x + y) % 2 + x * y % 3) % 2 == 0
      }
    }

    /// The modules with `mask` applied to the data area and the format drawn for it.
    func masked(_ mask: Int, correction: ErrorCorrection) -> [Bool] {
      var b = self
      for y in 0..<size {
        for x in 0..<size where !isFunction[y * size + x] && Self.maskApplies(mask, x, y) {
          b.modules[y * size + x].toggle()
        }
      }
      b.drawFormat(mask, correction: correction)
      return b.modules
    }

    /// The standard's penalty score of the symbol masked with `mask`.
    func penalty(mask: Int, correction: ErrorCorrection) -> Int {
      let m = masked(mask, correction: correction)
      let n = size
      var score = 0
      // Lines: rows, then columns.
      for line in 0..<(2 * n) {
        func at(_ k: Int) -> Bool { line < n ? m[line * n + k] : m[k * n + (line - n)] }
        // Rule 1: runs of five or more.
        var run = 1
        for k in 1...n {
          if k < n && at(k) == at(k - 1) { run += 1; continue }
          if run >= 5 { score += 3 + run - 5 }
          run = 1
        }
        // Rule 3: 1:1:3:1:1 finder-like runs preceded or followed by four light modules (outside is light).
        let pattern: [Bool] = [true, false, true, true, true, false, true]
        for start in -4..<(n) {
          func mod(_ k: Int) -> Bool { k >= 0 && k < n ? at(k) : false }
          guard start + 7 <= n + 4, (0..<7).allSatisfy({ mod(start + $0) == pattern[$0] }) else { continue }
          let before = (1...4).allSatisfy { !mod(start - $0) }, after = (0..<4).allSatisfy { !mod(start + 7 + $0) }
          if before || after { score += 40 }
        }
      }
      // Rule 2: 2×2 blocks of one colour.
      for y in 0..<(n - 1) {
        for x in 0..<(n - 1) {
          let c = m[y * n + x]
          if c == m[y * n + x + 1] && c == m[(y + 1) * n + x] && c == m[(y + 1) * n + x + 1] { score += 3 }
        }
      }
      // Rule 4: the dark proportion's distance from 50 %, per 5 %.
      let dark = m.lazy.filter { $0 }.count
      score += 10 * (abs(dark * 100 - 50 * n * n) / (5 * n * n))
      return score
    }
  }
}

/// Reed–Solomon error correction over GF(256) with the QR polynomial x⁸+x⁴+x³+x²+1.
enum ReedSolomon {
  private static let tables: (exp: [UInt8], log: [Int]) = {
    var exp = [UInt8](repeating: 0, count: 512), log = [Int](repeating: 0, count: 256)
    var x = 1
    for i in 0..<255 {
      exp[i] = UInt8(x); log[x] = i
      x <<= 1
      if x & 0x100 != 0 { x ^= 0x11D }
    }
    for i in 255..<512 { exp[i] = exp[i - 255] }
    return (exp, log)
  }()

  static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
    guard a != 0, b != 0 else { return 0 }
    return tables.exp[tables.log[Int(a)] + tables.log[Int(b)]]
  }

  /// The generator polynomial ∏ (x − αⁱ), i < degree, highest power first without its leading 1.
  static func generator(degree: Int) -> [UInt8] {
    var poly: [UInt8] = [1]
    for i in 0..<degree {
      let root = tables.exp[i]
      var next = [UInt8](repeating: 0, count: poly.count + 1)
      for (k, c) in poly.enumerated() {
        next[k] ^= c
        next[k + 1] ^= multiply(c, root)
      }
      poly = next
    }
    return Array(poly.dropFirst())
  }

  /// The remainder of data·x^degree divided by the generator: the block's correction codewords.
  static func remainder(_ data: [UInt8], _ generator: [UInt8]) -> [UInt8] {
    var rem = [UInt8](repeating: 0, count: generator.count)
    for b in data {
      let factor = b ^ rem[0]
      rem.removeFirst(); rem.append(0)
      for k in 0..<generator.count { rem[k] ^= multiply(generator[k], factor) }
    }
    return rem
  }
}
