import Foundation
import PlumbTesting
import PlumbUI
import Testing

/// A row's list traits are drawn (Views/Containers/ListRowModifiers.swift): separators hidden per
/// edge, tinted, a row's own insets and background, and a plain section's last line hidden.
@MainActor
@Suite struct ListRowModifierTests {
  static let device = Device.custom(width: 320, height: 400, scale: 1)

  struct Rows<Extra: ViewModifier>: View {
    var plain = true
    let extra: Extra
    var body: some View {
      let list = List {
        Text("First")
        Text("Second").modifier(extra)
        Text("Third")
      }
      if plain { list.listStyle(.plain) } else { list.listStyle(.insetGrouped) }
    }
  }

  struct Plain: ViewModifier { func body(content: Content) -> some View { content } }
  struct HideBottom: ViewModifier { func body(content: Content) -> some View { content.listRowSeparator(.hidden, edges: .bottom) } }
  struct HideTop: ViewModifier { func body(content: Content) -> some View { content.listRowSeparator(.hidden, edges: .top) } }
  struct Tint: ViewModifier { func body(content: Content) -> some View { content.listRowSeparatorTint(.red, edges: .bottom) } }
  struct Insets: ViewModifier {
    func body(content: Content) -> some View { content.listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)) }
  }
  /// The trait set inside another modifier still reaches the list.
  struct Background: ViewModifier {
    func body(content: Content) -> some View { content.listRowBackground(Color.green).padding(.vertical, 2) }
  }

  func render<M: ViewModifier>(_ extra: M, plain: Bool = true) async throws -> Rendering {
    try await renderView(Rows(plain: plain, extra: extra), options: ViewRenderOptions(device: Self.device, background: .white))
  }

  func separators(_ r: Rendering) -> [CGRect] {
    (r.layout?.root.flattened ?? []).filter { $0.name == "Separator" }.map(\.frame)
  }

  func frame(_ r: Rendering, _ text: String) throws -> CGRect {
    try #require(r.layout?.root.flattened.first { $0.name == "Text(\"\(text)\")" }?.frame)
  }

  @Test func aHiddenBottomSeparatorIsNotDrawn() async throws {
    let plain = try await render(Plain()), hidden = try await render(HideBottom())
    #expect(separators(plain).count == 3)
    #expect(separators(hidden).count == 2)
    // The line under "Second" is the one that went.
    let second = try frame(hidden, "Second")
    #expect(!separators(hidden).contains { abs($0.minY - second.maxY) < 16 })
  }

  @Test func aHiddenTopSeparatorIsTheLineAboveTheRow() async throws {
    let r = try await render(HideTop())
    let first = try frame(r, "First"), second = try frame(r, "Second")
    #expect(separators(r).count == 2)
    #expect(!separators(r).contains { $0.minY > first.maxY && $0.maxY < second.minY })
  }

  @Test func aTintedSeparatorIsDrawnInItsColour() async throws {
    let r = try await render(Tint())
    let second = try frame(r, "Second")
    let line = try #require(separators(r).first { $0.minY > second.maxY })
    let p = r.image[Int(line.midX), Int(line.minY)]
    #expect(p.r > 200 && p.g < 80 && p.b < 80, "\(p)")
    let untinted = try #require(separators(r).first { $0.maxY < second.minY })
    let q = r.image[Int(untinted.midX), Int(untinted.minY)]
    #expect(!(q.r > 200 && q.g < 80), "\(q)")
  }

  @Test func rowInsetsReplaceTheListsOwn() async throws {
    let plain = try await render(Insets()), grouped = try await render(Insets(), plain: false)
    #expect(try frame(plain, "Second").minX == 60)
    #expect(try frame(plain, "First").minX == 16)
    // In an inset-grouped list the card is 16 pt in from the screen.
    #expect(try frame(grouped, "Second").minX == 16 + 60)
  }

  @Test func aRowBackgroundFillsTheRow() async throws {
    let r = try await render(Background(), plain: false)
    let second = try frame(r, "Second")
    let p = r.image[300 - 8, Int(second.midY)]
    #expect(p.g > 100 && p.r < 100 && p.b < 100, "\(p)")
    let first = try frame(r, "First")
    let q = r.image[300 - 8, Int(first.midY)]
    #expect(q.r > 200 && q.g > 200 && q.b > 200, "\(q)")
  }

  @Test func aPlainSectionsLastLineCanBeHidden() async throws {
    let shown = try await renderView(List { Section { Text("A"); Text("B") } }.listStyle(.plain),
                               options: ViewRenderOptions(device: Self.device))
    let hidden = try await renderView(List { Section { Text("A"); Text("B") }.listSectionSeparator(.hidden, edges: .bottom) }.listStyle(.plain),
                                options: ViewRenderOptions(device: Self.device))
    #expect(separators(shown).count == 2)
    #expect(separators(hidden).count == 1)
    let tinted = try await renderView(List { Section { Text("A"); Text("B") }.listSectionSeparatorTint(.red) }.listStyle(.plain),
                                      options: ViewRenderOptions(device: Self.device, background: .white))
    let last = try #require(separators(tinted).last)
    let p = tinted.image[Int(last.midX), Int(last.minY)]
    #expect(p.r > 200 && p.g < 80 && p.b < 80, "\(p)")
  }

  /// iOS 26's edge form changes only the given edges.
  @Test func rowInsetsOnSomeEdges() async throws {
    struct Leading: ViewModifier { func body(content: Content) -> some View { content.listRowInsets(.leading, 40) } }
    let r = try await render(Leading())
    #expect(try frame(r, "Second").minX == 40)
  }
}
