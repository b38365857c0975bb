import Foundation
import PlumbGraphics
import PlumbUI

/// Where a page view controller's pages come from, as `UIPageViewControllerDataSource`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  func pageViewController(_ pageViewController: UIPageViewController,
                          viewControllerBefore viewController: UIViewController) -> UIViewController?
  func pageViewController(_ pageViewController: UIPageViewController,
                          viewControllerAfter viewController: UIViewController) -> UIViewController?
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// A page view controller's callbacks, as `UIPageViewControllerDelegate` (all optional).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                          previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
  public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                 previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// UIKit's page view controller: its view shows the current page's view filling it, as a
/// swipe-free screen does. A page changes through `setViewControllers(_:direction:animated:completion:)`
/// (animated or not, the picture is the end state); the data source is asked only by the
/// page-dots it reports (`presentationCount`), since no swipe happens in a render
/// (docs/compatibility/uikit.md, "Controls").
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
  public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
  public enum NavigationDirection: Int, Sendable { case forward, reverse }
  public enum SpineLocation: Int, Sendable { case none, min, mid, max }

  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  public let transitionStyle: TransitionStyle
  public let navigationOrientation: NavigationOrientation
  public let spineLocation: SpineLocation = .min
  public weak var dataSource: (any UIPageViewControllerDataSource)?
  public weak var delegate: (any UIPageViewControllerDelegate)?
  public var isDoubleSided = false
  public private(set) var viewControllers: [UIViewController]? = []

  public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
              options: [OptionsKey: Any]? = nil) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { return nil }

  open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                               completion: ((Bool) -> Void)? = nil) {
    for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    self.viewControllers = viewControllers
    for c in viewControllers ?? [] { addChild(c); c.didMove(toParent: self) }
    showCurrent()
    completion?(true)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showCurrent()
  }

  /// The first page's view fills this controller's view.
  private func showCurrent() {
    guard isViewLoaded, let root = viewIfLoaded, let page = viewControllers?.first else { return }
    let v = page.view!
    if v.superview !== root {
      for s in root.subviews { s.removeFromSuperview() }
      root.addSubview(v)
    }
    v.frame = root.bounds
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }
}
