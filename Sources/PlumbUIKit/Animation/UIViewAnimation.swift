import Foundation

extension UIView {
  /// `UIView.AnimationOptions`: the curve options change the timing; the others are accepted
  /// (`beginFromCurrentState` is how every animation here starts; repeat/autoreverse warn).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// A timing curve, as UIKit's `UIView.AnimationCurve` (the raw values are UIKit's).
  public enum AnimationCurve: Int, Sendable {
    case easeInOut = 0, easeIn, easeOut, linear
  }

  /// Animates the changes `animations` makes, on the host's virtual clock: `advance(to: t)`
  /// shows them `t` seconds after this call. Completion runs when the clock passes the end (or,
  /// while the host shows end states, on the next main-queue turn).
  public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
    warnUnsupported(options)
    UIViewAnimator.animate(duration: duration, delay: delay, curve: .from(options), animations: animations,
                           completion: completion)
  }

  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// The spring form: UIKit's spring (`UIKitSpring`: the duration bounds the motion; the
  /// velocity is in distances per second), not SwiftUI's.
  public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
    warnUnsupported(options)
    let spring = UIKitSpring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
    UIViewAnimator.animate(duration: duration, delay: delay, curve: .spring(spring), animations: animations,
                           completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animations off (inside an animation block too).
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    UIViewAnimationContext.suppressed += 1
    actionsWithoutAnimation()
    UIViewAnimationContext.suppressed -= 1
  }

  private static func warnUnsupported(_ options: AnimationOptions) {
    if options.contains(.repeat) || options.contains(.autoreverse) {
      RenderWarnings.warnOnce("UIView.AnimationOptions.repeat",
                              "UIView.animate: .repeat and .autoreverse are not animated; frames show one forward run")
    }
  }
}

import PlumbGraphics
