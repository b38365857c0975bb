import Foundation

// The app and scene lifecycle notifications, named as UIKit posts them. Nothing posts them in a
// snapshot (the app is launched and active throughout, docs/compatibility/uikit.md, "Controls"); code that
// observes them compiles and simply hears nothing. Like UIKit's (imported C constants), they are
// not isolated to the main actor.

extension UIApplication {
  nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
  nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
  nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
  nonisolated public static let backgroundRefreshStatusDidChangeNotification = Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
  nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
  nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
  nonisolated public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")

  /// The keys of the launch options dictionary, as UIKit's (`application(_:didFinishLaunchingWithOptions:)`).
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
  }
}

extension UIScene {
  nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
  nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
  nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
  nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

extension UIWindow {
  nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
  nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
  nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
  nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}
