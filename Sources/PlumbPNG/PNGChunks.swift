import CDeflate

/// The PNG file signature: \x89 P N G \r \n \x1a \n.
let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// The IHDR fields, validated.
struct PNGHeader: Equatable {
  var width: Int
  var height: Int
  var bitDepth: Int
  /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
  var colorType: Int
  var interlaced: Bool
}

/// One chunk's place in the file: its 4-letter type and where its data lies.
struct PNGChunk {
  var type: UInt32
  var dataStart: Int
  var length: Int

  var name: String { chunkName(type) }
  var data: Range<Int> { dataStart..<(dataStart + length) }
}

/// A structurally valid PNG: the header and every chunk in file order, IEND excluded.
struct PNGLayout {
  var header: PNGHeader
  var chunks: [PNGChunk]

  /// The IDAT chunks, in order (they are consecutive in a valid file).
  var idat: [PNGChunk] { chunks.filter { $0.type == ChunkType.IDAT } }
  func has(_ type: UInt32) -> Bool { chunks.contains { $0.type == type } }
}

/// Chunk type codes as big-endian 32-bit numbers.
enum ChunkType {
  static let IHDR = code("IHDR"), PLTE = code("PLTE"), IDAT = code("IDAT"), IEND = code("IEND")
  static let tRNS = code("tRNS"), tEXt = code("tEXt"), zTXt = code("zTXt"), iTXt = code("iTXt")
  static let iCCP = code("iCCP"), sRGB = code("sRGB")

  static func code(_ s: StaticString) -> UInt32 {
    s.withUTF8Buffer { b in b.reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
  }
}

func chunkName(_ type: UInt32) -> String {
  let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: type >> UInt32($0)) }
  if bytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) {
    return String(decoding: bytes, as: UTF8.self)
  }
  return "0x" + String(type, radix: 16)
}

@inline(__always) func readUInt32BE(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
  UInt32(p[i]) << 24 | UInt32(p[i + 1]) << 16 | UInt32(p[i + 2]) << 8 | UInt32(p[i + 3])
}

/// Walks the chunk structure of a PNG without inflating anything: signature, chunk bounds, CRCs,
/// IHDR validity and the size limits (before any pixel memory exists), chunk order, IEND.
enum PNGChunkWalker {
  /// A file of millions of empty chunks would otherwise make the chunk list itself a memory bomb.
  static let maxChunks = 1 << 20

  /// - Parameters:
  ///   - bytes: the whole file.
  ///   - source: the name used in errors.
  ///   - limits: size limits; `nil` checks structure only (metadata reading).
  ///   - checkIDATCRC: whether IDAT CRCs are verified too (skipped when only metadata is read).
  static func walk(_ bytes: UnsafeBufferPointer<UInt8>, source: String, limits: PNGLimits?,
                   checkIDATCRC: Bool) throws(PNGError) -> PNGLayout {
    try checkSignature(bytes, source: source)
    var offset = 8
    var header: PNGHeader?
    var chunks: [PNGChunk] = []
    var sawIDAT = false, idatEnded = false, sawPLTE = false
    while true {
      guard bytes.count - offset >= 8 else {
        if offset == bytes.count {
          throw .truncated(source: source, detail: "the file ends after \(offset) bytes without an IEND chunk")
        }
        throw .truncated(source: source, detail: "the file ends inside a chunk header at offset \(offset)")
      }
      let length = Int(readUInt32BE(bytes, offset))
      let type = readUInt32BE(bytes, offset + 4)
      let name = chunkName(type)
      guard length <= 0x7FFF_FFFF else {
        throw .corrupt(source: source, reason: "chunk length \(length) at offset \(offset) exceeds 2^31-1")
      }
      guard name.count == 4, !name.hasPrefix("0x") else {
        throw .corrupt(source: source, reason: "invalid chunk type \(name) at offset \(offset)")
      }
      guard bytes.count - offset - 12 >= length else {
        throw .truncated(source: source, detail: "\(name) chunk at offset \(offset) needs \(length + 12) bytes, only \(bytes.count - offset) remain")
      }
      let chunk = PNGChunk(type: type, dataStart: offset + 8, length: length)
      if type != ChunkType.IDAT || checkIDATCRC {
        let stored = readUInt32BE(bytes, offset + 8 + length)
        let computed = libdeflate_crc32(0, bytes.baseAddress! + offset + 4, length + 4)
        guard stored == computed else { throw .crcMismatch(source: source, chunk: name) }
      }
      offset += 12 + length

      if header == nil {
        guard type == ChunkType.IHDR else {
          throw .corrupt(source: source, reason: "the first chunk is \(name), not IHDR")
        }
        let parsed = try parseHeader(bytes, chunk, source: source)
        if let limits { try check(parsed, against: limits, source: source) }
        header = parsed
        continue
      }
      switch type {
      case ChunkType.IEND:
        guard sawIDAT else { throw .corrupt(source: source, reason: "no IDAT chunk before IEND") }
        return PNGLayout(header: header!, chunks: chunks)
      case ChunkType.IHDR:
        throw .corrupt(source: source, reason: "a second IHDR chunk")
      case ChunkType.IDAT:
        guard !idatEnded else { throw .corrupt(source: source, reason: "IDAT chunks are not consecutive") }
        if header!.colorType == 3 && !sawPLTE {
          throw .corrupt(source: source, reason: "palette image without a PLTE chunk before IDAT")
        }
        sawIDAT = true
      case ChunkType.PLTE:
        guard !sawIDAT, !sawPLTE else { throw .corrupt(source: source, reason: "misplaced PLTE chunk") }
        guard length % 3 == 0, length > 0, length <= 768 else {
          throw .corrupt(source: source, reason: "PLTE chunk of \(length) bytes")
        }
        sawPLTE = true
      default:
        if (type >> 29) & 1 == 0 {  // bit 5 of the first letter clear: uppercase, critical
          throw .corrupt(source: source, reason: "unknown critical chunk \(name)")
        }
        if let limits, length > limits.maxChunkBytes {
          throw .corrupt(source: source, reason: "\(name) chunk of \(length) bytes exceeds the \(limits.maxChunkBytes)-byte chunk limit")
        }
      }
      if type != ChunkType.IDAT && sawIDAT { idatEnded = true }
      guard chunks.count < maxChunks else {
        throw .corrupt(source: source, reason: "more than \(maxChunks) chunks")
      }
      chunks.append(chunk)
    }
  }

  static func checkSignature(_ bytes: UnsafeBufferPointer<UInt8>, source: String) throws(PNGError) {
    if bytes.isEmpty { throw .truncated(source: source, detail: "the file is empty") }
    let n = min(8, bytes.count)
    for i in 0..<n where bytes[i] != pngSignature[i] { throw .notPNG(source: source) }
    if n < 8 { throw .truncated(source: source, detail: "the file ends inside the PNG signature") }
  }

  static func parseHeader(_ bytes: UnsafeBufferPointer<UInt8>, _ chunk: PNGChunk,
                          source: String) throws(PNGError) -> PNGHeader {
    guard chunk.length == 13 else {
      throw .corrupt(source: source, reason: "IHDR chunk has \(chunk.length) bytes, not 13")
    }
    let p = chunk.dataStart
    let width = readUInt32BE(bytes, p), height = readUInt32BE(bytes, p + 4)
    let depth = Int(bytes[p + 8]), colorType = Int(bytes[p + 9])
    guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
      throw .corrupt(source: source, reason: "invalid image size \(width)×\(height)")
    }
    let allowed: [Int]
    switch colorType {
    case 0: allowed = [1, 2, 4, 8, 16]
    case 3: allowed = [1, 2, 4, 8]
    case 2, 4, 6: allowed = [8, 16]
    default: throw .corrupt(source: source, reason: "invalid colour type \(colorType)")
    }
    guard allowed.contains(depth) else {
      throw .corrupt(source: source, reason: "bit depth \(depth) is invalid for colour type \(colorType)")
    }
    guard bytes[p + 10] == 0, bytes[p + 11] == 0, bytes[p + 12] <= 1 else {
      throw .corrupt(source: source, reason: "unknown compression, filter or interlace method in IHDR")
    }
    return PNGHeader(width: Int(width), height: Int(height), bitDepth: depth, colorType: colorType,
                     interlaced: bytes[p + 12] == 1)
  }

  /// Deflate cannot expand data more than 1032:1 (a 258-byte match coded in 2 bits), so IDAT data
  /// too small to fill the image betrays a lying header; refuse it before allocating pixels.
  static func checkIDATCanFill(_ layout: PNGLayout, source: String) throws(PNGError) {
    let h = layout.header
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][h.colorType] ?? 4
    let rawBytes = h.height * ((h.width * channels * h.bitDepth + 7) / 8)
    let idatBytes = layout.idat.reduce(0) { $0 + $1.length }
    let ceiling = idatBytes * 1032 + 1024
    if rawBytes > ceiling {
      throw .corrupt(source: source, reason: "IHDR says \(h.width)×\(h.height) (\(rawBytes) bytes of samples) but the \(idatBytes) bytes of IDAT data can inflate to at most \(ceiling)")
    }
  }

  /// Refuses sizes over the limits from the header alone.
  static func check(_ h: PNGHeader, against limits: PNGLimits, source: String) throws(PNGError) {
    if h.width > limits.maxWidth || h.height > limits.maxHeight {
      throw .tooLarge(source: source, width: h.width, height: h.height,
                      limit: "\(limits.maxWidth)×\(limits.maxHeight)")
    }
    let (decoded, overflow) = h.width.multipliedReportingOverflow(by: h.height * 4)
    if overflow || decoded > limits.maxDecodedBytes {
      throw .tooLarge(source: source, width: h.width, height: h.height,
                      limit: "\(limits.maxDecodedBytes) decoded bytes")
    }
  }
}
