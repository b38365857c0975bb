import Foundation
import PlumbUI
import Testing

/// SwiftUI API that tools-version-6 packages and round 8's apps used and Plumbline lacked:
/// `defaultScrollAnchor`, an app's own `Gesture` type with a `body`, optional gestures,
/// `gesture(_:isEnabled:)` and `GeometryProxy.bounds(of:)`.
@Suite struct SwiftUIGapBatchFourTests {
  struct Chat: View {
    let anchor: UnitPoint?
    let rows: Int
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<rows, id: \.self) { i in Color.gray.frame(height: 50).id("row\(i)") }
        }
      }
      .defaultScrollAnchor(anchor)
    }
  }

  @Test @MainActor func defaultScrollAnchorBottomOpensAtTheEnd() async throws {
    let host = ViewHost(Chat(anchor: .bottom, rows: 40), device: .iPhone14)
    try await host.settle()
    let last = try #require(host.layoutSnapshot.frame("row39"))
    let screen = host.device.size.height
    // The last row ends at the bottom of the scroll view's safe area (above the home indicator).
    #expect(last.maxY <= screen && last.maxY > screen - 60, "\(last)")
    let first = try #require(host.layoutSnapshot.frame("row0"))
    #expect(first.maxY < 0, "scrolled past the first row: \(first)")
  }

  @Test @MainActor func defaultScrollAnchorAlignsSmallContentAndNilKeepsTheTop() async throws {
    let anchored = ViewHost(Chat(anchor: .bottom, rows: 2), device: .iPhone14)
    try await anchored.settle()
    let bottom = try #require(anchored.layoutSnapshot.frame("row1"))
    #expect(bottom.maxY > anchored.device.size.height - 60, "small content sits at the bottom: \(bottom)")
    let plain = ViewHost(Chat(anchor: nil, rows: 40), device: .iPhone14)
    try await plain.settle()
    let first = try #require(plain.layoutSnapshot.frame("row0"))
    #expect(first.minY >= 0 && first.minY < 100, "\(first)")
  }

  final class Taps { var count = 0 }

  /// An app's own gesture, described by a body of built-in gestures, as SwiftUI allows.
  struct DoubleTapToLike: Gesture {
    let taps: Taps
    var body: some Gesture { TapGesture(count: 1).onEnded { taps.count += 1 } }
  }

  struct Tappable: View {
    let taps: Taps
    let enabled: Bool
    let optional: Bool
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: 100, height: 100).id("custom").gesture(DoubleTapToLike(taps: taps))
        Color.blue.frame(width: 100, height: 100).id("gated")
          .gesture(TapGesture().onEnded { taps.count += 10 }, isEnabled: enabled)
        Color.green.frame(width: 100, height: 100).id("optional")
          .gesture(optional ? TapGesture().onEnded { taps.count += 100 } : nil)
      }
    }
  }

  @Test @MainActor func customOptionalAndGatedGesturesAreRecognised() async throws {
    let taps = Taps()
    let host = ViewHost(Tappable(taps: taps, enabled: true, optional: true), device: .iPhone14)
    try await host.settle()
    for id in ["custom", "gated", "optional"] {
      let f = try #require(host.layoutSnapshot.frame(id))
      try host.tap(at: CGPoint(x: f.midX, y: f.midY))
    }
    #expect(taps.count == 111)
    let off = Taps()
    let disabled = ViewHost(Tappable(taps: off, enabled: false, optional: false), device: .iPhone14)
    try await disabled.settle()
    for id in ["gated", "optional"] {
      let f = try #require(disabled.layoutSnapshot.frame(id))
      try disabled.tap(at: CGPoint(x: f.midX, y: f.midY))
    }
    #expect(off.count == 0)
  }

  final class Box { var bounds: CGRect?; var missing: CGRect? = .zero }

  struct Reader: View {
    let box: Box
    var body: some View {
      VStack {
        Color.clear.frame(height: 100)
        GeometryReader { proxy in
          Color.clear.onAppear {
            box.bounds = proxy.bounds(of: .named("card"))
            box.missing = proxy.bounds(of: .named("nowhere"))
          }
        }
        .frame(width: 50, height: 50)
      }
      .frame(width: 200, height: 300)
      .coordinateSpace(.named("card"))
    }
  }

  @Test @MainActor func boundsOfANamedSpaceAreInLocalCoordinates() async throws {
    let box = Box()
    let host = ViewHost(Reader(box: box), device: .iPhone14)
    try await host.settle()
    let b = try #require(box.bounds)
    #expect(b.size == CGSize(width: 200, height: 300))
    // The reader sits 75 pt in from the card's leading edge and below its 100 pt spacer (plus 8).
    #expect(b.minX == -75 && b.minY < -100, "\(b)")
    #expect(box.missing == nil)
  }
}

/// `_AppearanceActionModifier`, applied directly as RSSBud does, runs its appear action.
@Suite struct AppearanceActionModifierTests {
  final class Count { var appeared = 0 }
  @Test @MainActor func appearRunsOnce() async throws {
    let count = Count()
    let host = ViewHost(Text("x").modifier(_AppearanceActionModifier(appear: { count.appeared += 1 })), device: .iPhone14)
    try await host.settle()
    #expect(count.appeared == 1)
  }
}
