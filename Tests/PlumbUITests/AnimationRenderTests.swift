import Foundation
import Observation
@testable import PlumbUI
import XCTest

// Views whose state changes inside transactions, driven through taps as an app would.

private struct GrowingBox: View {
  let animation: Animation?
  @State private var big = false

  var body: some View {
    VStack(spacing: 0) {
      Color.blue
        .frame(width: big ? 200 : 100, height: 100)
        .opacity(big ? 1 : 0.2)
        .offset(x: big ? 40 : 0)
        .id("box")
      Button("Grow") {
        if let animation { withAnimation(animation) { big.toggle() } } else { big.toggle() }
      }
      .id("grow")
    }
  }
}

private struct ImplicitBox: View {
  @State private var big = false
  var body: some View {
    VStack(spacing: 0) {
      Color.blue.frame(width: big ? 200 : 100, height: 100).id("box")
        .animation(.linear(duration: 1), value: big)
      Button("Grow") { big.toggle() }.id("grow")
    }
  }
}

private struct BindingBox: View {
  @State private var big = false
  var body: some View {
    VStack(spacing: 0) {
      Color.blue.frame(width: big ? 200 : 100, height: 100).id("box")
      GrowButton(big: $big.animation(.linear(duration: 1)))
    }
  }
}

private struct GrowButton: View {
  @Binding var big: Bool
  var body: some View { Button("Grow") { big.toggle() }.id("grow") }
}

private struct Appearing: View {
  let transition: AnyTransition?
  let animation: Animation
  @State private var shown = false

  var body: some View {
    VStack(spacing: 0) {
      Button("Toggle") { withAnimation(animation) { shown.toggle() } }.id("toggle")
      if shown {
        if let transition {
          Color.red.frame(width: 100, height: 100).transition(transition).id("panel")
        } else {
          Color.red.frame(width: 100, height: 100).id("panel")
        }
      }
    }
  }
}

@MainActor
private func tap(_ host: ViewHost, _ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
  let f = try XCTUnwrap(host.layoutSnapshot.frame(id), "no view \(id)", file: file, line: line)
  try host.tap(at: CGPoint(x: f.midX, y: f.midY))
}

/// Every group in a display list, depth first.
private func groups(_ items: [DisplayItem]) -> [DisplayGroup] {
  items.flatMap { item -> [DisplayGroup] in
    if case .group(let g) = item { return [g] + groups(g.items) }
    return []
  }
}

/// Red fills, and the groups enclosing them (outermost first).
private func redFills(_ items: [DisplayItem], enclosing: [DisplayGroup] = []) -> [[DisplayGroup]] {
  items.flatMap { item -> [[DisplayGroup]] in
    switch item {
    case .group(let g): return redFills(g.items, enclosing: enclosing + [g])
    case .fill(_, let paint, _):
      if case .solid(let c) = paint, c.red > 0.9, c.green < 0.3 { return [enclosing] }
      return []
    default: return []
    }
  }
}

final class AnimationRenderTests: XCTestCase {
  /// §8.4: one layout with the final frames; the rendered frame moves from old to new by the
  /// animation's progress (linear 1 s: half way at 0.5 s).
  func testFrameInterpolatesLinearly() { onMain {
    let host = ViewHost(GrowingBox(animation: .linear(duration: 1)))
    try tap(host, "grow")
    // Without a clock the host shows the end state, as stills should.
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width, 200)
    host.advance(to: 0)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width ?? 0, 100, accuracy: 1e-9)
    host.advance(to: 0.5)
    let mid = try XCTUnwrap(host.layoutSnapshot.frame("box"))
    XCTAssertEqual(mid.width, 150, accuracy: 1e-9)
    // Centred in 390: old x 145, new x 95. The offset is drawn, not laid out (tested below).
    XCTAssertEqual(mid.minX, 120, accuracy: 1e-9)
    XCTAssertTrue(host.isAnimating)
    host.advance(to: 1)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width, 200)
    XCTAssertFalse(host.isAnimating)
  } }

  /// §8.3: a spring overshoots; `.bouncy` (ζ 0.7) is at 1.0339 of the way at 0.3 s.
  func testSpringOvershootsInRenderedFrames() { onMain {
    let host = ViewHost(GrowingBox(animation: .bouncy))
    try tap(host, "grow")
    host.advance(to: 0.3)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width ?? 0, 100 + 100 * 1.0339, accuracy: 0.01)
    host.advance(to: 0.05)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width ?? 0, 100 + 100 * 0.1457, accuracy: 0.01)
  } }

  /// §8.4: render effects (opacity, offset) interpolate too, and the painted list changes with t.
  func testOpacityAndOffsetInterpolate() { onMain {
    let host = ViewHost(GrowingBox(animation: .linear(duration: 1)))
    try tap(host, "grow")
    host.advance(to: 0.25)
    let opacities = groups(host.displayList.items).map(\.opacity).filter { $0 < 1 }
    XCTAssertEqual(opacities.count, 1)
    XCTAssertEqual(opacities.first ?? 0, 0.2 + 0.8 * 0.25, accuracy: 1e-9)
    let offsets = groups(host.displayList.items).map(\.transform.tx).filter { $0 != 0 }
    XCTAssertEqual(offsets, [10])
    let quarter = host.displayList
    host.advance(to: 0.75)
    XCTAssertNotEqual(host.displayList, quarter)
    host.advance(to: 5)
    XCTAssertEqual(groups(host.displayList.items).map(\.opacity).filter { $0 < 1 }, [])
  } }

  /// A change outside a transaction is not animated.
  func testUnanimatedChangeJumps() { onMain {
    let host = ViewHost(GrowingBox(animation: nil))
    try tap(host, "grow")
    host.advance(to: 0)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width, 200)
    XCTAssertFalse(host.isAnimating)
  } }

  /// `withTransaction` with `disablesAnimations` wins over the animation.
  func testDisablesAnimations() { onMain {
    struct V: View {
      @State var big = false
      var body: some View {
        VStack {
          Color.blue.frame(width: big ? 200 : 100, height: 10).id("box")
          Button("Go") {
            var t = Transaction(animation: .linear(duration: 1))
            t.disablesAnimations = true
            withTransaction(t) { big = true }
          }.id("grow")
        }
      }
    }
    let host = ViewHost(V())
    try tap(host, "grow")
    host.advance(to: 0.5)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width, 200)
  } }

  /// `.animation(_:value:)` animates a change made without `withAnimation`.
  func testImplicitAnimationOnValueChange() { onMain {
    let host = ViewHost(ImplicitBox())
    try tap(host, "grow")
    host.advance(to: 0.5)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width ?? 0, 150, accuracy: 1e-9)
  } }

  /// `Binding.animation(_:)` writes through a transaction.
  func testBindingAnimation() { onMain {
    let host = ViewHost(BindingBox())
    try tap(host, "grow")
    host.advance(to: 0.25)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width ?? 0, 125, accuracy: 1e-9)
  } }

  /// An animation interrupted by another starts from the value shown at that moment.
  func testInterruptionStartsFromTheRenderedValue() { onMain {
    let host = ViewHost(GrowingBox(animation: .linear(duration: 1)))
    try tap(host, "grow")
    host.advance(to: 0.5)
    try tap(host, "grow")  // back to 100, starting at 150
    host.advance(to: 0.5)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width ?? 0, 125, accuracy: 1e-9)
    host.advance(to: 1)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width ?? 0, 100, accuracy: 1e-9)
  } }

  /// A delayed animation holds the old value until the delay ends.
  func testDelay() { onMain {
    let host = ViewHost(GrowingBox(animation: .linear(duration: 1).delay(0.5)))
    try tap(host, "grow")
    host.advance(to: 0.4)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width ?? 0, 100, accuracy: 1e-9)
    host.advance(to: 1)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width ?? 0, 150, accuracy: 1e-9)
  } }

  /// §8.4: an inserted view without a transition fades in (default `.opacity`).
  func testInsertionDefaultsToOpacity() { onMain {
    let host = ViewHost(Appearing(transition: nil, animation: .linear(duration: 1)))
    try tap(host, "toggle")
    host.advance(to: 0.3)
    let fills = redFills(host.displayList.items)
    XCTAssertEqual(fills.count, 1)
    XCTAssertEqual(fills.first?.compactMap { $0.opacity < 1 ? $0.opacity : nil }.first ?? 0, 0.3, accuracy: 1e-9)
    host.advance(to: 1)
    XCTAssertEqual(redFills(host.displayList.items).first?.count, 0, "no group once the transition ends")
  } }

  /// `.scale(scale:)` scales about the centre from the given factor; `.move(edge:)` offsets by the
  /// view's own size.
  func testScaleAndMoveTransitions() { onMain {
    let host = ViewHost(Appearing(transition: .scale(scale: 0.7), animation: .linear(duration: 1)))
    try tap(host, "toggle")
    host.advance(to: 0.5)
    let g = try XCTUnwrap(redFills(host.displayList.items).first?.last)
    XCTAssertEqual(g.transform.a, 0.85, accuracy: 1e-9)
    XCTAssertEqual(g.transform.d, 0.85, accuracy: 1e-9)
    let panel = try XCTUnwrap(host.layoutSnapshot.frame("panel"))
    XCTAssertEqual(g.transform.tx, panel.midX * 0.15, accuracy: 1e-9, "scaled about the centre")

    let moving = ViewHost(Appearing(transition: .move(edge: .bottom).combined(with: .opacity), animation: .linear(duration: 1)))
    try tap(moving, "toggle")
    moving.advance(to: 0.25)
    let m = try XCTUnwrap(redFills(moving.displayList.items).first?.last)
    XCTAssertEqual(m.transform.ty, 75, accuracy: 1e-9)
    XCTAssertEqual(m.opacity, 0.25, accuracy: 1e-9)
  } }

  /// Removal: the view stays painted with its removal transition until the animation ends.
  func testRemovalIsPaintedUntilTheTransitionEnds() { onMain {
    let host = ViewHost(Appearing(transition: .asymmetric(insertion: .opacity, removal: .scale(scale: 0.5)),
                                  animation: .linear(duration: 1)))
    try tap(host, "toggle")
    try tap(host, "toggle")
    XCTAssertTrue(redFills(host.displayList.items).isEmpty, "without a clock, the end state")
    host.advance(to: 0.5)
    let g = try XCTUnwrap(redFills(host.displayList.items).first?.last, "the leaving view is still painted")
    XCTAssertEqual(g.transform.a, 0.75, accuracy: 1e-9)
    XCTAssertNotNil(host.layoutSnapshot.frame("panel"), "and still in the layout")
    host.advance(to: 1)
    XCTAssertTrue(redFills(host.displayList.items).isEmpty)
  } }

  /// A transition's own animation overrides the transaction's.
  func testTransitionAnimationOverride() { onMain {
    let t = AnyTransition.opacity.animation(.linear(duration: 2))
    let host = ViewHost(Appearing(transition: t, animation: .linear(duration: 1)))
    try tap(host, "toggle")
    host.advance(to: 1)
    let o = redFills(host.displayList.items).first?.compactMap { $0.opacity < 1 ? $0.opacity : nil }.first
    XCTAssertEqual(o ?? 0, 0.5, accuracy: 1e-9)
  } }
}

private struct ScrollingList: View {
  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        Button("Go") { withAnimation(.linear(duration: 1)) { proxy.scrollTo(19, anchor: .top) } }.id("go")
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<40) { i in Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 50).id(i) }
          }
        }
      }
    }
  }
}

private struct StillInside: View {
  @State private var big = false
  var body: some View {
    VStack(spacing: 0) {
      Color.blue.frame(width: big ? 200 : 100, height: 100).id("box")
        .transaction { $0.animation = nil }
      Color.green.frame(width: big ? 200 : 100, height: 100).id("other")
      Button("Grow") { withAnimation(.linear(duration: 1)) { big.toggle() } }.id("grow")
    }
  }
}

final class AnimationScrollAndTransactionTests: XCTestCase {
  /// `withAnimation { proxy.scrollTo(…) }` scrolls smoothly: the painted content offset moves by
  /// the animation's progress (the scroll view's group translates by −offset).
  func testAnimatedScrollTo() { onMain {
    let host = ViewHost(ScrollingList())
    try tap(host, "go")
    @MainActor func offset() -> Double {
      groups(host.displayList.items).filter { $0.transform.ty < 0 }.map(\.transform.ty).min() ?? 0
    }
    let final = offset()
    XCTAssertEqual(final, -950, accuracy: 1, "row 19 at the top: 19 × 50")
    host.advance(to: 0.5)
    XCTAssertEqual(offset(), final / 2, accuracy: 1)
    host.advance(to: 1)
    XCTAssertEqual(offset(), final, accuracy: 1)
  } }

  /// `.transaction { $0.animation = nil }` keeps its subtree still while siblings animate.
  func testTransactionModifierDisablesAnimationInside() { onMain {
    let host = ViewHost(StillInside())
    try tap(host, "grow")
    host.advance(to: 0.5)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width, 200)
    XCTAssertEqual(host.layoutSnapshot.frame("other")?.width ?? 0, 150, accuracy: 1e-9)
  } }
}

@Observable
private final class SizeModel {
  var big = false
}

private final class SizeObject: ObservableObject {
  @Published var big = false
}

private struct ObservedBoxes: View {
  let model: SizeModel
  @StateObject private var object = SizeObject()
  var body: some View {
    VStack(spacing: 0) {
      Color.blue.frame(width: model.big ? 200 : 100, height: 100).id("observable")
      Color.green.frame(width: object.big ? 200 : 100, height: 100).id("published")
      Button("Grow") {
        withAnimation(.linear(duration: 1)) {
          model.big = true
          object.big = true
        }
      }.id("grow")
    }
  }
}

final class AnimationObservationTests: XCTestCase {
  /// Changes of an @Observable model and of an ObservableObject inside withAnimation animate.
  func testObservedChangesAnimate() { onMain {
    let host = ViewHost(ObservedBoxes(model: SizeModel()))
    try tap(host, "grow")
    try host.settle()
    host.advance(to: 0.5)
    XCTAssertEqual(host.layoutSnapshot.frame("observable")?.width ?? 0, 150, accuracy: 1e-9)
    XCTAssertEqual(host.layoutSnapshot.frame("published")?.width ?? 0, 150, accuracy: 1e-9)
  } }
}

final class AnimationRetargetTests: XCTestCase {
  /// §8.3: a spring interrupted by a spring keeps its velocity: reversing `.spring` (ζ 1) at
  /// 0.1 s, the box first keeps growing for a moment before it turns back; a Bézier animation
  /// turns back at once.
  func testInterruptedSpringKeepsItsVelocity() { onMain {
    let host = ViewHost(GrowingBox(animation: .spring))
    try tap(host, "grow")
    host.advance(to: 0.1)
    let at = try XCTUnwrap(host.layoutSnapshot.frame("box")?.width)
    XCTAssertEqual(at, 100 + 100 * 0.3577, accuracy: 0.01)
    try tap(host, "grow")  // back toward 100
    host.advance(to: 0)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width ?? 0, at, accuracy: 1e-6, "starts where it was")
    host.advance(to: 0.02)
    XCTAssertGreaterThan(host.layoutSnapshot.frame("box")?.width ?? 0, at, "still moving outward")
    host.advance(to: 2)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.width ?? 0, 100, accuracy: 1e-6)

    let linear = ViewHost(GrowingBox(animation: .linear(duration: 1)))
    try tap(linear, "grow")
    linear.advance(to: 0.1)
    let l = try XCTUnwrap(linear.layoutSnapshot.frame("box")?.width)
    try tap(linear, "grow")
    linear.advance(to: 0.02)
    XCTAssertLessThan(linear.layoutSnapshot.frame("box")?.width ?? .infinity, l)
  } }

  /// The retargeted spring's velocity: the old motion's rate over the new distance.
  func testRetargetedVelocityFigure() {
    let spring = Animation.spring
    let rate = spring.velocity(at: 0.1)
    // x'(t) for ζ = 1: ω²t·e^{−ωt}; with ω = 4π at 0.1 s.
    let w = 4 * Double.pi
    XCTAssertEqual(rate, w * w * 0.1 * exp(-w * 0.1), accuracy: 1e-4)
  }
}
