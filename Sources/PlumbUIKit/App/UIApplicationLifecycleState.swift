import Foundation
import PlumbGraphics

/// What the app-level setters of `UIApplication` and `UIScreen` remember (the delegate, the
/// alternate icon's name, the idle timer, the badge, shortcut items, background tasks, brightness):
/// one store per render session, the process's unless a session asks for its own (tests do, with
/// `freshSession()`), so parallel renders never see each other's settings.
package final class UIApplicationLifecycleState: RenderSessionKey, @unchecked Sendable {
  package static let defaultValue = UIApplicationLifecycleState()
  private let lock = NSLock()
  package init() {}

  /// The store of the current render session.
  package static var current: UIApplicationLifecycleState { RenderSession.current[UIApplicationLifecycleState.self] }

  /// The current session with a store of its own.
  package static func freshSession() -> RenderSession {
    var session = RenderSession.current
    session[UIApplicationLifecycleState.self] = UIApplicationLifecycleState()
    return session
  }

  private func locked<T>(_ body: () -> T) -> T { lock.withLock(body) }

  // MARK: The delegate

  private var storedDelegate: AnyObject?
  private var launched: Set<ObjectIdentifier> = []

  var delegate: (any UIApplicationDelegate)? { locked { storedDelegate } as? any UIApplicationDelegate }
  func setDelegate(_ delegate: (any UIApplicationDelegate)?) { locked { storedDelegate = delegate } }

  /// Whether `delegate` is told it launched now (true the first time it is asked about).
  func shouldLaunch(_ delegate: AnyObject) -> Bool {
    locked { launched.insert(ObjectIdentifier(delegate)).inserted }
  }

  // MARK: Values set by the app

  private var values: [String: Any] = [:]

  func value<T>(_ key: String, default fallback: T) -> T { locked { values[key] as? T } ?? fallback }
  func setValue(_ value: Any?, for key: String) { locked { values[key] = value } }

  // MARK: Background tasks

  private var nextTask = 0
  private var runningTasks: Set<Int> = []

  /// A new task number (never 0, `UIBackgroundTaskIdentifier.invalid`).
  func beginTask() -> Int {
    locked {
      nextTask += 1
      runningTasks.insert(nextTask)
      return nextTask
    }
  }

  func endTask(_ number: Int) { locked { _ = runningTasks.remove(number) } }

  /// The tasks begun and not yet ended.
  package var runningTaskCount: Int { locked { runningTasks.count } }
}
