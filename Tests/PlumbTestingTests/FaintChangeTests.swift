import Foundation
import PlumbGraphics
import PlumbUI
import Testing
@testable import PlumbTesting

/// A change whose pixels stay under the colour threshold still fails when the layout says views
/// changed: a pale card that grows with its padding (10 % blue on white is under pixelmatch's 0.1)
/// is a regression, not rendering noise (docs/layout-diff.md, "Faint changes"). Pixels under the
/// threshold with an unchanged layout still pass.
@Suite struct FaintChangeTests {
  struct Card: View {
    var padding: CGFloat
    var fill: Color = .blue.opacity(0.1)
    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        Text("Kriplaney").font(.headline)
        Text("Opens at nine").font(.subheadline)
      }
      .padding(padding)
      .background(fill, in: RoundedRectangle(cornerRadius: 12))
    }
  }

  @Test @MainActor func aPaleCardThatGrowsFailsAndNamesThePadding() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-faint-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let device = Device.custom(width: 240, height: 160, scale: 2)
    func verify(_ card: Card, _ mode: RecordMode) async throws -> GoldenFailure? {
      let r = try await renderView(card, options: ViewRenderOptions(device: device))
      return withGoldenConfiguration(artifactsDirectory: root + "/artifacts") {
        verifyGolden(of: { r }, named: "card", record: mode, goldensDirectory: root + "/Goldens", suite: "Faint")
      }
    }
    #expect(try await verify(Card(padding: 16), .missing)?.kind == .recorded)
    #expect(try await verify(Card(padding: 16), .never) == nil)
    // The text stays centred: only the pale fill grows, 4 pt on each side.
    let failure = try #require(try await verify(Card(padding: 20), .never))
    #expect(failure.kind == .mismatch)
    let lines = failure.message.split(separator: "\n").map(String.init)
    #expect(lines.count > 2 && lines[1].contains("padding 16 → 20"), "\(failure.message)")
    #expect(failure.message.contains("faint change"), "\(failure.message)")
    #expect(failure.message.contains("Pixels: ") && !failure.message.contains("Pixels: 0 differ"), "\(failure.message)")
    // A paler fill of the same size is a colour change the sidecar records: it fails too.
    #expect(try await verify(Card(padding: 16, fill: .blue.opacity(0.08)), .never)?.kind == .mismatch)
  }

  @Test @MainActor func pixelsUnderTheThresholdWithTheSameLayoutPass() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-faint-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let device = Device.custom(width: 40, height: 40, scale: 1)
    let golden = try await renderView(Color.white.frame(width: 20, height: 20), options: ViewRenderOptions(device: device))
    // The same layout, its pixels nudged by one level: noise a library update could make.
    var pixels = golden.image.pixels
    for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i] == 255 { pixels[i] = 254 }
    let nudged = Rendering(image: RGBAImage(width: golden.image.width, height: golden.image.height, pixels: pixels),
                           layout: golden.layout, scale: golden.scale)
    let goldens = root + "/Goldens"
    #expect(verifyGolden(of: { golden }, named: "white", record: .missing, goldensDirectory: goldens, suite: "Faint")?.kind == .recorded)
    #expect(verifyGolden(of: { nudged }, named: "white", record: .never, goldensDirectory: goldens, suite: "Faint") == nil)
  }
}
