import Foundation

/// Which `ViewHost` platform code (PlumbUIKit's `UIApplication.shared`, `UIScreen.main`) talks to.
///
/// UIKit code asks global questions ("the key window", "the main screen") that on a device have
/// one answer. Here several hosts may be alive, so the answer is the host being set up, rendered,
/// advanced or receiving an event on the main thread (innermost first); for the window questions
/// only, when none is, the host that was active last (a `DispatchQueue.main.async` block after a
/// tap still finds its window). See docs/compatibility/uikit.md.
@MainActor
package enum PlatformHosts {
  private static var stack: [ViewHost] = []
  private static weak var lastActive: ViewHost?

  /// The host being set up, rendered or receiving an event now.
  package static var active: ViewHost? { stack.last }
  /// The active host, else the one active last (if it is still alive).
  package static var current: ViewHost? { stack.last ?? lastActive }

  static func enter(_ host: ViewHost) {
    stack.append(host)
    lastActive = host
    RenderingTextSize.hostDidEnter(host.rootTextSize)
    RenderingLanguage.hostDidEnter(locale: host.graph.traits.locale ?? RenderLocale.locale, device: host.device)
  }

  static func leave() {
    if stack.popLast() != nil { RenderingTextSize.hostDidLeave(); RenderingLanguage.hostDidLeave() }
  }
}

/// The device "the screen" means to code that asks outside layout (UIKit's `UIScreen.main`).
///
/// The rule: the device of the host being set up, rendered, advanced or receiving an event on the
/// main thread; else the process default, which is iPhone 14 unless set. A view's stored property
/// such as `let w = UIScreen.main.bounds.width` is evaluated when the view value is made, often
/// before its host exists, so it sees the process default: `plumb render --device` and catalog
/// renders set it before building the view; tests set it with `withDefault(_:_:)`. When a value
/// read from the default is then rendered on another device, the host warns once
/// ("UIScreen.main"), since that picture may be wrong.
@MainActor
public enum RenderingDevice {
  /// Answered when no host is active.
  public static var processDefault: Device = .iPhone14
  /// The default device of the last read made outside any host (checked when a host is made),
  /// kept per render session so that one screen's read is never blamed on another's host.
  private static var readOutsideHost: Device? {
    get { RenderSession.current[OutsideHostReads.self].device }
    set { RenderSession.current[OutsideHostReads.self].device = newValue }
  }

  /// The device of the active host, else the process default.
  public static var current: Device {
    if let h = PlatformHosts.active { return h.device }
    readOutsideHost = processDefault
    return processDefault
  }

  /// Runs `body` with `device` as the process default (then restores the previous one).
  public static func withDefault<T>(_ device: Device, _ body: () throws -> T) rethrows -> T {
    let saved = processDefault
    processDefault = device
    defer { processDefault = saved }
    return try body()
  }

  /// Called as a host is made: warns if a read outside any host answered another device.
  static func hostWillSetUp(on device: Device) {
    defer { readOutsideHost = nil }
    guard let read = readOutsideHost, read != device else { return }
    RenderWarnings.warnOnce("UIScreen.main", "UIScreen.main was read outside a render and answered \(read.displayName), "
      + "but the view is rendered on \(device.displayName); set RenderingDevice.processDefault (or build the view "
      + "inside RenderingDevice.withDefault) so values stored at init match the device")
  }
}

/// What platform code needs from a host: its device, its window, its clock and a way to ask for
/// a new frame. `package`: PlumbUIKit's view of the engine, not part of the public API.
extension ViewHost {
  /// The platform window attached to this host (PlumbUIKit's `UIWindow`), created on first use.
  package var platformWindow: (any PlatformWindow)? {
    get { graph.platformWindow }
    set { graph.platformWindow = newValue; graph.markDirty("platform window") }
  }

  /// The animation clock in seconds, or nil while the host shows end states (before the first
  /// `advance(to:)`).
  package var platformClock: Double? { graph.animator.isTimed ? graph.animator.clock : nil }

  /// A platform animation starts now: `advance(to:)` then counts from this moment, as it does
  /// from SwiftUI's latest animated change. Returns the clock at the start.
  package func platformAnimationWillStart() -> Double {
    graph.animator.noteExternalAnimationStart()
    return graph.animator.clock
  }

  /// Platform state changed (a view tree, a presentation): the next frame resolves again.
  package func platformSetNeedsRender(_ reason: String) {
    graph.markDirty(reason)
  }

  /// Renders a frame now if anything is dirty.
  package func platformRenderIfNeeded() { renderIfDirty() }
}

/// Where `RenderingDevice` notes a read of `UIScreen.main` made outside any host: one per render
/// session that asks for its own (`freshSession()`, each catalog or CLI screen), else the process's.
public final class OutsideHostReads: RenderSessionKey, @unchecked Sendable {
  public static let defaultValue = OutsideHostReads()
  /// The read noted by each task (0: code outside any task): the process's record is shared by
  /// tests running in parallel, and one test's read must never be blamed on another's host.
  private var byTask: [Int: Device] = [:]
  private let lock = NSLock()
  init() {}

  var device: Device? {
    get { let key = Self.taskKey; return lock.withLock { byTask[key] } }
    set {
      let key = Self.taskKey
      lock.withLock {
        if byTask.count > 4096 { byTask.removeAll() }  // reads no host ever followed
        byTask[key] = newValue
      }
    }
  }

  private static var taskKey: Int { withUnsafeCurrentTask { $0?.hashValue } ?? 0 }

  /// The current render session with a record of its own.
  public static func freshSession() -> RenderSession {
    var session = RenderSession.current
    session[OutsideHostReads.self] = OutsideHostReads()
    return session
  }
}
