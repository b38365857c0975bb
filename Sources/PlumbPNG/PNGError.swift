/// Why a PNG could not be read or written. Every case names the file (or `<memory>`) it is about,
/// so a failing golden comparison says which file is broken and how.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes do not start with the 8-byte PNG signature.
  case notPNG(source: String)
  /// The data ends before the PNG does (mid-chunk, or no IEND chunk).
  case truncated(source: String, detail: String)
  /// A chunk's stored CRC does not match its contents.
  case crcMismatch(source: String, chunk: String)
  /// The IHDR dimensions exceed `limit` (checked before anything is allocated).
  case tooLarge(source: String, width: Int, height: Int, limit: String)
  /// A compressed chunk (zTXt, iTXt, iCCP) inflates past `limit` bytes.
  case decompressionBomb(source: String, chunk: String, limit: Int)
  /// The structure or the compressed data is invalid.
  case corrupt(source: String, reason: String)
  /// The file could not be read or written.
  case io(path: String, reason: String)

  public var description: String {
    switch self {
    case .notPNG(let source):
      return "\(source): not a PNG file (the 8-byte PNG signature is missing)"
    case .truncated(let source, let detail):
      return "\(source): truncated PNG: \(detail)"
    case .crcMismatch(let source, let chunk):
      return "\(source): CRC mismatch in \(chunk) chunk (the file is damaged)"
    case .tooLarge(let source, let width, let height, let limit):
      return "\(source): image is \(width)×\(height), over the limit of \(limit) (raise PNGLimits to accept it)"
    case .decompressionBomb(let source, let chunk, let limit):
      return "\(source): \(chunk) chunk inflates past \(limit) bytes (refused as a decompression bomb)"
    case .corrupt(let source, let reason):
      return "\(source): corrupt PNG: \(reason)"
    case .io(let path, let reason):
      return "\(path): \(reason)"
    }
  }

  /// The same error, about another source (used when bytes read from a file were decoded).
  func renamed(_ source: String) -> PNGError {
    switch self {
    case .notPNG: return .notPNG(source: source)
    case .truncated(_, let d): return .truncated(source: source, detail: d)
    case .crcMismatch(_, let c): return .crcMismatch(source: source, chunk: c)
    case .tooLarge(_, let w, let h, let l): return .tooLarge(source: source, width: w, height: h, limit: l)
    case .decompressionBomb(_, let c, let l): return .decompressionBomb(source: source, chunk: c, limit: l)
    case .corrupt(_, let r): return .corrupt(source: source, reason: r)
    case .io(_, let r): return .io(path: source, reason: r)
    }
  }
}
