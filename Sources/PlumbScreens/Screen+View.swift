import Foundation
import PlumbGraphics
import PlumbUI

extension Screen {
  /// A screen that is a PlumbUI view, rendered through `ScreenRenderer` (hosted on the context's
  /// device, its update cycle settled, main-queue writes included), so that a user's own
  /// executable can register views for the CLI by hand: `Screen.view("login") { LoginView() }`.
  public static func view<V: View>(_ name: String, summary: String = "",
                                   _ view: @escaping @MainActor () -> V) -> Screen {
    let erased = erase(view)
    return Screen(name: name, summary: summary) { context in
      try ScreenRenderer.frame(name, context, timed: false, view: erased)
    }
  }

  /// As `view(_:summary:_:)`, drawn on a device the screen picks from the context's (a preview's
  /// fixed or size-that-fits layout); the frame records it so the canvas takes its size.
  public static func view(_ name: String, summary: String = "",
                          device: @escaping @MainActor (_ contextDevice: Device, _ measurer: any TextMeasuring) -> Device,
                          _ view: @escaping @MainActor () -> AnyView) -> Screen {
    Screen(name: name, summary: summary) { context in
      let measurer = context.textMeasurer, contextDevice = context.device
      let chosen = onMainActor { device(contextDevice, measurer) }
      var inner = context
      inner.device = chosen
      var frame = try ScreenRenderer.frame(name, inner, timed: false, view: view)
      if chosen != contextDevice { frame.device = chosen }
      return frame
    }
  }
}

/// Runs `body` on the main actor: in place from the main thread, else synchronously on the main queue.
private func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
  if Thread.isMainThread { return MainActor.assumeIsolated(body) }
  let session = RenderSession.current  // a queue hop drops task-local values; the render keeps its session
  return DispatchQueue.main.sync { session.run { MainActor.assumeIsolated(body) } }
}

/// The view closure with its type erased, so the screen's render closure captures no metatype.
private func erase<V: View>(_ view: @escaping @MainActor () -> V) -> @MainActor @Sendable () -> AnyView {
  return { AnyView(view()) }
}
