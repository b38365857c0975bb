import Dispatch
import Foundation
import PlumbDiff
import PlumbGraphics
import PlumbPNG

/// `plumb diff <expected> <actual>`: compares two PNGs the way golden tests do and says how they
/// differ, with exit statuses like diff(1): 0 equal within tolerance, 1 different, 2 unreadable.
public enum DiffCommand: PlumbCommand {
  public static let spec = CommandSpec(
    name: "diff", abstract: "Compare two PNGs and optionally write a diff image.",
    discussion: """
      Compares pixel by pixel with pixelmatch's YIQ colour distance. Edge pixels that only moved \
      by anti-aliasing are not counted unless --include-aa is given. Exit status: 0 when the \
      images are equal within tolerance, 1 when they differ (the figures are printed), 2 when a \
      file cannot be read. The diff image shows changed pixels red, anti-aliased ones yellow and \
      the rest of the expected image in faded grey. Memory is bounded: each image (and the \
      union of two sizes) may be at most 16384 pixels a side and \(PNGLimits.goldenImageBytes) bytes \
      as RGBA (checked from the PNG header before decoding); larger ones are exit 2.
      """,
    arguments: [
      ArgumentSpec("expected", help: "The reference PNG (the golden)."),
      ArgumentSpec("actual", help: "The PNG to check against it."),
    ],
    options: [
      OptionSpec("out", value: "path", help: "Write the diff image to this PNG path."),
      OptionSpec("threshold", value: "0…1", default: "0.1",
                 help: "Per-pixel colour tolerance; smaller is stricter."),
      .flag("include-aa", help: "Count anti-aliased pixels as differences."),
      .flag("json", help: "Print the result as JSON."),
    ])

  public static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus {
    let expectedPath = args.argument("expected")!, actualPath = args.argument("actual")!
    let options = PixelDiffOptions(threshold: try args.double("threshold", in: 0...1) ?? 0.1,
                                   includeAntialiased: args.flag("include-aa"))
    let outPath = args.option("out")
    if let out = outPath, let input = [expectedPath, actualPath].first(where: { sameFile(out, $0) }) {
      throw CommandError("--out \(out) is the input \(input); the diff image would overwrite it. Choose another path.")
    }
    let (expected, actual) = try decodeBoth(expectedPath, actualPath)
    try checkComparisonSize(expected, actual)

    var diffImage: RGBAImage?
    let result = outPath == nil ? pixelDiff(expected, actual, options: options)
                                : pixelDiff(expected, actual, options: options, diffImage: &diffImage)
    if let path = outPath, let image = diffImage, image.width > 0, image.height > 0 {
      do {
        try PNG.writeFile(PNG.encode(image), to: path)
      } catch {
        throw CommandError("Could not write the diff image: \(error)")
      }
    }
    let passed = result.passed(options)
    if args.flag("json") {
      console.print(try json(Report(result, passed: passed, options: options, expected: expectedPath,
                                    actual: actualPath, diffImage: diffImage == nil ? nil : outPath)))
    } else {
      console.print("\(passed ? "equal within tolerance" : "different"): \(result.summary)")
      if !passed && !result.regions.isEmpty {
        let shown = result.regions.prefix(5).map(\.description).joined(separator: "; ")
        let more = result.regions.count > 5 ? " (+\(result.regions.count - 5) more)" : ""
        console.print("  regions, largest first: \(shown)\(more)")
      }
      if let path = outPath, diffImage != nil { console.print("  diff image: \(path)") }
    }
    return passed ? .success : .differences
  }

  /// Two images of different sizes are compared over the union of both: refused when that
  /// union is over the byte limit (the diff image and the list of differing pixels scale with it).
  static func checkComparisonSize(_ a: RGBAImage, _ b: RGBAImage) throws {
    let w = max(a.width, b.width), h = max(a.height, b.height)
    if w * h * 4 > PNGLimits.goldenImageBytes {
      throw CommandError("Comparing \(a.width)×\(a.height) with \(b.width)×\(b.height) covers \(w)×\(h) pixels, "
        + "over the limit of \(PNGLimits.goldenImageBytes) bytes as RGBA.")
    }
  }

  /// Whether two paths name the same file (same device and inode, through links and '..').
  static func sameFile(_ a: String, _ b: String) -> Bool {
    var sa = stat(), sb = stat()
    guard stat(a, &sa) == 0, stat(b, &sb) == 0 else { return false }
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
  }

  /// Reads and decodes both files at once on two threads; an unreadable file is exit 2 with a
  /// message naming it and the reason. Two files with the same bytes (a golden and an unchanged
  /// render: the encoder is deterministic) are decoded once: same pixels, same errors, half the work.
  static func decodeBoth(_ first: String, _ second: String) throws -> (RGBAImage, RGBAImage) {
    let paths = [first, second]
    // PNG.readFile's bound: no valid PNG within the limits is over twice its decoded size.
    let limits = PNGLimits.goldens
    let maxBytes = limits.maxDecodedBytes.multipliedReportingOverflow(by: 2).partialValue &+ (1 << 20)
    var files: [Result<[UInt8], PNGError>?] = [nil, nil]
    var results: [Result<RGBAImage, PNGError>?] = [nil, nil]
    files.withUnsafeMutableBufferPointer { slots in
      nonisolated(unsafe) let slots = slots
      DispatchQueue.concurrentPerform(iterations: 2) { i in
        slots[i] = Result { () throws(PNGError) -> [UInt8] in try PNG.readRegularFile(paths[i], maxBytes: maxBytes) }
      }
    }
    if case .success(let a) = files[0]!, case .success(let b) = files[1]!, a == b {
      let image = Result { () throws(PNGError) -> RGBAImage in try PNG.decode(a, limits: limits, source: first) }
      results = [image, image]
    } else {
      let read = files.map { $0! }
      results.withUnsafeMutableBufferPointer { slots in
        nonisolated(unsafe) let slots = slots
        DispatchQueue.concurrentPerform(iterations: 2) { i in
          slots[i] = read[i].flatMap { bytes in
            Result { () throws(PNGError) -> RGBAImage in try PNG.decode(bytes, limits: limits, source: paths[i]) }
          }
        }
      }
    }
    switch (results[0]!, results[1]!) {
    case (.success(let a), .success(let b)): return (a, b)
    case (.failure(let e), _), (_, .failure(let e)): throw CommandError("Cannot read \(e)")
    }
  }

  /// What `--json` prints: the figures, the verdict and the settings they were computed with.
  struct Report: Encodable {
    struct Size: Encodable { var width: Int; var height: Int }
    var expected: String
    var actual: String
    var equal: Bool
    var threshold: Double
    var includeAntialiased: Bool
    var metric: String
    var size: Size
    var differentPixels: Int
    var antialiasedPixels: Int
    var differentRatio: Double
    var largestDelta: Double
    var loosestPassingThreshold: Double?
    var boundingBox: PixelRect?
    var regions: [PixelRect]
    var sizeMismatch: [String: Size]?
    var diffImage: String?

    init(_ r: PixelDiffResult, passed: Bool, options: PixelDiffOptions, expected: String, actual: String,
         diffImage: String?) {
      self.expected = expected; self.actual = actual; equal = passed
      threshold = options.threshold; includeAntialiased = options.includeAntialiased
      metric = r.metric.rawValue
      size = Size(width: r.size.width, height: r.size.height)
      differentPixels = r.differentPixels; antialiasedPixels = r.antialiasedPixels
      differentRatio = r.differentRatio; largestDelta = r.largestDelta
      loosestPassingThreshold = r.loosestPassingThreshold
      boundingBox = r.boundingBox; regions = r.regions
      sizeMismatch = r.sizeMismatch.map {
        ["expected": Size(width: $0.expected.width, height: $0.expected.height),
         "actual": Size(width: $0.actual.width, height: $0.actual.height)]
      }
      self.diffImage = diffImage
    }

    enum CodingKeys: String, CodingKey {
      case expected, actual, equal, threshold, includeAntialiased, metric, size, differentPixels
      case antialiasedPixels, differentRatio, largestDelta, loosestPassingThreshold, boundingBox
      case regions, sizeMismatch, diffImage
    }

    /// Every key is always present (absent values are `null`), so scripts can rely on the shape.
    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(expected, forKey: .expected); try c.encode(actual, forKey: .actual)
      try c.encode(equal, forKey: .equal); try c.encode(threshold, forKey: .threshold)
      try c.encode(includeAntialiased, forKey: .includeAntialiased); try c.encode(metric, forKey: .metric)
      try c.encode(size, forKey: .size); try c.encode(differentPixels, forKey: .differentPixels)
      try c.encode(antialiasedPixels, forKey: .antialiasedPixels)
      try c.encode(differentRatio, forKey: .differentRatio); try c.encode(largestDelta, forKey: .largestDelta)
      try c.encode(loosestPassingThreshold, forKey: .loosestPassingThreshold)
      try c.encode(boundingBox, forKey: .boundingBox); try c.encode(regions, forKey: .regions)
      try c.encode(sizeMismatch, forKey: .sizeMismatch); try c.encode(diffImage, forKey: .diffImage)
    }
  }

  static func json(_ report: Report) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(report), as: UTF8.self)
  }
}
