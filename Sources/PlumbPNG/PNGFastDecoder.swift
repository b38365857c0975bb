import CDeflate

/// The fast path for what PlumbPNG itself writes: 8-bit RGB or RGBA, not interlaced, no tRNS.
/// libdeflate inflates all IDAT data in one shot and the rows are unfiltered in Swift. It returns
/// nil for anything else, or at the first anomaly, and the caller falls back to libpng, so its
/// results are libpng's (tests check this on every fixture).
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
    let stride = width * bpp
    let filteredCount = height * (stride + 1)

    let idat = layout.idat
    let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: filteredCount)
    defer { filtered.deallocate() }
    let inflated: Bool
    if idat.count == 1 {
      inflated = inflate(UnsafeRawPointer(bytes.baseAddress! + idat[0].dataStart), idat[0].length,
                         into: filtered, count: filteredCount)
    } else {
      let total = idat.reduce(0) { $0 + $1.length }
      let joined = UnsafeMutablePointer<UInt8>.allocate(capacity: max(total, 1))
      defer { joined.deallocate() }
      var at = 0
      for chunk in idat {
        (joined + at).update(from: bytes.baseAddress! + chunk.dataStart, count: chunk.length)
        at += chunk.length
      }
      inflated = inflate(UnsafeRawPointer(joined), total, into: filtered, count: filteredCount)
    }
    guard inflated else { return nil }

    var ok = true
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
      let dst = out.baseAddress!
      // RGB rows are reconstructed in place in `filtered`, then widened into the output.
      var prev: UnsafePointer<UInt8>? = nil
      for y in 0..<height {
        let line = filtered + y * (stride + 1)
        let row = line + 1
        if bpp == 4 {
          let target = dst + y * stride
          target.update(from: row, count: stride)
          guard PNGRowFilter.unfilter(line[0], target, prev, count: stride, bpp: 4) else { ok = false; break }
          prev = UnsafePointer(target)
        } else {
          guard PNGRowFilter.unfilter(line[0], row, prev, count: stride, bpp: 3) else { ok = false; break }
          let target = dst + y * width * 4
          // 4-byte loads at 3-byte steps; the fourth byte is replaced by opaque alpha. The last
          // pixel is copied bytewise so the load never reaches past the buffer.
          let from = UnsafeRawPointer(row), to = UnsafeMutableRawPointer(target)
          for x in 0..<(width - 1) {
            let v = from.loadUnaligned(fromByteOffset: x * 3, as: UInt32.self)
            to.storeBytes(of: (v | 0xFF00_0000).littleEndian, toByteOffset: x * 4, as: UInt32.self)
          }
          let x = width - 1
          target[x * 4] = row[x * 3]
          target[x * 4 + 1] = row[x * 3 + 1]
          target[x * 4 + 2] = row[x * 3 + 2]
          target[x * 4 + 3] = 255
          prev = UnsafePointer(row)
        }
      }
      initialized = width * height * 4
    }
    return ok ? pixels : nil
  }

  /// Inflates a zlib stream that must produce exactly `count` bytes.
  private static func inflate(_ input: UnsafeRawPointer, _ length: Int,
                              into out: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard let decompressor = libdeflate_alloc_decompressor() else { return false }
    defer { libdeflate_free_decompressor(decompressor) }
    return libdeflate_zlib_decompress(decompressor, input, length, out, count, nil) == LIBDEFLATE_SUCCESS
  }
}
