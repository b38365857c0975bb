import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbUI
import Testing

/// The bordered button looks in iOS 26's design, checked against iOS 26 simulator references
/// (docs/design-generations.md, "Buttons"): a capsule by default, `.bordered` filled with the
/// secondary system fill, (233, 233, 235) over white, under a tinted label, 7 pt above and below
/// the label; iOS 18's design keeps its 6-pt corners and the tint at 15 %.
@MainActor
@Suite struct ButtonDesignGenerationTests {
  struct Buttons: View {
    var body: some View {
      VStack(spacing: 10) {
        Button("Reset Filter") {}.buttonStyle(.borderedProminent)
        Button("Load Demo Data") {}.buttonStyle(.bordered)
        Button("Square") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle)
      }
    }
  }

  func render(_ generation: DesignGeneration) async throws -> (Rendering, [CGRect]) {
    let options = ViewRenderOptions(device: .iPhone14, traits: RenderTraits(designGeneration: generation))
    let r = try await ScreenRenderer.render(Buttons(), options: options)
    let layout = try #require(r.layout)
    return (r, layout.root.flattened.filter { $0.name == "Button" }.map(\.frame))
  }

  func pixel(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat) -> (Int, Int, Int) {
    let p = image[Int((x * 3).rounded(.down)), Int((y * 3).rounded(.down))]
    return (Int(p.r), Int(p.g), Int(p.b))
  }

  /// White or nearly (an anti-aliased edge pixel at most).
  func isBackground(_ p: (Int, Int, Int)) -> Bool { p.0 > 235 && p.1 > 235 && p.2 > 235 }

  @Test func iOS26DrawsCapsulesAndAGreyBorderedFill() async throws {
    let (r, frames) = try await render(.iOS26)
    try #require(frames.count == 3, "\(frames)")
    let prominent = frames[0], bordered = frames[1], square = frames[2]
    // A label line of body text (20.33 pt) and 7 pt above and below it, 12 pt on each side.
    #expect(abs(prominent.height - 34.33) < 0.1, "\(prominent)")
    let title = try #require(r.layout?.root.flattened.first { $0.name == "Text(\"Reset Filter\")" }?.frame)
    #expect(abs(prominent.width - title.width - 24) < 0.01)
    // Capsule: 2 pt in from a corner is outside the shape, on the middle line it is filled.
    #expect(isBackground(pixel(r.image, prominent.minX + 2, prominent.minY + 2)))
    #expect(pixel(r.image, prominent.minX + 1, prominent.midY) == (0, 136, 255))
    #expect(isBackground(pixel(r.image, bordered.minX + 2, bordered.minY + 2)))
    let grey = pixel(r.image, bordered.minX + 8, bordered.midY)
    #expect(abs(grey.0 - 233) <= 1 && abs(grey.1 - 233) <= 1 && abs(grey.2 - 235) <= 1, "\(grey)")
    // An explicit rounded rectangle keeps its corners.
    #expect(!isBackground(pixel(r.image, square.minX + 2, square.minY + 2)))
  }

  @Test func iOS18KeepsRoundedRectanglesAndATintedFill() async throws {
    let (r, frames) = try await render(.iOS18)
    try #require(frames.count == 3, "\(frames)")
    let prominent = frames[0], bordered = frames[1]
    #expect(abs(prominent.height - 34.33) < 0.1, "\(prominent)")
    #expect(!isBackground(pixel(r.image, prominent.minX + 2, prominent.minY + 2)))
    let tinted = pixel(r.image, bordered.minX + 8, bordered.midY)
    #expect(tinted.2 > tinted.0 + 10, "the tint at 15 %: \(tinted)")
  }
}
