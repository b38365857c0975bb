import Foundation

// Alternate app icons (docs/compatibility/uikit.md, "App and scene lifecycle"). No Home Screen
// shows the icon in a render; the name an app sets is kept, so an icon picker reading
// `alternateIconName` back shows the choice it made.

extension UIApplication {
  /// True: an app that offers an icon picker declares its icons in its Info.plist, which a render
  /// does not read.
  public var supportsAlternateIcons: Bool { true }

  /// The name last set with `setAlternateIconName`, in this render session; nil (the primary
  /// icon) until then.
  public var alternateIconName: String? {
    UIApplicationLifecycleState.current.value("alternateIconName", default: String?.none)
  }

  /// Keeps `alternateIconName` (nil for the primary icon) and calls the completion handler with
  /// no error at once (iOS calls it later, on a queue of its own, after asking the user).
  public func setAlternateIconName(_ alternateIconName: String?,
                                   completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    UIApplicationLifecycleState.current.setValue(alternateIconName, for: "alternateIconName")
    completionHandler?(nil)
  }

  /// The async form of `setAlternateIconName(_:completionHandler:)`: keeps the name, never throws.
  public func setAlternateIconName(_ alternateIconName: String?) async throws {
    UIApplicationLifecycleState.current.setValue(alternateIconName, for: "alternateIconName")
  }
}
