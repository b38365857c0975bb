import PlumbTestSupport
import Testing

/// The iOS 18 scroll APIs as apps write them (a chat that opens at its end, a header that
/// collapses with the offset, autoplaying cells, a paged carousel that tracks its page) type-check
/// in both language modes against the built SwiftUI facade.
@Suite struct ScrollAPISnippetTests {
  static let source = """
    import SwiftUI

    struct Message: Identifiable, Hashable, Sendable {
      let id: UUID
      let text: String
    }

    struct ChatView: View {
      let messages: [Message]
      @State private var position = ScrollPosition(idType: Message.ID.self)
      @State private var isScrolled = false
      @State private var isScrolling = false
      @State private var atBottom = true

      var body: some View {
        ScrollView {
          LazyVStack {
            ForEach(messages) { message in
              Text(message.text)
                .onScrollVisibilityChange(threshold: 0.8) { visible in
                  if visible && message.id == messages.last?.id { atBottom = true }
                }
            }
          }
          .scrollTargetLayout()
        }
        .scrollPosition($position, anchor: .bottom)
        .defaultScrollAnchor(.bottom)
        .onScrollGeometryChange(for: Bool.self) { geometry in
          geometry.contentOffset.y + geometry.contentInsets.top > 20
        } action: { _, newValue in
          isScrolled = newValue
        }
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentSize.height - $0.visibleRect.maxY }) { old, new in
          if new > old { atBottom = false }
        }
        .onScrollPhaseChange { oldPhase, newPhase in
          isScrolling = newPhase.isScrolling
          if oldPhase == .decelerating && newPhase == .idle { print("settled") }
        }
        .onScrollPhaseChange { _, newPhase, context in
          if newPhase == .interacting, let v = context.velocity { print(v.dy, context.geometry.bounds) }
        }
        .toolbar {
          Button("Top") { withAnimation { position.scrollTo(edge: .top) } }
          Button("Last") { if let last = messages.last { position.scrollTo(id: last.id, anchor: .bottom) } }
        }
        .onChange(of: position) { _, new in
          if let id = new.viewID(type: Message.ID.self) { print(id) }
          if !new.isPositionedByUser, let point = new.point { print(point.y) }
          _ = new.edge
          _ = new.viewID
        }
      }
    }

    struct Carousel: View {
      let pages: [Int]
      @State private var position = ScrollPosition(x: 0)
      @State private var visiblePages: [Int] = []
      @State private var geometry = ScrollGeometry(contentOffset: .zero, contentSize: .zero,
                                                   contentInsets: EdgeInsets(), containerSize: .zero)

      var body: some View {
        ScrollView(.horizontal) {
          HStack {
            ForEach(pages, id: \\.self) { page in
              Color.blue.containerRelativeFrame(.horizontal).id(page)
            }
          }
          .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition($position)
        .onScrollTargetVisibilityChange(idType: Int.self, threshold: 0.6) { ids in visiblePages = ids }
        .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in geometry = new }
        .onAppear {
          position.scrollTo(x: 300)
          position.scrollTo(y: 0)
          position.scrollTo(x: 10, y: 20)
          position.scrollTo(point: CGPoint(x: 1, y: 2))
          position = ScrollPosition(idType: Int.self, edge: .leading)
          position = ScrollPosition(point: .zero)
          position = ScrollPosition(id: 3, anchor: .center)
        }
      }
    }

    struct LegacyPositionView: View {
      @State private var scrolledID: Int?
      var body: some View {
        ScrollView {
          LazyVStack { ForEach(0..<50) { Text("\\($0)").id($0) } }.scrollTargetLayout()
        }
        .scrollPosition(id: $scrolledID, anchor: .top)
      }
    }

    func describe(_ phase: ScrollPhase) -> String {
      switch phase {
      case .idle: return "idle"
      case .tracking: return "tracking"
      case .interacting: return "interacting"
      case .decelerating: return "decelerating"
      case .animating: return "animating"
      }
    }

    nonisolated func sendable(_ value: some Sendable) {}
    nonisolated func values(_ p: ScrollPosition, _ g: ScrollGeometry, _ phase: ScrollPhase) {
      sendable(p); sendable(g); sendable(phase)
      let same: Bool = p == p && g == g
      _ = same
    }
    """

  @Test(arguments: [5, 6]) func scrollAPIsTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.source, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
