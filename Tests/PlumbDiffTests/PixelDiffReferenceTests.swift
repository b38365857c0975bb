import Foundation
import Testing
import PlumbGraphics
import PlumbPNG
@testable import PlumbDiff

/// Our counts against the reference: pixelmatch-py (the Python port of mapbox/pixelmatch, same YIQ
/// and anti-aliasing rules) produced `Fixtures/expected.tsv` and the `.diff.png` images from the
/// fixture pairs (see `Fixtures/make_fixtures.py`, run once, not at test time).
@Suite struct PixelDiffReferenceTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var threshold: Double
    var includeAA: Bool
    var expected: Int
    var testDescription: String { "\(name) t=\(threshold)\(includeAA ? " +AA" : "")" }
  }

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static let cases: [Case] = {
    let text = (try? String(contentsOf: fixtures.appendingPathComponent("expected.tsv"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let f = line.split(separator: "\t").map(String.init)
      guard f.count == 4, let t = Double(f[1]), let n = Int(f[3]) else { return nil }
      return Case(name: f[0], threshold: t, includeAA: f[2] == "true", expected: n)
    }
  }()

  static func image(_ file: String) throws -> RGBAImage {
    try PNG.readFile(fixtures.appendingPathComponent(file).path)
  }

  @Test func tableIsComplete() {
    #expect(Self.cases.count == 54)
  }

  @Test(arguments: cases)
  func countMatchesPixelmatch(_ c: Case) throws {
    let a = try Self.image("\(c.name).a.png"), b = try Self.image("\(c.name).b.png")
    let options = PixelDiffOptions(threshold: c.threshold, includeAntialiased: c.includeAA)
    #expect(pixelDiff(a, b, options: options).differentPixels == c.expected)
    // The same count comes back when a diff image is drawn.
    var diff: RGBAImage?
    #expect(pixelDiff(a, b, options: options, diffImage: &diff).differentPixels == c.expected)
  }

  @Test(arguments: Set(cases.map(\.name)).sorted())
  func diffImageMatchesPixelmatch(_ name: String) throws {
    let a = try Self.image("\(name).a.png"), b = try Self.image("\(name).b.png")
    let reference = try Self.image("\(name).diff.png")
    var diff: RGBAImage?
    _ = pixelDiff(a, b, diffImage: &diff)
    let ours = try #require(diff)
    let mismatched = (0..<(ours.width * ours.height)).filter {
      ours.pixels[$0 * 4..<$0 * 4 + 4] != reference.pixels[$0 * 4..<$0 * 4 + 4]
    }
    #expect(mismatched.isEmpty, "first differing pixel index: \(mismatched.first ?? -1)")
  }

  /// The property the issue names: a sub-pixel shift passes by default and fails when
  /// anti-aliased pixels are counted.
  @Test func subPixelShiftFixture() throws {
    let a = try Self.image("disc-subpixel.a.png"), b = try Self.image("disc-subpixel.b.png")
    #expect(pixelDiff(a, b).passed(.init()))
    let counted = PixelDiffOptions(includeAntialiased: true)
    #expect(!pixelDiff(a, b, options: counted).passed(counted))
  }
}
