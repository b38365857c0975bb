import CPNGShim

/// The general decoder: libpng, through the C shim, turns every valid PNG (any colour type, bit
/// depth, tRNS, Adam7) into straight RGBA8. 16-bit samples are scaled with rounding.
enum PNGLibpngDecoder {
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, header: PNGHeader, limits: PNGLimits,
                     source: String) throws(PNGError) -> [UInt8] {
    var report = plumb_png_report()
    guard let reader = plumb_png_reader_open(
      bytes.baseAddress, bytes.count, UInt32(clamping: limits.maxWidth),
      UInt32(clamping: limits.maxHeight), limits.maxChunkBytes, &report)
    else { throw failure(&report, source: source) }
    defer { plumb_png_reader_close(reader) }
    guard Int(report.width) == header.width, Int(report.height) == header.height else {
      throw .corrupt(source: source, reason: "libpng read a different size than IHDR states")
    }
    let count = header.width * header.height * 4
    var status = Int32(PLUMB_PNG_OK)
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      status = plumb_png_reader_read_rgba(reader, buffer.baseAddress, count, &report)
      // On failure the rows may be partly written; the array is dropped below either way.
      initialized = count
    }
    guard status == Int32(PLUMB_PNG_OK) else { throw failure(&report, source: source) }
    return pixels
  }

  private static func failure(_ report: inout plumb_png_report, source: String) -> PNGError {
    let message = withUnsafeBytes(of: &report.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if report.status == Int32(PLUMB_PNG_ERR_NOMEM) {
      return .corrupt(source: source, reason: "out of memory (\(message))")
    }
    return .corrupt(source: source, reason: message.isEmpty ? "libpng error" : message)
  }
}
