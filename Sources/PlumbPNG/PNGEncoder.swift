import CDeflate
import PlumbGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// PlumbPNG's own encoder: filters rows in Swift, compresses them with `PNGDeflate` (or
/// libdeflate, by option) and writes the chunks and CRCs itself. It is deterministic (no timestamps, keywords sorted, fixed
/// filter and level choices), so equal pixels and metadata always give equal bytes.
package enum PNGEncoder {
  /// A row is left unfiltered when at most this percentage of its bytes are "unpredictable"
  /// (repeat neither the pixel to the left nor the one above). Flat UI rows and text on flat fills
  /// then keep their exact byte patterns, which deflate matches across rows and glyphs better than
  /// residuals; smooth gradients and photos still get Sub/Up. Measured with `plumb-bench png`
  /// (and libdeflate level 4): 25 cut the settings screen 9% and the dense one 10%, while a
  /// blurred plasma (photo-like) image degrades from 35 up. The fast encoder agrees: 30 would
  /// gain another 2.5% on the dense screen, 35 loses 34% on the plasma; 25 keeps a margin.
  static let noneThresholdPercent = 25

  /// IDAT payloads are split at this size; any size is valid, this one keeps chunks modest.
  static let idatChunkBytes = 1 << 20

  static func encode(_ image: RGBAImage, metadata: PNGMetadata, options: PNGEncodeOptions) -> [UInt8] {
    precondition(image.width > 0 && image.height > 0,
                 "PNG cannot store a \(image.width)×\(image.height) image (both sides must be at least 1)")
    let opaque = options.dropOpaqueAlpha && isOpaque(image)
    let channels = opaque ? 3 : 4
    let rowLength = image.width * channels + 1
    let filteredCount = image.height * rowLength
    let compressed: [UInt8]
    switch options.compression {
    case .fast where filteredCount < Int(Int32.max):
      // Rows are filtered straight into the compressor's window; they never exist all at once.
      compressed = withRowFilter(image, channels: channels, filter: options.filter) { filterRow in
        PNGDeflate.zlib(count: filteredCount, pieceSize: rowLength, bpp: channels, rowLength: rowLength,
                        fill: filterRow)
      }
    case .fast:  // over 2 GiB of scanlines: beyond the fast encoder's 32-bit positions
      compressed = deflate(filterRows(image, channels: channels, filter: options.filter), level: 4)
    case .libdeflate(let level):
      compressed = deflate(filterRows(image, channels: channels, filter: options.filter), level: level)
    }

    var text = metadata.text
    text[PNGMetadata.pixelHashKey] = PixelHash.of(image)
    if let fingerprint = metadata.rendererFingerprint { text[PNGMetadata.rendererKey] = fingerprint }

    var out: [UInt8] = []
    out.reserveCapacity(compressed.count + 512)
    out += pngSignature
    var ihdr = [UInt8]()
    appendUInt32BE(&ihdr, UInt32(image.width))
    appendUInt32BE(&ihdr, UInt32(image.height))
    ihdr += [8, opaque ? 2 : 6, 0, 0, 0]  // depth 8, colour type, deflate, adaptive filtering, no interlace
    appendChunk(&out, ChunkType.IHDR, ihdr[...])
    appendChunk(&out, ChunkType.sRGB, [0][...])  // rendering intent: perceptual
    for chunk in PNGText.chunks(for: text) { appendChunk(&out, chunk.type, chunk.data[...]) }
    var start = 0
    repeat {
      let end = min(start + idatChunkBytes, compressed.count)
      appendChunk(&out, ChunkType.IDAT, compressed[start..<end])
      start = end
    } while start < compressed.count
    appendChunk(&out, ChunkType.IEND, [][...])
    return out
  }

  // MARK: - Private

  /// Whether every pixel's alpha is 255.
  package static func isOpaque(_ image: RGBAImage) -> Bool {
    image.pixels.withUnsafeBytes { raw in
      let words = raw.bindMemory(to: UInt32.self)
      var all: UInt32 = 0xFFFF_FFFF
      // RGBA in memory is A in the top byte of a little-endian word; AND them all together.
      for w in words { all &= w }
      return all >> 24 == 0xFF  // the AND keeps 0xFF only if every alpha is 0xFF
    }
  }

  /// The filtered scanlines: for each row, one filter-type byte then `width * channels` bytes.
  package static func filterRows(_ image: RGBAImage, channels: Int, filter: PNGEncodeOptions.Filter) -> [UInt8] {
    let total = image.height * (image.width * channels + 1)
    return withRowFilter(image, channels: channels, filter: filter) { filterRow in
      [UInt8](unsafeUninitializedCapacity: total) { out, initialized in
        for y in 0..<image.height { filterRow(y, out.baseAddress! + y * (image.width * channels + 1)) }
        initialized = total
      }
    }
  }

  /// Calls `body` with a function that writes filtered row `y` (filter byte, then the residuals)
  /// at a pointer. Rows must be asked for in order, each once: the previous raw row is kept.
  static func withRowFilter<R>(_ image: RGBAImage, channels: Int, filter: PNGEncodeOptions.Filter,
                               _ body: (_ filterRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> R) -> R {
    let width = image.width
    let stride = width * channels
    // Raw rows (RGB packed when channels == 3), current and previous, plus scratch for trials.
    let work = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * stride)
    defer { work.deallocate() }
    let scratch = work + 2 * stride, scratch2 = work + 3 * stride
    let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
    defer { zeros.deallocate() }
    zeros.initialize(repeating: 0, count: stride)

    return image.pixels.withUnsafeBufferPointer { src in
      let base = src.baseAddress!
      var prev: UnsafePointer<UInt8> = UnsafePointer(zeros)
      var expected = 0
      return body { y, row in
        precondition(y == expected, "rows must be filtered in order")
        expected += 1
        let cur: UnsafePointer<UInt8>
        if channels == 4 {
          cur = base + y * stride
        } else {
          let dst = work + (y & 1) * stride
          packRGB(base + y * width * 4, dst, width: width)
          cur = UnsafePointer(dst)
        }
        row[0] = choose(filter, cur, prev, row + 1, scratch, scratch2, y: y, stride: stride, bpp: channels)
        prev = cur
      }
    }
  }

  /// RGBA → RGB for one row. Each pixel is stored as 4 bytes whose last byte the next pixel
  /// overwrites; the final pixel is written bytewise so nothing lands past the row.
  @inline(__always)
  static func packRGB(_ rgba: UnsafePointer<UInt8>, _ rgb: UnsafeMutablePointer<UInt8>, width: Int) {
    let src = UnsafeRawPointer(rgba), dst = UnsafeMutableRawPointer(rgb)
    for x in 0..<(width - 1) {
      dst.storeBytes(of: src.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self), toByteOffset: x * 3, as: UInt32.self)
    }
    let last = width - 1
    rgb[last * 3] = rgba[last * 4]
    rgb[last * 3 + 1] = rgba[last * 4 + 1]
    rgb[last * 3 + 2] = rgba[last * 4 + 2]
  }

  /// Filters one row into `out` and returns the filter type used.
  @inline(__always)
  static func choose(_ filter: PNGEncodeOptions.Filter, _ cur: UnsafePointer<UInt8>,
                     _ prev: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>,
                     _ scratch: UnsafeMutablePointer<UInt8>, _ scratch2: UnsafeMutablePointer<UInt8>,
                     y: Int, stride: Int, bpp: Int) -> UInt8 {
    switch filter {
    case .none:
      memcpy(out, cur, stride)
      return PNGRowFilter.none
    case .sub:
      _ = PNGRowFilter.filterSub(cur, out, count: stride, bpp: bpp)
      return PNGRowFilter.sub
    case .up:
      _ = PNGRowFilter.filterUp(cur, prev, out, count: stride)
      return PNGRowFilter.up
    case .paeth:
      _ = PNGRowFilter.filterPaeth(cur, prev, out, count: stride, bpp: bpp)
      return PNGRowFilter.paeth
    case .adaptive:
      // A row equal to the one above (common in flat UI) is all zeros under Up: take it at once.
      if y > 0 && memcmp(cur, prev, stride) == 0 {
        out.update(repeating: 0, count: stride)
        return PNGRowFilter.up
      }
      if PNGRowFilter.unpredictable(cur, prev, count: stride, bpp: bpp) <= stride * noneThresholdPercent / 100 {
        memcpy(out, cur, stride)
        return PNGRowFilter.none
      }
      let up = y > 0 ? PNGRowFilter.filterUp(cur, prev, out, count: stride) : Int.max
      let sub = PNGRowFilter.filterSub(cur, scratch, count: stride, bpp: bpp)
      if sub < up {
        out.update(from: scratch, count: stride)
        return PNGRowFilter.sub
      }
      return PNGRowFilter.up
    }
  }

  /// One-shot zlib compression with libdeflate.
  package static func deflate(_ data: [UInt8], level: Int) -> [UInt8] {
    let level = Int32(max(0, min(12, level)))
    guard let compressor = libdeflate_alloc_compressor(level) else {
      fatalError("libdeflate_alloc_compressor(\(level)) failed: out of memory")
    }
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, data.count)
    return [UInt8](unsafeUninitializedCapacity: bound) { out, count in
      count = data.withUnsafeBytes { input in
        libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
      }
      precondition(count > 0, "libdeflate_zlib_compress failed within its own bound")
    }
  }

  static func appendUInt32BE(_ out: inout [UInt8], _ v: UInt32) {
    out += [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8),
            UInt8(truncatingIfNeeded: v)]
  }

  /// length, type, data, CRC-32 of type + data.
  static func appendChunk(_ out: inout [UInt8], _ type: UInt32, _ data: ArraySlice<UInt8>) {
    appendUInt32BE(&out, UInt32(data.count))
    let typeStart = out.count
    appendUInt32BE(&out, type)
    out += data
    let crc = out.withUnsafeBufferPointer { b in
      libdeflate_crc32(0, b.baseAddress! + typeStart, out.count - typeStart)
    }
    appendUInt32BE(&out, crc)
  }
}
