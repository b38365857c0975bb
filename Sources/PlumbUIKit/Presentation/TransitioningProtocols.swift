import Foundation

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
@MainActor
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
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// A running transition, as the animator sees it.
@MainActor
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

/// What `animate(alongsideTransition:)` blocks receive.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isCancelled: Bool { get }
  var isInteractive: Bool { get }
  var transitionDuration: TimeInterval { get }
  var containerView: UIView { get }
  var presentationStyle: UIModalPresentationStyle { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// A controller's `transitionCoordinator` during a transition: runs blocks alongside it.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  @discardableResult
  func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
               completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// Told about a presentation's interactive dismissal (a sheet swiped down) and adaptation.
@MainActor
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
