import Foundation
import PlumbUI
import Testing

/// The iOS 15 alert forms with a `Text` title and with `presenting:` data (docs/layout-rules.md §9).
@MainActor
@Suite struct PresentingAlertTests {
  struct Failure: Identifiable { let id = 1; let reason: String }

  struct Screen: View {
    let failure: Failure?
    let textTitle: Bool
    var body: some View {
      Group {
        if textTitle {
          Text("Base").alert(Text("Reset all?"), isPresented: .constant(true)) {
            Button("Reset", role: .destructive) {}
          } message: { Text("This cannot be undone.") }
        } else {
          Text("Base").alert("Upload failed", isPresented: .constant(true), presenting: failure) { f in
            Button("Retry \(f.id)") {}
          } message: { f in Text(f.reason) }
        }
      }
    }
  }

  func texts(_ view: Screen) -> [String] {
    ViewHost(view, device: .iPhone14).layoutSnapshot.root.flattened.map(\.name).filter { $0.hasPrefix("Text(") }
  }

  @Test func aTextTitleIsDrawnWithItsButtonsAndMessage() {
    let t = texts(Screen(failure: nil, textTitle: true))
    #expect(t.contains("Text(\"Reset all?\")") && t.contains("Text(\"Reset\")") && t.contains("Text(\"This cannot be undone.\")"), "\(t)")
  }

  @Test func presentingDataFeedsTheActionsAndMessage() {
    let t = texts(Screen(failure: Failure(reason: "No network"), textTitle: false))
    #expect(t.contains("Text(\"Upload failed\")") && t.contains("Text(\"Retry 1\")") && t.contains("Text(\"No network\")"), "\(t)")
  }

  @Test func nilDataShowsNoAlertEvenWhilePresented() {
    let t = texts(Screen(failure: nil, textTitle: false))
    #expect(t == ["Text(\"Base\")"], "\(t)")
  }
}
