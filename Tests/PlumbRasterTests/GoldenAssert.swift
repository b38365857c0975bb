import Foundation
import PlumbGraphics
import PlumbPNG
import PlumbRaster
import Testing

/// Compares a render with `Goldens/Raster/<name>.png`, pixel for pixel.
///
/// A missing golden is recorded and the test fails ("recorded <path>; look at it and commit it"),
/// so nothing passes unseen. `PLUMB_RECORD=all` re-records goldens that differ (and still fails);
/// with `CI` set nothing is ever written. On a mismatch the render is written next to the
/// build products and its path is in the message.
enum GoldenAssert {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Goldens/Raster")

  /// Returns nil on a match, else why it failed (after recording when allowed).
  static func verify(_ image: RGBAImage, named name: String) -> String? {
    let path = directory.appendingPathComponent(name + ".png").path
    let env = ProcessInfo.processInfo.environment
    let mayRecord = env["CI"] == nil
    let recordAll = env["PLUMB_RECORD"]?.lowercased() == "all"

    guard FileManager.default.fileExists(atPath: path) else {
      guard mayRecord else { return "missing golden \(path) (CI never records)" }
      return record(image, at: path) ?? "recorded \(path); look at it and commit it"
    }
    let golden: RGBAImage
    let goldenRenderer: String?
    do {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      golden = try PNG.decode(bytes, source: path)
      goldenRenderer = try PNG.readMetadata(bytes, source: path).rendererFingerprint
    } catch {
      return "cannot read golden \(path): \(error)"
    }
    guard let difference = compare(image, golden) else { return nil }
    if mayRecord && recordAll {
      return record(image, at: path) ?? "re-recorded \(path) (\(difference)); look at it and commit it"
    }
    let actualPath = failureDirectory.appendingPathComponent(name + ".actual.png").path
    try? FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
    let wrote = record(image, at: actualPath) == nil
    var message = "\(name): \(difference) against \(path)"
    if wrote { message += "; the render is at \(actualPath)" }
    if let goldenRenderer, goldenRenderer != RendererFingerprint.current {
      message += "; the golden was rendered with \(goldenRenderer), this run uses \(RendererFingerprint.current)"
    }
    return message + ". If the change is intended, re-record with PLUMB_RECORD=all."
  }

  /// Fails the current test when `image` does not match the golden.
  static func expectMatch(_ image: RGBAImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if let failure = verify(image, named: name) {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  }

  /// Nil when equal, else a sentence naming the first difference.
  static func compare(_ a: RGBAImage, _ b: RGBAImage) -> String? {
    guard a.width == b.width, a.height == b.height else {
      return "size \(a.width)×\(a.height) differs from the golden's \(b.width)×\(b.height)"
    }
    guard a.pixels != b.pixels else { return nil }
    var count = 0
    var first: (Int, Int)?
    for i in 0..<(a.width * a.height) {
      let o = i * 4
      if a.pixels[o..<o + 4] != b.pixels[o..<o + 4] {
        count += 1
        if first == nil { first = (i % a.width, i / a.width) }
      }
    }
    let (x, y) = first!
    let pa = a[x, y], pb = b[x, y]
    return "\(count) of \(a.width * a.height) pixels differ; first at (\(x), \(y)): "
      + "\([pa.r, pa.g, pa.b, pa.a]) instead of \([pb.r, pb.g, pb.b, pb.a])"
  }

  private static let failureDirectory = URL(fileURLWithPath: NSTemporaryDirectory())
    .appendingPathComponent("plumb-raster-failures")

  /// Writes `image` as PNG at `path`; nil on success, else the reason.
  private static func record(_ image: RGBAImage, at path: String) -> String? {
    do {
      try FileManager.default.createDirectory(
        at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
      try PNG.writeFile(PNG.encode(image, metadata: PNGMetadata(rendererFingerprint: RendererFingerprint.current)),
                        to: path)
      return nil
    } catch {
      return "cannot write \(path): \(error)"
    }
  }
}
