import Foundation
import PlumbGraphics
import PlumbUI

/// What a tab bar controller asks its delegate, as `UITabBarControllerDelegate`.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}
extension UITabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// UIKit's tab bar controller: children, selection and the `tabBar`. Its view shows the selected
/// child's view filling it and the tab bar along its bottom edge (the bar itself is drawn only
/// as described on `UITabBar`).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  public let tabBar = UITabBar(frame: .zero)
  public weak var delegate: (any UITabBarControllerDelegate)?

  public var viewControllers: [UIViewController]? {
    didSet {
      for old in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) { old.removeFromParent() }
      for c in viewControllers ?? [] { addChild(c); c.didMove(toParent: self) }
      tabBar.items = viewControllers?.map(\.tabBarItem)
      selectedIndex = min(selectedIndex, max(0, (viewControllers?.count ?? 1) - 1))
      showSelected()
    }
  }

  public func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }

  public var selectedIndex = 0 {
    didSet { if selectedIndex != oldValue { showSelected() } }
  }

  public var selectedViewController: UIViewController? {
    get {
      guard let vcs = viewControllers, vcs.indices.contains(selectedIndex) else { return nil }
      return vcs[selectedIndex]
    }
    set {
      if let c = newValue, let i = viewControllers?.firstIndex(where: { $0 === c }) { selectedIndex = i }
    }
  }

  open override func loadView() {
    view = TabBarControllerView(controller: self, frame: UIScreen.main.bounds)
  }

  /// Shows the selected child's view under the tab bar (the view's layout places them).
  private func showSelected() {
    guard isViewLoaded, let root = viewIfLoaded else { return }
    for v in root.subviews where v !== tabBar { v.removeFromSuperview() }
    if let c = selectedViewController {
      root.insertSubview(c.view, at: 0)
      tabBar.selectedItem = c.tabBarItem
    }
    if tabBar.superview !== root { root.addSubview(tabBar) }
    root.setNeedsLayout()
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showSelected()
  }
}

/// A tab bar controller's view: the selected child's view fills it, the tab bar sits along the
/// bottom edge at its `sizeThatFits` height (49 points plus the bottom safe area).
@MainActor
final class TabBarControllerView: UIView {
  weak var controller: UITabBarController?
  init(controller: UITabBarController, frame: CGRect) { self.controller = controller; super.init(frame: frame) }
  required init?(coder: NSCoder) { return nil }

  override func layoutSubviews() {
    guard let controller else { return }
    let b = bounds
    controller.selectedViewController?.viewIfLoaded?.frame = b
    let h = controller.tabBar.sizeThatFits(b.size).height
    controller.tabBar.frame = CGRect(x: b.minX, y: b.maxY - h, width: b.width, height: h)
  }
}

extension UIViewController {
  /// The tab bar item that stands for this controller in a tab bar controller (made on first use,
  /// titled with the controller's title).
  public var tabBarItem: UITabBarItem! {
    get {
      if let item = storedTabBarItem { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }

  /// The nearest tab bar controller among this controller's parents (then its presenter's), as
  /// UIKit's. SwiftUI's `TabView` is drawn by SwiftUI with no `UITabBarController` behind it, so a
  /// controller inside SwiftUI content gets nil, and a warning that changes meant for SwiftUI's tab
  /// bar through it (hiding it, restyling it) are not drawn.
  public var tabBarController: UITabBarController? {
    var c: UIViewController? = parent
    while let v = c {
      if let t = v as? UITabBarController { return t }
      c = v.parent
    }
    if let presenter = containmentRoot.presentingViewController, !(containmentRoot is SheetHostingController) {
      return presenter.tabBarController
    }
    let root = containmentRoot
    if root is HostRootViewController || root is SheetHostingController {
      RenderWarnings.warnOnce("UIViewController.tabBarController",
        "UIViewController.tabBarController: SwiftUI's TabView has no UITabBarController here; nil is returned, so changes to its tab bar through UIKit are not drawn")
    }
    return nil
  }
}
