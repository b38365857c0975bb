import Foundation
import PlumbGraphics
import PlumbUI

/// One presentation on screen: its controller, container and whether its transition finished.
@MainActor
final class PresentationRecord {
  let controller: UIPresentationController
  let container: UIView
  var presented: UIViewController { controller.presentedViewController }
  var isComplete = false
  init(controller: UIPresentationController, container: UIView) { self.controller = controller; self.container = container }
}

/// The view a presentation happens in (UIKit's private `UITransitionView`).
@MainActor
final class UITransitionView: UIView {}

/// Presents and dismisses controllers in a window: makes the presentation controller and the
/// container, runs the animator (the transitioning delegate's, or the default cover-vertical
/// slide or cross-dissolve) with a transition context, and the alongside animations of the
/// transition coordinator with the same duration.
@MainActor
enum PresentationEngine {
  /// UIKit's default modal transition duration (**L**: measured values vary 0.4–0.5 s).
  static let defaultDuration = 0.5

  static func present(_ vc: UIViewController, from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
    guard let window = source.hostWindow ?? UIKitRuntime.currentWindow else {
      RenderWarnings.warnOnce("UIViewController.present", "present(_:animated:): the presenting controller is in no window; nothing is presented")
      return
    }
    // UIKit presents from the top of the chain above the source's root.
    var presenter = source.containmentRoot
    while let p = presenter.presentedViewController { presenter = p }
    guard vc.presentingViewController == nil else {
      RenderWarnings.warnOnce("UIViewController.present twice", "present(_:animated:): the controller is already presented; nothing happens (as UIKit)")
      return
    }
    let style = vc.modalPresentationStyle.resolved
    var pc = vc.ownPresentationController ?? UIPresentationController.make(for: vc, presenting: presenter)
    if style == .custom, let custom = vc.transitioningDelegate?.presentationController(forPresented: vc, presenting: presenter, source: source) {
      custom.delegate = custom.delegate ?? pc.delegate
      pc = custom
    }
    pc.presentingViewController = presenter
    vc.ownPresentationController = pc
    presenter.presentedViewController = vc
    vc.presentingViewController = presenter

    let container = UITransitionView(frame: window.bounds)
    pc.containerView = container
    let record = PresentationRecord(controller: pc, container: container)
    window.presentations.append(record)
    vc.loadViewIfNeeded()

    let animator = vc.transitioningDelegate?.animationController(forPresented: vc, presenting: presenter, source: source)
    let context = TransitionContext(container: container, from: presenter, to: vc, style: pc.presentationStyle,
                                    animated: animated, duration: 0, presentation: pc)
    // UIKit asks the animator with the transition's context (an animator may answer from `isAnimated`).
    context.duration = animated ? (animator?.transitionDuration(using: context) ?? defaultDuration) : 0
    vc.transitionCoordinator = context
    vc.isBeingPresented = true
    context.onComplete = { done in
      vc.isBeingPresented = false
      vc.transitionCoordinator = nil
      record.isComplete = done
      pc.presentationTransitionDidEnd(done)
      animator?.animationEnded(done)
      if done { vc.viewDidAppear(animated) }
      completion?()
      UIKitRuntime.setNeedsRender(window, "presentation ended")
    }
    container.frame = window.bounds
    pc.presentationTransitionWillBegin()
    pc.containerViewWillLayoutSubviews()
    pc.containerViewDidLayoutSubviews()
    vc.viewWillAppear(animated)
    context.startAlongside()
    if let animator {
      animator.animateTransition(using: context)
    } else {
      defaultPresent(vc, pc, context)
    }
    UIKitRuntime.setNeedsRender(window, "present \(typeName(type(of: vc)))")
  }

  private static func defaultPresent(_ vc: UIViewController, _ pc: UIPresentationController, _ context: TransitionContext) {
    guard let view = pc.presentedView else { return context.completeTransition(true) }
    let final = pc.frameOfPresentedViewInContainerView
    view.frame = final
    context.containerView.addSubview(view)
    guard context.isAnimated else { return context.completeTransition(true) }
    if vc.modalTransitionStyle == .crossDissolve {
      view.alpha = 0
      UIView.animate(withDuration: context.duration, delay: 0, options: [], animations: { view.alpha = 1 }) { _ in
        context.completeTransition(true)
      }
    } else {
      if vc.modalTransitionStyle != .coverVertical {
        RenderWarnings.warnOnce("UIModalTransitionStyle", "UIModalTransitionStyle other than coverVertical/crossDissolve: drawn as coverVertical")
      }
      UIView.performWithoutAnimation { view.frame = final.offsetBy(dx: 0, dy: context.containerView.bounds.height - final.minY) }
      UIView.animate(withDuration: context.duration, delay: 0, options: [], animations: { view.frame = final }) { _ in
        context.completeTransition(true)
      }
    }
  }

  static func dismiss(from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
    // The controller that presented: the source if it presented one, else the source's presenter.
    let root = source.containmentRoot
    let target: UIViewController
    if let p = root.presentedViewController { target = p } else if root.presentingViewController != nil { target = root } else {
      completion?()
      return
    }
    guard let window = target.hostWindow ?? UIKitRuntime.currentWindow,
          let index = window.presentations.firstIndex(where: { $0.presented === target }) else { completion?(); return }
    // Controllers presented above the target go first, without animation (as UIKit).
    for above in window.presentations[(index + 1)...].reversed() { finishDismissal(above, window) }
    let record = window.presentations[index]
    let pc = record.controller
    let presenter = target.presentingViewController ?? root
    let animator = target.transitioningDelegate?.animationController(forDismissed: target)
    let context = TransitionContext(container: record.container, from: target, to: presenter, style: pc.presentationStyle,
                                    animated: animated, duration: 0, presentation: pc)
    context.duration = animated ? (animator?.transitionDuration(using: context) ?? defaultDuration) : 0
    target.transitionCoordinator = context
    target.isBeingDismissed = true
    context.onComplete = { done in
      target.isBeingDismissed = false
      target.transitionCoordinator = nil
      animator?.animationEnded(done)
      if done {
        finishDismissal(record, window)
        target.viewDidDisappear(animated)
      }
      pc.dismissalTransitionDidEnd(done)
      completion?()
      UIKitRuntime.setNeedsRender(window, "dismissal ended")
    }
    target.viewWillDisappear(animated)
    pc.dismissalTransitionWillBegin()
    context.startAlongside()
    if let animator {
      animator.animateTransition(using: context)
    } else if animated, let view = pc.presentedView {
      if target.modalTransitionStyle == .crossDissolve {
        UIView.animate(withDuration: context.duration, delay: 0, options: [], animations: { view.alpha = 0 }) { _ in context.completeTransition(true) }
      } else {
        let f = view.frame
        UIView.animate(withDuration: context.duration, delay: 0, options: [], animations: {
          view.frame = f.offsetBy(dx: 0, dy: record.container.bounds.height - f.minY)
        }) { _ in context.completeTransition(true) }
      }
    } else {
      context.completeTransition(true)
    }
    UIKitRuntime.setNeedsRender(window, "dismiss \(typeName(type(of: target)))")
  }

  /// Takes a presentation off the screen and unlinks its controllers.
  static func finishDismissal(_ record: PresentationRecord, _ window: UIWindow) {
    window.presentations.removeAll { $0 === record }
    let vc = record.presented
    vc.presentingViewController?.presentedViewController = nil
    vc.presentingViewController = nil
    vc.ownPresentationController = nil
    record.container.subviews.forEach { $0.removeFromSuperview() }
  }
}

/// The context and coordinator of one transition.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
  let containerView: UIView
  let from: UIViewController
  let to: UIViewController
  let presentationStyle: UIModalPresentationStyle
  let isAnimated: Bool
  var duration: Double
  unowned let presentation: UIPresentationController
  var onComplete: ((Bool) -> Void)?
  private let alongside = TransitionAlongside()

  init(container: UIView, from: UIViewController, to: UIViewController, style: UIModalPresentationStyle, animated: Bool,
       duration: Double, presentation: UIPresentationController) {
    containerView = container; self.from = from; self.to = to; presentationStyle = style; isAnimated = animated
    self.duration = duration; self.presentation = presentation
  }

  var isInteractive: Bool { false }
  var transitionWasCancelled: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { duration }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : key == .to ? to : nil
  }

  /// The moving views: for a presentation, `.to` is the presented view and `.from` is nil (the
  /// presenter stays); for a dismissal, `.from` is the presented view.
  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    let presenting = to.presentingViewController === from
    if presenting { return key == .to ? presentation.presentedView : nil }
    return key == .from ? presentation.presentedView : nil
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    vc === from && to.presentingViewController !== from ? presentation.frameOfPresentedViewInContainerView : .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    vc === to && to.presentingViewController === from ? presentation.frameOfPresentedViewInContainerView : .zero
  }


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
    onComplete?(didComplete)
  }
}
