import Foundation
import PlumbTesting
import PlumbUI
import Testing

// Outline groups, tables in compact width, phase and keyframe animators at rest, and the
// modifiers of this batch that warn about what they do not draw.

private struct Node: Identifiable {
  let id: String
  var children: [Node]?
}

private struct Row: Identifiable {
  let id: Int
  let name: String
  let detail: String
}

@Suite struct OutlineTableAndAnimatorTests {
  /// Parents are collapsed disclosure rows (their children are not shown), leaves plain rows.
  @Test @MainActor func anOutlineShowsItsTopLevelCollapsed() async throws {
    let tree = [Node(id: "parent", children: [Node(id: "child", children: nil)]), Node(id: "leaf", children: nil)]
    let host = ViewHost(List(tree, children: \.children) { Text($0.id).id($0.id) }, device: .iPhone14)
    try await host.settle()
    #expect(host.layoutSnapshot.frame("parent") != nil && host.layoutSnapshot.frame("leaf") != nil)
    #expect(host.layoutSnapshot.frame("child") == nil)
  }

  /// In compact width a table is a list of its rows showing the first column only.
  @Test @MainActor func aTableInCompactWidthShowsTheFirstColumn() async throws {
    let rows = [Row(id: 1, name: "first", detail: "one"), Row(id: 2, name: "second", detail: "two")]
    let table = Table(rows) {
      TableColumn("Name") { Text($0.name).id($0.name) }
      TableColumn("Detail") { Text($0.detail).id($0.detail) }
    }
    let host = ViewHost(table, device: .iPhone14)
    try await host.settle()
    #expect(host.layoutSnapshot.frame("first") != nil && host.layoutSnapshot.frame("second") != nil)
    #expect(host.layoutSnapshot.frame("one") == nil)
  }

  /// A trigger-driven phase animator shows its first phase; one without a trigger warns.
  @Test @MainActor func phaseAnimatorsShowTheirFirstPhase() async throws {
    func picture(_ view: some View) async throws -> RGBAImage {
      try await renderView(view.frame(width: 20, height: 20),
                           options: ViewRenderOptions(device: .custom(width: 20, height: 20, scale: 1), background: nil)).image
    }
    let first = try await picture(Color.red.opacity(0.25))
    let animated = try await picture(PhaseAnimator([0.25, 1.0], trigger: 0) { Color.red.opacity($0) })
    #expect(first == animated)
    let warnings = try await RenderWarnings.collecting {
      _ = try await picture(PhaseAnimator([0.25, 1.0]) { Color.red.opacity($0) })
    }.warnings
    #expect(warnings.contains { $0.hasPrefix("PhaseAnimator without a trigger") })
  }

  @Test @MainActor func aKeyframeAnimatorShowsItsInitialValue() async throws {
    let host = ViewHost(KeyframeAnimator(initialValue: 3.0, trigger: 0) { value in Text("v\(Int(value))").id("v\(Int(value))") }
                        keyframes: { _ in KeyframeTrack { LinearKeyframe(5.0, duration: 1) } }, device: .iPhoneSE3)
    try await host.settle()
    #expect(host.layoutSnapshot.frame("v3") != nil)
  }

  @Test @MainActor func undrawnEffectsOfThisBatchWarn() {
    let w = RenderWarnings.collecting {
      _ = ViewHost(VStack {
        List { Section("Header") { Text("row") }.headerProminence(.increased) }
        ContainerRelativeShape().fill(Color.blue).containerShape(RoundedRectangle(cornerRadius: 12))
      }, device: .iPhone14).displayList
    }.warnings
    #expect(w.contains { $0.hasPrefix("headerProminence(.increased)") })
    #expect(w.contains { $0.hasPrefix("containerShape(_:)") })
  }
}

@Suite struct SilentModifierWarningTests {
  /// What iOS draws and Plumbline does not says so; the neutral values stay quiet.
  @Test @MainActor func badgesRedactionAndFontDesignWarnOnlyWhenTheyWouldDraw() {
    func warnings(_ view: some View) -> [String] {
      RenderWarnings.collecting { _ = ViewHost(view, device: .iPhoneSE3).displayList }.warnings
    }
    #expect(warnings(Text("a").badge(0).redacted(reason: []).fontDesign(.default)).isEmpty)
    let w = warnings(Text("a").badge(3).redacted(reason: .placeholder).fontDesign(.rounded))
    #expect(w.contains { $0.hasPrefix("badge(_:)") })
    #expect(!w.contains { $0.hasPrefix("redacted(reason:)") }, "redaction is drawn")
    #expect(w.contains { $0.hasPrefix("fontDesign(_:): text below is drawn in the default design, not .rounded") })
  }
}
