import Foundation
import PlumbGraphics
import Testing

@testable import PlumbRaster

/// Conic (angular) gradients drawn through the mesh fan: colours at known angles.
@Suite struct ConicGradientTests {
  let canvas = Canvas(size: CGSize(width: 100, height: 100), scale: 1, background: .white)
  let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)

  func render(start: Double, end: Double, path: Path? = nil) -> RGBAImage {
    let paint = Paint.angularGradient(stops: [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)],
                                      center: CGPoint(x: 50, y: 50), startAngle: start, endAngle: end)
    return Rasterizer().render(DisplayList([.fill(path ?? Path(rect: Fixtures.rect(0, 0, 100, 100)), paint)]), on: canvas)
  }

  /// Red at 0 (pointing right), blending linearly with the angle, clockwise in y-down space.
  @Test func fullTurnRunsClockwiseFromTheRight() throws {
    let img = render(start: 0, end: 2 * .pi)
    func near(_ p: [UInt8], _ r: Double, _ b: Double) -> Bool {
      abs(Double(p[0]) - r * 255) <= 4 && abs(Double(p[2]) - b * 255) <= 4 && p[1] <= 2 && p[3] == 255
    }
    // Just below the x axis on the right (a few degrees in): nearly red.
    let right = Fixtures.pixel(img, 95, 52, scale: 1)
    #expect(Double(right[0]) > 245 && Double(right[2]) < 12, "got \(right)")
    // Straight down = 90° = a quarter of the way.
    let down = Fixtures.pixel(img, 50, 95, scale: 1)
    #expect(near(down, 0.75, 0.25), "got \(down)")
    // Left = 180° = halfway.
    let left = Fixtures.pixel(img, 5, 50, scale: 1)
    #expect(near(left, 0.5, 0.5), "got \(left)")
    // Up = 270°.
    let up = Fixtures.pixel(img, 50, 5, scale: 1)
    #expect(near(up, 0.25, 0.75), "got \(up)")
  }

  /// Outside a partial range the end colours hold.
  @Test func partialRangeHoldsItsEndColours() {
    let img = render(start: 0, end: .pi / 2)
    let left = Fixtures.pixel(img, 5, 50, scale: 1)  // 180°: past the end
    #expect(left == [0, 0, 255, 255], "got \(left)")
    let up = Fixtures.pixel(img, 50, 5, scale: 1)   // 270°: past the end
    #expect(up == [0, 0, 255, 255], "got \(up)")
  }

  /// The fan covers the whole path even when the centre sits in a corner.
  @Test func coversEveryPixelOfThePath() {
    let paint = Paint.angularGradient(stops: [GradientStop(color: red, location: 0), GradientStop(color: red, location: 1)],
                                      center: CGPoint(x: 0, y: 0), startAngle: 0, endAngle: 2 * .pi)
    let img = Rasterizer().render(DisplayList([.fill(Path(rect: Fixtures.rect(0, 0, 100, 100)), paint)]), on: canvas)
    var white = 0
    for i in stride(from: 0, to: img.pixels.count, by: 4) where img.pixels[i + 1] > 10 { white += 1 }
    #expect(white == 0)
  }
}
