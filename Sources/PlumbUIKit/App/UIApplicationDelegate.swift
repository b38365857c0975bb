import Foundation
import PlumbGraphics

// The app delegate (docs/compatibility/uikit.md, "App and scene lifecycle"). UIKit declares every
// method optional (`@objc optional`, which needs the Objective-C runtime); here each is a
// requirement with a default in the protocol extension, so a delegate implements only what it
// needs, and a method it implements is the one called. A render is an app already launched and
// active: nothing calls these methods except `UIApplicationDelegateAdaptor`, which tells the
// delegate it finished launching (once) before the first render.

/// The app's delegate, as UIKit's `UIApplicationDelegate`: every method has a default, as every
/// method of UIKit's is optional.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  func applicationDidFinishLaunching(_ application: UIApplication)
  func application(_ application: UIApplication,
                   willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  func applicationWillTerminate(_ application: UIApplication)
  func applicationSignificantTimeChange(_ application: UIApplication)
  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
  func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                   fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
  @available(iOS, introduced: 7.0, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
  func application(_ application: UIApplication,
                   performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
  func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void)
  func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                   completionHandler: @escaping () -> Void)
  func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
                   reply: @escaping ([AnyHashable: Any]?) -> Void)
  func applicationShouldRequestHealthAuthorization(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
  func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
  func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
  func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
  func application(_ application: UIApplication,
                   shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool
  func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                   coder: NSCoder) -> UIViewController?
  func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
  func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
  func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
  func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
  func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
  func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                   restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool
  func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                   error: any Error)
  func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
  func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                   options: UIScene.ConnectionOptions) -> UISceneConfiguration
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool
}

extension UIApplicationDelegate {
  public func applicationDidFinishLaunching(_ application: UIApplication) {}
  /// True: launching goes on, as when the method is absent on iOS.
  public func application(_ application: UIApplication,
                          willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  /// True: launching goes on, as when the method is absent on iOS.
  public func application(_ application: UIApplication,
                          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// False: the URL is not handled.
  public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func applicationSignificantTimeChange(_ application: UIApplication) {}
  public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
  public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
  public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                          fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}
  @available(iOS, introduced: 7.0, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
  public func application(_ application: UIApplication,
                          performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}
  public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                          completionHandler: @escaping (Bool) -> Void) {}
  public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                          completionHandler: @escaping () -> Void) {}
  public func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
                          reply: @escaping ([AnyHashable: Any]?) -> Void) {}
  public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
  public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
  /// UIKit's answer without an Info.plist list: every orientation on an iPad, all but upside down
  /// on an iPhone.
  public func application(_ application: UIApplication,
                          supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
    UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }
  /// True: extensions of every kind may be used.
  public func application(_ application: UIApplication,
                          shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool { true }
  public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                          coder: NSCoder) -> UIViewController? { nil }
  /// False: no state is saved, as when the method is absent on iOS.
  public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
  /// False: no state is restored, as when the method is absent on iOS.
  public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
  public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
  public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
  /// False: the system tells the user about the activity.
  public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { false }
  /// False: the activity is not continued.
  public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                          restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { false }
  public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                          error: any Error) {}
  public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
  /// A configuration with no name for the session's role (on iOS, the Info.plist's would be used).
  public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                          options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
  /// True: key commands are localised.
  public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool { true }

  /// The delegate's window, read through the protocol as UIKit's optional property reads:
  /// `UIWindow??`, nil when the delegate declares no `window` (so
  /// `UIApplication.shared.delegate?.window??.rootViewController` compiles as on iOS). A delegate's
  /// own `var window: UIWindow?` is what code using its class sees; this finds that stored property.
  public var window: UIWindow?? { StoredWindow.read(from: self) }
}

/// Reads a delegate's stored `window` property. UIKit's `window` requirements are optional, so
/// through the protocol they read `UIWindow??`; Swift protocols cannot say "optional", so the
/// protocols declare no requirement and read the conforming class's stored property instead.
enum StoredWindow {
  /// `.some(window)` when `object` stores a property named `window` (nil inside when it is nil),
  /// nil when it has none. Computed `window` properties are not seen.
  static func read(from object: AnyObject) -> UIWindow?? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children where child.label == "window" {
        if let window = child.value as? UIWindow { return .some(window) }
        if Mirror(reflecting: child.value).displayStyle == .optional { return .some(nil) }
      }
      mirror = current.superclassMirror
    }
    return nil
  }
}

extension UIApplicationDelegate {
  /// The entry point of `@main class AppDelegate: UIResponder, UIApplicationDelegate`. Plumbline
  /// renders an app's screens rather than running it, so running one says how to render it
  /// instead (exit status 2), as `App.main()` does.
  public static func main() {
    FileHandle.standardError.write(Data("""
      \(Self.self): Plumbline renders an app's screens rather than running it. Render its views \
      or view controllers with `plumb render`, or in a test with assertGolden.

      """.utf8))
    exit(2)
  }
}

/// UIKit's `UIApplicationMain`, called by a `main.swift` that starts the app by hand. Plumbline
/// does not run apps: it says so and exits with status 2 (see `UIApplicationDelegate.main()`).
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
  FileHandle.standardError.write(Data("""
    \(delegateClassName ?? "UIApplicationMain"): Plumbline renders an app's screens rather than running it. \
    Render its views or view controllers with `plumb render`, or in a test with assertGolden.

    """.utf8))
  exit(2)
}

extension UIApplication {
  /// The app's delegate: the one `UIApplicationDelegateAdaptor` made current, or one set here
  /// (UIKit holds it `unowned(unsafe)`; here the current render session keeps it).
  public var delegate: (any UIApplicationDelegate)? {
    get { UIApplicationLifecycleState.current.delegate }
    set { UIApplicationLifecycleState.current.setDelegate(newValue) }
  }
}
