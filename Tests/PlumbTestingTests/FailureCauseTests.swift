import Foundation
import Testing
import PlumbDiff
import PlumbGraphics
@testable import PlumbUI

/// A layout failure leads with its most specific cause: the view, the property, old → new, and what
/// it did to the rest (docs/layout-diff.md, "The first line"). Each case is one typical edit of a
/// small contacts screen, rendered before and after as `swift test` renders a golden.
@MainActor @Suite struct FailureCauseTests {
  /// The knobs one edit turns.
  struct Knobs {
    var rowPadding: CGFloat = 16
    var listSpacing: CGFloat = 8
    var nameFont: Font = .body
    var avatarSize: CGFloat = 40
    var alignment: HorizontalAlignment = .leading
    var names = ["Kriplaney", "Okafor", "Lindqvist", "Tanaka"]
    var accent: Color = .blue
    var badgeHeight: CGFloat = 20
    var rowSpacing: CGFloat = 12
    var titleOffset: CGFloat = 0
    var titleLines: Int? = nil
    var headerFill: Color = .gray
  }

  struct Screen: View {
    let k: Knobs
    var body: some View {
      VStack(alignment: k.alignment, spacing: k.listSpacing) {
        Rectangle().fill(k.headerFill).frame(height: 30)
        Text("Contacts").font(.title).lineLimit(k.titleLines).offset(x: k.titleOffset)
        ForEach(k.names, id: \.self) { name in
          HStack(spacing: k.rowSpacing) {
            Circle().fill(k.accent).frame(width: k.avatarSize, height: k.avatarSize)
            Text(name).font(k.nameFont)
          }
          .padding(k.rowPadding)
        }
        Capsule().fill(k.accent).frame(width: 60, height: k.badgeHeight)
      }
    }
  }

  static let device = Device.custom(width: 390, height: 700, scale: 2)

  func cause(_ edit: (inout Knobs) -> Void) -> String {
    var k = Knobs()
    let before = ViewHost(Screen(k: k), device: Self.device).layoutSnapshot
    edit(&k)
    let after = ViewHost(Screen(k: k), device: Self.device).layoutSnapshot
    return LayoutDiff.comparison(before, after).cause ?? "(none)"
  }

  @Test func padding() {
    // Every row grows by 8 pt, so the views below each move further than the one before.
    let line = cause { $0.rowPadding = 20 }
    #expect(line.hasPrefix(#"HStack with Text("Kriplaney") (padding): padding 16 → 20 (and 3 more views the same way); "#
      + "175.8×72 → 183.8×80 pt; "), "\(line)")
  }

  @Test func stackSpacing() {
    let line = cause { $0.listSpacing = 12 }
    #expect(line.hasPrefix("VStack with Text(\"Contacts\"): spacing 8 → 12"), "\(line)")
  }

  @Test func font() {
    let line = cause { $0.nameFont = .headline }
    #expect(line.hasPrefix(#"Text("Kriplaney"): font 17 pt regular → 17 pt semibold"#), "\(line)")
    #expect(line.contains("(and 3 more views the same way)"), "\(line)")
  }

  @Test func frameWidth() {
    let line = cause { $0.avatarSize = 44 }
    #expect(line.hasPrefix("Circle (frame): height 40 → 44, width 40 → 44 (and 3 more views the same way); 40×40 → 44×44 pt"), "\(line)")
  }

  @Test func alignment() {
    let line = cause { $0.alignment = .trailing }
    #expect(line.hasPrefix("VStack with Text(\"Contacts\"): alignment leading → trailing"), "\(line)")
  }

  @Test func aRowAdded() {
    let line = cause { $0.names.insert("Abara", at: 1) }
    #expect(line.hasPrefix(#"HStack with Text("Abara") (padding) added"#), "\(line)")
    // The VStack is centred: it grows by a row and its spacing (80 pt), so the rows below move 40.
    #expect(line.contains("; pushes 4 views down by 40 pt"), "\(line)")
  }

  @Test func aRowRemoved() {
    let line = cause { $0.names.removeLast() }
    #expect(line.hasPrefix(#"HStack with Text("Tanaka") (padding) removed"#), "\(line)")
  }

  @Test func aColour() {
    let line = cause { $0.accent = .red }
    #expect(line.hasPrefix("Circle: fill #007AFF → #FF3B30"), "\(line)")
  }

  @Test func aFrameHeight() {
    let line = cause { $0.badgeHeight = 28 }
    #expect(line.hasPrefix("Capsule (frame): height 20 → 28"), "\(line)")
  }

  @Test func innerSpacing() {
    let line = cause { $0.rowSpacing = 20 }
    #expect(line.hasPrefix(#"HStack with Text("Kriplaney"): spacing 12 → 20"#), "\(line)")
  }

  @Test func anOffset() {
    let line = cause { $0.titleOffset = 10 }
    #expect(line.hasPrefix(#"Text("Contacts") (offset): offset x 0, y 0 → x 10, y 0"#), "\(line)")
  }

  @Test func aLineLimit() {
    let line = cause { $0.titleLines = 1 }
    #expect(line.hasPrefix(#"Text("Contacts"): lineLimit none → 1"#), "\(line)")
  }

  @Test func aBackgroundFill() {
    let line = cause { $0.headerFill = .black }
    #expect(line.hasPrefix("Rectangle: fill "), "\(line)")
  }

  @Test func nothingChangedIsNoCause() {
    #expect(cause { _ in } == "(none)")
  }
}
