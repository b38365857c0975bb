import Foundation
import PlumbUI
import XCTest

/// Records which handler ran (tests only).
@MainActor
final class TapLog {
  var events: [String] = []
}

/// The centre of the iPhone 14 safe area.
private let centre = CGPoint(x: 195, y: 428.5)

final class HitTestingTests: XCTestCase {
  /// The front-most view takes the tap; with zIndex the drawing (and hit) order changes.
  func testFrontMostAndZIndex() { onMain {
    let log = TapLog()
    let plain = ViewHost(ZStack {
      Color.red.frame(width: 100, height: 100).onTapGesture { log.events.append("back") }
      Color.blue.frame(width: 100, height: 100).onTapGesture { log.events.append("front") }
    })
    try plain.tap(at: centre)
    let raised = ViewHost(ZStack {
      Color.red.frame(width: 100, height: 100).onTapGesture { log.events.append("back") }.zIndex(1)
      Color.blue.frame(width: 100, height: 100).onTapGesture { log.events.append("front") }
    })
    try raised.tap(at: centre)
    XCTAssertEqual(log.events, ["front", "back"])
  } }

  /// hidden() and allowsHitTesting(false) let the touch through to what is behind.
  func testHiddenAndAllowsHitTesting() { onMain {
    let log = TapLog()
    let host = ViewHost(ZStack {
      Color.red.frame(width: 100, height: 100).onTapGesture { log.events.append("back") }
      Color.blue.frame(width: 100, height: 100).onTapGesture { log.events.append("hidden") }.hidden()
    })
    try host.tap(at: centre)
    let host2 = ViewHost(ZStack {
      Color.red.frame(width: 100, height: 100).onTapGesture { log.events.append("back") }
      Color.blue.frame(width: 100, height: 100).onTapGesture { log.events.append("off") }.allowsHitTesting(false)
    })
    try host2.tap(at: centre)
    XCTAssertEqual(log.events, ["back", "back"])
  } }

  /// A disabled button does not run its action.
  func testDisabledButton() { onMain {
    let log = TapLog()
    let host = ViewHost(Button("Go") { log.events.append("go") }.disabled(true))
    try host.tap(at: centre)
    XCTAssertEqual(log.events, [])
  } }

  /// Clear areas take no touches unless contentShape says so; a stack's gaps are not its content.
  func testContentShapeMakesGapsTappable() { onMain {
    let log = TapLog()
    let gap = ViewHost(VStack(spacing: 40) {
      Color.red.frame(width: 100, height: 20)
      Color.red.frame(width: 100, height: 20)
    }.onTapGesture { log.events.append("stack") })
    try gap.tap(at: centre)  // the centre is in the 40-pt gap
    let shaped = ViewHost(VStack(spacing: 40) {
      Color.red.frame(width: 100, height: 20)
      Color.red.frame(width: 100, height: 20)
    }.contentShape(Rectangle()).onTapGesture { log.events.append("shaped") })
    try shaped.tap(at: centre)
    XCTAssertEqual(log.events, ["shaped"])
  } }

  /// A clipped view takes no touches outside its clip.
  func testClipLimitsHits() { onMain {
    let log = TapLog()
    let host = ViewHost(Color.red.frame(width: 300, height: 300).onTapGesture { log.events.append("big") }
      .frame(width: 50, height: 50).clipped())
    try host.tap(at: CGPoint(x: 195, y: 428.5 + 100))
    try host.tap(at: centre)
    XCTAssertEqual(log.events, ["big"])
  } }

  /// A subview's gesture wins over its ancestor's, unless the ancestor's is high priority.
  func testHighPriorityGesture() { onMain {
    let log = TapLog()
    let normal = ViewHost(Color.red.frame(width: 100, height: 100).onTapGesture { log.events.append("child") }
      .padding().gesture(TapGesture().onEnded { log.events.append("parent") }))
    try normal.tap(at: centre)
    let high = ViewHost(Color.red.frame(width: 100, height: 100).onTapGesture { log.events.append("child") }
      .padding().highPriorityGesture(TapGesture().onEnded { log.events.append("parent") }))
    try high.tap(at: centre)
    XCTAssertEqual(log.events, ["child", "parent"])
  } }

  /// Drag locations arrive in the gesture's coordinate space (.local, .global, .named).
  func testDragCoordinateSpaces() { onMain {
    final class Points { var local: CGPoint?; var global: CGPoint?; var named: CGPoint? }
    let p = Points()
    let host = ViewHost(VStack(spacing: 0) {
      Color.clear.frame(height: 100)
      Color.red.frame(width: 100, height: 100)
        .gesture(DragGesture(minimumDistance: 0).onChanged { p.local = $0.location })
        .simultaneousGesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { p.global = $0.location })
    }.coordinateSpace(name: "stack"))
    // The stack is 390 × 200 at (0, 328.5) (the clear spacer takes the width); the red square
    // is at (145, 428.5).
    try host.drag(from: CGPoint(x: 150, y: 430), to: CGPoint(x: 160, y: 440), steps: 1)
    XCTAssertEqual(p.local, CGPoint(x: 15, y: 11.5))
    let host2 = ViewHost(VStack(spacing: 0) {
      Color.clear.frame(height: 100)
      Color.red.frame(width: 100, height: 100)
        .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("stack")).onChanged { p.named = $0.location })
    }.coordinateSpace(name: "stack"))
    try host2.drag(from: CGPoint(x: 150, y: 430), to: CGPoint(x: 160, y: 440), steps: 1)
    XCTAssertEqual(p.named, CGPoint(x: 160, y: 111.5))
    _ = p.global
  } }

  /// A Toggle flips its binding when its switch is tapped.
  func testToggleSwitchTap() { onMain {
    struct Screen: View {
      @State var on = false
      var body: some View { Toggle("Wi-Fi", isOn: $on).padding() }
    }
    let host = ViewHost(Screen())
    let sw = try XCTUnwrap(host.layoutSnapshot.nodes(named: "Switch").first)
    XCTAssertEqual(sw.frame.size, CGSize(width: 51, height: 31))
    XCTAssertEqual(sw.frame.maxX, 390 - 16, "the switch sits at the trailing padding")
    try host.tap(at: CGPoint(x: sw.frame.midX, y: sw.frame.midY))
    let fill = host.displayList.items.compactMap { item -> Paint? in
      if case .fill(_, let paint, _) = item { return paint }
      return nil
    }
    XCTAssert(fill.contains(.solid(RGBAColor(r8: 52, g8: 199, b8: 89))), "the track turns green")
  } }
}

final class BaselineConformanceTests: XCTestCase {
  /// §2.5: firstTextBaseline aligns text baselines (fixed metrics: baseline at 0.8 em). A 28-pt
  /// and a 17-pt text: baselines 22.4 and 13.6, so the small one sits 8.8 lower; the stack is 28
  /// tall and 28 × 0.6 + 8 + 17 × 0.6 = 35 wide.
  func testFirstTextBaselineAlignment() { onMain {
    let s = layout(HStack(alignment: .firstTextBaseline) {
      Text("A").font(.title).id("big")
      Text("b").id("small")
    })
    let top = 47 + (763 - 28) / 2.0
    assertFrame(s.frame("big"), (390 - 35) / 2, top, 16.8, 28)
    assertFrame(s.frame("small"), (390 - 35) / 2 + 24.8, top + 8.8, 10.2, 17)
  } }

  /// §2.5: a non-text view's baseline is its bottom.
  func testNonTextBaselineIsBottom() { onMain {
    let s = layout(HStack(alignment: .lastTextBaseline, spacing: 0) {
      Color.red.frame(width: 10, height: 40).id("c")
      Text("b").id("t")
    })
    // The colour's baseline 40 meets the text's 13.6: the text's top is at 40 − 13.6 = 26.4.
    let top = 47 + (763 - 43.4) / 2
    assertFrame(s.frame("c"), (390 - 20.2) / 2, top, 10, 40)
    assertFrame(s.frame("t"), (390 - 20.2) / 2 + 10, top + 26.4, 10.2, 17)
  } }
}

/// A custom button style, as projects write them.
struct PrimaryButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding()
      .frame(maxWidth: .infinity)
      .background(Color.blue)
      .foregroundColor(.white)
      .cornerRadius(8)
  }
}

final class ButtonStyleTests: XCTestCase {
  /// A custom ButtonStyle's makeBody lays out the label: padding 16 around "Go" (20.4 × 17),
  /// stretched to the full width; the whole styled frame takes the tap.
  func testCustomButtonStyleFrames() { onMain {
    let log = TapLog()
    let host = ViewHost(Button("Go") { log.events.append("go") }.buttonStyle(PrimaryButtonStyle()).id("b"))
    let frame = try XCTUnwrap(host.layoutSnapshot.frame("b"))
    assertFrame(frame, 0, 47 + (763 - 49) / 2, 390, 49)
    try host.tap(at: CGPoint(x: 20, y: frame.midY))
    XCTAssertEqual(log.events, ["go"])
    let texts = host.displayList.items.flatMap { item -> [GlyphRun] in
      if case .group(let g) = item {
        return g.items.compactMap { if case .glyphs(let r) = $0 { return r } else { return nil } }
      }
      if case .glyphs(let r) = item { return [r] }
      return []
    }
    XCTAssertEqual(texts.first?.color, .white, "the style's foreground wins over the tint")
  } }

  /// .borderedProminent pads the label 12 × 7 on an accent background.
  func testBorderedProminentFrame() { onMain {
    let s = layout(Button("Go") {}.buttonStyle(.borderedProminent).id("b"))
    assertFrame(s.frame("b"), (390 - 44.4) / 2, 47 + (763 - 31) / 2, 44.4, 31)
  } }
}
