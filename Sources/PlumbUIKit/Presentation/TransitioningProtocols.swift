import Foundation
import PlumbGraphics

/// Which controller of a transition (`viewController(forKey:)`).
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition (`view(forKey:)`).
public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// Supplies a custom presentation's controller and animators (all optional, as in UIKit).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                              source: UIViewController) -> UIPresentationController?
  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
  public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                     source: UIViewController) -> UIPresentationController? { nil }
  public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                  source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

/// Animates a transition: puts the views in the container, animates, calls `completeTransition`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// A running transition, as the animator sees it.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
  func completeTransition(_ didComplete: Bool)
}

/// What `animate(alongsideTransition:)` blocks receive. Transitions here are never interactive
/// or interruptible; the rotation members (`targetTransform`) answer a transition with no rotation.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  var completionCurve: UIView.AnimationCurve { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  var containerView: UIView { get }
  var targetTransform: CGAffineTransform { get }
}

extension UIViewControllerTransitionCoordinatorContext {
  public var initiallyInteractive: Bool { false }
  public var isInterruptible: Bool { false }
  public var percentComplete: CGFloat { 0 }
  public var completionVelocity: CGFloat { 1 }
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  public var targetTransform: CGAffineTransform { .identity }
}

/// A controller's `transitionCoordinator` during a transition: runs blocks alongside it and
/// when it ends. Blocks given before the transition starts run when it starts, later ones at once.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  @discardableResult
  func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
               completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
  /// UIKit animates `animation` for views outside the container too; here every view animates
  /// the same way, so this is `animate(alongsideTransition:completion:)`.
  @discardableResult
  func animateAlongsideTransition(in view: UIView?,
                                  animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                  completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
  /// Transitions here never change between interactive and not, so `handler` is never called.
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// `animate(alongsideTransition:completion:)` without a completion, as UIKit's imported
  /// signature allows (`completion` defaults to nil there; Swift protocols have no defaults).
  @discardableResult
  public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  @discardableResult
  public func animateAlongsideTransition(in view: UIView?,
                                         animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                         completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  /// `animateAlongsideTransition(in:animation:completion:)` without a completion.
  @discardableResult
  public func animateAlongsideTransition(in view: UIView?,
                                         animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }

  public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}

/// Told about a presentation's interactive dismissal (a sheet swiped down) and adaptation.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
}
