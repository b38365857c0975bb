import Testing
import PlumbGraphics
@testable import PlumbDiff

@Suite struct PixelDiffTests {
  typealias T = TestImages

  @Test func identicalImagesPassWithNothingToReport() {
    var a = T.flat(40, 30)
    T.disc(&a, cx: 20, cy: 15, r: 8, (0, 0, 0, 255))
    let copy = RGBAImage(width: a.width, height: a.height, pixels: Array(a.pixels))
    for b in [a, copy] {
      var diff: RGBAImage?
      let r = pixelDiff(a, b, diffImage: &diff)
      #expect(r.differentPixels == 0 && r.antialiasedPixels == 0 && r.largestDelta == 0)
      #expect(r.boundingBox == nil && r.regions.isEmpty && r.loosestPassingThreshold == 0)
      #expect(r.passed(.init()))
      #expect(diff?.width == 40 && diff?.height == 30)
      #expect(T.rgba(diff!, 0, 0) == [255, 255, 255, 255])
      // Black centre: 255 + (0 − 255) · 0.1 = 229.5, truncated.
      #expect(T.rgba(diff!, 20, 15) == [229, 229, 229, 255])
    }
  }

  @Test func oneChangedPixelIsCountedBoxedAndDrawnRed() {
    let a = T.flat(20, 20)
    var b = a
    b[7, 11] = (0, 0, 0, 255)
    var diff: RGBAImage?
    let r = pixelDiff(a, b, diffImage: &diff)
    #expect(r.differentPixels == 1)
    #expect(r.boundingBox == PixelRect(x: 7, y: 11, width: 1, height: 1))
    #expect(r.regions == [PixelRect(x: 7, y: 11, width: 1, height: 1)])
    #expect(!r.passed(.init()))
    // Black against white: only Y differs, δ = 0.5053 · 255², normalised by the 35215 maximum.
    #expect(abs(r.largestDelta - 255 * (0.5053 / 35215.0).squareRoot()) < 1e-6)
    #expect(T.rgba(diff!, 7, 11) == [255, 0, 0, 255])
    #expect(T.rgba(diff!, 6, 11) == [255, 255, 255, 255])
    // Without a diff image the figures are the same.
    #expect(pixelDiff(a, b) == r)
  }

  /// Grey 100 → 110 changes only Y (I and Q cancel for grey): δ = 0.5053 · 10² ≈ 50.53, i.e. a
  /// normalised distance of √(50.53 / 35215) ≈ 0.0379.
  @Test func thresholdBoundaryIsExact() {
    let a = T.flat(8, 8, (100, 100, 100, 255))
    var b = a
    b[3, 3] = (110, 110, 110, 255)
    let r = pixelDiff(a, b, options: .init(threshold: 0.03))
    #expect(r.differentPixels == 1)
    let t = try! #require(r.loosestPassingThreshold)
    #expect(abs(t - 0.03788) < 0.00001)
    #expect(abs(r.largestDelta - t) < 1e-9)
    #expect(pixelDiff(a, b, options: .init(threshold: t)).differentPixels == 0)
    #expect(pixelDiff(a, b, options: .init(threshold: t.nextDown)).differentPixels == 1)
    // Passing at the default threshold, it still reports how loose it needed to be.
    let pass = pixelDiff(a, b)
    #expect(pass.passed(.init()) && pass.loosestPassingThreshold == t)
  }

  @Test func loosestThresholdHonoursTheAllowedCount() {
    let a = T.flat(10, 10, (100, 100, 100, 255))
    var b = a
    b[1, 1] = (200, 200, 200, 255)  // largest
    b[5, 5] = (160, 160, 160, 255)
    b[8, 8] = (130, 130, 130, 255)  // smallest
    let strict = pixelDiff(a, b, options: .init(threshold: 0.01))
    #expect(strict.differentPixels == 3)
    #expect(abs(strict.loosestPassingThreshold! - strict.largestDelta) < 1e-9)
    let two = PixelDiffOptions(threshold: 0.01, maxDifferentPixels: 2)
    let r = pixelDiff(a, b, options: two)
    #expect(!r.passed(two))
    let t = r.loosestPassingThreshold!
    var at = two; at.threshold = t
    let loose = pixelDiff(a, b, options: at)
    #expect(loose.differentPixels == 2 && loose.passed(at))
    at.threshold = t.nextDown
    #expect(!pixelDiff(a, b, options: at).passed(at))
  }

  @Test func maxPixelsAndRatioLimits() {
    let a = T.flat(10, 10)
    var b = a
    for x in 0..<3 { b[x * 3, 4] = (0, 0, 0, 255) }
    let r = pixelDiff(a, b)
    #expect(r.differentPixels == 3)
    #expect(r.passed(.init(maxDifferentPixels: 3)))
    #expect(!r.passed(.init(maxDifferentPixels: 2)))
    #expect(r.passed(.init(maxDifferentRatio: 0.03)))
    #expect(!r.passed(.init(maxDifferentRatio: 0.029)))
    // With both, the stricter wins.
    #expect(!r.passed(.init(maxDifferentPixels: 5, maxDifferentRatio: 0.02)))
    #expect(abs(r.loosestPassingThreshold! - 0.96594) < 0.00001 && r.largestDelta <= r.loosestPassingThreshold!)
  }

  @Test func ignoreRegionsAreNotCompared() {
    let a = T.flat(30, 30)
    var b = a
    T.fill(&b, x: 10, y: 10, w: 5, h: 5, (255, 0, 0, 255))
    let inside = PixelDiffOptions(ignoreRegions: [PixelRect(x: 8, y: 8, width: 10, height: 10)])
    let r = pixelDiff(a, b, options: inside)
    #expect(r.differentPixels == 0 && r.passed(inside) && r.largestDelta == 0)
    let partly = PixelDiffOptions(ignoreRegions: [PixelRect(x: 0, y: 0, width: 12, height: 30)])
    let p = pixelDiff(a, b, options: partly)
    #expect(p.differentPixels == 15)
    #expect(p.boundingBox == PixelRect(x: 12, y: 10, width: 3, height: 5))
  }

  /// A disc drawn 0.3 px to the right differs only in its anti-aliased edge: pixelmatch's detector
  /// lets that pass, and counting anti-aliasing makes it fail.
  @Test func subPixelShiftPassesUnlessAntialiasingCounts() {
    var a = T.flat(60, 60), b = T.flat(60, 60)
    T.disc(&a, cx: 30, cy: 30, r: 14, (20, 40, 160, 255))
    T.disc(&b, cx: 30.3, cy: 30, r: 14, (20, 40, 160, 255))
    var diff: RGBAImage?
    let r = pixelDiff(a, b, diffImage: &diff)
    #expect(r.differentPixels == 0)
    #expect(r.antialiasedPixels > 0)
    #expect(r.passed(.init()))
    let yellow = (0..<60).flatMap { y in (0..<60).map { x in T.rgba(diff!, x, y) } }
      .filter { $0 == [255, 255, 0, 255] }.count
    #expect(yellow == r.antialiasedPixels)
    let counted = PixelDiffOptions(includeAntialiased: true)
    let c = pixelDiff(a, b, options: counted)
    #expect(c.differentPixels == r.antialiasedPixels && c.antialiasedPixels == 0)
    #expect(!c.passed(counted))
  }

  @Test func aRealShapeChangeIsCountedDespiteAntialiasing() throws {
    var a = T.flat(60, 60), b = T.flat(60, 60)
    T.disc(&a, cx: 20, cy: 30, r: 10, (0, 0, 0, 255))
    T.disc(&b, cx: 26, cy: 30, r: 10, (0, 0, 0, 255))
    let r = pixelDiff(a, b)
    #expect(r.differentPixels > 50)
    // From the left edge of the old disc to the right edge of the new one.
    let box = try #require(r.boundingBox)
    #expect(abs(box.x - 10) <= 1 && abs(box.maxX - 36) <= 1 && abs(box.y - 20) <= 2 && abs(box.maxY - 40) <= 2)
  }

  @Test func sizeMismatchFailsAndDrawsTheUnion() {
    let a = T.flat(10, 10), b = T.flat(12, 8)
    var diff: RGBAImage?
    let r = pixelDiff(a, b, diffImage: &diff)
    #expect(r.sizeMismatch == .init(expected: .init(width: 10, height: 10), actual: .init(width: 12, height: 8)))
    #expect(r.size == PixelSize(width: 12, height: 10))
    // Only in a: 10×2 at the bottom; only in b: 2×8 at the right.
    #expect(r.differentPixels == 36)
    #expect(!r.passed(.init(maxDifferentRatio: 1)))
    #expect(r.loosestPassingThreshold == nil)
    #expect(diff?.width == 12 && diff?.height == 10)
    #expect(T.rgba(diff!, 11, 0) == [255, 0, 0, 255])
    #expect(T.rgba(diff!, 0, 9) == [255, 0, 0, 255])
    #expect(T.rgba(diff!, 0, 0) == [255, 255, 255, 255])
    #expect(r.summary.contains("expected 10×10, actual 12×8"))
    #expect(pixelDiff(a, b) == r)
  }

  @Test func translucentPixelsAreBlendedOverWhite() {
    // Fully transparent pixels of any colour all look white.
    let a = T.flat(4, 4, (0, 0, 0, 0))
    let b = T.flat(4, 4, (255, 0, 0, 0))
    #expect(pixelDiff(a, b).differentPixels == 0)
    #expect(pixelDiff(a, b).largestDelta == 0)
    // Half-transparent black is mid grey over white (Y = 255 − 255 · 128/255 = 127), but not
    // over black: with different alphas the pair is compared over both, so it differs from
    // opaque mid grey (before, blending over white alone made them equal).
    let c = T.flat(4, 4, (0, 0, 0, 128))
    let d = T.flat(4, 4, (127, 127, 127, 255))
    #expect(pixelDiff(c, d, options: .init(threshold: 0.001)).differentPixels == 16)
    // With equal alphas white alone decides, as in pixelmatch: equal over white is equal.
    let e = T.flat(4, 4, (0, 0, 0, 128)), f = T.flat(4, 4, (0, 0, 0, 128))
    #expect(pixelDiff(e, f, options: .init(threshold: 0.001)).differentPixels == 0)
  }

  @Test func clustersAreSeparatedLargestFirst() {
    let a = T.flat(100, 100)
    var b = a
    T.fill(&b, x: 70, y: 70, w: 10, h: 10, (0, 0, 0, 255))   // 100 px
    T.fill(&b, x: 5, y: 5, w: 4, h: 3, (0, 0, 0, 255))       // 12 px
    b[40, 90] = (0, 0, 0, 255)                                // 1 px
    let r = pixelDiff(a, b)
    #expect(r.regions == [PixelRect(x: 70, y: 70, width: 10, height: 10),
                          PixelRect(x: 5, y: 5, width: 4, height: 3),
                          PixelRect(x: 40, y: 90, width: 1, height: 1)])
    #expect(r.boundingBox == PixelRect(x: 5, y: 5, width: 75, height: 86))
  }

  @Test func cellSizeOneIsExactEightConnectivity() {
    let a = T.flat(20, 20)
    var b = a
    b[2, 2] = (0, 0, 0, 255); b[3, 3] = (0, 0, 0, 255)   // diagonal neighbours: one cluster
    b[6, 3] = (0, 0, 0, 255)                             // two columns away: its own
    let exact = pixelDiff(a, b, options: .init(regionCellSize: 1))
    #expect(exact.regions == [PixelRect(x: 2, y: 2, width: 2, height: 2), PixelRect(x: 6, y: 3, width: 1, height: 1)])
    // The default 8-pixel cells put nearby changes (one word's glyphs) together.
    #expect(pixelDiff(a, b).regions == [PixelRect(x: 2, y: 2, width: 5, height: 2)])
  }

  @Test func summaryCarriesTheFigures() {
    let a = T.flat(100, 100)
    var b = a
    T.fill(&b, x: 10, y: 20, w: 30, h: 2, (0, 0, 0, 255))
    let s = pixelDiff(a, b).summary
    #expect(s == "60 pixels differ (0.60%), largest Δ 0.966 (YIQ), 1 region, bounds 10,20 30×2; passes at threshold ≥ 0.966")
    #expect(pixelDiff(a, a).summary == "identical (100×100)")
  }

  @Test func emptyImagesMatch() {
    let e = RGBAImage(width: 0, height: 0)
    var diff: RGBAImage?
    let r = pixelDiff(e, e, diffImage: &diff)
    #expect(r.passed(.init()) && r.differentPixels == 0 && diff?.pixels.isEmpty == true)
  }
}

@Suite struct LoosestThresholdTests {
  typealias T = TestImages

  /// Everything is under threshold 1; the largest deltas are the anti-aliased edge of a disc that
  /// moved by a fraction of a pixel (well over the 64 kept candidates), so the loosest threshold
  /// is decided by one faint pixel elsewhere, found by the exhaustive fallback.
  @Test func antialiasedCandidatesAreSkipped() {
    var a = T.flat(80, 80), b = T.flat(80, 80)
    T.disc(&a, cx: 40, cy: 40, r: 25, (0, 0, 0, 255))
    T.disc(&b, cx: 40.4, cy: 40.3, r: 25, (0, 0, 0, 255))
    b[3, 3] = (240, 240, 240, 255)
    let all = pixelDiff(a, b, options: .init(threshold: 1))
    #expect(all.differentPixels == 0)
    let counted = pixelDiff(a, b, options: .init(threshold: 0, includeAntialiased: true))
    #expect(counted.differentPixels > 100)
    let faint = normalisedYIQ(colorDelta(0xFFFF_FFFF, 0xFFF0_F0F0))
    let t = try! #require(all.loosestPassingThreshold)
    #expect(abs(t - faint) < 1e-9)
    #expect(pixelDiff(a, b, options: .init(threshold: t)).differentPixels == 0)
    #expect(pixelDiff(a, b, options: .init(threshold: t.nextDown)).differentPixels == 1)
  }
}

@Suite struct ParallelBandTests {
  typealias T = TestImages

  /// Bands of rows compared on separate cores give exactly the single-band result, including
  /// anti-aliasing across band edges, regions spanning them and the loosest threshold.
  @Test(arguments: [2, 3, 7])
  func bandsAgreeWithOnePass(_ bands: Int) {
    var a = T.flat(300, 240), b = T.flat(300, 240)
    T.disc(&a, cx: 150, cy: 120, r: 60, (20, 40, 160, 255))
    T.disc(&b, cx: 150.4, cy: 120.2, r: 60, (20, 40, 160, 255))
    T.fill(&b, x: 20, y: 70, w: 30, h: 100, (200, 0, 0, 255))
    b[290, 5] = (250, 250, 250, 255)
    for options in [PixelDiffOptions(), PixelDiffOptions(includeAntialiased: true),
                    PixelDiffOptions(threshold: 1), PixelDiffOptions(maxDifferentPixels: 10)] {
      let one = compare(a, b, options: options, output: nil, bands: 1)
      let many = compare(a, b, options: options, output: nil, bands: bands)
      #expect(one == many)
      var d1 = [UInt8](repeating: 0, count: 300 * 240 * 4), d2 = d1
      _ = compare(a, b, options: options, output: &d1, bands: 1)
      _ = compare(a, b, options: options, output: &d2, bands: bands)
      #expect(d1 == d2)
    }
  }
}

@Suite struct BadOptionTests {
  @Test func outOfRangeThresholdsAreClampedAndNaNIsStrict() {
    let a = TestImages.flat(6, 6)
    var b = a
    b[2, 2] = (250, 250, 250, 255)
    #expect(pixelDiff(a, b, options: .init(threshold: .nan)).differentPixels == 1)
    #expect(pixelDiff(a, b, options: .init(threshold: -0.5)).differentPixels == 1)
    #expect(pixelDiff(a, b, options: .init(threshold: 7)).differentPixels == 0)
    #expect(pixelDiff(a, b, options: .init(perceptual: .init(pixel: .nan))).differentPixels == 1)
    var diff: RGBAImage?
    _ = pixelDiff(a, b, options: .init(alpha: .nan), diffImage: &diff)
    #expect(diff.map { TestImages.rgba($0, 0, 0) } == [255, 255, 255, 255])
    _ = pixelDiff(a, b, options: .init(alpha: .infinity), diffImage: &diff)
    #expect(diff?.pixels.count == 6 * 6 * 4)
  }
}

@Suite struct ClusterRegionTests {
  /// Indices in any order (not only scan order) give the same regions.
  @Test func orderDoesNotMatter() {
    let w = 50, h = 400
    let points = [(3, 2), (4, 3), (40, 5), (10, 300), (11, 301), (49, 399), (0, 399)]
    let indices = points.map { Int32($0.1 * w + $0.0) }
    let expected = clusterRegions(indices, width: w, height: h, cellSize: 1)
    #expect(expected.count == 5)
    #expect(expected[0] == PixelRect(x: 3, y: 2, width: 2, height: 2))
    #expect(clusterRegions(indices.reversed(), width: w, height: h, cellSize: 1) == expected)
    #expect(clusterRegions([indices[5], indices[0], indices[3], indices[1], indices[6], indices[2], indices[4]],
                           width: w, height: h, cellSize: 1) == expected)
  }
}
