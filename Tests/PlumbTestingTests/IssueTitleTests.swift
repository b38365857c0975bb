import Foundation
import PlumbGraphics
import PlumbUI
import Testing
@testable import PlumbTesting

/// Under Swift Testing a golden's failure is titled with the golden and its most specific cause
/// (docs/layout-diff.md, "The first line"), not "Issue recorded": the issue carries a `GoldenIssue`
/// whose description is that title, and the whole message as its comment.
@Suite struct IssueTitleTests {
  struct Card: View {
    var padding: CGFloat
    var body: some View {
      Text("Kriplaney").padding(padding).background(Color.blue, in: RoundedRectangle(cornerRadius: 8))
    }
  }

  @Test @MainActor func aMismatchIsTitledWithTheGoldenAndTheCause() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-title-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let device = Device.custom(width: 200, height: 80, scale: 1)
    await withKnownIssue {
      await assertGolden(of: Card(padding: 16), named: "card", device: device, record: .missing, goldensDirectory: root)
    } matching: { issue in
      (issue.error as? GoldenIssue)?.title.hasPrefix("No golden existed; recorded") == true
    }
    await withKnownIssue {
      await assertGolden(of: Card(padding: 20), named: "card", device: device, record: .never, goldensDirectory: root)
    } matching: { issue in
      guard let failure = issue.error as? GoldenIssue else { return false }
      return failure.title.hasPrefix("Golden mismatch: ") && failure.title.contains("padding 16 → 20")
        && issue.comments.contains { $0.rawValue.hasPrefix("Golden mismatch: ") && $0.rawValue.contains("Pixels:") }
    }
  }

  @Test func theTitleTakesTheCauseLineOnlyAfterAMismatch() {
    let mismatch = GoldenIssue("Golden mismatch: Goldens/S/a.png\nText(\"A\"): font 17 → 20\n  Layout changes (1):")
    #expect(mismatch.title == "Golden mismatch: Goldens/S/a.png — Text(\"A\"): font 17 → 20")
    let recorded = GoldenIssue("No golden existed; recorded x.png\n  Look at it")
    #expect(recorded.title == "No golden existed; recorded x.png")
    #expect(GoldenIssue("Golden mismatch: a.png\n  Layout changes (1):").title == "Golden mismatch: a.png")
  }
}
