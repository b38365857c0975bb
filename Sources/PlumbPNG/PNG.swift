import CPNGShim
import PlumbGraphics

/// The PNG codec every layer uses: a deterministic, fast encoder for rendered screens, a decoder
/// for any valid PNG, metadata reading without touching the pixels, and atomic file writes.
///
/// Bad input never crashes: it throws a `PNGError` naming the file and the reason.
public enum PNG {
  /// Encodes straight-alpha RGBA8 pixels as PNG.
  ///
  /// Deterministic: the same image, metadata and options give the same bytes on every machine
  /// (the default compressor is pure Swift; `.libdeflate` output depends on the libdeflate
  /// version). The file holds an sRGB chunk, the metadata as text chunks (sorted by keyword) and
  /// `PixelHash.of(image)` under `plumb:pixel-hash`; no timestamps.
  /// - Parameters:
  ///   - image: the pixels; both sides must be at least 1 (PNG cannot store an empty image).
  ///   - metadata: renderer fingerprint and extra text; `pixelHash`, `width`, `height` are ignored.
  ///   - options: filter and compression choices; the default suits UI screenshots.
  public static func encode(_ image: RGBAImage, metadata: PNGMetadata = PNGMetadata(),
                            options: PNGEncodeOptions = .default) -> [UInt8] {
    PNGEncoder.encode(image, metadata: metadata, options: options)
  }

  /// Decodes any valid PNG (palette, grey, grey+alpha, RGB, RGBA; 1–16 bits; tRNS; Adam7) to
  /// straight-alpha RGBA8. Gamma and colour profiles are not applied: samples come out as stored.
  /// - Parameters:
  ///   - bytes: the whole PNG file.
  ///   - limits: size limits, checked against IHDR before any pixel memory is allocated.
  ///   - source: the name used in errors (a path, or `<memory>`).
  public static func decode(_ bytes: [UInt8], limits: PNGLimits = .default,
                            source: String = "<memory>") throws(PNGError) -> RGBAImage {
    try decode(bytes, limits: limits, source: source, allowFastPath: true)
  }

  /// Reads the text metadata (tEXt, zTXt, iTXt) and the IHDR size without inflating IDAT.
  /// - Parameters:
  ///   - bytes: the whole PNG file.
  ///   - source: the name used in errors.
  public static func readMetadata(_ bytes: [UInt8], source: String = "<memory>") throws(PNGError) -> PNGMetadata {
    try withBuffer(bytes) { buffer throws(PNGError) in
      let layout = try PNGChunkWalker.walk(buffer, source: source, limits: nil, checkIDATCRC: false)
      var text = try PNGText.read(buffer, layout, source: source,
                                  maxInflated: PNGLimits.default.maxChunkBytes)
      let renderer = text.removeValue(forKey: PNGMetadata.rendererKey)
      let hash = text.removeValue(forKey: PNGMetadata.pixelHashKey)
      return PNGMetadata(rendererFingerprint: renderer, pixelHash: hash, text: text,
                         width: layout.header.width, height: layout.header.height)
    }
  }

  /// Reads and decodes a PNG file; errors name `path`.
  /// - Parameters:
  ///   - path: the file to read.
  ///   - limits: size limits, as for `decode`.
  public static func readFile(_ path: String, limits: PNGLimits = .default) throws(PNGError) -> RGBAImage {
    // No valid PNG within the limits is larger than its decoded size twice over (stored
    // deflate blocks, 16-bit samples), so bigger files are refused before they are read.
    try decode(PNGFile.readAll(path, maxBytes: limits.maxDecodedBytes.multipliedReportingOverflow(by: 2).partialValue &+ (1 << 20)),
               limits: limits, source: path)
  }

  /// Reads a whole file, refusing anything but a regular file (a FIFO, a device or a folder is
  /// an error at once, never a wait), and files over `maxBytes`. With `followSymlinks: false` a
  /// symbolic link is refused too (for files from untrusted runs that are copied elsewhere).
  public static func readRegularFile(_ path: String, maxBytes: Int = .max,
                                     followSymlinks: Bool = true) throws(PNGError) -> [UInt8] {
    try PNGFile.readAll(path, maxBytes: maxBytes, followSymlinks: followSymlinks)
  }

  /// Writes `bytes` to `path` atomically: a temporary file in the same directory is written,
  /// fsync'ed and renamed over `path`, so `path` is either untouched or complete.
  /// - Parameters:
  ///   - bytes: the file contents (usually from `encode`).
  ///   - path: the destination; its directory must exist.
  public static func writeFile(_ bytes: [UInt8], to path: String) throws(PNGError) {
    try PNGFile.writeAtomically(bytes, to: path)
  }

  /// Removes the temporary files that `writeFile` left in `directory` when its process was
  /// killed mid-write: names `.<file>.<pid>.<attempt>.<random>.tmp` whose pid is no live process,
  /// and Foundation's `.dat.nosync<pid>.<random>` of atomic `Data` writes of dead processes.
  /// Files of live processes (a parallel run) and every other file are kept.
  public static func removeStaleTemporaryFiles(in directory: String) {
    PNGFile.removeStaleTemporaryFiles(in: directory)
  }

  /// The libpng version the decoder runs on, e.g. "1.6.39" (part of a renderer fingerprint).
  public static var libpngVersion: String { String(cString: plumb_png_libpng_version()) }

  // MARK: - Package

  /// `decode`, optionally without the libdeflate fast path (for tests and the benchmark).
  package static func decode(_ bytes: [UInt8], limits: PNGLimits, source: String,
                             allowFastPath: Bool) throws(PNGError) -> RGBAImage {
    try withBuffer(bytes) { buffer throws(PNGError) in
      let layout = try PNGChunkWalker.walk(buffer, source: source, limits: limits, checkIDATCRC: true)
      try PNGChunkWalker.checkIDATCanFill(layout, source: source)
      try PNGText.checkCompressedChunks(buffer, layout, source: source, maxInflated: limits.maxChunkBytes)
      let header = layout.header
      if allowFastPath, let pixels = PNGFastDecoder.decode(buffer, layout) {
        return RGBAImage(width: header.width, height: header.height, pixels: pixels)
      }
      let pixels = try PNGLibpngDecoder.decode(buffer, header: header, limits: limits, source: source)
      return RGBAImage(width: header.width, height: header.height, pixels: pixels)
    }
  }

  /// Whether the fast path applies to these bytes (for tests that compare both paths).
  package static func fastPathApplies(_ bytes: [UInt8]) -> Bool {
    (try? withBuffer(bytes) { buffer throws(PNGError) in
      let layout = try PNGChunkWalker.walk(buffer, source: "", limits: nil, checkIDATCRC: false)
      return PNGFastDecoder.canDecode(layout)
    }) ?? false
  }

  private static func withBuffer<R>(_ bytes: [UInt8],
                                    _ body: (UnsafeBufferPointer<UInt8>) throws(PNGError) -> R) throws(PNGError) -> R {
    var result: Result<R, PNGError>!
    bytes.withUnsafeBufferPointer { buffer in
      do throws(PNGError) { result = .success(try body(buffer)) } catch { result = .failure(error) }
    }
    return try result.get()
  }
}
