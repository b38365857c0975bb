import CDeflate

/// Reading and writing the text chunks (tEXt, zTXt, iTXt), and bounded inflation of every
/// compressed metadata chunk, so a zTXt or iCCP bomb is refused instead of inflated.
enum PNGText {
  /// Keyword → text of every text chunk in the file (later chunks win on duplicate keywords).
  /// Also inflates (and so bomb-checks) iCCP profiles. Malformed chunks are `.corrupt`.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: PNGLayout, source: String,
                   maxInflated: Int) throws(PNGError) -> [String: String] {
    var text: [String: String] = [:]
    for chunk in layout.chunks {
      if let (key, value) = try entry(bytes, chunk, source: source, limit: maxInflated, collect: true) {
        text[key] = value
      }
    }
    return text
  }

  /// Inflates only the compressed metadata chunks, to refuse bombs before decoding pixels.
  /// Otherwise malformed metadata is skipped, as libpng skips it: the pixels do not depend on it.
  static func checkCompressedChunks(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: PNGLayout,
                                    source: String, maxInflated: Int) throws(PNGError) {
    for chunk in layout.chunks where [ChunkType.zTXt, ChunkType.iTXt, ChunkType.iCCP].contains(chunk.type) {
      do {
        _ = try entry(bytes, chunk, source: source, limit: maxInflated, collect: false)
      } catch {
        if case .decompressionBomb = error { throw error }
      }
    }
  }

  /// One chunk's keyword and text (nil for chunks that hold no text, or when not collecting).
  private static func entry(_ bytes: UnsafeBufferPointer<UInt8>, _ chunk: PNGChunk, source: String,
                            limit: Int, collect: Bool) throws(PNGError) -> (String, String)? {
    let data = UnsafeBufferPointer(rebasing: bytes[chunk.data])
    switch chunk.type {
    case ChunkType.tEXt:
      let (key, rest) = try keyword(data, chunk: "tEXt", source: source)
      return (key, latin1(UnsafeBufferPointer(rebasing: data[rest...])))
    case ChunkType.zTXt:
      let (key, rest) = try keyword(data, chunk: "zTXt", source: source)
      guard rest < data.count, data[rest] == 0 else {
        throw .corrupt(source: source, reason: "zTXt chunk '\(key)' has an unknown compression method")
      }
      let inflated = try inflate(UnsafeBufferPointer(rebasing: data[(rest + 1)...]), chunk: "zTXt",
                                 source: source, limit: limit)
      return collect ? (key, inflated.withUnsafeBufferPointer { latin1($0) }) : nil
    case ChunkType.iTXt:
      let (key, rest) = try keyword(data, chunk: "iTXt", source: source)
      guard data.count - rest >= 2 else {
        throw .corrupt(source: source, reason: "iTXt chunk '\(key)' is too short")
      }
      let compressed = data[rest] != 0
      var i = rest + 2
      for _ in 0..<2 {  // language tag, translated keyword: both NUL-terminated, unused here
        while i < data.count && data[i] != 0 { i += 1 }
        guard i < data.count else {
          throw .corrupt(source: source, reason: "iTXt chunk '\(key)' is missing a NUL separator")
        }
        i += 1
      }
      let body = UnsafeBufferPointer(rebasing: data[i...])
      guard compressed else { return (key, String(decoding: body, as: UTF8.self)) }
      let inflated = try inflate(body, chunk: "iTXt", source: source, limit: limit)
      return collect ? (key, String(decoding: inflated, as: UTF8.self)) : nil
    case ChunkType.iCCP:
      let (_, rest) = try keyword(data, chunk: "iCCP", source: source)
      guard rest < data.count else { throw .corrupt(source: source, reason: "iCCP chunk is too short") }
      _ = try inflate(UnsafeBufferPointer(rebasing: data[(rest + 1)...]), chunk: "iCCP",
                      source: source, limit: limit)
      return nil
    default:
      return nil
    }
  }

  /// The text chunks for `entries`, sorted by keyword so the output is deterministic: tEXt when
  /// keyword and text are printable Latin-1-safe ASCII, iTXt (UTF-8, uncompressed) otherwise.
  static func chunks(for entries: [String: String]) -> [(type: UInt32, data: [UInt8])] {
    entries.sorted { $0.key < $1.key }.compactMap { key, value in
      let keyBytes = Array(key.utf8)
      guard (1...79).contains(keyBytes.count),
            keyBytes.allSatisfy({ (32...126).contains($0) }),
            keyBytes.first != 32, keyBytes.last != 32 else { return nil }
      let valueBytes = Array(value.utf8)
      if valueBytes.allSatisfy({ (32...126).contains($0) || $0 == 10 }) {
        return (ChunkType.tEXt, keyBytes + [0] + valueBytes)
      }
      // keyword, NUL, compression flag 0, method 0, empty language tag NUL, empty translated keyword NUL
      return (ChunkType.iTXt, keyBytes + [0, 0, 0, 0, 0] + valueBytes)
    }
  }

  // MARK: - Private

  private static func keyword(_ data: UnsafeBufferPointer<UInt8>, chunk: String,
                              source: String) throws(PNGError) -> (String, Int) {
    guard let nul = data.firstIndex(of: 0), (1...79).contains(nul) else {
      throw .corrupt(source: source, reason: "\(chunk) chunk without a valid keyword")
    }
    return (latin1(UnsafeBufferPointer(rebasing: data[..<nul])), nul + 1)
  }

  /// Latin-1 bytes as a String: ASCII passes through, 0x80–0xFF become two UTF-8 bytes.
  private static func latin1(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    if !bytes.contains(where: { $0 >= 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    var utf8: [UInt8] = []
    utf8.reserveCapacity(bytes.count * 2)
    for b in bytes {
      if b < 0x80 { utf8.append(b) } else { utf8.append(0xC0 | b >> 6); utf8.append(0x80 | b & 0x3F) }
    }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Inflates a zlib stream, refusing output past `limit` bytes.
  static func inflate(_ input: UnsafeBufferPointer<UInt8>, chunk: String, source: String,
                      limit: Int) throws(PNGError) -> [UInt8] {
    guard let decompressor = libdeflate_alloc_decompressor() else {
      throw .corrupt(source: source, reason: "out of memory inflating \(chunk)")
    }
    defer { libdeflate_free_decompressor(decompressor) }
    var capacity = min(limit, max(1024, input.count * 4))
    while true {
      var out = [UInt8](repeating: 0, count: capacity)
      var produced = 0
      let result = out.withUnsafeMutableBytes { o in
        libdeflate_zlib_decompress_ex(decompressor, input.baseAddress, input.count,
                                      o.baseAddress, o.count, nil, &produced)
      }
      switch result {
      case LIBDEFLATE_SUCCESS:
        out.removeLast(out.count - produced)
        return out
      case LIBDEFLATE_INSUFFICIENT_SPACE:
        if capacity >= limit { throw .decompressionBomb(source: source, chunk: chunk, limit: limit) }
        capacity = min(limit, capacity * 4)
      default:
        throw .corrupt(source: source, reason: "\(chunk) chunk holds invalid compressed data")
      }
    }
  }
}
