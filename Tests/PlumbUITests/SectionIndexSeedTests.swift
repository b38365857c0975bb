import Foundation
import PlumbUI
import XCTest

// Seed pattern 3, as a SwiftUI project writes it: a sectioned list in ScrollView + LazyVStack
// with a trailing overlay of index buttons that scroll through a ScrollViewProxy, and a drag
// along the index (in the global space) that scrolls to the letter under the finger.

struct ContactSection: Identifiable {
  let letter: String
  let names: [String]
  var id: String { letter }
}

struct SectionIndexScreen: View {
  let sections: [ContactSection]
  /// Each index letter is a caption (12 pt) line with 2 pt spacing.
  static let indexPitch: CGFloat = 14

  var letters: [String] { sections.map(\.letter) }

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(sections) { section in
            Section(header: header(section.letter)) {
              ForEach(section.names, id: \.self) { name in
                Text(name)
                  .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                  .padding(.horizontal)
              }
            }
          }
        }
      }
      .overlay(alignment: .trailing) {
        VStack(spacing: 2) {
          ForEach(letters, id: \.self) { letter in
            Button(letter) { proxy.scrollTo(letter, anchor: .top) }
              .font(.caption)
          }
        }
        .padding(.trailing, 4)
        .gesture(
          DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .onChanged { value in
              let count = CGFloat(letters.count)
              let top = 47 + (763 - (count * Self.indexPitch - 2)) / 2
              let i = Int(((value.location.y - top) / Self.indexPitch).rounded(.down))
              if letters.indices.contains(i) { proxy.scrollTo(letters[i], anchor: .top) }
            }
        )
      }
    }
  }

  func header(_ letter: String) -> some View {
    Text(letter)
      .font(.headline)
      .padding(.horizontal)
      .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
      .background(Color.gray.opacity(0.2))
      .id(letter)
  }
}

final class SectionIndexSeedTests: XCTestCase {
  /// Six sections of five rows: header 28 + 5 × 44 = 248 per section, 1488 in all.
  static let screen = SectionIndexScreen(sections: ["A", "B", "C", "D", "E", "F"].map { l in
    ContactSection(letter: l, names: (1...5).map { "\(l) name \($0)" })
  })

  /// docs/layout-rules.md §6: at rest the content's top sits at the scroll view's top (y = 47).
  func testSectionsAtRest() { onMain {
    let s = layout(Self.screen)
    assertFrame(s.frame("A"), 0, 47, 390, 28)
    assertFrame(s.frame("B"), 0, 47 + 248, 390, 28)
  } }

  /// docs/layout-rules.md §6: scrollTo(id, anchor: .top) sets s = target.minY; tapping an index button
  /// (hit testing through the overlay) scrolls section C's header to the top of the viewport.
  func testIndexButtonScrollsSectionToTop() { onMain {
    let host = ViewHost(Self.screen)
    try host.settle()
    let c = try XCTUnwrap(host.layoutSnapshot.nodes(named: "Button").first { $0.explicitID == "C" })
    try host.tap(at: CGPoint(x: c.frame.midX, y: c.frame.midY))
    try host.settle()
    assertFrame(host.layoutSnapshot.frame("C"), 0, 47, 390, 28)
  } }

  /// docs/layout-rules.md §6: the offset is clamped to content − viewport = 1488 − 763 = 725, so F's
  /// header (at 1240 in the content) ends at 47 + 1240 − 725 = 562.
  func testScrollToClampsAtTheEnd() { onMain {
    let host = ViewHost(Self.screen)
    let f = try XCTUnwrap(host.layoutSnapshot.nodes(named: "Button").first { $0.explicitID == "F" })
    try host.tap(at: CGPoint(x: f.frame.midX, y: f.frame.midY))
    try host.settle()
    assertFrame(host.layoutSnapshot.frame("F"), 0, 562, 390, 28)
  } }

  /// A drag along the index in the global space scrolls to the letter under the finger.
  func testDragAlongIndexScrollsToLetterUnderFinger() { onMain {
    let host = ViewHost(Self.screen)
    let buttons = host.layoutSnapshot.nodes(named: "Button")
    let a = try XCTUnwrap(buttons.first { $0.explicitID == "A" }), c = try XCTUnwrap(buttons.first { $0.explicitID == "C" })
    try host.drag(from: CGPoint(x: a.frame.midX, y: a.frame.midY), to: CGPoint(x: c.frame.midX, y: c.frame.midY), steps: 6)
    try host.settle()
    assertFrame(host.layoutSnapshot.frame("C"), 0, 47, 390, 28)
    // Dragging on to D asks for offset 744, clamped to 725: D's header rests at 47 + 744 − 725.
    let d = try XCTUnwrap(buttons.first { $0.explicitID == "D" })
    try host.drag(from: CGPoint(x: a.frame.midX, y: a.frame.midY), to: CGPoint(x: d.frame.midX, y: d.frame.midY), steps: 6)
    try host.settle()
    assertFrame(host.layoutSnapshot.frame("D"), 0, 66, 390, 28)
  } }
}
