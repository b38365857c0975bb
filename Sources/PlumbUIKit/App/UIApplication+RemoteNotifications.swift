import Foundation

// Push registration and remote-control events (docs/compatibility/uikit.md, "App and scene
// lifecycle"). A render talks to no push service: registering is accepted and nothing is
// registered, so the delegate is told of neither a device token nor a failure.

extension UIApplication {
  /// Asks for a device token: nothing is registered in a render, and the delegate's
  /// `didRegisterForRemoteNotificationsWithDeviceToken`/`didFailToRegister…` are not called.
  public func registerForRemoteNotifications() {}

  /// Gives up remote notifications: nothing was registered.
  public func unregisterForRemoteNotifications() {}

  /// False: no device token is ever received in a render.
  public var isRegisteredForRemoteNotifications: Bool { false }

  /// Starts receiving the headphone and lock-screen playback controls: none are pressed in a render.
  public func beginReceivingRemoteControlEvents() {}

  /// Stops receiving playback controls.
  public func endReceivingRemoteControlEvents() {}
}
