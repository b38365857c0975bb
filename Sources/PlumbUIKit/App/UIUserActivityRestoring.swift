import Foundation
import PlumbGraphics

/// An object that can pick up a user activity, as UIKit's `UIUserActivityRestoring`: what an app
/// delegate's `restorationHandler` is given. Every responder is one, as in UIKit. No activity is
/// continued in a render, so the method is never called.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: AnyObject {
  func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIUserActivityRestoring {
  /// Does nothing (UIResponder's behaviour when not overridden).
  public func restoreUserActivityState(_ userActivity: NSUserActivity) {}
}

extension UIResponder: UIUserActivityRestoring {}
