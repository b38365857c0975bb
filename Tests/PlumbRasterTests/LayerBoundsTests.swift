import Foundation
import PlumbGraphics
import PlumbText
import Testing

@testable import PlumbRaster

/// Opacity layers are clipped to the box their children can reach (`DeviceBounds`). For real
/// fonts that box is an estimate, so check that no ink is lost: text drawn in a layer must cover
/// every pixel the same text covers without one.
@Suite struct LayerBoundsTests {
  @Test(arguments: ["Åpfel ÉÎÕ gjpqy", "国际化 テスト 한국어", "Wwmm ||| ___ ‾‾‾", "ffi fl ŧ ǅ ẞ", "{[(@#%&)]}"])
  func textInALayerLosesNoInk(_ text: String) throws {
    let canvas = Canvas(size: CGSize(width: 200, height: 90), scale: 2, background: nil)
    for (size, skew) in [(28.0, 0.0), (40, 0.25)] {
      let layout = TextEngine().layout(text, style: TextLayoutStyle(font: FontDescriptor(size: size, weight: 900)),
                                       proposedWidth: nil, proposedHeight: nil)
      let runs: [DisplayItem] = layout.runs.map { var r = $0; r.obliqueSkew = skew; r.color = .black; return .glyphs(r) }
      let placed = DisplayGroup(items: runs, transform: .translation(x: 10, y: 15))
      var layered = placed
      layered.opacity = 0.999
      let plain = try Rasterizer().rendering(DisplayList([.group(placed)]), on: canvas)
      let faded = try Rasterizer().rendering(DisplayList([.group(layered)]), on: canvas)
      var inked = 0, lost = 0
      for i in stride(from: 3, to: plain.pixels.count, by: 4) where plain.pixels[i] > 0 {
        inked += 1
        if faded.pixels[i] == 0 { lost += 1 }
      }
      #expect(inked > 0, "\(text) drew nothing")
      #expect(lost == 0, "\(text) at \(size) pt, skew \(skew): \(lost) of \(inked) inked pixels lost in the layer")
    }
  }
}
