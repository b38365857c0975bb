import Foundation
import Testing
import PlumbGraphics
@testable import PlumbDiff

/// Models with `let id = UUID()` get new ids every run: the layout diff matches such ids by
/// position, says so, and keeps identity matching for ids that are stable (docs/layout-diff.md).
@Suite struct UnstableIdentityDiffTests {
  /// A list of `ids.count` rows (row + its label), 44 pt apart, as ForEach(items) lays them out.
  private func list(_ ids: [String], labelWidth: (Int) -> Double = { _ in 120 }) -> LayoutSnapshot {
    let rows = ids.enumerated().map { i, id in
      LayoutNode(name: "Row", identity: "List/ForEach/#\(id)/Row", frame: CGRect(x: 0, y: 100 + 44 * Double(i), width: 390, height: 44),
                 children: [LayoutNode(name: "Text(\"Item \(i)\")", identity: "List/ForEach/#\(id)/Row/Text",
                                       frame: CGRect(x: 16, y: 112 + 44 * Double(i), width: labelWidth(i), height: 20))])
    }
    return LayoutSnapshot(screenSize: CGSize(width: 390, height: 844), scale: 3, safeAreaInsets: [:],
                          root: LayoutNode(name: "Root", identity: "Root", frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                           children: [LayoutNode(name: "List", identity: "List", frame: CGRect(x: 0, y: 100, width: 390, height: 528), children: rows)]))
  }

  private let run1 = (0..<12).map { _ in UUID().uuidString }
  private let run2 = (0..<12).map { _ in UUID().uuidString }

  @Test func freshUUIDsWithTheSameLayoutAreNoChange() {
    let c = LayoutDiff.comparison(list(run1), list(run2))
    #expect(c.changes.isEmpty, "\(c.changes)")
    #expect(c.positionallyMatched == 12)
    #expect(c.positionalNote?.contains("12 view ids differ between runs") == true)
  }

  @Test func aRealOneLineChangeIsOneLineNotTwentyFour() {
    let c = LayoutDiff.comparison(list(run1), list(run2, labelWidth: { $0 == 3 ? 150 : 120 }))
    #expect(c.changes.map(\.description) == ["Text(\"Item 3\") resized 120×20 → 150×20, Δw=+30"])
    // Before: matched by identity, every row was removed and added again.
    let byIdentity = LayoutDiff.compare(list(run1), list(run1.map { $0 + "x" }))
    #expect(byIdentity.isEmpty, "one side's ids all differ: positional as well")
  }

  @Test func stableIDsStillMatchByIdentity() {
    let names = ["alpha", "beta", "gamma"]
    // Swapping two stable rows is two moves, found by id (positional matching would see nothing).
    let c = LayoutDiff.comparison(list(names), list(["beta", "alpha", "gamma"]))
    #expect(c.positionallyMatched == 0)
    #expect(c.positionalNote == nil)
    #expect(c.changes.map(\.name) == ["Row", "Row"])
    #expect(c.changes.allSatisfy { $0.kind == .moved })
    // A removed stable row is a removal of that row, not of the last position.
    let removed = LayoutDiff.comparison(list(names), list(["alpha", "gamma"]))
    #expect(removed.changes.first?.kind == .removed)
    #expect(removed.changes.first?.identity == "List/ForEach/#beta/Row")
  }

  @Test func longListsEndWithHowManyMore() {
    let c = LayoutDiff.comparison(list(run1), list(run2, labelWidth: { 100 + Double($0) }))
    let lines = c.lines(limit: 5)
    #expect(c.changes.count == 12)
    // The cause first (a resized label), then five changes, the count of the rest, the note.
    #expect(lines.count == 8)
    #expect(c.cause.map { lines[0] == "  " + $0 } == true)
    #expect(lines[6] == "  … 7 more")
    #expect(lines[7].contains("matched by position"))
  }
}
