import Foundation
import PlumbGraphics
import PlumbUI
import Testing
@testable import PlumbTesting

/// `.at(_:)` picks the moment of a still (docs/time.md, "A picture at a moment"): the main-queue
/// clock runs to it, so work scheduled before it is in the picture and later work is not, and
/// the golden is named to the millisecond (`name.at150ms.png`).
@Suite struct MomentVariantTests {
  struct Loading: View {
    @State private var phase = "Waiting…"
    var body: some View {
      Text(phase)
        .frame(width: 120, height: 30)
        .onAppear {
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { phase = "Loaded" }
          DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { phase = "Refreshed" }
        }
    }
  }

  @Test func theNameCarriesTheMomentAndReadsBack() {
    #expect(Variant.at(.milliseconds(1500)).nameSuffix == "at1500ms")
    #expect((Variant.dark + .at(.seconds(0.15))).nameSuffix == "dark.at150ms")
    let parsed = Variant.parse(suffix: "dark.at150ms")
    #expect(parsed?.variant.time == 0.15 && parsed?.variant.traits.colorScheme == .dark)
    #expect(Variant.firstCollision(in: [.at(.milliseconds(100)), .at(.milliseconds(100))]) != nil)
  }

  @Test @MainActor func eachMomentShowsTheWorkDueByThen() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-moment-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    // Recording reports each new golden as an issue, so that someone looks at it.
    await withKnownIssue {
      await assertGolden(of: Loading(), variants: [.at(.milliseconds(100)), .at(.milliseconds(500)), .standard],
                         named: "loading", device: .custom(width: 140, height: 40, scale: 1), record: .missing,
                         goldensDirectory: root)
    }
    let folder = root + "/MomentVariant"
    func layout(_ file: String) throws -> String {
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(file).layout.json")), as: UTF8.self)
    }
    #expect(try layout("loading.at100ms").contains("Waiting"))
    #expect(try layout("loading.at500ms").contains("Loaded"))
    #expect(try layout("loading").contains("Refreshed"), "a still without a moment lets the 2 s horizon pass")
  }
}
