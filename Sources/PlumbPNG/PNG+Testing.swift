import CDeflate
import CPNGShim

/// Test and benchmark hooks (package access only): libpng's own writer, for fixtures of every
/// colour type and bit depth, and chunk-level tools for crafting damaged or hostile files.
package enum PNGTesting {
  /// A PNG described in its own sample layout, for libpng's writer.
  package struct RawImage: Sendable {
    package var width: Int
    package var height: Int
    /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
    package var colorType: Int
    package var bitDepth: Int
    package var interlaced: Bool
    /// Rows as PNG stores them: sub-byte samples packed MSB first, 16-bit big-endian.
    package var rows: [UInt8]
    package var rowBytes: Int
    package var palette: [UInt8] = []
    package var paletteAlpha: [UInt8] = []
    /// The tRNS colour of a grey (one value) or RGB (three values) image.
    package var transparentColor: [UInt16]? = nil

    package init(width: Int, height: Int, colorType: Int, bitDepth: Int, interlaced: Bool,
                 rows: [UInt8], rowBytes: Int) {
      self.width = width; self.height = height; self.colorType = colorType
      self.bitDepth = bitDepth; self.interlaced = interlaced; self.rows = rows; self.rowBytes = rowBytes
    }
  }

  /// Encodes with libpng (zlib level -1 = libpng's default).
  package static func libpngEncode(_ raw: RawImage, compressionLevel: Int = -1) throws(PNGError) -> [UInt8] {
    var report = plumb_png_report()
    var out: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    let status = raw.palette.withUnsafeBufferPointer { palette in
      raw.paletteAlpha.withUnsafeBufferPointer { alpha in
        var params = plumb_png_write_params()
        params.width = UInt32(raw.width)
        params.height = UInt32(raw.height)
        params.color_type = Int32(raw.colorType)
        params.bit_depth = Int32(raw.bitDepth)
        params.interlace = raw.interlaced ? 1 : 0
        params.compression_level = Int32(compressionLevel)
        params.palette_rgb = palette.baseAddress
        params.palette_count = Int32(raw.palette.count / 3)
        params.trns_alpha = alpha.baseAddress
        params.trns_alpha_count = Int32(raw.paletteAlpha.count)
        if let color = raw.transparentColor {
          params.has_trns_color = 1
          params.trns_color.0 = color[0]
          params.trns_color.1 = color.count > 1 ? color[1] : 0
          params.trns_color.2 = color.count > 2 ? color[2] : 0
        }
        return raw.rows.withUnsafeBufferPointer { rows in
          plumb_png_write(&params, rows.baseAddress, raw.rowBytes, &out, &size, &report)
        }
      }
    }
    guard status == Int32(PLUMB_PNG_OK), let out else {
      let message = withUnsafeBytes(of: &report.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      throw .corrupt(source: "<libpng writer>", reason: message)
    }
    defer { plumb_png_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }

  /// One chunk: length, type, data, CRC.
  package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    PNGEncoder.appendChunk(&out, type.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }, data[...])
    return out
  }

  /// The chunks of a PNG as (type, offset of the chunk's length field, total chunk size).
  package static func chunkSpans(_ bytes: [UInt8]) -> [(type: String, offset: Int, size: Int)] {
    var spans: [(String, Int, Int)] = []
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      spans.append((type, offset, length + 12))
      offset += length + 12
    }
    return spans
  }

  /// Recomputes the CRC of every chunk (to get damaged data past the CRC check).
  package static func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    for span in chunkSpans(bytes) where span.offset + span.size <= bytes.count {
      let crc = bytes.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress! + span.offset + 4, span.size - 8) }
      let at = span.offset + span.size - 4
      out[at] = UInt8(crc >> 24); out[at + 1] = UInt8(truncatingIfNeeded: crc >> 16)
      out[at + 2] = UInt8(truncatingIfNeeded: crc >> 8); out[at + 3] = UInt8(truncatingIfNeeded: crc)
    }
    return out
  }

  /// zlib-compresses `data` (for crafting zTXt, iTXt and iCCP chunks).
  package static func zlib(_ data: [UInt8], level: Int = 9) -> [UInt8] {
    PNGEncoder.deflate(data, level: level)
  }
}
