import Foundation
import PlumbTesting
import PlumbUI
import Testing

// `withAnimation(_:completionCriteria:_:completion:)` and `Transaction.addAnimationCompletion`.

private struct GrowThenMark: View {
  let animation: Animation
  @State private var big = false
  @State private var done = false

  var body: some View {
    VStack(spacing: 0) {
      Color.blue.frame(width: big ? 200 : 100, height: 50).id("box")
      Color.red.frame(width: done ? 80 : 10, height: 20).id("mark")
      Button("Grow") {
        withAnimation(animation) { big = true } completion: { done = true }
      }
      .id("grow")
    }
  }
}

private struct MarkWithoutChange: View {
  @State private var done = false
  var body: some View {
    Color.red.frame(width: done ? 80 : 10, height: 20).id("mark")
      .onAppear { withAnimation { } completion: { done = true } }
  }
}

@Suite struct AnimationCompletionTests {
  @MainActor private func tapGrow(_ host: ViewHost) throws {
    let f = try #require(host.layoutSnapshot.frame("grow"))
    try host.tap(at: CGPoint(x: f.midX, y: f.midY))
  }

  /// The completion runs when the clock passes the animation's end, not before, and what it
  /// changes shows in the next frame.
  @Test @MainActor func completionRunsAtTheAnimationsEnd() throws {
    let host = ViewHost(GrowThenMark(animation: .linear(duration: 1)))
    try tapGrow(host)
    host.advance(to: 0.5)
    #expect(host.layoutSnapshot.frame("mark")?.width == 10)
    host.advance(to: 0.99)
    #expect(host.layoutSnapshot.frame("mark")?.width == 10)
    host.advance(to: 1)
    #expect(host.layoutSnapshot.frame("mark")?.width == 80)
  }

  /// A still shows the state after the completion ran.
  @Test @MainActor func stillShowsTheCompletedState() throws {
    let host = ViewHost(GrowThenMark(animation: .spring(duration: 0.4, bounce: 0.2)))
    try tapGrow(host)
    #expect(host.layoutSnapshot.frame("mark")?.width == 10)
    host.finishAnimations()
    #expect(host.layoutSnapshot.frame("mark")?.width == 80)
    #expect(host.layoutSnapshot.frame("box")?.width == 200)
  }

  /// A body that changes nothing still completes, on the main actor's next turn.
  @Test @MainActor func completionWithoutAChange() async throws {
    let host = ViewHost(MarkWithoutChange())
    try await host.settle()
    #expect(host.layoutSnapshot.frame("mark")?.width == 80)
  }

  /// A transaction's own completion handler runs once, after the change, even with nothing to animate.
  @Test @MainActor func transactionCompletionRunsOnce() async throws {
    final class Counter { var count = 0 }
    let counter = Counter()
    var t = Transaction(animation: .linear(duration: 0.2))
    t.addAnimationCompletion { counter.count += 1 }
    withTransaction(t) {}
    #expect(counter.count == 0)
    for _ in 0..<5 { await Task.yield() }
    #expect(counter.count == 1)
    withTransaction(t) {}
    for _ in 0..<5 { await Task.yield() }
    #expect(counter.count == 1)
  }
}
