import Foundation
import PlumbGraphics
import PlumbPNG

/// Decoded images shared by every render in this process, so a screen showing one asset twenty
/// times (or twenty screens showing it) decodes it once.
///
/// Keyed by the encoded bytes themselves (hashed in bulk, compared in full on a hit, so two
/// different images never share an entry), plus the kind and, for raw RGBA, the width. Bounded:
/// least recently used entries are dropped beyond `maxBytes` of decoded pixels. Thread-safe:
/// renders running in parallel (`plumb --jobs N`) that want the same image wait for one decode.
/// Failures are remembered too, with their warning, which is reported again on each use.
final class DecodedImageCache: @unchecked Sendable {
  /// The process-wide cache the rasteriser draws through: 256 MiB of decoded pixels.
  static let shared = DecodedImageCache(maxBytes: 256 << 20)

  /// Counts the decodes that run inside `$decodeCounter.withValue(counter) { … }` (a test hook).
  @TaskLocal static var decodeCounter: DecodeCounter?

  /// The budget: decoded pixels plus the encoded bytes the keys hold.
  let maxBytes: Int
  /// At most this many entries, however small.
  let maxEntries: Int

  init(maxBytes: Int, maxEntries: Int = 4096) { self.maxBytes = maxBytes; self.maxEntries = maxEntries }

  /// The decoded bitmap for a bitmap source (PNG, JPEG, raw RGBA), or nil after warning why it
  /// cannot be drawn. SVG sources are not bitmaps and give nil without a warning. A colour profile
  /// that cannot be applied draws the samples as sRGB and warns once, naming `name` (the file).
  func bitmap(for source: ImageItem.Source, name: String? = nil) -> DecodedBitmap? {
    guard let key = Key(source, knownIn: self) else { return nil }
    let slot = slot(for: key)
    let outcome = slot.lock.withLock { () -> Outcome in
      if let done = slot.outcome { return done }
      let made = Self.decode(source)
      Self.decodeCounter?.increment()
      slot.outcome = made
      return made
    }
    switch outcome {
    case .bitmap(let bitmap, let colorProblem):
      account(slot, bytes: key.bytes.count + bitmap.byteCount)
      if let colorProblem { Self.warnColorProblem(colorProblem, source: source, name: name) }
      return bitmap
    case .failure(let warningKey, let message):
      account(slot, bytes: key.bytes.count)
      RenderWarnings.warnOnce(warningKey, message)
      return nil
    case .overBudget(let over):
      // Named when reported, not when decoded: the same bytes may be two catalogs' files.
      account(slot, bytes: key.bytes.count)
      ResourceBudget.warn(ResourceBudget.fileDescription(name, kind: Self.kind(source), bytes: key.bytes.count), over)
      return nil
    }
  }

  /// How many entries and decoded bytes the cache holds now.
  var usage: (entries: Int, bytes: Int) { lock.withLock { (slots.count, heldBytes) } }

  // MARK: - Decoding

  enum Outcome {
    /// A bitmap, with why its colour profile was not applied when it was not.
    case bitmap(DecodedBitmap, colorProblem: String? = nil)
    case failure(warningKey: String, message: String)
    /// Refused from its header, before any pixel memory was allocated.
    case overBudget(ResourceBudget.Exceeded)
  }

  static func kind(_ source: ImageItem.Source) -> String {
    switch source {
    case .png: "a PNG image"
    case .jpeg: "a JPEG image"
    case .svg: "an SVG image"
    case .pdf: "a PDF image"
    case .rgba: "an RGBA image"
    }
  }

  /// Whether a bitmap of `width` × `height` fits `budget` (checked from the file's header).
  static func check(width: Int, height: Int, _ budget: ResourceBudget) -> ResourceBudget.Exceeded? {
    if width > budget.maxSide || height > budget.maxSide {
      return budget.exceeded(.side, "it is \(width)×\(height) pixels")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    return overflow || pixels > budget.maxPixels ? budget.exceeded(.pixels, "it is \(width)×\(height) pixels") : nil
  }

  /// PNG and JPEG are decoded under `budget`: the size in the header (IHDR, the JPEG frame) is
  /// checked before the decoder allocates anything, and the decoded pixels are premultiplied in
  /// their own buffer (one copy of the image, not two).
  static func decode(_ source: ImageItem.Source, budget: ResourceBudget = .untrusted) -> Outcome {
    let limits = PNGLimits(maxWidth: budget.maxSide, maxHeight: budget.maxSide, maxDecodedBytes: budget.maxDecodedBytes)
    switch source {
    case .rgba(let width, let height, let pixels):
      guard let bitmap = DecodedBitmap(width: width, height: height, straightRGBA: pixels) else {
        return .failure(warningKey: "Image RGBA size",
                        message: "Image: an RGBA image of \(width)×\(height) with \(pixels.count) bytes is not drawn (the size and byte count disagree, or a side is over 32767).")
      }
      return .bitmap(bitmap)
    case .png(let bytes):
      if bytes.count > budget.maxFileBytes { return .overBudget(budget.exceeded(.fileBytes, "\(bytes.count) bytes")) }
      if let (w, h) = ImageHeaderSize.png(bytes), let over = check(width: w, height: h, budget) { return .overBudget(over) }
      do {
        var image = try PNG.decode(bytes, limits: limits, source: "image")
        let colorProblem = ImageColorConversion.convertPNG(&image, encoded: bytes)
        guard let bitmap = DecodedBitmap(width: image.width, height: image.height, premultiplying: &image.pixels) else {
          return .failure(warningKey: "Image PNG size", message: "Image: a \(image.width)×\(image.height) PNG is not drawn (a side is over 32767 pixels).")
        }
        return .bitmap(bitmap, colorProblem: colorProblem)
      } catch {
        return .failure(warningKey: "Image PNG decode: \(error)",
                        message: "Image: a PNG image (\(bytes.count) bytes) is not drawn: \(error)")
      }
    case .jpeg(let bytes):
      if bytes.count > budget.maxFileBytes { return .overBudget(budget.exceeded(.fileBytes, "\(bytes.count) bytes")) }
      if let (w, h) = ImageHeaderSize.jpeg(bytes), let over = check(width: w, height: h, budget) { return .overBudget(over) }
      switch JPEGDecoder.decodeWithColor(bytes, limits: limits) {
      case .success(var decoded):
        let colorProblem = ImageColorConversion.convertJPEG(&decoded)
        let (width, height) = (decoded.image.width, decoded.image.height)
        guard let bitmap = DecodedBitmap(width: width, height: height, premultiplying: &decoded.image.pixels) else {
          return .failure(warningKey: "Image JPEG size", message: "Image: a \(width)×\(height) JPEG is not drawn (a side is over 32767 pixels).")
        }
        return .bitmap(bitmap, colorProblem: colorProblem)
      case .failure(let error):
        return .failure(warningKey: "Image JPEG decode: \(error.reason)",
                        message: "Image: a JPEG image (\(bytes.count) bytes) is not drawn: \(error.reason)")
      }
    case .svg, .pdf:
      return .failure(warningKey: "Image vector bitmap", message: "Image: an SVG or PDF has no bitmap")
    }
  }

  /// "Image "/…/logo.png": its colour profile is not applied (reason); drawn as sRGB", once per
  /// file and reason (once per reason for an unnamed image, which is described by kind and size).
  static func warnColorProblem(_ problem: String, source: ImageItem.Source, name: String?) {
    let what: String
    switch source {
    case .png(let bytes): what = name.map { "\"\($0)\"" } ?? "a PNG image (\(bytes.count) bytes)"
    case .jpeg(let bytes): what = name.map { "\"\($0)\"" } ?? "a JPEG image (\(bytes.count) bytes)"
    default: what = name.map { "\"\($0)\"" } ?? "an image"
    }
    RenderWarnings.warnOnce("Image colour profile: \(name ?? "") \(problem)",
                            "Image \(what): its colour profile is not applied (\(problem)); drawn as sRGB")
  }

  // MARK: - Entries

  private let lock = NSLock()
  private var slots: [Key: Slot] = [:]
  /// Entries by the address of their bytes' storage, so a display list that carries the very
  /// array an entry holds (the usual case: one asset, many copies of the item) skips hashing it.
  /// The entry keeps that storage alive, so its address cannot be reused while it is listed.
  private var byAddress: [Address: Key] = [:]
  private var heldBytes = 0
  private var clock: UInt64 = 0

  private final class Slot: @unchecked Sendable {
    let lock = NSLock()
    var outcome: Outcome?
    var lastUse: UInt64 = 0
    var accountedBytes = 0
    var accounted = false
  }

  private func slot(for key: Key) -> Slot {
    lock.withLock {
      clock += 1
      if let existing = slots[key] {
        existing.lastUse = clock
        return existing
      }
      let made = Slot()
      made.lastUse = clock
      slots[key] = made
      if let address = key.address { byAddress[address] = key }
      return made
    }
  }

  /// Counts a fresh entry's bytes once and drops the least recently used entries over budget
  /// (an entry being drawn stays valid for its holders: it is only no longer found).
  private func account(_ slot: Slot, bytes: Int) {
    lock.withLock {
      guard !slot.accounted else { return }
      slot.accounted = true
      slot.accountedBytes = bytes
      heldBytes += bytes
      while heldBytes > maxBytes || slots.count > maxEntries,
        let (oldKey, old) = slots.min(by: { $0.value.lastUse < $1.value.lastUse }) {
        slots[oldKey] = nil
        if let address = oldKey.address { byAddress[address] = nil }
        heldBytes -= old.accountedBytes
      }
    }
  }

  /// Finds an entry by storage address without hashing (see `byAddress`).
  fileprivate func knownKey(at address: Address) -> Key? { lock.withLock { byAddress[address] } }

  fileprivate struct Address: Hashable {
    let base: UInt
    let count: Int
    let kind: UInt8
  }

  fileprivate struct Key: Hashable {
    let kind: UInt8
    let width: Int
    let bytes: [UInt8]
    let hash: Int
    var address: Address? { Self.probe(kind: kind, bytes: bytes) }

    init?(_ source: ImageItem.Source, knownIn cache: DecodedImageCache) {
      switch source {
      case .rgba(let width, _, let pixels): self.init(kind: 0, width: width, bytes: pixels, cache: cache)
      case .png(let bytes): self.init(kind: 1, width: 0, bytes: bytes, cache: cache)
      case .jpeg(let bytes): self.init(kind: 2, width: 0, bytes: bytes, cache: cache)
      case .svg, .pdf: return nil
      }
    }

    private init(kind: UInt8, width: Int, bytes: [UInt8], cache: DecodedImageCache) {
      self.kind = kind; self.width = width; self.bytes = bytes
      if let address = Self.probe(kind: kind, bytes: bytes),
        let known = cache.knownKey(at: address), known.width == width {
        hash = known.hash
        return
      }
      var hasher = Hasher()
      hasher.combine(kind)
      hasher.combine(width)
      bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
      hash = hasher.finalize()
    }

    private static func probe(kind: UInt8, bytes: [UInt8]) -> Address? {
      bytes.withUnsafeBufferPointer { b in
        b.baseAddress.map { Address(base: UInt(bitPattern: $0), count: b.count, kind: kind) }
      }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (a: Key, b: Key) -> Bool {
      a.hash == b.hash && a.kind == b.kind && a.width == b.width && a.bytes == b.bytes
    }
  }
}

/// Counts decodes for tests (see `DecodedImageCache.decodeCounter`).
final class DecodeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func increment() { lock.withLock { value += 1 } }
  var count: Int { lock.withLock { value } }
}
