import Foundation
import PlumbGraphics
import PlumbText
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

  /// Real-font glyph runs go through cairo-ft and shared font caches: still the same bytes when
  /// two threads draw them at once, and the same as drawn alone.
  @Test func realTextIsByteIdenticalAcrossConcurrentRenders() async {
    let layout = TextEngine().layout("Plumbline draws the same pixels, every time. 0123456789",
                                     style: TextLayoutStyle(font: FontDescriptor(size: 13)),
                                     proposedWidth: 110, proposedHeight: nil)
    #expect(!layout.runs.isEmpty)
    let list = DisplayList([
      .group(DisplayGroup(items: layout.runs.map { var r = $0; r.color = SampleLists.ink; return .glyphs(r) },
                          transform: .translation(x: 5, y: 5),
                          shadow: Shadow(radius: 2, offset: CGSize(width: 0, height: 1)))),
    ])
    let canvas = Canvas(size: CGSize(width: 120, height: 80), scale: 2)
    let reference = Rasterizer().render(list, on: canvas)
    #expect(reference.pixels.contains { $0 < 128 }, "the text drew nothing")
    for _ in 0..<5 {
      async let a = Task.detached { Rasterizer().render(list, on: canvas) }.value
      async let b = Task.detached { Rasterizer().render(list, on: canvas) }.value
      let (x, y) = await (a, b)
      #expect(x.pixels == reference.pixels)
      #expect(y.pixels == reference.pixels)
    }
  }
}
