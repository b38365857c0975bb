import Foundation
import PlumbGraphics
import PlumbUI

/// An item of a bar, as UIKit's `UIBarButtonItem`: title, image, style, target–action or a
/// primary `UIAction` (kept: UIKit bars are not drawn here, and SwiftUI's toolbar items keep their
/// own look; `appearance()` settings are kept, not applied).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// The built-in items, as `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
         search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
  }
  public typealias Style = UIBarButtonItemStyle

  open var style: Style = .plain
  open var tintColor: UIColor?
  open var width: CGFloat = 0
  open var primaryAction: UIAction?
  open weak var target: AnyObject?
  open var action: Selector?
  open var customView: UIView?
  public private(set) var systemItem: SystemItem?

  public override init() { super.init() }
  public required init?(coder: NSCoder) { return nil }
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(); self.title = title; self.style = style; self.target = target as AnyObject?; self.action = action
  }
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init(); self.image = image; self.style = style; self.target = target as AnyObject?; self.action = action
  }
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init(); self.systemItem = systemItem; self.target = target as AnyObject?; self.action = action
  }
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init(); self.systemItem = systemItem; self.primaryAction = primaryAction
  }
  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    self.init(); self.title = title ?? primaryAction?.title; self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
  }
  public convenience init(customView: UIView) { self.init(); self.customView = customView }

  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let i = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    i.width = width
    return i
  }

  /// The shared appearance proxy (kept, not applied: see the type).
  open class func appearance() -> UIBarButtonItem {
    RenderWarnings.warnOnce("UIBarButtonItem.appearance", "UIBarButtonItem.appearance(): settings are kept, not drawn (SwiftUI's toolbar items keep their own look)")
    return UIAppearanceProxies.proxy(UIBarButtonItem.self) { UIBarButtonItem() }
  }
  open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIBarButtonItem {
    UIAppearanceProxies.containedProxy(UIBarButtonItem.self, containerTypes) { UIBarButtonItem() }
  }
}

/// One state of a tab bar item's look, as `UITabBarItemStateAppearance` (kept).
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var titlePositionAdjustment: UIOffset = .zero
  public var iconColor: UIColor?
  public var badgeBackgroundColor: UIColor?
  public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  init() {}
}

/// A tab bar item's look per state, as `UITabBarItemAppearance` (kept).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
  /// Which layout the appearance is for, as `UITabBarItemAppearance.Style`.
  public enum Style: Int, Sendable { case stacked, inline, compactInline }
  public let normal = UITabBarItemStateAppearance()
  public let selected = UITabBarItemStateAppearance()
  public let disabled = UITabBarItemStateAppearance()
  public let focused = UITabBarItemStateAppearance()
  public init(style: Style = .stacked) { super.init() }
  open func configureWithDefault(for style: Style) {}
}

/// A tab bar's look, as `UITabBarAppearance` (kept: SwiftUI's `TabView` keeps its system bar and
/// a `UITabBar` draws its background only; warned once when set on the proxy).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
  open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
  open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
  open var selectionIndicatorTintColor: UIColor?
  open var selectionIndicatorImage: UIImage?
  open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
  open var stackedItemSpacing: CGFloat = 0
  open var stackedItemWidth: CGFloat = 0
  public override init() { super.init() }
}

extension UITabBar {
  /// The shared appearance proxy; `standardAppearance` and `scrollEdgeAppearance` set on it are
  /// kept, not drawn (SwiftUI's tab bar keeps its system look), and say so once.
  public class func appearance() -> UITabBar {
    UIAppearanceProxies.proxy(UITabBar.self) { UITabBar(frame: .zero) }
  }
  public class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITabBar {
    UIAppearanceProxies.containedProxy(UITabBar.self, containerTypes) { UITabBar(frame: .zero) }
  }
}
