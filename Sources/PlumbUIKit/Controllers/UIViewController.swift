import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's view controller: a lazily loaded view, containment (`addChild`, `parent`) and modal
/// presentation (`present`, `dismiss`, the presentation chain), drawn in its host's window.
@preconcurrency @MainActor
open class UIViewController: UIResponder, Hashable {
  private var loadedView: UIView? { didSet { loadedView?.owningController = self } }
  /// The window a root controller belongs to (others find theirs through the chain).
  weak var window: UIWindow?
  /// The view's superview, else the parent controller, else the presenting one.
  open override var next: UIResponder? { viewIfLoaded?.superview ?? parent ?? presentingViewController }

  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []
  public internal(set) var presentedViewController: UIViewController?
  public internal(set) weak var presentingViewController: UIViewController?

  public var title: String?
  public var modalPresentationStyle: UIModalPresentationStyle = .automatic
  public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Held weakly, as UIKit does: keep the delegate alive yourself.
  public weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// Refuses interactive (swipe) dismissal of the sheet it is in.
  public var isModalInPresentation = false
  public var preferredContentSize: CGSize = .zero
  public var definesPresentationContext = false
  public internal(set) var isBeingPresented = false
  public internal(set) var isBeingDismissed = false
  /// The coordinator of the transition running now, if any.
  public internal(set) var transitionCoordinator: (any UIViewControllerTransitionCoordinator)?

  var ownPresentationController: UIPresentationController?
  /// Backs `tabBarItem` (UITabBarController.swift).
  var storedTabBarItem: UITabBarItem?

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public override convenience init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { return nil }

  nonisolated public static func == (l: UIViewController, r: UIViewController) -> Bool { l === r }
  nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

  // MARK: The view

  /// Loaded on first access (`loadView`, then `viewDidLoad`).
  public var view: UIView! {
    get { loadViewIfNeeded(); return loadedView }
    set { loadedView = newValue }
  }
  public var viewIfLoaded: UIView? { loadedView }
  public var isViewLoaded: Bool { loadedView != nil }

  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// Makes the view; the default is a plain screen-sized view.
  open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
  open func viewDidLoad() {}

  // Orientation and status bar: what a controller asks for, overridden by apps. A render is
  // upright with the default status bar (docs/compatibility/uikit.md, "App and scene lifecycle").
  /// `.all` on an iPad, `.allButUpsideDown` on an iPhone, as UIKit's default.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  open var shouldAutorotate: Bool { true }
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var prefersStatusBarHidden: Bool { false }
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  open func setNeedsStatusBarAppearanceUpdate() {}
  open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
  open class func attemptRotationToDeviceOrientation() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  /// Called before the view's size changes (rotation, split view). A render never resizes a
  /// controller's view after it appears, so this is never called; overriding it compiles.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

  // MARK: Containment

  public func addChild(_ child: UIViewController) {
    guard child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  public func removeFromParent() {
    guard let p = parent else { return }
    p.children.removeAll { $0 === self }
    parent = nil
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// The root of this controller's containment chain.
  var containmentRoot: UIViewController {
    var c = self
    while let p = c.parent { c = p }
    return c
  }

  /// The window this controller is shown in, through its parents and presenters.
  var hostWindow: UIWindow? {
    let root = containmentRoot
    if let w = root.window { return w }
    if let presenter = root.presentingViewController { return presenter.hostWindow }
    return nil
  }

  // MARK: Presentation

  /// The presentation controller managing this controller (made for its style on first use, so
  /// a delegate can be set before presenting); a child answers its presented ancestor's.
  public var presentationController: UIPresentationController? {
    if let p = ownPresentationController { return p }
    if let parent { return parent.presentationController }
    let made = UIPresentationController.make(for: self, presenting: nil)
    ownPresentationController = made
    return made
  }

  /// Presents `viewControllerToPresent` over this controller's window (UIKit presents from the
  /// top of the containment chain); animated transitions run on the host's clock.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    PresentationEngine.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presented, or, if it presented none, itself.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    PresentationEngine.dismiss(from: self, animated: flag, completion: completion)
  }

  public var navigationController: UINavigationController? { enclosingNavigationController }
}

/// How a presented controller covers the screen (iPhone: `.formSheet`, `.popover` and
/// `.automatic` adapt to `.pageSheet`).
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1
  case automatic = -2
}

/// How a non-custom presentation moves in.
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }
