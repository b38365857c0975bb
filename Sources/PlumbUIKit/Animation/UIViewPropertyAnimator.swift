import Foundation
import PlumbGraphics
import PlumbUI

/// Where an animator's views end when it finishes or stops, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable { case end = 0, start = 1, current = 2 }

/// An animator's life cycle, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable { case inactive = 0, active = 1, stopped = 2 }

/// UIKit's property animator: animations added to it run on the host's virtual clock when
/// `startAnimation()` is called, with its curve (a Bézier or UIKit's spring), exactly as
/// `UIView.animate` runs them, and its completions are told `.end`.
///
/// Interactive use is not drawn: an animator that is paused, scrubbed with `fractionComplete`,
/// reversed or stopped before it starts leaves its views as they were before its animations ran
/// (a warning names what was not drawn). docs/compatibility/uikit.md, "Controls".
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  public let duration: TimeInterval
  public private(set) var delay: TimeInterval = 0
  public private(set) var state: UIViewAnimatingState = .inactive
  public private(set) var isRunning = false
  open var isInterruptible = true
  open var isUserInteractionEnabled = true
  open var isManualHitTestingEnabled = false
  open var scrubsLinearly = true
  open var pausesOnCompletion = false
  open var isReversed = false {
    didSet { if isReversed { warnInteractive("isReversed") } }
  }
  open var fractionComplete: CGFloat = 0 {
    didSet { if fractionComplete != 0 { warnInteractive("fractionComplete") } }
  }

  private var curve: UIKitTimingCurve
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  /// An animator with one of UIView's four curves.
  public required init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    self.curve = UIKitTimingCurve.from(curve)
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator with a cubic Bézier curve through `point1` and `point2`.
  public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
              animations: (() -> Void)? = nil) {
    self.duration = duration
    self.curve = .bezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator with UIKit's critically damped (or bouncier) spring of `ratio`.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.duration = duration
    self.curve = .spring(UIKitSpring(duration: duration, dampingRatio: ratio, initialVelocity: 0))
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// Makes an animator and starts it at once, as `UIView.animate` with these options.
  @discardableResult
  open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                          options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                          completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
    let animator = Self(duration: duration, curve: .easeInOut, animations: animations)
    animator.curve = .from(options)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

  /// Added animations start `delayFactor` of the remaining duration late in UIKit; here they run
  /// with the others (a warning says so when the factor is not 0).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    if delayFactor != 0 {
      RenderWarnings.warnOnce("UIViewPropertyAnimator.delayFactor", "UIViewPropertyAnimator.addAnimations(_:delayFactor:): the delay factor is not drawn; the animations start with the others")
    }
    animations.append(animation)
  }

  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

  open func startAnimation() { startAnimation(afterDelay: 0) }

  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    self.delay = delay
    state = .active
    isRunning = true
    let blocks = animations
    animations = []
    UIViewAnimator.animate(duration: duration, delay: delay, curve: curve, animations: { blocks.forEach { $0() } },
                           completion: { [self] _ in
                             isRunning = false
                             state = pausesOnCompletion ? .active : .inactive
                             completions.forEach { $0(.end) }
                           })
  }

  open func pauseAnimation() {
    warnInteractive("pauseAnimation")
    if state == .inactive { state = .active }
  }

  open func stopAnimation(_ withoutFinishing: Bool) {
    warnInteractive("stopAnimation")
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
  }

  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    state = .inactive
    completions.forEach { $0(finalPosition) }
  }

  open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) { startAnimation() }

  private func warnInteractive(_ what: String) {
    RenderWarnings.warnOnce("UIViewPropertyAnimator.interactive", "UIViewPropertyAnimator.\(what): interactive (paused, scrubbed, reversed or stopped) animators are not drawn; their views keep the state before the animator's animations ran until it starts")
  }
}

extension UIKitTimingCurve {
  /// The Bézier of one of UIView's named curves.
  static func from(_ curve: UIView.AnimationCurve) -> UIKitTimingCurve {
    switch curve {
    case .easeInOut: return .from([.curveEaseInOut])
    case .easeIn: return .from([.curveEaseIn])
    case .easeOut: return .from([.curveEaseOut])
    case .linear: return .from([.curveLinear])
    }
  }
}
