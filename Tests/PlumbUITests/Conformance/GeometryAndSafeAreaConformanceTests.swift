import Foundation
import PlumbUI
import XCTest

// Conformance: GeometryReader (§1.2, §5), coordinate spaces (§3), root and safe areas (§3.1, §5,
// §7), ignoresSafeArea (§3).

final class GeometryAndSafeAreaConformanceTests: XCTestCase {
  /// §1.2: a GeometryReader takes the proposal and places its child at the top-leading corner.
  func testGeometryReaderPlacesChildTopLeading() { onMain {
    let s = layout(GeometryReader { _ in Color.red.frame(width: 50, height: 50).id("c") }.id("g"))
    assertFrame(s.frame("g"), 0, 47, 390, 763)
    assertFrame(s.frame("c"), 0, 47, 50, 50)
  } }

  /// §1.1: a GeometryReader turns a nil proposal into 0.
  func testGeometryReaderIdealIsZero() { onMain {
    assertFrame(layout(GeometryReader { _ in Color.red }.fixedSize().id("g")).frame("g"), 195, 428.5, 0, 0)
  } }

  /// §1.2: the proxy's size is the reader's size; every child is offered it.
  func testProxySizeAndChildProposal() { onMain {
    let rec = Recorder()
    let s = layout(GeometryReader { p -> AnyView in
      rec.size = p.size
      return AnyView(Color.red.id("c"))
    }.frame(width: 200, height: 100))
    XCTAssertEqual(rec.size, CGSize(width: 200, height: 100))
    assertFrame(s.frame("c"), 95, 378.5, 200, 100)
  } }

  /// §5: a full-screen reader that ignores the safe area is 390×844 with insets (47, 0, 34, 0).
  func testFullScreenReaderSafeAreaInsets() { onMain {
    let rec = Recorder()
    _ = layout(GeometryReader { p -> Color in
      rec.size = p.size; rec.insets = p.safeAreaInsets; return Color.clear
    }.ignoresSafeArea())
    XCTAssertEqual(rec.size, CGSize(width: 390, height: 844))
    XCTAssertEqual(rec.insets, EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
  } }

  /// §5: a reader inside the safe area has no insets.
  func testReaderInsideSafeAreaHasNoInsets() { onMain {
    let rec = Recorder()
    _ = layout(GeometryReader { p -> Color in rec.insets = p.safeAreaInsets; return Color.clear })
    XCTAssertEqual(rec.insets, EdgeInsets())
  } }

  /// §3 coordinateSpace: frame(in: .named) is relative to the named view's origin; .local is
  /// (0, 0, w, h); .global is screen points.
  func testNamedLocalAndGlobalFrames() { onMain {
    let named = Recorder(), local = Recorder(), global = Recorder()
    _ = layout(VStack(spacing: 0) {
      Color.red.frame(height: 100)
      GeometryReader { p -> Color in
        named.rect = p.frame(in: .named("stack"))
        local.rect = p.frame(in: .local)
        global.rect = p.frame(in: .global)
        return Color.clear
      }
      .frame(height: 100)
    }
    .coordinateSpace(name: "stack"))
    assertFrame(named.rect, 0, 100, 390, 100)
    assertFrame(local.rect, 0, 0, 390, 100)
    assertFrame(global.rect, 0, 428.5, 390, 100)
  } }

  /// §4 / issue: a Text centred on an iPhone 14 reports its global origin through a preference.
  func testCentredTextReportsGlobalOrigin() { onMain {
    let rec = Recorder()
    _ = layout(Text("Hello, world!")
      .background(GeometryReader { p in Color.clear.preference(key: OriginKey.self, value: p.frame(in: .global).origin) })
      .onPreferenceChange(OriginKey.self) { rec.rect = CGRect(origin: $0, size: .zero) })
    // 13 characters × 10.2 = 132.6 wide, 17 tall (fixed-metrics font at 17 pt).
    assertFrame(rec.rect, (390 - 132.6) / 2, 47 + (763 - 17) / 2, 0, 0)
  } }

  /// §3.1: the root is centred in the safe area of another device (iPhone SE: top inset 20).
  func testRootOnIPhoneSE() { onMain {
    assertFrame(layout(Color.red.id("c"), device: .iPhoneSE3).frame("c"), 0, 20, 375, 647)
  } }

  /// §3 ignoresSafeArea: a view touching the safe-area edges grows to the screen (iPhone 15 Pro).
  func testIgnoresSafeAreaOnIPhone15Pro() { onMain {
    assertFrame(layout(Color.red.id("c").ignoresSafeArea(), device: .iPhone15Pro).frame("c"), 0, 0, 393, 852)
  } }

  /// §3 ignoresSafeArea(edges: .top) extends only the top edge.
  func testIgnoresSafeAreaTopOnly() { onMain {
    assertFrame(layout(Color.red.id("c").ignoresSafeArea(edges: .top)).frame("c"), 0, 0, 390, 810)
  } }

  /// §3 ignoresSafeArea: a view that does not touch the safe area is not extended.
  func testIgnoresSafeAreaOnlyWhereTouching() { onMain {
    assertFrame(layout(Color.red.frame(width: 100, height: 100).id("c").ignoresSafeArea()).frame("c"), 145, 378.5, 100, 100)
  } }

  /// §3 ignoresSafeArea: sizing is unchanged; the parent sees the unexpanded size.
  func testIgnoresSafeAreaDoesNotChangeParentLayout() { onMain {
    let s = layout(VStack(spacing: 0) {
      Color.red.id("a").ignoresSafeArea().id("m")
      Color.blue.frame(height: 100).id("b")
    })
    assertFrame(s.frame("m"), 0, 47, 390, 663)
    assertFrame(s.frame("a"), 0, 0, 390, 710)
    assertFrame(s.frame("b"), 0, 710, 390, 100)
  } }

  /// §7 landscape: notch phones keep the notch inset on both sides and 21 pt at the bottom.
  func testLandscapeSafeArea() { onMain {
    assertFrame(layout(Color.red.id("c"), device: Device.iPhone14.landscape).frame("c"), 47, 0, 750, 369)
  } }

  /// §3.1: several top-level views are wrapped in an implicit VStack (spacing 8).
  func testImplicitRootVStack() { onMain {
    let s = layout(Group {
      Color.red.frame(width: 100, height: 100).id("a")
      Color.blue.frame(width: 100, height: 100).id("b")
    })
    assertFrame(s.frame("a"), 145, 324.5, 100, 100)
    assertFrame(s.frame("b"), 145, 432.5, 100, 100)
  } }

  /// §3 anchorPreference + overlayPreferenceValue: an anchor resolves in the reader's space.
  func testAnchorResolvedInOverlayReader() { onMain {
    let rec = Recorder()
    _ = layout(VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 50)
      Color.blue.frame(width: 40, height: 40).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    }
    .overlayPreferenceValue(BoundsKey.self) { anchor in
      GeometryReader { p -> Color in
        if let anchor { rec.rect = p[anchor] }
        return Color.clear
      }
    })
    // The stack is 100 × 90; the blue square sits at (30, 50) inside it.
    assertFrame(rec.rect, 30, 50, 40, 40)
  } }

  /// §4: transformPreference edits the reduced value of the subtree.
  func testTransformPreference() { onMain {
    let rec = Recorder()
    _ = layout(VStack {
      Color.red.preference(key: SumKey.self, value: 2)
      Color.blue.preference(key: SumKey.self, value: 3)
    }
    .transformPreference(SumKey.self) { $0 *= 10 }
    .onPreferenceChange(SumKey.self) { rec.size = CGSize(width: $0, height: 0) })
    XCTAssertEqual(rec.size?.width, 50)
  } }
}

struct OriginKey: PreferenceKey {
  static var defaultValue: CGPoint { .zero }
  static func reduce(value: inout CGPoint, nextValue: () -> CGPoint) { value = nextValue() }
}

struct BoundsKey: PreferenceKey {
  static var defaultValue: Anchor<CGRect>? { nil }
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

struct SumKey: PreferenceKey {
  static var defaultValue: CGFloat { 0 }
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}
