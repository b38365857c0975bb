import PlumbDiff
import PlumbGraphics
import Testing

/// Transparency is part of the picture: a pixel that turns transparent has changed, even when it
/// was white (blending both over white alone made them equal).
@Suite struct AlphaComparisonTests {
  static func image(_ p: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage { RGBAImage(width: 20, height: 10, fill: p) }

  @Test func opaqueWhiteToTransparentDiffers() {
    for transparent in [(255, 255, 255, 0), (0, 0, 0, 0)] as [(UInt8, UInt8, UInt8, UInt8)] {
      let r = pixelDiff(Self.image((255, 255, 255, 255)), Self.image(transparent))
      #expect(r.differentPixels == 200, "\(transparent)")
      #expect(!r.passed(PixelDiffOptions()))
      #expect(r.largestDelta > 0.9)
    }
  }

  @Test func halfTransparentWhiteDiffers() {
    let r = pixelDiff(Self.image((255, 255, 255, 255)), Self.image((255, 255, 255, 128)))
    #expect(r.differentPixels == 200)
  }

  /// Fully transparent pixels are equal whatever colour they store.
  @Test func transparentPixelsOfAnyColourAreEqual() {
    let r = pixelDiff(Self.image((255, 0, 0, 0)), Self.image((0, 0, 255, 0)))
    #expect(r.differentPixels == 0)
    #expect(r.largestDelta == 0)
  }

  /// Opaque pairs are compared exactly as before (pixelmatch's YIQ over white).
  @Test func opaquePairsAreUnchanged() {
    let r = pixelDiff(Self.image((255, 255, 255, 255)), Self.image((245, 245, 245, 255)))
    #expect(r.differentPixels == 0)
    #expect(abs(r.largestDelta - 0.0384) < 0.001)
  }

  /// The perceptual mode sees the change too.
  @Test func perceptualModeSeesTransparency() {
    var o = PixelDiffOptions()
    o.perceptual = PerceptualPrecision()
    #expect(pixelDiff(Self.image((255, 255, 255, 255)), Self.image((255, 255, 255, 0)), options: o).differentPixels == 200)
  }
}
