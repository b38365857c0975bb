import Foundation
import PlumbGraphics
import PlumbPNG
import Testing
@testable import PlumbCLI

@Suite struct DiffCommandTests {
  /// A temporary folder with PNGs written for one test.
  final class Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-diff-\(UUID().uuidString)")
    init() { try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    @discardableResult
    func png(_ name: String, _ image: RGBAImage) throws -> String {
      try PNG.writeFile(PNG.encode(image), to: path(name)); return path(name)
    }
    func bytes(_ name: String, _ bytes: [UInt8]) -> String {
      _ = FileManager.default.createFile(atPath: path(name), contents: Data(bytes)); return path(name)
    }
  }

  static func card(dot: (x: Int, y: Int)? = nil, grey: UInt8 = 255) -> RGBAImage {
    var img = RGBAImage(width: 40, height: 30, fill: (grey, grey, grey, 255))
    for y in 10..<20 { for x in 5..<25 { img[x, y] = (30, 60, 170, 255) } }
    if let d = dot { img[d.x, d.y] = (0, 0, 0, 255) }
    return img
  }

  /// A disc with coverage-blended edges at a sub-pixel centre: moving it changes only edge pixels.
  static func disc(cx: Double) -> RGBAImage {
    var img = RGBAImage(width: 40, height: 40, fill: (255, 255, 255, 255))
    for y in 0..<40 {
      for x in 0..<40 {
        var inside = 0
        for s in 0..<64 {
          let px = Double(x) + (Double(s % 8) + 0.5) / 8 - cx, py = Double(y) + (Double(s / 8) + 0.5) / 8 - 20
          if px * px + py * py <= 100 { inside += 1 }
        }
        let v = UInt8(255 - (255 * inside / 64))
        img[x, y] = (v, v, v, 255)
      }
    }
    return img
  }

  @Test func equalFilesExitZero() throws {
    let f = Folder()
    let a = try f.png("a.png", Self.card()), b = try f.png("b.png", Self.card())
    let r = runPlumb(["diff", a, b])
    #expect(r.status == .success)
    #expect(r.out == "equal within tolerance: identical (40×30)\n")
    #expect(r.err.isEmpty)
  }

  @Test func differentFilesExitOneWithFiguresAndADiffImage() throws {
    let f = Folder()
    let a = try f.png("a.png", Self.card()), b = try f.png("b.png", Self.card(dot: (30, 4)))
    let out = f.path("diff.png")
    let r = runPlumb(["diff", a, b, "--out", out])
    #expect(r.status == .differences)
    #expect(r.out.hasPrefix("different: 1 pixel differ (0.08%), largest Δ 0.966 (YIQ), 1 region, bounds 30,4 1×1"))
    #expect(r.out.contains("  regions, largest first: 30,4 1×1\n"))
    #expect(r.out.contains("  diff image: \(out)\n"))
    let diff = try PNG.readFile(out)
    #expect(diff.width == 40 && diff.height == 30)
    #expect(diff[30, 4] == (255, 0, 0, 255))
    #expect(diff[0, 0] == (255, 255, 255, 255))
  }

  @Test func thresholdDecides() throws {
    let f = Folder()
    // Grey 255 → 245 is a normalised YIQ distance of about 0.038.
    let a = try f.png("a.png", Self.card()), b = try f.png("b.png", Self.card(grey: 245))
    #expect(runPlumb(["diff", a, b]).status == .success)
    let strict = runPlumb(["diff", a, b, "--threshold", "0.03"])
    #expect(strict.status == .differences)
    #expect(strict.out.contains("passes at threshold ≥ 0.038"))
    #expect(runPlumb(["diff", a, b, "--threshold", "0.038"]).status == .success)
  }

  @Test func antialiasingIsForgivenUnlessIncluded() throws {
    let f = Folder()
    let a = try f.png("a.png", Self.disc(cx: 20)), b = try f.png("b.png", Self.disc(cx: 20.35))
    let r = runPlumb(["diff", a, b])
    #expect(r.status == .success, "\(r.out)")
    #expect(r.out.contains("anti-aliased not counted"))
    #expect(runPlumb(["diff", a, b, "--include-aa"]).status == .differences)
  }

  @Test func jsonCarriesTheFigures() throws {
    let f = Folder()
    let a = try f.png("a.png", Self.card()), b = try f.png("b.png", Self.card(dot: (30, 4)))
    let r = runPlumb(["diff", a, b, "--json", "--threshold", "0.2"])
    #expect(r.status == .differences)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    #expect(object["equal"] as? Bool == false)
    #expect(object["differentPixels"] as? Int == 1)
    #expect(object["threshold"] as? Double == 0.2)
    #expect(object["expected"] as? String == a)
    #expect((object["boundingBox"] as? [String: Int]) == ["x": 30, "y": 4, "width": 1, "height": 1])
    #expect((object["regions"] as? [[String: Int]])?.count == 1)
    #expect(object["sizeMismatch"] is NSNull)
    #expect(object["diffImage"] is NSNull)
    #expect(object.count == 16)
  }

  @Test func sizeMismatchIsADifferenceNamingBothSizes() throws {
    let f = Folder()
    let a = try f.png("a.png", Self.card())
    let b = try f.png("b.png", RGBAImage(width: 42, height: 28, fill: (255, 255, 255, 255)))
    let out = f.path("diff.png")
    let r = runPlumb(["diff", a, b, "--out", out])
    #expect(r.status == .differences)
    #expect(r.out.contains("size mismatch: expected 40×30, actual 42×28"))
    let diff = try PNG.readFile(out)
    #expect(diff.width == 42 && diff.height == 30)
  }

  @Test func unreadableInputIsExitTwoNamingTheFile() throws {
    let f = Folder()
    let good = try f.png("good.png", Self.card())
    let missing = f.path("missing.png")
    let r1 = runPlumb(["diff", good, missing])
    #expect(r1.status == .failure)
    #expect(r1.err.hasPrefix("Error: Cannot read \(missing): "))

    let text = f.bytes("notes.png", Array("hello".utf8))
    let r2 = runPlumb(["diff", text, good])
    #expect(r2.status == .failure)
    #expect(r2.err.contains("Cannot read \(text): not a PNG file"))

    let whole = PNG.encode(Self.card())
    let truncated = f.bytes("truncated.png", Array(whole.prefix(whole.count / 2)))
    let r3 = runPlumb(["diff", good, truncated])
    #expect(r3.status == .failure)
    #expect(r3.err.contains("Cannot read \(truncated): "))
    #expect(r3.out.isEmpty)
  }

  @Test func badThresholdIsAUsageError() throws {
    let f = Folder()
    let a = try f.png("a.png", Self.card())
    let r = runPlumb(["diff", a, a, "--threshold", "1.5"])
    #expect(r.status == .failure)
    #expect(r.err.contains("The value '1.5' is invalid for '--threshold': expected a number in 0.0…1.0."))
    #expect(r.err.contains("See 'plumb diff --help'"))
  }

  @Test func helpListsTheOptions() {
    let r = runPlumb(["diff", "--help"])
    #expect(r.status == .success)
    #expect(r.out.contains("USAGE: plumb diff <expected> <actual> [--out <path>] [--threshold <0…1>] [--include-aa] [--json]"))
    #expect(r.out.contains("--include-aa"))
  }
}
