import Foundation
import PlumbGraphics
@testable import PlumbRaster
import Testing

/// Display-list blur and mask groups, rasterised (the σ = radius / 2 rule is the shadows' one;
/// SwiftUI's own calibration of `blur(radius:)` is unmeasured, confidence L; the mask's alpha
/// weighting follows SwiftUI's docs, H).
@Suite struct BlurAndMaskTests {
  let canvas = Canvas(size: CGSize(width: 40, height: 40), scale: 1, background: nil)
  let black = Paint.solid(RGBAColor(red: 0, green: 0, blue: 0))
  let red = Paint.solid(RGBAColor(red: 1, green: 0, blue: 0))

  @Test func aMaskKeepsOnlyWhereItHasInk() {
    let group = DisplayGroup(items: [.fill(Path(rect: CGRect(x: 0, y: 0, width: 40, height: 40)), red)],
                             mask: [.fill(Path(rect: CGRect(x: 0, y: 0, width: 20, height: 40)), black)])
    let image = Rasterizer().render(DisplayList([.group(group)]), on: canvas)
    #expect(image[5, 20] == (255, 0, 0, 255))
    #expect(image[30, 20].a == 0)
  }

  @Test func aMaskWeightsByItsAlphaAndTheGroupOpacity() {
    let half = Paint.solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    let group = DisplayGroup(items: [.fill(Path(rect: CGRect(x: 0, y: 0, width: 40, height: 40)), red)],
                             opacity: 0.5, mask: [.fill(Path(rect: CGRect(x: 0, y: 0, width: 40, height: 40)), half)])
    let image = Rasterizer().render(DisplayList([.group(group)]), on: canvas)
    let a = Int(image[20, 20].a)
    #expect(abs(a - 64) <= 1, "0.5 mask × 0.5 opacity = 25 % alpha, got \(a)")
    #expect(image[20, 20].r == 255)
  }

  @Test func anEmptyMaskHidesEverything() {
    let group = DisplayGroup(items: [.fill(Path(rect: CGRect(x: 0, y: 0, width: 40, height: 40)), red)], mask: [])
    let image = Rasterizer().render(DisplayList([.group(group)]), on: canvas)
    #expect(image[20, 20].a == 0)
  }

  @Test func aBlurSpreadsASquareSymmetrically() {
    let square = DisplayItem.fill(Path(rect: CGRect(x: 15, y: 15, width: 10, height: 10)), black)
    let sharp = Rasterizer().render(DisplayList([square]), on: canvas)
    let image = Rasterizer().render(DisplayList([.group(DisplayGroup(items: [square], blur: Blur(radius: 4)))]), on: canvas)
    // σ = 2 px: the centre keeps ~(erf(5/(2√2)))² ≈ 97.6 % coverage; the first pixel outside the
    // edge ~ 40 %; 8 px away nothing.
    #expect(sharp[14, 20].a == 0 && sharp[20, 20].a == 255)
    #expect(image[20, 20].a > 230 && image[20, 20].a < 255)
    #expect((70...140).contains(Int(image[14, 20].a)), "got \(image[14, 20].a)")
    #expect(image[14, 20].a == image[25, 20].a && image[20, 14].a == image[20, 25].a, "symmetric")
    #expect(image[6, 20].a < 3)
    #expect(image[20, 20].r == 0, "colour stays black")
  }

  @Test func blurAndMaskCountAsNesting() {
    let inner = DisplayGroup(items: [], mask: [.group(DisplayGroup(items: []))])
    #expect(Rasterizer.groupDepth(of: [.group(inner)]) == 2)
  }
}
