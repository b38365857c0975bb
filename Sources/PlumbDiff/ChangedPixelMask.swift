import PlumbGraphics

/// Which pixels of a comparison counted, one bit per pixel, for region clustering.
///
/// Why a bit mask: the comparison once kept the index of every counted pixel (4 bytes each,
/// more while the array grew) and clustering a cell number per such pixel (4 more), which for an
/// 8192² size mismatch was 512 MiB on top of the three images docs/security.md promises. A mask
/// costs an eighth of a byte per pixel whatever differs (8 MiB at 8192²), and is read back in scan
/// order, which is the order clustering needs. Each row starts on a fresh 64-bit word, so bands
/// of rows compared on separate cores write disjoint words.
struct ChangedPixelMask {
  let width: Int
  let height: Int
  /// 64-bit words per row.
  let rowWords: Int
  var words: [UInt64]

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    rowWords = (self.width + 63) / 64
    words = [UInt64](repeating: 0, count: rowWords * self.height)
  }

  /// A mask of the given pixel indices (into a `width`-wide image, in any order); indices
  /// outside the image are ignored.
  init(indices: [Int32], width: Int, height: Int) {
    self.init(width: width, height: height)
    guard self.width > 0 else { return }
    for i in indices {
      let index = Int(i)
      guard index >= 0, index < self.width * self.height else { continue }
      set(x: index % self.width, y: index / self.width)
    }
  }

  @inline(__always)
  mutating func set(x: Int, y: Int) {
    words[y &* rowWords &+ (x >> 6)] |= 1 << UInt64(x & 63)
  }

  /// Whether any pixel is set.
  var isEmpty: Bool { !words.contains { $0 != 0 } }

  /// Calls `body(x, y)` for every set pixel in scan order (rows top to bottom, left to right).
  @inline(__always)
  func forEachSet(_ body: (Int, Int) -> Void) {
    words.withUnsafeBufferPointer { w in
      for y in 0..<height {
        let base = y &* rowWords
        for k in 0..<rowWords {
          var word = w[base &+ k]
          while word != 0 {
            let bit = word.trailingZeroBitCount
            body(k &<< 6 &+ bit, y)
            word &= word &- 1
          }
        }
      }
    }
  }
}

/// A writer of a `ChangedPixelMask`'s storage shared by bands of rows compared on separate
/// cores: each band sets bits of its own rows only, and rows never share a word.
struct ChangedPixelMaskWriter: @unchecked Sendable {
  let words: UnsafeMutablePointer<UInt64>
  let rowWords: Int

  @inline(__always)
  func set(x: Int, y: Int) {
    words[y &* rowWords &+ (x >> 6)] |= 1 << UInt64(x & 63)
  }
}

extension ChangedPixelMask {
  /// Runs `body` with a writer of this mask's storage (nil for an empty image).
  mutating func withWriter<R>(_ body: (ChangedPixelMaskWriter?) -> R) -> R {
    let rowWords = self.rowWords
    return words.withUnsafeMutableBufferPointer { buffer in
      body(buffer.baseAddress.map { ChangedPixelMaskWriter(words: $0, rowWords: rowWords) })
    }
  }
}
