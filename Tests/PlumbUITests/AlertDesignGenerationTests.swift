import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbUI
import Testing

/// iOS 26's alert, checked against an iOS 26 simulator reference (Amakaflow/amakaflow-ios-app's
/// "Delete from Library?", docs/design-generations.md, "Alerts"): a 320-pt box with the title and
/// message at the leading edge, 48-pt capsule buttons side by side, Cancel first; iOS 18's keeps
/// its 270-pt box with centred text and 44-pt rows.
@MainActor
@Suite struct AlertDesignGenerationTests {
  struct Confirm: View {
    var body: some View {
      Color.black.ignoresSafeArea()
        .alert("Delete from Library?", isPresented: .constant(true)) {
          Button("Delete", role: .destructive) {}
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("“Why zone two still matters” will be removed. You can import it again later.")
        }
    }
  }

  func render(_ generation: DesignGeneration) async throws -> LayoutSnapshot {
    let options = ViewRenderOptions(device: .iPhone17Pro, traits: RenderTraits(colorScheme: .dark, designGeneration: generation))
    return try #require(try await ScreenRenderer.render(Confirm(), options: options).layout)
  }

  func frame(_ layout: LayoutSnapshot, _ name: String) -> CGRect? {
    layout.root.flattened.first { $0.name == name }?.frame
  }

  @Test func iOS26AlertHasCapsulesAndLeadingText() async throws {
    let layout = try await render(.iOS26)
    let title = try #require(frame(layout, "Text(\"Delete from Library?\")"))
    // The box is 320 wide on a 402-pt screen: 41 pt from each side (measured 41.0–360.7).
    #expect(abs(title.minX - 71) < 0.01, "title at the leading edge, 30 pt in: \(title)")
    let buttons = layout.root.flattened.filter { $0.name == "Capsule" }.map(\.frame).sorted { $0.minX < $1.minX }
    try #require(buttons.count == 2)
    #expect(buttons.allSatisfy { abs($0.height - 48) < 0.01 && abs($0.width - 140) < 0.01 }, "\(buttons)")
    #expect(abs(buttons[0].minX - 57) < 0.01 && abs(buttons[1].minX - buttons[0].maxX - 8) < 0.01)
    let cancel = try #require(frame(layout, "Text(\"Cancel\")"))
    #expect(cancel.midX < buttons[0].maxX, "Cancel leads")
    // Title baseline 37.7 below the box's top, buttons 15.3 above its bottom: measured 191.7 tall
    // with a three-line message (iOS's lines are 20 pt, the bundled face's 20.33).
    let box = (buttons[0].maxY + 15.33) - (title.minY - 21.5)
    #expect(abs(box - 191.67) < 2, "\(box)")
    // Centred in the safe area (62 to 840 pt): measured 354.7 to 546.3.
    #expect(abs((title.minY - 21.5 + box / 2) - 451) < 0.5, "\(title)")
  }

  @Test func iOS18AlertKeepsItsBox() async throws {
    let layout = try await render(.iOS18)
    let title = try #require(frame(layout, "Text(\"Delete from Library?\")"))
    #expect(abs(title.midX - 201) < 0.5, "centred: \(title)")
    #expect(layout.root.flattened.filter { $0.name == "Capsule" }.isEmpty, "no capsules in iOS 18's alert")
  }

  @Test func goldensInBothGenerations() async {
    await assertGolden(of: Confirm(), as: .image(device: .iPhone17Pro).variants([.dark, .design(.iOS26) + .dark, .design(.iOS26)]),
                       named: "delete-confirm")
  }
}
