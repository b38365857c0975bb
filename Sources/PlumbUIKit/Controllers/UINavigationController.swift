import Foundation
import PlumbGraphics
import PlumbUI

/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`
/// (every method optional). An animator returned for a push or pop runs that transition.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
  func navigationController(_ navigationController: UINavigationController,
                            animationControllerFor operation: UINavigationController.Operation,
                            from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
  public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
  public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
  public func navigationController(_ navigationController: UINavigationController,
                                   animationControllerFor operation: UINavigationController.Operation,
                                   from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

/// UIKit's navigation controller: a stack of controllers, the top one's view shown below a
/// navigation bar that draws the top controller's `navigationItem` (title, bar button items) and a
/// back button titled after the controller below (docs/compatibility/uikit.md, "Navigation
/// controllers"). Pushes and pops slide the views on the host's clock when animated.
///
/// The top controller's view is placed below the bar (as UIKit places it under an opaque bar);
/// UIKit extends it under a translucent bar and insets its safe area instead, which this does not
/// model. The bar is transparent at the scroll edge and gets its material (or the standard
/// appearance's background) once the top controller's scroll view has scrolled, as on iOS 15+.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// What a transition does, as `UINavigationController.Operation`.
  public enum Operation: Int, Sendable { case none = 0, push = 1, pop = 2 }

  /// How long showing or hiding the bar takes, as `UINavigationController.hideShowBarDuration`.
  public static let hideShowBarDuration: CGFloat = 0.2

  /// The bar this controller manages (its items come from the stack: do not set them).
  public let navigationBar: UINavigationBar
  public weak var delegate: (any UINavigationControllerDelegate)?

  private var stack: [UIViewController] = []
  /// The transition running now: finishing it puts the views and callbacks in their end state.
  private var runningTransition: NavigationTransition?

  public init(rootViewController: UIViewController) {
    navigationBar = NavigationControllerBar(frame: .zero)
    super.init(nibName: nil, bundle: nil)
    attachBar()
    setViewControllers([rootViewController], animated: false)
  }

  /// A navigation controller whose bar is of a custom class: custom bar classes are not made here
  /// (the bar is drawn by this module; warned), and there is no toolbar.
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    navigationBar = NavigationControllerBar(frame: .zero)
    super.init(nibName: nil, bundle: nil)
    if let c = navigationBarClass, c != UINavigationBar.self {
      RenderWarnings.warnOnce("UINavigationController(navigationBarClass:)",
        "UINavigationController(navigationBarClass:toolbarClass:): the custom bar class \(c) is not instantiated; the standard bar is drawn")
    }
    attachBar()
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    navigationBar = NavigationControllerBar(frame: .zero)
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    attachBar()
  }

  public required init?(coder aDecoder: NSCoder) { return nil }

  private func attachBar() { (navigationBar as? NavigationControllerBar)?.controller = self }

  // MARK: The stack

  /// The controllers on the stack, root first. Setting it replaces the stack without animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller whose view is visible: one presented over this controller, else the top one.
  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  /// Replaces the stack; the new top is shown (sliding in as a push when it is new and animated,
  /// as a pop when it was on the stack already).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    finishRunningTransition()
    var unique: [UIViewController] = []
    for c in viewControllers where !unique.contains(where: { $0 === c }) { unique.append(c) }
    let old = stack
    let oldTop = stack.last
    let removed = old.filter { o in !unique.contains { $0 === o } }
    for c in removed { c.willMove(toParent: nil) }
    let added = unique.filter { n in !old.contains { $0 === n } }
    for c in added { addChild(c) }
    stack = unique
    let newTop = stack.last
    if newTop !== oldTop, isViewLoaded {
      let operation: Operation = old.contains { $0 === newTop } ? .pop : .push
      show(newTop, replacing: oldTop, operation: operation, animated: animated) { [weak self] in
        guard let self else { return }
        for c in removed { c.removeFromParent(); c.didMove(toParent: nil) }
        for c in added { c.didMove(toParent: self) }
      }
    } else {
      for c in removed { c.viewIfLoaded?.removeFromSuperview(); c.removeFromParent(); c.didMove(toParent: nil) }
      for c in added { c.didMove(toParent: self) }
      barChanged()
    }
  }

  /// Pushes `viewController` onto the stack and shows it. A controller already on the stack is
  /// not pushed again (UIKit raises an exception; this warns).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else {
      RenderWarnings.warnOnce("UINavigationController.push twice",
        "pushViewController(_:animated:): the controller is already on the stack; nothing is pushed (UIKit raises an exception)")
      return
    }
    if viewController is UINavigationController {
      RenderWarnings.warnOnce("UINavigationController.push navigation controller",
        "pushViewController(_:animated:): pushing a navigation controller is not supported by UIKit; it is shown as any controller")
    }
    if viewController.hidesBottomBarWhenPushed, tabBarController != nil {
      RenderWarnings.warnOnce("UIViewController.hidesBottomBarWhenPushed",
        "UIViewController.hidesBottomBarWhenPushed: the tab bar is not hidden for the pushed controller")
    }
    setViewControllers(stack + [viewController], animated: animated)
  }

  /// Pops the top controller (not the root) and answers it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    setViewControllers(Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops the controllers above `viewController` and answers them (nil if it is not on the stack).
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let i = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(i + 1)...])
    if !popped.isEmpty { setViewControllers(Array(stack[...i]), animated: animated) }
    return popped
  }

  /// Pops every controller but the root and answers them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  // MARK: Bars

  /// Whether the navigation bar is hidden (the top controller's view then fills this view).
  open var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }
  private var barHidden = false

  /// Shows or hides the bar (the change is drawn at once).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != barHidden else { return }
    barHidden = hidden
    navigationBar.isHidden = hidden
    barChanged()
  }

  /// Whether the toolbar is hidden; there is no toolbar here (showing it warns).
  open var isToolbarHidden: Bool {
    get { toolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }
  private var toolbarHidden = true
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    toolbarHidden = hidden
    if !hidden {
      RenderWarnings.warnOnce("UINavigationController.toolbar", "UINavigationController: the toolbar is not drawn (setToolbarHidden(false:))")
    }
  }

  /// Kept: no touches, swipes or keyboard reach a render.
  open var hidesBarsOnSwipe = false
  open var hidesBarsOnTap = false
  open var hidesBarsWhenKeyboardAppears = false
  open var hidesBarsWhenVerticallyCompact = false

  // MARK: The view

  open override func loadView() {
    let v = NavigationControllerView(frame: UIScreen.main.bounds)
    v.controller = self
    v.backgroundColor = .systemBackground
    view = v
    v.addSubview(v.barBackground)
    v.addSubview(navigationBar)
    if let top = topViewController { v.insertSubview(top.view, at: 0) }
    v.setNeedsLayout()
  }

  /// The appearance calls reach the top controller, as UIKit forwards them to a container's child.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    topViewController?.viewWillAppear(animated)
  }
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    topViewController?.viewDidAppear(animated)
  }
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    topViewController?.viewWillDisappear(animated)
  }
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    topViewController?.viewDidDisappear(animated)
  }

  /// The bar's height now (0 while hidden): 44, or 96 with a large title.
  var barHeight: CGFloat {
    guard !barHidden else { return 0 }
    return (navigationBar as? NavigationControllerBar)?.showsLargeTitle == true ? 44 + NavigationControllerBar.largeTitleArea : 44
  }

  /// Where the top controller's view goes: below the bar (the whole view while the bar is hidden).
  var contentFrame: CGRect {
    guard let v = viewIfLoaded else { return UIScreen.main.bounds }
    let b = v.bounds
    guard !barHidden else { return b }
    let top = v.safeAreaInsets.top + barHeight
    return CGRect(x: b.minX, y: b.minY + top, width: b.width, height: max(0, b.height - top))
  }

  /// The bar or its items changed: lay out and draw again.
  func barChanged() {
    navigationBar.setNeedsLayout()
    viewIfLoaded?.setNeedsLayout()
    UIKitRuntime.setNeedsRender(viewIfLoaded, "UINavigationController.navigationBar")
  }

  // MARK: Transitions

  /// Shows `new` in place of `old`: the delegate and appearance calls, then the slide (or the
  /// delegate's animator), then `done` and the end calls.
  private func show(_ new: UIViewController?, replacing old: UIViewController?, operation: Operation, animated: Bool,
                    done: @escaping () -> Void) {
    guard let container = viewIfLoaded as? NavigationControllerView else { done(); return }
    container.attachToPresentingWindow(self)
    let visible = container.window != nil
    if let new { delegate?.navigationController(self, willShow: new, animated: animated) }
    if visible { old?.viewWillDisappear(animated); new?.viewWillAppear(animated) }
    barChanged()
    container.layoutIfNeeded()
    let frame = contentFrame
    let newView = new?.view
    let oldView = old?.viewIfLoaded
    if let newView {
      newView.frame = frame
      if let oldView, oldView.superview === container, operation == .pop {
        container.insertSubview(newView, belowSubview: oldView)
      } else {
        container.insertSubview(newView, belowSubview: container.barBackground)
      }
    }
    let transition = NavigationTransition(controller: self, from: old, to: new, container: container, animated: animated)
    transition.onComplete = { [weak self] in
      if oldView !== newView { oldView?.removeFromSuperview() }
      if let oldView { UIView.performWithoutAnimation { oldView.frame = frame } }
      if visible { old?.viewDidDisappear(animated); new?.viewDidAppear(animated) }
      done()
      guard let self else { return }
      if self.runningTransition === transition { self.runningTransition = nil }
      for c in [self, old, new].compactMap({ $0 }) where c.transitionCoordinator === transition { c.transitionCoordinator = nil }
      if let new { self.delegate?.navigationController(self, didShow: new, animated: animated) }
      container.setNeedsLayout()
      UIKitRuntime.setNeedsRender(container, "UINavigationController transition ended")
    }
    runningTransition = transition
    for c in [self, old, new].compactMap({ $0 }) { c.transitionCoordinator = transition }
    let animate = animated && visible && old != nil && new != nil
    transition.isAnimated = animate
    transition.startAlongside()
    if animate, let old, let new,
       let animator = delegate?.navigationController(self, animationControllerFor: operation, from: old, to: new) {
      transition.duration = animator.transitionDuration(using: transition)
      transition.animator = animator
      animator.animateTransition(using: transition)
    } else if animate, let newView, let oldView {
      transition.duration = NavigationTransition.slideDuration
      let w = frame.width
      let push = operation != .pop
      UIView.performWithoutAnimation {
        newView.frame = frame.offsetBy(dx: push ? w : -0.3 * w, dy: 0)
      }
      UIView.animate(withDuration: transition.duration, delay: 0, options: [], animations: {
        newView.frame = frame
        oldView.frame = frame.offsetBy(dx: push ? -0.3 * w : w, dy: 0)
      }, completion: { _ in transition.completeTransition(true) })
    } else {
      transition.completeTransition(true)
    }
    UIKitRuntime.setNeedsRender(container, "UINavigationController \(operation == .pop ? "pop" : "push")")
  }

  /// Ends a running transition at once (a new one starts before the old one ended).
  private func finishRunningTransition() {
    runningTransition?.completeTransition(true)
    runningTransition = nil
  }

  /// Whether a transition is running (the view's layout leaves the moving views alone).
  var isTransitioning: Bool { runningTransition != nil }
}

/// A navigation controller's view: the top controller's view below the bar, the bar's
/// background (under the status bar too) and the bar.
@MainActor
final class NavigationControllerView: UIView {
  weak var controller: UINavigationController?
  let barBackground = NavigationBarBackgroundView(frame: .zero)

  override func layoutSubviews() {
    guard let nav = controller else { return }
    attachToPresentingWindow(nav)
    let b = bounds
    let top = safeAreaInsets.top
    let height = nav.barHeight
    // Hiding the bar view itself (`navigationBar.isHidden`) hides it and its background, and
    // leaves the content where it is, as in UIKit; `setNavigationBarHidden` also gives the
    // content the bar's room.
    barBackground.isHidden = nav.isNavigationBarHidden || nav.navigationBar.isHidden
    barBackground.controller = nav
    if !nav.isNavigationBarHidden {
      nav.navigationBar.frame = CGRect(x: b.minX, y: b.minY + top, width: b.width, height: height)
      barBackground.frame = CGRect(x: b.minX, y: b.minY, width: b.width, height: top + height)
    }
    if !nav.isTransitioning, let v = nav.topViewController?.viewIfLoaded, v.superview === self {
      v.frame = nav.contentFrame
    }
  }
}

extension UIView {
  /// A presented controller's views sit in the presentation's container, which is not a subview
  /// of the window: the container gets the window as its host window (as a representable's root
  /// view does), so `window`, `safeAreaInsets` and appearance calls see the window the
  /// presentation is drawn in. (PresentationEngine could do this when it makes the container.)
  func attachToPresentingWindow(_ controller: UIViewController) {
    guard window == nil, controller.containmentRoot.presentingViewController != nil,
          let w = controller.hostWindow ?? UIKitRuntime.currentWindow else { return }
    var top: UIView = self
    while let s = top.superview { top = s }
    top.hostingWindow = w
  }
}

/// A running push or pop: the context an animator gets and the coordinator controllers see.
@MainActor
final class NavigationTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
  /// How long the default slide takes (**L**: UIKit's push is a spring of about 0.35 s).
  static let slideDuration = 0.35

  let from: UIViewController?
  let to: UIViewController?
  let containerView: UIView
  var isAnimated: Bool
  var duration = 0.0
  var animator: (any UIViewControllerAnimatedTransitioning)?
  var onComplete: (() -> Void)?
  private let controller: UINavigationController
  private let alongside = TransitionAlongside()

  init(controller: UINavigationController, from: UIViewController?, to: UIViewController?, container: UIView, animated: Bool) {
    self.controller = controller
    self.from = from
    self.to = to
    containerView = container
    isAnimated = animated
  }

  var isInteractive: Bool { false }
  var transitionWasCancelled: Bool { false }
  var isCancelled: Bool { false }
  var presentationStyle: UIModalPresentationStyle { .none }
  var transitionDuration: TimeInterval { duration }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : key == .to ? to : nil
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? from?.viewIfLoaded : key == .to ? to?.viewIfLoaded : nil
  }
  func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? controller.contentFrame : .zero }
  func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? controller.contentFrame : .zero }


  /// Alongside blocks registered before the transition starts run when it starts; later ones at once.
  @discardableResult
  func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
               completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
    alongside.add(animation, completion: completion, context: self)
    return true
  }

  func startAlongside() { alongside.start(self) }

  func completeTransition(_ didComplete: Bool) {
    guard alongside.complete(self) else { return }
    animator?.animationEnded(didComplete)
    onComplete?()
  }
}

/// Side storage for `hidesBottomBarWhenPushed`.
@MainActor
private let hidesBottomBar = ObjectSideTable<Bool>()

extension UIViewController {
  /// The nearest navigation controller among this controller's parents (through any containers
  /// between), as UIKit's `navigationController`. SwiftUI's `NavigationStack` has no
  /// `UINavigationController` behind it here: inside SwiftUI content this is nil (warned).
  var enclosingNavigationController: UINavigationController? {
    var c: UIViewController? = parent
    while let v = c {
      if let nav = v as? UINavigationController { return nav }
      c = v.parent
    }
    let root = containmentRoot
    if root is HostRootViewController || root is SheetHostingController {
      RenderWarnings.warnOnce("UIViewController.navigationController",
        "UIViewController.navigationController: SwiftUI's NavigationStack has no UINavigationController here; nil is returned, so pushes and bar changes through it do nothing")
    }
    return nil
  }

  /// Whether a tab bar controller hides its bar while this controller is pushed (kept; the tab
  /// bar stays drawn: warned when such a controller is pushed in a tab bar controller).
  public var hidesBottomBarWhenPushed: Bool {
    get { hidesBottomBar[self] ?? false }
    set { hidesBottomBar[self] = newValue }
  }

  /// Shows `vc` as UIKit's `show(_:sender:)` does: pushed when this controller is (in) a
  /// navigation controller, else presented.
  public func show(_ vc: UIViewController, sender: Any?) {
    if let nav = self as? UINavigationController ?? navigationControllerForItem {
      nav.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// Shows `vc` as the detail of a split view; on iPhone (no split view here) as `show(_:sender:)`.
  public func showDetailViewController(_ vc: UIViewController, sender: Any?) { show(vc, sender: sender) }
}
