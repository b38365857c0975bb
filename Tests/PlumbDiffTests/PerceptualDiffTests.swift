import Testing
import PlumbGraphics
@testable import PlumbDiff

@Suite struct PerceptualDiffTests {
  typealias T = TestImages

  /// Pairs from Sharma, Wu & Dalal (2005), table 1: (L, a, b) pairs and their published ΔE00.
  @Test(arguments: [
    (LabColor(l: 50, a: 2.6772, b: -79.7751), LabColor(l: 50, a: 0, b: -82.7485), 2.0425),
    (LabColor(l: 50, a: 0, b: 0), LabColor(l: 50, a: -1, b: 2), 2.3669),
    (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 73, a: 25, b: -18), 27.1492),
    (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 0, b: -2.5), 4.3065),
    (LabColor(l: 2.0776, a: 0.0795, b: -1.1350), LabColor(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
  ])
  func ciede2000MatchesPublishedData(_ p: LabColor, _ q: LabColor, _ expected: Double) {
    #expect(abs(p.deltaE2000(q) - expected) < 0.0001)
    #expect(abs(q.deltaE2000(p) - expected) < 0.0001)
  }

  @Test func whiteIsLightness100() {
    let white = LabColor(srgb: (255, 255, 255))
    #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
  }

  @Test func perPixelPrecision() {
    let a = T.flat(10, 10, (120, 120, 200, 255))
    var b = a
    b[1, 1] = (121, 120, 201, 255)     // ΔE well under 1 (away from the other: no edge)
    b[5, 5] = (140, 120, 200, 255)     // clearly visible
    let opts = PixelDiffOptions(perceptual: .init(pixel: 0.98))
    let r = pixelDiff(a, b, options: opts)
    #expect(r.metric == .ciede2000)
    #expect(r.differentPixels == 1)
    #expect(r.largestDelta > 2 && r.largestDelta < 20)
    #expect(!r.passed(opts))
    // The loosest passing ΔE is the visible change's ΔE; at that precision it passes.
    let loosest = try! #require(r.loosestPassingThreshold)
    #expect(abs(loosest - r.largestDelta) < 1e-9)
    let lenient = PixelDiffOptions(perceptual: .init(pixel: 1 - (loosest + 0.001) / 100))
    #expect(pixelDiff(a, b, options: lenient).passed(lenient))
    // A very strict per-pixel precision also counts the faint change.
    let faint = perceptualDelta(loadPixel(a.pixels, 0), 0xFFC9_7879)  // (121, 120, 201)
    #expect(faint > 0 && faint < 1)
    let strict = PixelDiffOptions(perceptual: .init(pixel: 1 - faint / 2 / 100))
    #expect(pixelDiff(a, b, options: strict).differentPixels == 2)
  }

  @Test func wholeImagePrecision() {
    let a = T.flat(10, 10)
    var b = a
    b[1, 1] = (0, 0, 0, 255); b[2, 8] = (0, 0, 0, 255)
    let r = pixelDiff(a, b, options: .init(perceptual: .init()))
    #expect(r.differentPixels == 2)
    let twoPercent = PixelDiffOptions(perceptual: .init(pixel: 0.98, image: 0.98))
    let onePercent = PixelDiffOptions(perceptual: .init(pixel: 0.98, image: 0.99))
    #expect(r.passed(twoPercent))
    #expect(!r.passed(onePercent))
    #expect(abs(r.largestDelta - 100) < 0.01)  // black against white
  }
}
