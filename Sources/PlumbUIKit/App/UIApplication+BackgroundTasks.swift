import Foundation

/// A background task's number, as UIKit's `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task (UIKit's `UIBackgroundTaskInvalid`).
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// What a background fetch found, as UIKit's `UIBackgroundFetchResult`.
public enum UIBackgroundFetchResult: UInt, Sendable {
  case newData = 0, noData, failed
}

/// Whether the app may run in the background, as UIKit's `UIBackgroundRefreshStatus`.
public enum UIBackgroundRefreshStatus: Int, Sendable {
  case restricted = 0, denied, available
}

// Background execution (docs/compatibility/uikit.md, "App and scene lifecycle"). A render is an
// app in the foreground that never leaves it: a task begun here gets a number and is never cut
// short, so its expiration handler is never called; ending it forgets it.

extension UIApplication {
  /// Starts a background task: a new number (never `.invalid`); the expiration handler is never
  /// called, as the app never goes to the background.
  nonisolated public func beginBackgroundTask(
    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    UIBackgroundTaskIdentifier(rawValue: UIApplicationLifecycleState.current.beginTask())
  }

  /// Starts a named background task (the name is what the debugger would show): as
  /// `beginBackgroundTask(expirationHandler:)`.
  nonisolated public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    UIBackgroundTaskIdentifier(rawValue: UIApplicationLifecycleState.current.beginTask())
  }

  /// Ends a background task (ending `.invalid` or an ended task does nothing).
  nonisolated public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    UIApplicationLifecycleState.current.endTask(identifier.rawValue)
  }

  /// The time left to run in the background: the largest finite `TimeInterval`, UIKit's answer
  /// while the app is in the foreground, which it always is in a render.
  nonisolated public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

  /// `.available`: background refresh is on, as on a device with default settings.
  public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }

  /// Background fetch intervals (deprecated in iOS 13): kept by nobody, as no fetch is scheduled.
  @available(iOS, introduced: 7.0, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
  public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {}

  /// UIKit's `UIApplicationBackgroundFetchIntervalMinimum`.
  @available(iOS, introduced: 7.0, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
  nonisolated public static let backgroundFetchIntervalMinimum: TimeInterval = 0
  /// UIKit's `UIApplicationBackgroundFetchIntervalNever`.
  @available(iOS, introduced: 7.0, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
  nonisolated public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude
}
