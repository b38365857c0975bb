import Foundation
import PlumbUI
import Testing
import XCTest

final class CounterModel: ObservableObject {
  @Published var count = 0
}

@Observable
final class ObservableCounter {
  var count = 0
}

struct CounterScreen: View {
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("taps \(taps)").id("label")
      Button("Tap") { taps += 1 }.id("button")
    }
  }
}

struct ChildWithBinding: View {
  @Binding var value: Int
  var body: some View { Button("inc") { value += 1 }.id("inc") }
}

struct ParentWithBinding: View {
  @State private var value = 0
  var body: some View {
    VStack {
      Text("value \(value)")
      ChildWithBinding(value: $value)
    }
  }
}

struct StateObjectScreen: View {
  @StateObject private var model = CounterModel()
  var body: some View {
    VStack {
      Text("count \(model.count)")
      Button("more") { model.count += 1 }.id("more")
      Child()
    }
    .environmentObject(model)
  }
  struct Child: View {
    @EnvironmentObject var model: CounterModel
    var body: some View { Text("child \(model.count)") }
  }
}

struct ObservableScreen: View {
  let counter: ObservableCounter
  var body: some View { Text("obs \(counter.count)") }
}

/// Writes a state value that changes what it observes: an onPreferenceChange loop.
struct LoopingScreen: View {
  @State private var width: CGFloat = 10
  var body: some View {
    Color.red.frame(width: width, height: 10)
      .background(GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width) })
      .onPreferenceChange(WidthKey.self) { width = $0 + 1 }
  }
}

/// Grows forever through the main queue (a FrameGetter that depends on its own output).
struct AsyncLoopingScreen: View {
  @State private var height: CGFloat = 10
  var body: some View {
    Color.red.frame(width: 10, height: height)
      .background(GeometryReader { p -> Color in
        let h = p.size.height
        DispatchQueue.main.async { height = h + 1 }
        return Color.clear
      })
  }
}

struct WidthKey: PreferenceKey {
  static var defaultValue: CGFloat { 0 }
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

struct LifecycleScreen: View {
  @State private var appeared = 0
  @State private var changes: [String] = []
  @State private var flag = false
  var body: some View {
    VStack {
      Text("appeared \(appeared)").onAppear { appeared += 1 }
      Text("changes \(changes.joined(separator: ","))")
      Button("flip") { flag.toggle() }.id("flip")
    }
    .onChange(of: flag) { old, new in changes.append("\(old)->\(new)") }
  }
}

func texts(_ host: ViewHost) -> [String] {
  MainActor.assumeIsolated { host.layoutSnapshot.nodes(named: "Text(").map(\.name) }
}

final class StateAndUpdateCycleTests: XCTestCase {
  func testButtonTapChangesStateNextFrame() { onMain {
    let host = ViewHost(CounterScreen())
    let b = try XCTUnwrap(host.layoutSnapshot.frame("button"))
    try host.tap(at: CGPoint(x: b.midX, y: b.midY))
    try host.tap(at: CGPoint(x: b.midX, y: b.midY))
    XCTAssert(texts(host).contains("Text(\"taps 2\")"), "\(texts(host))")
  } }

  func testTapOutsideAnyViewDoesNothing() { onMain {
    let host = ViewHost(CounterScreen())
    try host.tap(at: CGPoint(x: 5, y: 60))
    XCTAssert(texts(host).contains("Text(\"taps 0\")"))
    XCTAssertThrowsError(try host.tap(at: CGPoint(x: 500, y: 10)))
  } }

  func testBindingWritesParentState() { onMain {
    let host = ViewHost(ParentWithBinding())
    let b = try XCTUnwrap(host.layoutSnapshot.frame("inc"))
    try host.tap(at: CGPoint(x: b.midX, y: b.midY))
    XCTAssert(texts(host).contains("Text(\"value 1\")"))
  } }

  func testStateObjectAndEnvironmentObject() { onMain {
    let host = ViewHost(StateObjectScreen())
    let b = try XCTUnwrap(host.layoutSnapshot.frame("more"))
    try host.tap(at: CGPoint(x: b.midX, y: b.midY))
    try host.settle()
    XCTAssert(texts(host).contains("Text(\"count 1\")"), "\(texts(host))")
    XCTAssert(texts(host).contains("Text(\"child 1\")"))
  } }

  func testObservableObjectChangedOutsideTheView() { onMain {
    let counter = ObservableCounter()
    let host = ViewHost(ObservableScreen(counter: counter))
    counter.count = 5
    try host.settle()
    XCTAssert(texts(host).contains("Text(\"obs 5\")"), "\(texts(host))")
  } }

  func testOnAppearAndOnChange() { onMain {
    let host = ViewHost(LifecycleScreen())
    XCTAssert(texts(host).contains("Text(\"appeared 1\")"))
    let b = try XCTUnwrap(host.layoutSnapshot.frame("flip"))
    try host.tap(at: CGPoint(x: b.midX, y: b.midY))
    try host.settle()
    XCTAssert(texts(host).contains("Text(\"changes false->true\")"), "\(texts(host))")
    XCTAssert(texts(host).contains("Text(\"appeared 1\")"), "onAppear runs once")
  } }

  /// docs/layout-rules.md §4: a cycle through onPreferenceChange stops after a bound and names the state.
  func testPreferenceLoopIsReported() { onMain {
    let host = ViewHost(LoopingScreen())
    XCTAssertThrowsError(try host.settle()) { error in
      let text = "\(error)"
      XCTAssert(text.contains("LoopingScreen.width"), text)
      XCTAssert(text.contains("ViewHost.swift"), text)
    }
  } }

  /// docs/layout-rules.md §4: a main-queue write that keeps changing the geometry it measures never
  /// settles; settle() stops after its frame bound and names the state.
  func testAsyncLoopIsReported() { onMain {
    let host = ViewHost(AsyncLoopingScreen())
    host.maxSettleFrames = 10
    XCTAssertThrowsError(try host.settle()) { error in
      guard case ViewHostError.didNotSettle(let states, _) = error else { return XCTFail("\(error)") }
      XCTAssert(states.first?.contains("AsyncLoopingScreen.height") == true, "\(states)")
    }
  } }

  /// State is keyed by identity: a view removed and re-added starts over.
  func testStateDiscardedWhenIdentityEnds() { onMain {
    struct Screen: View {
      @State var show = true
      var body: some View {
        VStack {
          if show { CounterScreen() }
          Button("toggle") { show.toggle() }.id("toggle")
        }
      }
    }
    let host = ViewHost(Screen())
    let b = try XCTUnwrap(host.layoutSnapshot.frame("button"))
    try host.tap(at: CGPoint(x: b.midX, y: b.midY))
    XCTAssert(texts(host).contains("Text(\"taps 1\")"))
    for _ in 0..<2 {
      let t = try XCTUnwrap(host.layoutSnapshot.frame("toggle"))
      try host.tap(at: CGPoint(x: t.midX, y: t.midY))
    }
    XCTAssert(texts(host).contains("Text(\"taps 0\")"), "\(texts(host))")
  } }

  /// The layout snapshot round-trips through JSON with identities and layers.
  func testLayoutSnapshotJSONRoundTrip() { onMain {
    let host = ViewHost(NavigationStack { Text("Hi").navigationTitle("T") })
    let data = try host.layoutSnapshot.jsonData()
    let back = try LayoutSnapshot.decode(data)
    XCTAssertEqual(back, host.layoutSnapshot)
    XCTAssert(back.root.flattened.contains { $0.identity.hasSuffix("NavigationStack/root/navigationTitle/Text") ||
      $0.identity.contains("NavigationStack") })
    XCTAssert(back.root.flattened.contains { $0.layer == .navigationBar })
  } }

  /// Dragging updates @GestureState while active and resets it at the end.
  func testGestureStateResetsAfterDrag() { onMain {
    final class Log { var offsets: [CGFloat] = []; var ended: CGFloat? }
    let log = Log()
    struct Screen: View {
      @GestureState var drag: CGFloat = 0
      let log: Log
      var body: some View {
        Color.red.frame(width: 100, height: 100)
          .offset(x: drag)
          .gesture(DragGesture().updating($drag) { v, s, _ in s = v.translation.width }
            .onChanged { _ in log.offsets.append(drag) }
            .onEnded { v in log.ended = v.translation.width })
          .id("box")
      }
    }
    let host = ViewHost(Screen(log: log))
    try host.drag(from: CGPoint(x: 195, y: 428), to: CGPoint(x: 255, y: 428), steps: 3)
    XCTAssertEqual(log.ended, 60)
    XCTAssertEqual(host.layoutSnapshot.frame("box")?.minX, 145, "reset after the drag")
  } }
}

/// The async settle, for @MainActor async code (Swift Testing runs it on the main actor, inside
/// the main queue, where only an await lets queued blocks run).
@Test @MainActor func asyncSettleAppliesMainQueueWrites() async throws {
  let host = ViewHost(FrameGetterScreen())
  #expect(host.layoutSnapshot.nodes(named: "Text(\"y=0\")").count == 1)
  try await host.settle()
  #expect(host.layoutSnapshot.nodes(named: "Text(\"y=0\")").isEmpty)
}
