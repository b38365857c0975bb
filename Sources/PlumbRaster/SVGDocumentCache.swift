import Foundation
import CRSVG
import PlumbGraphics

/// Parsed SVG documents shared by every render in this process, so a screen drawing one SVG
/// twenty times (or twenty screens drawing it) parses it once (docs/images.md, "SVG parsing").
///
/// Keyed by the document's bytes (hashed, compared in full on a hit). Bounded: the least
/// recently used documents are dropped beyond `maxEntries` or `maxBytes` of source bytes; a
/// dropped document stays valid for a draw holding it and is freed after. Thread-safe: renders
/// racing on the same document wait for one parse, and a document is drawn by one thread at a
/// time (a librsvg handle must not be used by two threads at once). A parse failure is
/// remembered with its reason, reported again on each use.
final class SVGDocumentCache: @unchecked Sendable {
  /// The process-wide cache `SVGPainter` draws through.
  static let shared = SVGDocumentCache(maxEntries: 256, maxBytes: 64 << 20)

  /// Counts the parses that run inside `$parseCounter.withValue(counter) { … }` (a test hook).
  @TaskLocal static var parseCounter: DecodeCounter?

  let maxEntries: Int
  let maxBytes: Int

  init(maxEntries: Int, maxBytes: Int) { self.maxEntries = maxEntries; self.maxBytes = maxBytes }

  /// A parsed document, or why the bytes do not parse.
  final class Document: @unchecked Sendable {
    fileprivate let lock = NSLock()
    fileprivate var parsed = false
    fileprivate var handle: OpaquePointer?
    fileprivate var failure: Failure?
    deinit { plumb_svg_free(handle) }
  }

  /// Why a document was not drawn: librsvg's reason, or the resource budget's.
  enum Failure: Equatable {
    case librsvg(String)
    case overBudget(ResourceBudget.Exceeded)
  }

  /// Calls `body` with the parsed document for `bytes` (parsing it if no entry has it), holding
  /// the document's lock, or returns why it cannot be drawn. Before librsvg parses it, the
  /// document is scanned against `budget` (`SVGBudgetScan`); one over budget is never parsed.
  func withDocument(_ bytes: [UInt8], budget: ResourceBudget = .untrusted, _ body: (OpaquePointer) -> String?) -> Failure? {
    let document = entry(for: bytes)
    return document.lock.withLock { () -> Failure? in
      if !document.parsed {
        document.parsed = true
        if let over = SVGBudgetScan.check(bytes, budget: budget) {
          document.failure = .overBudget(over)
        } else {
          Self.parseCounter?.increment()
          var report = plumb_svg_report()
          document.handle = bytes.withUnsafeBufferPointer { plumb_svg_parse($0.baseAddress, $0.count, &report) }
          if document.handle == nil { document.failure = .librsvg(Self.reason(&report)) }
        }
      }
      guard let handle = document.handle else { return document.failure ?? .librsvg("not an SVG document") }
      return body(handle).map { .librsvg($0) }
    }
  }

  /// How many documents the cache holds now.
  var count: Int { lock.withLock { entries.count } }

  static func reason(_ report: inout plumb_svg_report) -> String {
    withUnsafeBytes(of: &report.message) { raw in String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self) }
  }

  // MARK: - Entries

  private struct Key: Hashable {
    let bytes: [UInt8]
    let hash: Int
    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      var hasher = Hasher()
      bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
      hash = hasher.finalize()
    }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.bytes == b.bytes }
  }

  private let lock = NSLock()
  private var entries: [Key: (document: Document, lastUse: UInt64)] = [:]
  private var heldBytes = 0
  private var clock: UInt64 = 0

  private func entry(for bytes: [UInt8]) -> Document {
    let key = Key(bytes)
    return lock.withLock {
      clock += 1
      if let found = entries[key] {
        entries[key]?.lastUse = clock
        return found.document
      }
      let made = Document()
      entries[key] = (made, clock)
      heldBytes += bytes.count
      while entries.count > maxEntries || (heldBytes > maxBytes && entries.count > 1),
        let oldest = entries.filter({ $0.key != key }).min(by: { $0.value.lastUse < $1.value.lastUse }) {
        entries[oldest.key] = nil
        heldBytes -= oldest.key.bytes.count
      }
      return made
    }
  }
}
