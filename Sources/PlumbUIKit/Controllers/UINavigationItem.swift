import Foundation
import PlumbGraphics
import PlumbUI

/// What a controller shows in a navigation bar, as UIKit's `UINavigationItem`: its title (or
/// title view), the bar button items at each side, the back button the next controller shows,
/// the large-title mode and per-item bar appearances. A `UINavigationController` draws the top
/// controller's item in its bar (docs/compatibility/uikit.md, "Navigation controllers").
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// When the item shows a large title, as `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic = 0, always = 1, never = 2, inline = 3 }
  /// What the back button pointing at this item shows, as `UINavigationItem.BackButtonDisplayMode`.
  public enum BackButtonDisplayMode: Int, Sendable { case `default` = 0, generic = 1, minimal = 2 }
  /// The item's layout style, as `UINavigationItem.ItemStyle` (kept; iPhone bars draw `.navigator`).
  public enum ItemStyle: Int, Sendable { case navigator = 0, browser = 1, editor = 2 }
  /// Where a search controller's bar goes, as `UINavigationItem.SearchBarPlacement` (kept).
  public enum SearchBarPlacement: Int, Sendable { case automatic = 0, inline = 1, stacked = 2 }

  /// The controller whose item this is (its title stands in until the item's own is set).
  weak var owner: UIViewController?
  private var ownTitle: String?
  private var titleWasSet = false

  public override init() { super.init() }
  public init(title: String) {
    super.init()
    self.title = title
  }
  public required init?(coder: NSCoder) { return nil }

  /// The title drawn in the bar; until set, the owning controller's `title` (UIKit copies a
  /// controller's title into its item when it is set).
  open var title: String? {
    get { titleWasSet ? ownTitle : owner?.title }
    set { ownTitle = newValue; titleWasSet = true; changed() }
  }
  /// A view drawn in place of the title, centred in the bar at its size (or fitting size).
  open var titleView: UIView? { didSet { changed() } }
  /// A line above the bar (kept, not drawn: warned when set).
  open var prompt: String? {
    didSet {
      if prompt != nil {
        RenderWarnings.warnOnce("UINavigationItem.prompt", "UINavigationItem.prompt: the prompt line above the bar is not drawn")
      }
    }
  }
  /// The title of the back button that the next controller's bar shows for this item.
  open var backButtonTitle: String? { didSet { changed() } }
  /// The back button item the next controller's bar shows for this item (its title is used).
  open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
  open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
  open var hidesBackButton = false { didSet { changed() } }
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
  /// Whether the left items go after the back button (else they replace it).
  open var leftItemsSupplementBackButton = false { didSet { changed() } }

  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
  open var style: ItemStyle = .navigator
  /// The search controller whose bar the navigation bar shows (kept; its bar is not drawn in the
  /// navigation bar: warned when set).
  open var searchController: UISearchController? {
    didSet {
      if searchController != nil {
        RenderWarnings.warnOnce("UINavigationItem.searchController",
          "UINavigationItem.searchController: the search bar is not drawn in the navigation bar (the search controller is kept)")
      }
    }
  }
  open var hidesSearchBarWhenScrolling = true
  open var preferredSearchBarPlacement: SearchBarPlacement = .automatic

  /// Per-item bar looks: they replace the bar's own while this item is on top.
  open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
  open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
  open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

  /// The bar showing this item draws again.
  private func changed() {
    guard let nav = owner?.navigationControllerForItem else { return }
    nav.navigationBar.setNeedsLayout()
    nav.viewIfLoaded?.setNeedsLayout()
    UIKitRuntime.setNeedsRender(nav.viewIfLoaded, "UINavigationItem")
  }

  /// The title of the back button pointing at this item.
  var backTitle: String {
    switch backButtonDisplayMode {
    case .minimal: return ""
    case .generic: return "Back"
    case .default: return backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
    }
  }
}

/// The items a controller's `navigationItem` is kept in (UIViewController has no stored property for it).
@MainActor
let navigationItems = ObjectSideTable<UINavigationItem>()

extension UIViewController {
  /// The item that stands for this controller in a navigation bar, made on first use; its title
  /// is the controller's `title` until the item's own is set.
  public var navigationItem: UINavigationItem {
    navigationItems.value(for: self) {
      let item = UINavigationItem()
      item.owner = self
      return item
    }
  }

  /// The navigation controller whose stack holds this controller or one of its parents.
  var navigationControllerForItem: UINavigationController? {
    var c: UIViewController? = self
    while let v = c {
      if let nav = v.parent as? UINavigationController { return nav }
      c = v.parent
    }
    return nil
  }
}
