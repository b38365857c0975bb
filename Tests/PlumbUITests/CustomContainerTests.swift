import Foundation
@testable import PlumbUI
import Testing

// iOS 18 custom containers: `Group(subviews:)`, `ForEach(subviews:)` and container values
// (docs/compatibility/layout.md, "Custom containers").

extension ContainerValues {
  @Entry var isFeatured: Bool = false
}

/// A container that lays its content's subviews out as cards, highlighting the marked ones and
/// saying how many there are.
private struct CardStack<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack(spacing: 10) {
      Group(subviews: content) { subviews in
        Text("\(subviews.count) cards").id("count")
        ForEach(subviews) { subview in
          subview
            .padding(8)
            .background(subview.containerValues.isFeatured ? Color.yellow : Color.gray)
        }
      }
    }
  }
}

/// Each subview wrapped in a fixed frame, by `ForEach(subviews:)`.
private struct Framed<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    HStack(spacing: 0) {
      ForEach(subviews: content) { subview in
        subview.frame(width: 50, height: 20).id(subview.id)
      }
    }
  }
}

/// The solid colours the host fills with, in drawing order.
@MainActor private func solidFills(_ host: ViewHost) -> [RGBAColor] {
  func walk(_ items: [DisplayItem]) -> [RGBAColor] {
    items.flatMap { item -> [RGBAColor] in
      switch item {
      case .fill(_, .solid(let c), _): return [c]
      case .group(let g): return walk(g.items)
      default: return []
      }
    }
  }
  return walk(host.displayList.items)
}

/// The width `text` takes alone, to tell which string a `Text` shows.
@MainActor private func width(of text: String) -> CGFloat {
  ViewHost(Text(text).id("t"), device: .iPhoneSE3).layoutSnapshot.frame("t")!.width
}

@MainActor @Suite struct CustomContainerTests {
  @Test func groupSubviewsCountsAndWrapsEachView() {
    let host = ViewHost(CardStack {
      Text("One").id("one")
      ForEach(0..<2) { i in Text("Item \(i)").id("item\(i)") }
      Text("Marked").id("marked").containerValue(\.isFeatured, true)
    }, device: .iPhoneSE3)
    let layout = host.layoutSnapshot
    // Four subviews: a Text, the two ForEach rows and another Text.
    #expect(layout.frame("count")?.width == width(of: "4 cards"))
    let one = try! #require(layout.frame("one"))
    let item0 = try! #require(layout.frame("item0"))
    let item1 = try! #require(layout.frame("item1"))
    let marked = try! #require(layout.frame("marked"))
    // Cards stack with the VStack's spacing plus each card's padding between texts.
    #expect(abs((item0.minY - one.maxY) - (8 + 10 + 8)) < 0.5)
    #expect(item1.minY > item0.maxY && marked.minY > item1.maxY)
    // The marked card's background is yellow, the others grey.
    let fills = solidFills(host)
    #expect(fills.contains(Color.yellow.rgba))
    #expect(fills.filter { $0 == Color.gray.rgba }.count == 3)
  }

  @Test func forEachSubviewsPlacesEachSubview() {
    let host = ViewHost(Framed {
      Color.red.id("a")
      Color.blue.id("b")
      Color.green.id("c")
    }, device: .iPhoneSE3)
    let layout = host.layoutSnapshot
    let a = try! #require(layout.frame("a")), b = try! #require(layout.frame("b")), c = try! #require(layout.frame("c"))
    #expect(a.width == 50 && b.width == 50 && c.width == 50)
    #expect(b.minX == a.maxX && c.minX == b.maxX)
  }

  /// A modifier the transform puts on a subview reaches the subview's environment, as on iOS.
  @Test func environmentOnASubviewRestylesIt() {
    struct Titled<Content: View>: View {
      @ViewBuilder var content: Content
      var body: some View {
        VStack { ForEach(subviews: content) { $0.font(.largeTitle) } }
      }
    }
    let plain = ViewHost(Text("Hello").id("t"), device: .iPhoneSE3).layoutSnapshot.frame("t")!
    let titled = ViewHost(Titled { Text("Hello").id("t") }, device: .iPhoneSE3).layoutSnapshot.frame("t")!
    #expect(titled.height > plain.height + 10)
  }

  @Test func emptyContentHasNoSubviews() {
    let host = ViewHost(CardStack { EmptyView() }, device: .iPhoneSE3)
    #expect(host.layoutSnapshot.frame("count")?.width == width(of: "0 cards"))
  }
}
