import Foundation
import PlumbCatalog
import PlumbGraphics
import PlumbUI
import Testing

/// Work scheduled for later on the main queue runs on the render's clock (docs/time.md): due
/// within the settle horizon it is in the picture, later it is reported, and nothing waits.
@MainActor
@Suite struct MainQueueTimeTests {
  struct Delayed: View {
    let delay: Double
    @State var text = "Waiting…"
    var body: some View {
      Text(text).onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { text = "Ready" }
      }
    }
  }

  struct Sleeping: View {
    @State var rows = ["Loading"]
    var body: some View {
      VStack { ForEach(rows, id: \.self) { Text($0) } }
        .task {
          try? await Task.sleep(nanoseconds: 300_000_000)
          rows = ["First"]
          try? await Task.sleep(for: .milliseconds(500))
          rows.append("Second")
        }
    }
  }

  struct Chained: View {
    @State var log: [String] = []
    var body: some View {
      Text(log.joined(separator: ",")).onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { log.append("b") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
          log.append("a")
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.append("c") }
        }
      }
    }
  }

  struct Runaway: View {
    @State var count = 0
    var body: some View {
      Text("\(count)").onAppear { tick() }
    }
    func tick() {
      DispatchQueue.main.asyncAfter(deadline: .now()) { count += 1; tick() }
    }
  }

  func settled<V: View>(_ view: V, horizon: Double = ViewHost.defaultSettleHorizon) async throws -> (texts: [String], warnings: [String]) {
    let host = ViewHost(view, device: .iPhone14)
    host.settleHorizon = horizon
    let warnings = try await RenderWarnings.collecting { try await host.settle() }.warnings
    return (host.layoutSnapshot.root.flattened.map(\.name).filter { $0.hasPrefix("Text(") }, warnings)
  }

  @Test func asyncAfterWithinTheHorizonIsInThePicture() async throws {
    let (texts, warnings) = try await settled(Delayed(delay: 0.2))
    #expect(texts == ["Text(\"Ready\")"])
    #expect(warnings.isEmpty, "\(warnings)")
    // The render's clock moved, not the wall clock (a wall-clock wait is not measured: CI is busy).
    let host = ViewHost(Delayed(delay: 0.2), device: .iPhone14)
    try await host.settle()
    #expect(abs(host.mainClock.now - 0.2) < 0.01 && host.mainClock.pending.isEmpty)
  }

  @Test func taskSleepInATaskRunsOnTheRenderClock() async throws {
    let (texts, warnings) = try await settled(Sleeping())
    #expect(texts == ["Text(\"First\")", "Text(\"Second\")"])
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test func workRunsInDueOrderIncludingWorkItSchedules() async throws {
    let (texts, _) = try await settled(Chained())
    #expect(texts == ["Text(\"a,b,c\")"])
    let (early, warnings) = try await settled(Chained(), horizon: 0.5)
    #expect(early == ["Text(\"a,b\")"])
    #expect(warnings == ["DispatchQueue.main.asyncAfter: work due 0.6 s after the screen appeared did not run: "
      + "a render lets 0.5 s of main-queue time pass (settleHorizon; docs/time.md)"])
  }

  @Test func workPastTheHorizonIsReportedAndLeftOut() async throws {
    let (texts, warnings) = try await settled(Delayed(delay: 5))
    #expect(texts == ["Text(\"Waiting…\")"])
    #expect(warnings == ["DispatchQueue.main.asyncAfter: work due 5 s after the screen appeared did not run: "
      + "a render lets 2 s of main-queue time pass (settleHorizon; docs/time.md)"])
    let (later, none) = try await settled(Delayed(delay: 5), horizon: 6)
    #expect(later == ["Text(\"Ready\")"])
    #expect(none.isEmpty)
  }

  @Test func workThatNeverLetsTimePassIsAnError() async throws {
    let host = ViewHost(Runaway(), device: .iPhone14)
    host.maxSettleWork = 50
    await #expect(throws: ViewHostError.mainQueueWorkDidNotSettle(runs: 50, time: 0, horizon: 2)) { try await host.settle() }
  }

  @Test func otherQueuesAndWorkOutsideARenderKeepTheWallClock() async {
    let ran = await withCheckedContinuation { (c: CheckedContinuation<Bool, Never>) in
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { c.resume(returning: true) }
    }
    #expect(ran)
    let start = ContinuousClock.now
    try? await Task.sleep(nanoseconds: 20_000_000)
    #expect(ContinuousClock.now - start >= .milliseconds(20))
  }

}

/// The catalog and CLI path (SeedRendering drives the main queue itself): it waits for the main
/// thread, so it runs off the main actor.
@Suite struct MainQueueTimeCatalogTests {
  @Test func catalogScreensRunDueWorkToo() throws {
    let screen = CatalogScreen.view("delayed") { MainQueueTimeTests.Delayed(delay: 0.4) }
    let (frame, warnings) = try RenderWarnings.collecting { try screen.render(CatalogContext(device: .iPhone14)) }
    let names = frame.layout?.root.flattened.map(\.name) ?? []
    #expect(names.contains("Text(\"Ready\")"), "\(names)")
    #expect(warnings.isEmpty)
  }
}

/// A still of an animation that repeats forever shows one documented phase, with a warning.
@MainActor
@Suite struct RepeatForeverStillTests {
  struct Pulsing: View {
    let duration: Double
    @State var on = false
    var body: some View {
      Rectangle().frame(width: on ? 200 : 100, height: 10)
        .onAppear {
          // After the first frame, so the change animates from the resting size.
          DispatchQueue.main.async { withAnimation(.linear(duration: duration).repeatForever(autoreverses: true)) { on = true } }
        }
    }
  }

  func width(_ host: ViewHost) throws -> CGFloat {
    try #require(host.layoutSnapshot.root.flattened.last { $0.name.hasPrefix("Rectangle") }).frame.width
  }

  @Test(arguments: [1.0, 1.5, 0.7])
  func aStillShowsTheEndOfTheFirstRunAndWarns(duration: Double) async throws {
    let host = ViewHost(Pulsing(duration: duration), device: .iPhone14)
    try await host.settle()
    let warnings = RenderWarnings.collecting { host.finishAnimations() }.warnings
    #expect(abs(try width(host) - 200) < 0.01, "a \(duration) s cycle")
    #expect(warnings.count == 1 && warnings[0].hasPrefix("Animation.repeatForever: a still shows the animation at the end of its first run"))
  }

  @Test func aTimeStillPicksAnotherPhase() async throws {
    let host = ViewHost(Pulsing(duration: 1), device: .iPhone14)
    try await host.settle()
    var widths: [CGFloat] = []
    for t in [0.25, 0.5, 1.25, 1.5, 2.75] {
      host.advance(to: t)
      widths.append((try width(host) * 100).rounded() / 100)
    }
    // Forward in the first second, back in the next (autoreverses), forward again.
    #expect(widths == [125, 150, 175, 150, 175])
  }
}
