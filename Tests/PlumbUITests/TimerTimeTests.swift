import Combine
import Foundation
import PlumbGraphics
@testable import PlumbUI
import Testing

/// `Timer.publish` ticks on the render's main-queue clock (docs/time.md): the picture shows the
/// ticks due within the settle horizon, each with its fire date counted from the reference date,
/// and the next tick is reported as work that did not run.
@MainActor
@Suite struct TimerTimeTests {
  struct Counter: View {
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    @State var ticks = 0
    @State var last = Date.distantPast
    var body: some View {
      VStack {
        Text("\(ticks)")
        Text("\(Int(last.timeIntervalSince(RenderTime.referenceDate) * 1000))")
      }
      .onReceive(timer) { date in ticks += 1; last = date }
    }
  }

  /// A countdown that stops its own timer, as apps write it.
  struct Countdown: View {
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
    @State var left = 3
    var body: some View {
      Text(left == 0 ? "Go" : "\(left)")
        .onReceive(timer) { _ in
          left -= 1
          if left == 0 { timer.upstream.connect().cancel() }
        }
    }
  }

  /// The texts and warnings of a settled render (the main-queue tests' helper).
  func settled<V: View>(_ view: V, horizon: Double = ViewHost.defaultSettleHorizon) async throws -> (texts: [String], warnings: [String]) {
    try await MainQueueTimeTests().settled(view, horizon: horizon)
  }

  @Test func ticksWithinTheHorizonAreInThePicture() async throws {
    let (texts, warnings) = try await settled(Counter())
    // Ticks at 0.5, 1, 1.5 and 2 s; the last one's fire date is 2 s after the reference date.
    #expect(texts == ["Text(\"4\")", "Text(\"2000\")"])
    #expect(warnings == ["Timer.publish(every: 0.5): work due 2.5 s after the screen appeared did not run: "
      + "a render lets 2 s of main-queue time pass (settleHorizon; docs/time.md)"])
    let (sooner, _) = try await settled(Counter(), horizon: 0.75)
    #expect(sooner == ["Text(\"1\")", "Text(\"500\")"])
  }

  @Test func aTimerTheViewCancelsStops() async throws {
    let (texts, warnings) = try await settled(Countdown())
    #expect(texts == ["Text(\"Go\")"])
    #expect(warnings.isEmpty, "\(warnings)")
  }
}

/// A Foundation `Timer.scheduledTimer` runs on the wall clock, which a render does not wait for:
/// the screen it leaves pending warns once, naming the timer (docs/time.md, "What keeps the wall
/// clock"). Each test is synchronous from scheduling to invalidating, so no other main-actor test
/// renders while its timer is pending; it reports what `settle()` reports at its end.
@MainActor
@Suite struct RunLoopTimerTests {
  final class TimerBox { var timer: Timer? }

  struct Waiting: View {
    let box: TimerBox
    @State var text = "Waiting…"
    var body: some View {
      Text(text).onAppear {
        box.timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: false) { _ in
          MainActor.assumeIsolated { text = "Done" }
        }
      }
    }
  }

  @Test func aPendingFoundationTimerWarnsOnce() {
    let box = TimerBox()
    defer { box.timer?.invalidate() }
    let host = ViewHost(Waiting(box: box), device: .iPhone14)
    let warnings = RenderWarnings.collecting { host.reportPendingMainQueueWork() }.warnings
    #expect(box.timer != nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("Timer.scheduledTimer: a Foundation run-loop timer due in ") == true,
            "\(warnings)")
    #expect(warnings.first?.contains("did not fire") == true)
  }

  @Test func noTimerNoWarning() {
    let host = ViewHost(Text("Still"), device: .iPhone14)
    let warnings = RenderWarnings.collecting { host.reportPendingMainQueueWork() }.warnings
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test func anOlderPendingTimerIsNotThisScreens() {
    #expect(!RunLoopTimers.newTimerPending(before: 100, after: 100))
    #expect(!RunLoopTimers.newTimerPending(before: 100, after: 160))  // an old repeating one moved on
    #expect(RunLoopTimers.newTimerPending(before: 100, after: 50))
    #expect(RunLoopTimers.newTimerPending(before: nil, after: 50))
    #expect(!RunLoopTimers.newTimerPending(before: nil, after: nil))
  }
}
