import Foundation
import PlumbGraphics

// Scene delegates (docs/compatibility/uikit.md, "App and scene lifecycle"). As with the app
// delegate, UIKit's optional methods are requirements with defaults here. A render's scene is
// its host's, connected and foreground-active from the start, and no scene delegate is made (a
// `UISceneConfiguration`'s `delegateClass` is a class value, which Swift on Linux cannot
// instantiate), so nothing calls these methods; a scene delegate's code compiles.

/// A scene's delegate, as UIKit's `UISceneDelegate`: every method has a default, as every
/// method of UIKit's is optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
  func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
  func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
  func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
  func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
  public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                    options connectionOptions: UIScene.ConnectionOptions) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
  /// Nil: nothing to restore.
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
  public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
  public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
  public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
  public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate` (its window, shortcut actions).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                   completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
  public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                          completionHandler: @escaping (Bool) -> Void) {}

  /// The delegate's window, read through the protocol as UIKit's optional property reads:
  /// `UIWindow??`, nil when the delegate declares no `window`
  /// (`(scene.delegate as? UIWindowSceneDelegate)?.window??.rootViewController`). A delegate's own
  /// `var window: UIWindow?` is what code using its class sees and sets.
  public var window: UIWindow?? { StoredWindow.read(from: self) }
}
