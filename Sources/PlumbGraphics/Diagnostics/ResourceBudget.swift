import Foundation

/// The memory and time one untrusted file may cost to decode or draw (an asset a pull request adds:
/// PNG, JPEG, SVG, PDF), so that no such file can exhaust or kill a CI runner (docs/security.md,
/// "Limits"). Every limit is checked before the work it bounds starts (from a header or a
/// pre-scan of the file), or while it runs; past a limit the file is not drawn, and one warning
/// names the file and the limit (`Exceeded`).
///
/// The limits are sized so that the worst file each one lets through costs well under 300 MB of
/// peak memory and a few seconds, measured by `plumb-bench hostile-memory`.
public struct ResourceBudget: Hashable, Sendable {
  /// Encoded bytes of one file.
  public var maxFileBytes: Int
  /// Decoded pixels of one bitmap: a PNG or JPEG, an image inside a PDF (4 bytes each as RGBA).
  public var maxPixels: Int
  /// Pixels along either side of one bitmap.
  public var maxSide: Int
  /// Elements of an SVG, counting each `<use>` (and `url(#…)`) reference as the elements it
  /// instantiates.
  public var maxElements: Int
  /// Nesting depth of an SVG's elements.
  public var maxDepth: Int
  /// Characters librsvg lays out as text in an SVG (`<text>`, `<tspan>`, `<textPath>`), after
  /// entity expansion and counting text reached through references.
  public var maxTextCharacters: Int
  /// Bytes that entity references in an SVG expand to, in total (internal entities only; an
  /// external or parameter entity, or one holding markup, is refused outright).
  public var maxEntityExpansion: Int
  /// Bytes a PDF's compressed streams (page contents, forms, fonts, object streams) inflate to,
  /// in total; image streams are bounded by `maxPixels` instead.
  public var maxInflatedBytes: Int
  /// Drawing operators a PDF page can execute, counting every form XObject as often as it can
  /// be invoked (an upper bound from its content streams).
  public var maxOperations: Int
  /// Seconds a pre-scan (of an SVG or a PDF) may take before the file is given up.
  public var maxSeconds: Double

  public init(maxFileBytes: Int, maxPixels: Int, maxSide: Int, maxElements: Int, maxDepth: Int,
              maxTextCharacters: Int, maxEntityExpansion: Int, maxInflatedBytes: Int, maxOperations: Int,
              maxSeconds: Double) {
    self.maxFileBytes = maxFileBytes; self.maxPixels = maxPixels; self.maxSide = maxSide
    self.maxElements = maxElements; self.maxDepth = maxDepth; self.maxTextCharacters = maxTextCharacters
    self.maxEntityExpansion = maxEntityExpansion; self.maxInflatedBytes = maxInflatedBytes
    self.maxOperations = maxOperations; self.maxSeconds = maxSeconds
  }

  /// The budget of every image a render decodes or draws (asset catalogs, `UIImage(data:)`):
  /// 16 MiB files; 16777216 pixels (64 MiB as RGBA, e.g. 4096 × 4096), at most 16384 a side;
  /// SVGs of 50000 elements, 64 levels, 4096 characters of text (librsvg lays a line out in
  /// time growing with its square: 8000 characters in one `<text>` took 4.6 s) and 1 MiB of entity expansion;
  /// PDFs inflating to 32 MiB and executing 1000000 operators (2000000 drew in 4.7 s); 5 s per pre-scan.
  public static let untrusted = ResourceBudget(
    maxFileBytes: 16 << 20, maxPixels: 4096 * 4096, maxSide: 16384, maxElements: 50_000, maxDepth: 64,
    maxTextCharacters: 4096, maxEntityExpansion: 1 << 20, maxInflatedBytes: 32 << 20,
    maxOperations: 1_000_000, maxSeconds: 5)

  /// `maxPixels` as RGBA bytes.
  public var maxDecodedBytes: Int { maxPixels.multipliedReportingOverflow(by: 4).partialValue }

  /// Which limit a file went past, and by how much.
  public enum Limit: String, Hashable, Sendable {
    case fileBytes = "file size", pixels = "pixel count", side = "side length", elements = "element count"
    case depth = "nesting depth", textCharacters = "text length", entityExpansion = "entity expansion"
    case inflatedBytes = "inflated stream bytes", operations = "drawing operators", seconds = "pre-scan time"
    /// A construct the budget cannot measure, so it is refused rather than trusted.
    case unmeasurable = "measurable content"
  }

  /// The limit's value in this budget, as written in warnings ("16777216 pixels").
  public func describe(_ limit: Limit) -> String {
    switch limit {
    case .fileBytes: "\(maxFileBytes) bytes"
    case .pixels: "\(maxPixels) pixels"
    case .side: "\(maxSide) pixels a side"
    case .elements: "\(maxElements) elements"
    case .depth: "\(maxDepth) levels"
    case .textCharacters: "\(maxTextCharacters) characters"
    case .entityExpansion: "\(maxEntityExpansion) bytes"
    case .inflatedBytes: "\(maxInflatedBytes) bytes"
    case .operations: "\(maxOperations) operators"
    case .seconds: "\(maxSeconds) s"
    case .unmeasurable: "what plumb can bound"
    }
  }

  /// A file over one limit: `found` says what it holds ("16384×16384 pixels").
  public struct Exceeded: Error, Hashable, Sendable, CustomStringConvertible {
    public var limit: Limit
    public var found: String
    /// The limit's value ("16777216 pixels"), filled in from the budget that refused the file.
    public var allowed: String

    public init(_ limit: Limit, found: String, allowed: String) {
      self.limit = limit; self.found = found; self.allowed = allowed
    }

    public var description: String {
      limit == .unmeasurable ? "\(found), which the resource budget cannot bound"
        : "\(found), over the \(limit.rawValue) limit of \(allowed)"
    }
  }

  /// An `Exceeded` for `limit` with this budget's value.
  public func exceeded(_ limit: Limit, _ found: String) -> Exceeded {
    Exceeded(limit, found: found, allowed: describe(limit))
  }

  /// Warns once per file and limit: `Image: "<file>" is not drawn: <why> (…docs/security.md)`.
  /// `file` is `fileDescription`: the image's path in quotes, or "an SVG image (51234 bytes)".
  public static func warn(_ file: String, _ why: Exceeded) {
    RenderWarnings.warnOnce("ResourceBudget \(file) \(why.limit.rawValue)",
                            "Image: \(file) is not drawn: \(why) (the resource budget for untrusted files, docs/security.md)")
  }

  /// How a warning names an image: its path in quotes, else its kind and size.
  public static func fileDescription(_ name: String?, kind: String, bytes: Int) -> String {
    name.map { "\"\($0)\"" } ?? "\(kind) (\(bytes) bytes)"
  }

  /// A clock for the `maxSeconds` of one pre-scan; `expired` is cheap enough for inner loops
  /// that call it every few thousand steps.
  public struct Deadline: Sendable {
    private let end: UInt64
    public init(seconds: Double) {
      end = DispatchTime.now().uptimeNanoseconds &+ UInt64(max(0, seconds) * 1e9)
    }
    public var expired: Bool { DispatchTime.now().uptimeNanoseconds > end }
  }
}
