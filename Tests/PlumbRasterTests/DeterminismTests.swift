import Foundation
import PlumbGraphics
import Testing

@testable import PlumbRaster

/// The rasteriser is a pure function: the same list gives the same bytes, run after run and on
/// two threads at once.
@Suite struct DeterminismTests {
  @Test func twentyRendersAreByteIdentical() {
    let canvas = Canvas(size: CGSize(width: 120, height: 80), scale: 2)
    let list = SampleLists.everything
    let first = Rasterizer().render(list, on: canvas)
    #expect(first.width == 240)
    for _ in 1..<20 {
      #expect(Rasterizer().render(list, on: canvas).pixels == first.pixels)
    }
  }

  @Test func twoConcurrentRendersAreByteIdentical() async {
    let canvas = Canvas(size: CGSize(width: 120, height: 80), scale: 3, background: nil)
    let list = SampleLists.everything
    let reference = Rasterizer().render(list, on: canvas)
    for _ in 0..<5 {
      async let a = Task.detached { Rasterizer().render(list, on: canvas) }.value
      async let b = Task.detached { Rasterizer().render(list, on: canvas) }.value
      let (x, y) = await (a, b)
      #expect(x.pixels == reference.pixels)
      #expect(y.pixels == reference.pixels)
    }
  }
}
