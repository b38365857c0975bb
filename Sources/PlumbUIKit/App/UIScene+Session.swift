import Foundation
import PlumbGraphics

// A scene's session, delegate and connection options (docs/compatibility/uikit.md, "App and scene
// lifecycle"). A render's scene is its host's: connected before the first frame, with no URLs,
// activities, shortcut or notification to open, in the one session it will ever have.

extension UIScene {
  /// What a scene was connected with, as UIKit's `UIScene.ConnectionOptions`. A render's scene
  /// was opened from the Home Screen: no URL, activity, shortcut or notification.
  @preconcurrency @MainActor
  open class ConnectionOptions: NSObject {
    /// The URLs the scene was asked to open: none.
    open var urlContexts: Set<UIOpenURLContext> { [] }
    /// The app that asked for the scene: none.
    open var sourceApplication: String? { nil }
    /// The activity type being handed off: none.
    open var handoffUserActivityType: String? { nil }
    /// The activities to continue: none.
    open var userActivities: Set<NSUserActivity> { [] }
    /// The Home Screen quick action chosen: none.
    open var shortcutItem: UIApplicationShortcutItem? { nil }

    override init() { super.init() }
  }

  /// Details of a URL the app is asked to open, as UIKit's `UIScene.OpenURLOptions`.
  @preconcurrency @MainActor
  open class OpenURLOptions: NSObject {
    /// The bundle identifier of the app that asked.
    public let sourceApplication: String?
    /// The document interaction controller's annotation.
    public let annotation: Any?
    /// Whether the file is to be opened where it is rather than copied.
    public let openInPlace: Bool

    init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
      self.sourceApplication = sourceApplication
      self.annotation = annotation
      self.openInPlace = openInPlace
      super.init()
    }
  }

  /// Options for `open(_:options:completionHandler:)`, as UIKit's `UIScene.OpenExternalURLOptions`.
  @preconcurrency @MainActor
  open class OpenExternalURLOptions: NSObject {
    /// Open only a universal link that an installed app handles.
    open var universalLinksOnly = false
    public override init() { super.init() }
  }

  /// Options for asking the system for a scene, as UIKit's `UIScene.ActivationRequestOptions`.
  @preconcurrency @MainActor
  open class ActivationRequestOptions: NSObject {
    /// The scene the request comes from.
    open var requestingScene: UIScene?
    public override init() { super.init() }
  }

  /// The scene's session: made on first use, with the `windowApplication` role and a
  /// configuration named "Default Configuration" (the name Xcode's app template gives it).
  public var session: UISceneSession {
    let entry = SceneSideTable.entry(for: self)
    if let session = entry.session { return session }
    let session = UISceneSession(scene: self, configuration: UISceneConfiguration(
      name: "Default Configuration", sessionRole: .windowApplication))
    entry.session = session
    return session
  }

  /// The scene's delegate, held strongly as UIKit holds it. Nil unless the app sets one: no scene
  /// delegate is made from a configuration's `delegateClass`, and none is called.
  public var delegate: (any UISceneDelegate)? {
    get { SceneSideTable.entry(for: self).delegate }
    set { SceneSideTable.entry(for: self).delegate = newValue }
  }

  /// Opening another app or Settings: nothing opens in a render, so the completion handler is
  /// told `false` (as UIKit tells it when no app opens the URL).
  public func open(_ url: URL, options: UIScene.OpenExternalURLOptions?,
                   completionHandler completion: ((Bool) -> Void)? = nil) {
    completion?(false)
  }

  /// The async form of `open(_:options:completionHandler:)`: `false`, nothing opens.
  public func open(_ url: URL, options: UIScene.OpenExternalURLOptions?) async -> Bool { false }
}

/// A URL the app is asked to open and how, as UIKit's `UIOpenURLContext`. None reaches a scene
/// in a render (`UIScene.ConnectionOptions.urlContexts` is empty).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
  /// The URL to open.
  public let url: URL
  /// How to open it.
  public let options: UIScene.OpenURLOptions

  init(url: URL, options: UIScene.OpenURLOptions) {
    self.url = url
    self.options = options
    super.init()
  }
}

/// Options for closing a scene's session, as UIKit's `UISceneDestructionRequestOptions`.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
  public override init() { super.init() }
}

/// The session and delegate of each scene: `UIScene` has no room for them (its stored properties
/// are declared with the class), so they are kept here, each entry with a weak reference to its
/// scene so that a freed scene's entry is never given to a new scene at the same address.
@MainActor
enum SceneSideTable {
  final class Entry {
    weak var scene: UIScene?
    var session: UISceneSession?
    var delegate: (any UISceneDelegate)?
    init(scene: UIScene) { self.scene = scene }
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  static func entry(for scene: UIScene) -> Entry {
    let key = ObjectIdentifier(scene)
    if let entry = entries[key], entry.scene === scene { return entry }
    entries = entries.filter { $0.value.scene != nil }
    let entry = Entry(scene: scene)
    entries[key] = entry
    return entry
  }
}

extension UIApplication {
  /// The sessions of the connected scenes (a render keeps no others).
  public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

  /// Asking for another scene or for a scene to come forward: a render has the one scene its host
  /// shows, so the request is not carried out (warned once) and `errorHandler` is not called.
  public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                            options: UIScene.ActivationRequestOptions?,
                                            errorHandler: ((any Error) -> Void)? = nil) {
    RenderWarnings.warnOnce("UIApplication.requestSceneSessionActivation", """
      UIApplication.requestSceneSessionActivation: a render shows one scene, so no scene is opened or activated
      """)
  }

  /// Asking for a session to be closed: the render's scene stays (warned once); `errorHandler`
  /// is not called.
  public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                             errorHandler: ((any Error) -> Void)? = nil) {
    RenderWarnings.warnOnce("UIApplication.requestSceneSessionDestruction", """
      UIApplication.requestSceneSessionDestruction: the render's scene is not closed
      """)
  }

  /// Asking for the system's snapshot of a session to be refreshed: nothing to refresh.
  public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}
}
