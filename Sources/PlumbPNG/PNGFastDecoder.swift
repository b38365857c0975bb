import CDeflate

/// The fast path for what PlumbPNG itself writes: 8-bit RGB or RGBA, not interlaced, no tRNS.
/// libdeflate inflates all IDAT data in one shot and the rows are unfiltered in Swift. It returns
/// nil for anything else, or at the first anomaly, and the caller falls back to libpng, so its
/// results are libpng's (tests check this on every fixture).
///
/// No second buffer: the filtered rows are inflated into the END of the pixel array itself and
/// reconstructed front to back. Row y's pixels (at 4·w·y) never reach the residuals of any row
/// not yet read, so the decode touches only the memory of its result (fresh pages are what a
/// decode of a phone screen mostly pays for).
enum PNGFastDecoder {
  static func canDecode(_ layout: PNGLayout) -> Bool {
    let h = layout.header
    return h.bitDepth == 8 && (h.colorType == 2 || h.colorType == 6) && !h.interlaced
      && !layout.has(ChunkType.tRNS)
  }

  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: PNGLayout) -> [UInt8]? {
    guard canDecode(layout) else { return nil }
    let width = layout.header.width, height = layout.header.height
    let bpp = layout.header.colorType == 6 ? 4 : 3
    let lineBytes = width * bpp + 1
    let filteredCount = height * lineBytes
    let pixelCount = width * height * 4
    // RGB residuals (3w+1 per row) fit inside the RGBA result; RGBA ones need one byte per row more.
    let needed = max(pixelCount, filteredCount)

    var ok = false
    let capacity = PNGPageHints.hugePageCapacity(for: needed)
    let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
      initialized = 0
      let base = out.baseAddress!
      PNGPageHints.preferHugePages(arrayStorage: base, capacity: capacity)
      let filtered = base + (needed - filteredCount)
      guard inflateIDAT(bytes, layout.idat, into: filtered, count: filteredCount) else { return }
      ok = bpp == 4
        ? reconstructRGBA(filtered, into: base, width: width, height: height)
        : reconstructRGB(filtered, into: base, width: width, height: height)
      if ok { initialized = pixelCount }
    }
    return ok ? pixels : nil
  }

  /// RGBA rows: each row's residuals are moved down to its final place, then unfiltered there
  /// against the finished row above.
  private static func reconstructRGBA(_ filtered: UnsafeMutablePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>,
                                      width: Int, height: Int) -> Bool {
    let stride = width * 4
    var prev: UnsafePointer<UInt8>? = nil
    for y in 0..<height {
      let line = filtered + y * (stride + 1)
      let type = line[0]
      let target = dst + y * stride
      // The residuals lie height + y + 1 bytes after their target: an overlapping move.
      UnsafeMutableRawPointer(target).copyMemory(from: line + 1, byteCount: stride)
      guard PNGRowFilter.unfilter(type, target, prev, count: stride, bpp: 4) else { return false }
      prev = UnsafePointer(target)
    }
    return true
  }

  /// RGB rows are unfiltered in place among the residuals; each row is widened to RGBA one row
  /// later, once the row below no longer needs it as its "above".
  private static func reconstructRGB(_ filtered: UnsafeMutablePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>,
                                     width: Int, height: Int) -> Bool {
    let stride = width * 3, dstStride = width * 4
    var prev: UnsafePointer<UInt8>? = nil
    // Whether the previous row repeats the one above it (Up with zero residuals, most rows of a
    // UI screen): its RGBA row is then a copy of the finished row above, not a widening.
    var prevRepeats = false
    for y in 0..<height {
      let line = filtered + y * (stride + 1)
      let row = line + 1
      var repeats = false
      if line[0] == PNGRowFilter.up, let prev {
        repeats = PNGRowFilter.addUp(row, prev, count: stride)
      } else {
        guard PNGRowFilter.unfilter(line[0], row, prev, count: stride, bpp: 3) else { return false }
      }
      if let prev { finish(prev, y - 1, repeats: prevRepeats) }
      prev = UnsafePointer(row)
      prevRepeats = repeats
    }
    if let prev { finish(prev, height - 1, repeats: prevRepeats) }
    return true

    func finish(_ rgb: UnsafePointer<UInt8>, _ y: Int, repeats: Bool) {
      let target = dst + y * dstStride
      if repeats {
        target.update(from: target - dstStride, count: dstStride)
      } else {
        widen(rgb, into: target, width: width)
      }
    }
  }

  /// RGB → opaque RGBA, front to back. 4-byte loads at 3-byte steps (the fourth byte is replaced
  /// by alpha); each pixel is loaded before the store that could overlap the bytes after it, and
  /// the last pixel is copied bytewise so no load reaches past the row.
  @inline(__always)
  private static func widen(_ row: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int) {
    let from = UnsafeRawPointer(row), to = UnsafeMutableRawPointer(target)
    var x = 0
    while x < width - 1 {
      let v = from.loadUnaligned(fromByteOffset: x &* 3, as: UInt32.self)
      to.storeBytes(of: (v | 0xFF00_0000).littleEndian, toByteOffset: x &* 4, as: UInt32.self)
      x &+= 1
    }
    let r = row[x &* 3], g = row[x &* 3 &+ 1], b = row[x &* 3 &+ 2]
    target[x &* 4] = r
    target[x &* 4 &+ 1] = g
    target[x &* 4 &+ 2] = b
    target[x &* 4 &+ 3] = 255
  }

  /// Inflates the IDAT data (joined first when it spans several chunks) into exactly `count` bytes.
  private static func inflateIDAT(_ bytes: UnsafeBufferPointer<UInt8>, _ idat: [PNGChunk],
                                  into out: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    if idat.count == 1 {
      return inflate(UnsafeRawPointer(bytes.baseAddress! + idat[0].dataStart), idat[0].length,
                     into: out, count: count)
    }
    let total = idat.reduce(0) { $0 + $1.length }
    let joined = UnsafeMutablePointer<UInt8>.allocate(capacity: max(total, 1))
    defer { joined.deallocate() }
    var at = 0
    for chunk in idat {
      (joined + at).update(from: bytes.baseAddress! + chunk.dataStart, count: chunk.length)
      at += chunk.length
    }
    return inflate(UnsafeRawPointer(joined), total, into: out, count: count)
  }

  /// Inflates a zlib stream that must produce exactly `count` bytes.
  private static func inflate(_ input: UnsafeRawPointer, _ length: Int,
                              into out: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard let decompressor = libdeflate_alloc_decompressor() else { return false }
    defer { libdeflate_free_decompressor(decompressor) }
    return libdeflate_zlib_decompress(decompressor, input, length, out, count, nil) == LIBDEFLATE_SUCCESS
  }
}
