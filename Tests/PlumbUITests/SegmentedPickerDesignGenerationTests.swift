import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbUI
import Testing

/// iOS 26's segmented picker, checked against iOS 26 simulator references (docs/design-generations.md,
/// "Segmented pickers"; vscarpenter/gsd-iosapp's 7d/30d/90d picker, 170 × 32 pt): a capsule track
/// and a capsule thumb 2 pt inside it; iOS 18 keeps its 9-pt and 7-pt corners.
@MainActor
@Suite struct SegmentedPickerDesignGenerationTests {
  struct Range: View {
    @State var days = 30
    var body: some View {
      Picker("Range", selection: $days) {
        Text("7d").tag(7)
        Text("30d").tag(30)
        Text("90d").tag(90)
      }
      .pickerStyle(.segmented)
      .frame(width: 170)
    }
  }

  func render(_ generation: DesignGeneration) async throws -> (RGBAImage, CGRect) {
    let options = ViewRenderOptions(device: .iPhone14, traits: RenderTraits(designGeneration: generation))
    let r = try await ScreenRenderer.render(Range(), options: options)
    let frame = try #require(r.layout?.root.flattened.first { $0.name == "Picker(segmented)" }?.frame)
    return (r.image, frame)
  }

  func grey(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat) -> Int {
    let p = image[Int(x * 3), Int(y * 3)]
    return (Int(p.r) + Int(p.g) + Int(p.b)) / 3
  }

  @Test func iOS26DrawsCapsules() async throws {
    let (image, f) = try await render(.iOS26)
    #expect(f.height == 32 && f.width == 170)
    // 3 pt in from the corner is outside a 16-pt-radius capsule, inside iOS 18's 9-pt corner.
    #expect(grey(image, f.minX + 3, f.minY + 3) == 255)
    #expect(grey(image, f.minX + 1, f.midY) < 245, "the track")
    // The thumb of the middle segment: white, a capsule 2 pt inside the track.
    let segment = f.width / 3
    #expect(grey(image, f.minX + segment + 20, f.midY - 8) == 255, "the thumb")
    #expect(grey(image, f.minX + segment + 3, f.minY + 3.5) < 245, "the track shows at the thumb's rounded corner")
    let (old, g) = try await render(.iOS18)
    #expect(grey(old, g.minX + 3, g.minY + 3) < 245, "iOS 18's 9-pt corner covers it")
  }
}
