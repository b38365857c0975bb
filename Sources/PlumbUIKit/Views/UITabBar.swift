import Foundation
import PlumbGraphics
import PlumbUI

/// One tab of a tab bar, as UIKit's `UITabBarItem` (a `UIBarItem`): title, images, badge and tag
/// (kept, not drawn: see `UITabBar`).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The built-in tab kinds, as `UITabBarItem.SystemItem`.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
  }
  open var selectedImage: UIImage?
  open var badgeValue: String?
  open var badgeColor: UIColor?
  public private(set) var systemItem: SystemItem?

  public override init() { super.init() }
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init(); self.title = title; self.image = image; self.tag = tag
  }
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init(); self.title = title; self.image = image; self.selectedImage = selectedImage
  }
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init(); self.systemItem = systemItem; self.tag = tag
  }
  public required init?(coder: NSCoder) { return nil }

  /// The shared appearance proxy, one per render session: its settings are kept, not drawn
  /// (tab bar items are not drawn; SwiftUI's `TabView` keeps its system bar), and say so once.
  open class func appearance() -> UITabBarItem {
    RenderWarnings.warnOnce("UITabBarItem.appearance", "UITabBarItem.appearance(): settings are kept, not drawn (tab bar items are not drawn; SwiftUI's TabView keeps its system bar)")
    return UIAppearanceProxies.proxy(UITabBarItem.self) { UITabBarItem() }
  }
  open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITabBarItem {
    UIAppearanceProxies.containedProxy(UITabBarItem.self, containerTypes) { UITabBarItem() }
  }
}

/// What a tab bar tells its delegate, as `UITabBarDelegate`.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}
extension UITabBarDelegate {
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// UIKit's tab bar, minimal: its items, selection and colours are kept, its frame and `isHidden`
/// lay out as any view's, but its material and items are not drawn (the bar paints only its
/// `backgroundColor`, if set) and it says so once when painted. SwiftUI's `TabView` draws its own
/// bar and has no `UITabBar` behind it here.
@preconcurrency @MainActor
open class UITabBar: UIView {
  public weak var delegate: (any UITabBarDelegate)?
  public var items: [UITabBarItem]?
  public var selectedItem: UITabBarItem? {
    didSet { if let item = selectedItem, item !== oldValue { delegate?.tabBar(self, didSelect: item) } }
  }
  public var barTintColor: UIColor?
  /// The iOS 15 looks (kept, not drawn; see `UITabBarAppearance`).
  public var standardAppearance = UITabBarAppearance() { didSet { appearanceSet() } }
  public var scrollEdgeAppearance: UITabBarAppearance? { didSet { appearanceSet() } }
  public var compactAppearance: UITabBarAppearance?
  public var unselectedItemTintColor: UIColor?
  public var isTranslucent = true
  public var itemPositioning: ItemPositioning = .automatic
  public var itemSpacing: CGFloat = 0
  public var itemWidth: CGFloat = 0

  /// How items are spread, as `UITabBar.ItemPositioning`.
  public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { return nil }

  public func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

  private func appearanceSet() {
    RenderWarnings.warnOnce("UITabBarAppearance", "UITabBar.standardAppearance / scrollEdgeAppearance: kept, not drawn (SwiftUI's tab bar keeps its system look)")
  }

  /// The bar's height on iPhone: 49 points, plus its superview's bottom safe area (it sits at the
  /// bottom edge of a screen-high controller view: 83 on a Face ID iPhone, as UIKit lays it out).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 49 + (superview?.safeAreaInsets.bottom ?? 0))
  }

  override var presentationLook: PlatformLook {
    RenderWarnings.warnOnce("UITabBar",
      "UITabBar: the bar's material, items and badges are not drawn (only its frame and backgroundColor)")
    return super.presentationLook
  }
}
