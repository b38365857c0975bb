import Foundation

/// A Home Screen quick action, as UIKit's `UIApplicationShortcutItem`. The items an app sets are
/// kept (`UIApplication.shortcutItems`); no Home Screen shows them and none is chosen in a render.
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying {
  var storedType: String
  var storedTitle: String
  var storedSubtitle: String?
  var storedIcon: UIApplicationShortcutIcon?
  var storedUserInfo: [String: any NSSecureCoding]?
  var storedTarget: Any?

  /// An action with a type, title, subtitle, icon and the app's own values.
  public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
              userInfo: [String: any NSSecureCoding]? = nil) {
    storedType = type
    storedTitle = localizedTitle
    storedSubtitle = localizedSubtitle
    storedIcon = icon
    storedUserInfo = userInfo
    super.init()
  }

  /// An action with a type and a title, no icon.
  public convenience init(type: String, localizedTitle: String) {
    self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
  }

  /// The app's name for the action.
  open var type: String { storedType }
  /// The title shown.
  open var localizedTitle: String { storedTitle }
  /// The subtitle shown under the title.
  open var localizedSubtitle: String? { storedSubtitle }
  /// The icon shown.
  open var icon: UIApplicationShortcutIcon? { storedIcon }
  /// The app's own values.
  open var userInfo: [String: any NSSecureCoding]? { storedUserInfo }
  /// The content the action targets.
  open var targetContentIdentifier: Any? { storedTarget }

  open func copy(with zone: NSZone? = nil) -> Any {
    let item = UIApplicationShortcutItem(type: storedType, localizedTitle: storedTitle, localizedSubtitle: storedSubtitle,
                                         icon: storedIcon, userInfo: storedUserInfo)
    item.storedTarget = storedTarget
    return item
  }

  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let item = UIMutableApplicationShortcutItem(type: storedType, localizedTitle: storedTitle,
                                                localizedSubtitle: storedSubtitle, icon: storedIcon, userInfo: storedUserInfo)
    item.storedTarget = storedTarget
    return item
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIApplicationShortcutItem else { return false }
    return other.storedType == storedType && other.storedTitle == storedTitle && other.storedSubtitle == storedSubtitle
      && other.storedIcon == storedIcon
  }

  open override var hash: Int { storedType.hashValue ^ storedTitle.hashValue }
}

/// A quick action whose properties can be changed, as UIKit's `UIMutableApplicationShortcutItem`.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
  open override var type: String { get { storedType } set { storedType = newValue } }
  open override var localizedTitle: String { get { storedTitle } set { storedTitle = newValue } }
  open override var localizedSubtitle: String? { get { storedSubtitle } set { storedSubtitle = newValue } }
  open override var icon: UIApplicationShortcutIcon? { get { storedIcon } set { storedIcon = newValue } }
  open override var userInfo: [String: any NSSecureCoding]? { get { storedUserInfo } set { storedUserInfo = newValue } }
  open override var targetContentIdentifier: Any? { get { storedTarget } set { storedTarget = newValue } }
}

/// A quick action's icon, as UIKit's `UIApplicationShortcutIcon`: a system icon, a template image
/// from the app's assets, or an SF Symbol (kept; never drawn).
open class UIApplicationShortcutIcon: NSObject, NSCopying {
  /// The system's quick-action icons, as UIKit's `UIApplicationShortcutIcon.IconType`.
  public enum IconType: Int, Sendable {
    case compose = 0, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite,
         love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task,
         taskCompleted, alarm, bookmark, shuffle, audio, update
  }

  enum Source: Hashable {
    case type(IconType), template(String), system(String)
  }
  let source: Source

  init(source: Source) {
    self.source = source
    super.init()
  }

  /// A system icon.
  public convenience init(type: IconType) { self.init(source: .type(type)) }
  /// An image from the app's asset catalog, drawn as a template.
  public convenience init(templateImageName: String) { self.init(source: .template(templateImageName)) }
  /// An SF Symbol.
  public convenience init(systemImageName: String) { self.init(source: .system(systemImageName)) }

  open func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool { (object as? UIApplicationShortcutIcon)?.source == source }
  open override var hash: Int { source.hashValue }
}

extension UIApplication {
  /// The app's dynamic quick actions, kept for this render session (nil until set).
  public var shortcutItems: [UIApplicationShortcutItem]? {
    get { UIApplicationLifecycleState.current.value("shortcutItems", default: [UIApplicationShortcutItem]?.none) }
    set {
      let copies = newValue?.map { $0.copy() as? UIApplicationShortcutItem ?? $0 }
      UIApplicationLifecycleState.current.setValue(copies, for: "shortcutItems")
    }
  }
}
