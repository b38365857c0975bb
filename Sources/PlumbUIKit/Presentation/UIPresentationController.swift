import Foundation
import PlumbGraphics
import PlumbUI

/// Manages one presentation: the container view, where the presented view goes, and the chrome
/// around it (subclasses add a dimming view in `presentationTransitionWillBegin`).
@preconcurrency @MainActor
open class UIPresentationController {
  public let presentedViewController: UIViewController
  public internal(set) weak var presentingViewController: UIViewController!
  /// Held weakly, as UIKit does.
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The screen-sized view the presentation happens in (set when the transition begins).
  public internal(set) var containerView: UIView?

  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
  }

  /// The view the animator moves; the presented controller's view by default.
  open var presentedView: UIView? { presentedViewController.view }
  /// Where the presented view rests: the container's bounds by default.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? UIScreen.main.bounds }
  /// Whether the presenter's view leaves the window once presented (full-screen styles).
  open var shouldRemovePresentersView: Bool { false }
  open var shouldPresentInFullscreen: Bool { true }
  open var presentationStyle: UIModalPresentationStyle { .custom }

  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}

  /// The default controller for a controller's style (custom ones come from the transitioning
  /// delegate at presentation time).
  static func make(for vc: UIViewController, presenting: UIViewController?) -> UIPresentationController {
    switch vc.modalPresentationStyle.resolved {
    case .fullScreen: return FullScreenPresentationController(presentedViewController: vc, presenting: presenting, over: false)
    case .overFullScreen: return FullScreenPresentationController(presentedViewController: vc, presenting: presenting, over: true)
    case .custom: return UIPresentationController(presentedViewController: vc, presenting: presenting)
    default: return SheetPresentationController(presentedViewController: vc, presenting: presenting)
    }
  }
}

extension UIModalPresentationStyle {
  /// On iPhone: `.automatic`, `.formSheet` and `.popover` are page sheets; the context styles
  /// cover the screen (no controller here defines a context).
  var resolved: UIModalPresentationStyle {
    switch self {
    case .automatic, .formSheet, .popover, .pageSheet: return .pageSheet
    case .currentContext, .fullScreen: return .fullScreen
    case .overCurrentContext, .overFullScreen: return .overFullScreen
    case .custom: return .custom
    case .none: return .fullScreen
    }
  }
}

/// `.fullScreen` / `.overFullScreen`: the presented view fills the screen; `.fullScreen` removes
/// the presenter's view once the transition ends.
final class FullScreenPresentationController: UIPresentationController {
  let over: Bool
  init(presentedViewController: UIViewController, presenting: UIViewController?, over: Bool) {
    self.over = over
    super.init(presentedViewController: presentedViewController, presenting: presenting)
  }
  override var shouldRemovePresentersView: Bool { !over }
  override var presentationStyle: UIModalPresentationStyle { over ? .overFullScreen : .fullScreen }
}

/// `.pageSheet` on iPhone (iOS 15–18, large detent): the sheet's top 10 pt below the safe area,
/// top corners rounded 10 pt, a black dimming view behind it; the same numbers as PlumbUI's
/// SwiftUI `.sheet` (layout-rules.md §9). The presenter is not scaled back here (SwiftUI's sheet
/// does it): presenting one warns.
final class SheetPresentationController: UIPresentationController {
  let dimmingView = UIView()
  override var presentationStyle: UIModalPresentationStyle { .pageSheet }

  override var frameOfPresentedViewInContainerView: CGRect {
    let b = containerView?.bounds ?? UIScreen.main.bounds
    let top = (containerView?.window?.host?.device.safeAreaInsets.top ?? 0) + 10
    // 10 pt taller than the screen, so only the top corners show rounded (as UIKit's sheet).
    return CGRect(x: 0, y: top, width: b.width, height: b.height - top + 10)
  }

  override func presentationTransitionWillBegin() {
    RenderWarnings.warnOnce("UIModalPresentationStyle.pageSheet",
                            "UIKit page sheet: the presenting view is not scaled back and the sheet cannot be swiped; the sheet itself is drawn")
    guard let container = containerView else { return }
    dimmingView.frame = container.bounds
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
    dimmingView.alpha = 0
    container.insertSubview(dimmingView, at: 0)
    presentedView?.layer.cornerRadius = 10
    presentedView?.clipsToBounds = true
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }
}
