import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// iOS 17's `ShapeView`: a filled shape can be filled or stroked again, each paint drawn over the
/// last (docs/compatibility/graphics.md, "Paths and shapes").
@Suite struct ShapeViewChainingTests {
  @Test @MainActor func strokeIsDrawnOverTheFill() async throws {
    let view = Circle()
      .fill(Color(red: 1, green: 0, blue: 0))
      .stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 6)
      .frame(width: 40, height: 40)
    let r = try await renderView(view, options: ViewRenderOptions(device: .custom(width: 40, height: 40, scale: 1)))
    let centre = r.image[20, 20]
    #expect(centre.r > 240 && centre.g < 15 && centre.b < 15, "the fill: \(centre)")
    // The stroke straddles the outline: at the top of the circle, 1 pt inside it, it is blue.
    let edge = r.image[20, 1]
    #expect(edge.b > 240 && edge.r < 15, "the stroke over the fill: \(edge)")
  }

  @Test @MainActor func strokeBorderStaysInsideAndASecondFillCovers() async throws {
    let view = Rectangle()
      .fill(Color(red: 1, green: 0, blue: 0))
      .fill(Color(red: 0, green: 1, blue: 0))
      .strokeBorder(Color(red: 0, green: 0, blue: 1), lineWidth: 4)
      .frame(width: 40, height: 40)
    let r = try await renderView(view, options: ViewRenderOptions(device: .custom(width: 40, height: 40, scale: 1)))
    let centre = r.image[20, 20], border = r.image[1, 20]
    #expect(centre.g > 240 && centre.r < 15, "the second fill covers the first: \(centre)")
    #expect(border.b > 240 && border.g < 15, "the border inside the frame: \(border)")
  }
}
