import Foundation
import PlumbUI
import XCTest

private struct AlertScreen: View {
  var dialog = false
  var threeButtons = false
  @State private var shown = true
  @State private var log = "none"

  var body: some View {
    Text("Last: \(log)")
      .id("log")
      .alert("Discard changes?", isPresented: dialog ? .constant(false) : $shown) {
        Button("Discard", role: .destructive) { log = "discard" }
        Button("Keep", role: .cancel) { log = "keep" }
        if threeButtons { Button("Save") { log = "save" } }
      } message: {
        Text("Your edits will be lost.")
      }
      .confirmationDialog("Discard changes?", isPresented: dialog ? $shown : .constant(false), titleVisibility: .visible) {
        Button("Discard Changes", role: .destructive) { log = "discard" }
      }
  }
}

final class PresentationAlertTests: XCTestCase {
  /// §9: an alert is 270 wide, centred on the screen, in the alert layer, with two buttons side
  /// by side (Cancel leading) in a 44-pt row.
  func testAlertBox() { onMain {
    let s = layout(AlertScreen())
    let box = try XCTUnwrap(s.frame("alertBox"))
    XCTAssertEqual(box.width, 270)
    XCTAssertEqual(box.midX, 195, accuracy: 1e-9)
    XCTAssertEqual(box.midY, 422, accuracy: 1e-9)
    let nodes = s.root.flattened
    XCTAssertEqual(nodes.first { $0.explicitID == "alertBox" }?.layer, .alert)
    let keep = try XCTUnwrap(nodes.first { $0.name == "Text(\"Keep\")" }?.frame)
    let discard = try XCTUnwrap(nodes.first { $0.name == "Text(\"Discard\")" }?.frame)
    XCTAssertLessThan(keep.midX, discard.midX, "Cancel on the leading side")
    XCTAssertEqual(keep.midY, discard.midY, accuracy: 1e-9)
    XCTAssertEqual(box.maxY - keep.midY, 22, accuracy: 0.01, "centred in the 44-pt row at the bottom")
  } }

  /// Three buttons stack, Cancel last.
  func testThreeButtonsStack() { onMain {
    let s = layout(AlertScreen(threeButtons: true))
    let nodes = s.root.flattened
    let ys = ["Discard", "Save", "Keep"].map { t in nodes.first { $0.name == "Text(\"\(t)\")" }?.frame.midY ?? 0 }
    XCTAssertEqual(ys, ys.sorted())
    XCTAssertEqual(ys[1] - ys[0], 44 + 1.0 / 3, accuracy: 0.01, "44-pt rows with a hairline between")
  } }

  /// Tapping a button runs its action and dismisses the alert.
  func testTapRunsTheActionAndDismisses() { onMain {
    let host = ViewHost(AlertScreen())
    let discard = try XCTUnwrap(host.layoutSnapshot.root.flattened.first { $0.name == "Text(\"Discard\")" }?.frame)
    try host.tap(at: CGPoint(x: discard.midX, y: discard.midY))
    try host.settle()
    XCTAssertNil(host.layoutSnapshot.frame("alertBox"))
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(\"Last: discard\")").count, 1)
  } }

  /// §9: a confirmation dialog is screen − 16 wide, its bottom on the safe-area bottom, with a
  /// Cancel added in its own group below; tapping outside cancels.
  func testConfirmationDialog() { onMain {
    let host = ViewHost(AlertScreen(dialog: true))
    let s = host.layoutSnapshot
    let box = try XCTUnwrap(s.frame("dialogBox"))
    XCTAssertEqual(box.width, 390)
    let nodes = s.root.flattened
    let cancel = try XCTUnwrap(nodes.first { $0.name == "Text(\"Cancel\")" }?.frame)
    let discard = try XCTUnwrap(nodes.first { $0.name == "Text(\"Discard Changes\")" }?.frame)
    XCTAssertEqual(cancel.midY, 810 - 28.5, accuracy: 0.01, "a 57-pt Cancel row on the safe-area bottom")
    XCTAssertEqual(cancel.midY - discard.midY, 57 + 8, accuracy: 0.01)
    XCTAssertNotNil(nodes.first { $0.name == "Text(\"Discard changes?\")" }, "the title is visible")
    try host.tap(at: CGPoint(x: 195, y: 200))
    try host.settle()
    XCTAssertNil(host.layoutSnapshot.frame("dialogBox"))
  } }
}

private struct LegacyScreen: View {
  var sheet = false
  @State private var shown = true
  @State private var log = "none"
  var body: some View {
    Text("Last: \(log)")
      .alert(isPresented: sheet ? .constant(false) : $shown) {
        Alert(title: Text("Delete?"), message: Text("This cannot be undone."),
              primaryButton: .destructive(Text("Delete")) { log = "delete" }, secondaryButton: .cancel())
      }
      .actionSheet(isPresented: sheet ? $shown : .constant(false)) {
        ActionSheet(title: Text("Photo"), buttons: [.default(Text("Take Photo")), .default(Text("Choose")), .cancel()])
      }
  }
}

final class PresentationLegacyAlertTests: XCTestCase {
  /// The pre-iOS 15 `Alert` and `ActionSheet` use the same looks; the cancel button leads.
  func testLegacyAlertAndActionSheet() { onMain {
    let host = ViewHost(LegacyScreen())
    let nodes = host.layoutSnapshot.root.flattened
    XCTAssertEqual(host.layoutSnapshot.frame("alertBox")?.width, 270)
    let cancel = try XCTUnwrap(nodes.first { $0.name == "Text(\"Cancel\")" }?.frame)
    let delete = try XCTUnwrap(nodes.first { $0.name == "Text(\"Delete\")" }?.frame)
    XCTAssertLessThan(cancel.midX, delete.midX)
    try host.tap(at: CGPoint(x: delete.midX, y: delete.midY))
    try host.settle()
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(\"Last: delete\")").count, 1)
    XCTAssertNil(host.layoutSnapshot.frame("alertBox"))

    let s = layout(LegacyScreen(sheet: true))
    XCTAssertNotNil(s.frame("dialogBox"))
    let rows = ["Take Photo", "Choose", "Cancel"].map { t in s.root.flattened.first { $0.name == "Text(\"\(t)\")" }?.frame.midY ?? 0 }
    XCTAssertEqual(rows, rows.sorted())
    XCTAssertEqual(rows[2] - rows[1], 57 + 8, accuracy: 0.01)
  } }
}
