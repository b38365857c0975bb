import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbUI
import Testing

// A body runs again only when its inputs change, as in SwiftUI (Engine/BodyInputs.swift). The
// shape of danielsaidi/SystemNotification's message: an icon given a fresh `.id(UUID())` in the
// body, holding a bell that animates on appear and springs back after a main-queue delay. When
// every pass re-ran the message's body, the bell got a new identity, appeared again, and the
// preview never settled.

private struct DelayedSpringBell: View {
  var damping: Double
  @State private var isRotated = false
  @State private var isAnimated = false

  var body: some View {
    Image(systemName: "bell.fill")
      .rotationEffect(.degrees(isRotated ? -45 : 0), anchor: .top)
      .animation(.interpolatingSpring(mass: 0.5, stiffness: 179, damping: damping, initialVelocity: 0), value: isAnimated)
      .onAppear {
        withAnimation { isRotated = true }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
          isRotated = false
          isAnimated = true
        }
      }
  }
}

private struct FreshIDMessage<Icon: View>: View {
  let icon: Icon
  let text: String
  @Environment(\.colorScheme) private var scheme

  var body: some View {
    HStack {
      icon.id(UUID())
      Text(text)
    }
  }
}

private final class AppearCount: @unchecked Sendable { var n = 0 }

private struct CountsAppearances: View {
  let counter: AppearCount
  @State private var seen = 0
  var body: some View {
    Text("seen \(seen)").onAppear { counter.n += 1; seen += 1 }
  }
}

private final class Model: ObservableObject {
  @Published var title = "before"
}

private struct ShowsModel: View {
  @ObservedObject var model: Model
  var body: some View { Text(model.title).id("title") }
}

private struct Labelled: View {
  let label: String
  var body: some View { Text(label).fixedSize().id("label") }
}

private struct ChangesLabel: View {
  @State private var long = false
  var body: some View {
    VStack {
      Labelled(label: long ? "a much longer label" : "short")
      Button("Change") { long = true }.id("change")
    }
  }
}

@Suite struct BodyReuseTests {
  // The limit catches the old endless settle; it is generous because a main-actor test waits for
  // the main actor, which the suite's other renders share (under load it was passed in 190 s).
  @Test(.timeLimit(.minutes(5))) @MainActor func freshIdentityInABodySettles() async throws {
    let host = ViewHost(VStack {
      FreshIDMessage(icon: AnyView(DelayedSpringBell(damping: 4)), text: "Silent Mode On")
      FreshIDMessage(icon: AnyView(DelayedSpringBell(damping: 1.5)), text: "Silent Mode Off")
    })
    try await host.settle()
    host.finishAnimations()
    #expect(host.layoutSnapshot.root.flattened.contains { $0.name.contains("Silent Mode On") })
  }

  /// A view inside a body that makes a new UUID appears once: the body does not run again while
  /// nothing it reads changes, so the identity holds.
  @Test @MainActor func onAppearRunsOnceUnderAFreshIDBody() async throws {
    let counter = AppearCount()
    let host = ViewHost(FreshIDMessage(icon: CountsAppearances(counter: counter), text: "x"))
    try await host.settle()
    #expect(counter.n == 1)
  }

  /// A change of what the body reads still runs it: a parent's state passed as a value, and an
  /// observed object's publish.
  @Test @MainActor func changedInputsRunTheBody() async throws {
    let host = ViewHost(ChangesLabel())
    let before = try #require(host.layoutSnapshot.frame("label")).width
    let f = try #require(host.layoutSnapshot.frame("change"))
    try host.tap(at: CGPoint(x: f.midX, y: f.midY))
    try await host.settle()
    #expect(try #require(host.layoutSnapshot.frame("label")).width > before)

    let model = Model()
    let shown = ViewHost(ShowsModel(model: model))
    let first = try #require(shown.layoutSnapshot.frame("title")).width
    model.title = "after, and longer"
    try await shown.settle()
    #expect(try #require(shown.layoutSnapshot.frame("title")).width > first)
  }
}

@Suite struct TransactionKeyPathAndStrokedPathTests {
  private struct Grows: View {
    @State private var wide = false
    var body: some View {
      VStack {
        Color.blue.frame(width: wide ? 200 : 100, height: 20).id("bar")
        Button("Grow") { withTransaction(\.animation, .linear(duration: 1)) { wide = true } }.id("grow")
      }
    }
  }

  /// `withTransaction(\.animation, …)` animates the change as `withAnimation` would: half way
  /// through a linear second the bar is half way grown.
  @Test @MainActor func aKeyPathTransactionAnimates() throws {
    let host = ViewHost(Grows())
    let f = try #require(host.layoutSnapshot.frame("grow"))
    try host.tap(at: CGPoint(x: f.midX, y: f.midY))
    host.advance(to: 0.5)
    let w = try #require(host.layoutSnapshot.frame("bar")).width
    #expect(abs(w - 150) < 1, "\(w)")
  }

  @Test @MainActor func strokedPathWarnsThatTheOutlineIsNotComputed() {
    let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let (out, warnings) = RenderWarnings.collecting { path.strokedPath(StrokeStyle(lineWidth: 2)) }
    #expect(out.boundingRect == path.boundingRect)
    #expect(warnings.count == 1 && warnings[0].contains("strokedPath"), "\(warnings)")
  }
}
