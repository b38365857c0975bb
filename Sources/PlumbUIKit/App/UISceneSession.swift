import Foundation
import PlumbGraphics

/// A scene's session, as UIKit's `UISceneSession`: its role, configuration and identifier. A
/// render has one scene per host, whose session (`UIScene.session`) is made on first use with the
/// `windowApplication` role and a configuration named "Default Configuration".
@preconcurrency @MainActor
open class UISceneSession: NSObject {
  /// What kind of scene a session is for, as UIKit's `UISceneSession.Role`.
  public struct Role: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The app's own window.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// A non-interactive window on an external display (iOS 16).
    public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "windowExternalDisplayNonInteractive")
    public static let windowExternalDisplay = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
  }

  /// The scene, while it is connected.
  open private(set) weak var scene: UIScene?
  /// The session's role.
  open var role: Role { configuration.role }
  /// The configuration the scene was made with.
  open private(set) var configuration: UISceneConfiguration
  /// An identifier that stays the same for the session: a UUID-shaped string numbered in the
  /// order sessions are made in this process, so renders are repeatable.
  public let persistentIdentifier: String
  /// The activity to restore the scene with next time (kept; nothing is restored).
  open var stateRestorationActivity: NSUserActivity?
  /// The app's own values for the session.
  open var userInfo: [String: Any]?

  init(scene: UIScene?, configuration: UISceneConfiguration) {
    self.scene = scene
    self.configuration = configuration
    persistentIdentifier = UISceneSession.nextIdentifier()
    super.init()
  }

  private static var made = 0
  private static func nextIdentifier() -> String {
    made += 1
    let hex = String(made, radix: 16, uppercase: true)
    return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
  }
}

/// How a scene is made, as UIKit's `UISceneConfiguration`: its name, role, scene class, delegate
/// class and storyboard. The classes are kept and never instantiated: a render's scene is the
/// host's, and Swift on Linux cannot make an object from a class value (docs/compatibility/uikit.md).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
  /// The configuration's name (as in the Info.plist's scene manifest).
  public let name: String?
  /// The role of the sessions it configures.
  public let role: UISceneSession.Role
  /// The scene class to make (`UIWindowScene` when nil).
  open var sceneClass: AnyClass?
  /// The scene delegate class to make.
  open var delegateClass: AnyClass?
  /// The storyboard to load the scene's first controller from: kept, never loaded (no
  /// storyboard can be loaded on Linux; see `UIStoryboard`).
  open var storyboard: UIStoryboard?

  /// A configuration with a name and a role.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
  }
}
