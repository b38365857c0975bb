import Foundation
@testable import PlumbGoldens
import PlumbGraphics
import PlumbPNG

/// A temporary folder for one test, removed when the test ends.
final class Scratch {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-scratch-\(UUID().uuidString)").path
  init() { try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) }
  deinit { try? FileManager.default.removeItem(atPath: root) }

  func path(_ relative: String) -> String { "\(root)/\(relative)" }

  /// Writes a small PNG (creating its folder).
  @discardableResult
  func png(_ relative: String, grey: UInt8 = 200, width: Int = 8, height: Int = 6) throws -> String {
    let p = path(relative)
    try FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try PNG.writeFile(PNG.encode(RGBAImage(width: width, height: height, fill: (grey, grey, grey, 255))), to: p)
    return p
  }

  /// Writes a file's bytes (creating its folder).
  @discardableResult
  func file(_ relative: String, _ text: String) throws -> String {
    let p = path(relative)
    try FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: p))
    return p
  }

  /// One failed golden's artifacts as a verify run leaves them: summary.json plus three PNGs in
  /// `<artifacts>/<folder>/`, with `suite` and `name` written into the summary as given.
  func artifact(in artifacts: String, folder: String, suite: String, name: String, images: Bool = true) throws {
    let summary = GoldenFailureSummary(
      suite: suite, name: name, golden: "Goldens/\(suite)/\(name).png", differentPixels: 3, totalPixels: 48,
      largestDelta: 0.5, loosestPassingThreshold: nil, layoutChanges: [], sizeMismatch: nil,
      goldenRenderer: nil, message: "Golden mismatch")
    let dir = "\(artifacts)/\(folder)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try JSONEncoder().encode(summary).write(to: URL(fileURLWithPath: "\(dir)/summary.json"))
    if images {
      for (i, f) in ["golden.png", "actual.png", "diff.png"].enumerated() {
        try PNG.writeFile(PNG.encode(RGBAImage(width: 8, height: 6, fill: (UInt8(60 * i), 90, 90, 255))), to: "\(dir)/\(f)")
      }
    }
  }

  /// Every path below the root, relative, sorted (to see what a command created).
  func listing(_ folder: String? = nil) -> [String] {
    let base = folder ?? root
    return (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []).sorted()
  }
}
