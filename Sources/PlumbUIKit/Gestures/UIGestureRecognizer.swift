import Foundation
import PlumbGraphics

/// UIKit's gesture recognizer: attached to a view with `addGestureRecognizer(_:)`, it turns the
/// touches delivered to that view into a state (`.possible`, `.began`, `.changed`, `.ended`, …)
/// and tells its targets.
///
/// Target–action: `init(target:action:)` and `addTarget(_:action:)` take a `Selector` and keep
/// it, but a selector cannot be called without the Objective-C runtime, so when the gesture is
/// recognized the pair is not called and one warning says so (key `UIGestureRecognizer.action`).
/// App code written `#selector(handleTap)` does not compile on Linux at all (the compiler rejects
/// `#selector`, whatever is declared). What does run: the delegate's methods, the touches methods
/// (subclasses may override them) and `state`. A render has no finger: touches reach a recognizer
/// when a host delivers a tap or drag to its view (docs/compatibility/uikit.md, "Gestures").
@preconcurrency @MainActor
open class UIGestureRecognizer {
  /// The recognizer's state, as `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  private struct TargetAction { weak var target: AnyObject?; let hasTarget: Bool; let action: Selector }
  private var targets: [TargetAction] = []

  /// The state; subclasses set it (as UIKit's UIGestureRecognizerSubclass allows).
  open var state: State = .possible
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Disabling a recognizer that is recognizing cancels it.
  open var isEnabled = true {
    didSet { if !isEnabled, [.began, .changed].contains(state) { state = .cancelled; sendActions(); reset() } }
  }
  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  open var requiresExclusiveTouchType = true
  open var allowedTouchTypes: [NSNumber] = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
  open var allowedPressTypes: [NSNumber] = []
  open var name: String?
  /// Recognizers that must fail before this one may succeed.
  var failureRequirements: [UIGestureRecognizer] = []
  /// The touches being tracked, with their locations in the recognizer's view.
  var trackedTouches: [UITouch] = []

  /// A recognizer calling `action` on `target` when it recognizes (kept; see the type's note).
  public init(target: Any?, action: Selector?) {
    if let action { targets.append(TargetAction(target: target as AnyObject?, hasTarget: target != nil, action: action)) }
  }
  public convenience init() { self.init(target: nil, action: nil) }
  public init?(coder: NSCoder) { return nil }

  open func addTarget(_ target: Any, action: Selector) {
    targets.append(TargetAction(target: target as AnyObject, hasTarget: true, action: action))
  }
  /// Removes pairs matching `target` and `action` (nil matches every target or action).
  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll { pair in
      (target == nil || pair.target === (target as AnyObject)) && (action == nil || pair.action == action)
    }
  }

  /// This recognizer waits for `otherGestureRecognizer` to fail before succeeding.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { failureRequirements.append(otherGestureRecognizer) }

  /// The centroid of the touches, in `view`'s coordinates (the window's for nil); the last
  /// location when no touch is down.
  open func location(in view: UIView?) -> CGPoint {
    guard !trackedTouches.isEmpty else { return UITouch.convert(lastLocation, from: self.view, to: view) }
    let points = trackedTouches.map { $0.location(in: view) }
    let n = CGFloat(points.count)
    return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
  }
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
    return trackedTouches[touchIndex].location(in: view)
  }
  open var numberOfTouches: Int { trackedTouches.count }
  /// The last centroid, in the recognizer's view.
  var lastLocation: CGPoint = .zero

  // MARK: UIGestureRecognizerSubclass (overridable)

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { track(touches) }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { track(touches) }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { track(touches) }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    track(touches)
    if [.began, .changed].contains(state) { state = .cancelled }
  }
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
  /// Back to `.possible`, after a gesture ends, fails or is cancelled.
  open func reset() { trackedTouches = [] }
  open func ignore(_ touch: UITouch, for event: UIEvent) { trackedTouches.removeAll { $0 === touch } }
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  open func shouldReceive(_ event: UIEvent) -> Bool { true }

  // MARK: Delivery

  private func track(_ touches: Set<UITouch>) {
    for t in touches where !trackedTouches.contains(where: { $0 === t }) { trackedTouches.append(t) }
    if let view = self.view, !trackedTouches.isEmpty { lastLocation = location(in: view) }
  }

  /// Asks the delegate whether to begin, and moves to `state` (`.began` or `.ended`) or `.failed`.
  func recognize(as newState: State) {
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) { state = .failed; return }
    if failureRequirements.contains(where: { $0.state != .failed && $0.state != .possible }) { state = .failed; return }
    state = newState
    sendActions()
  }

  /// Tells the targets (they cannot be called: see the type's note) and the delegate-less world.
  func sendActions() {
    guard !targets.isEmpty else { return }
    RenderWarnings.warnOnce("UIGestureRecognizer.action",
      "\(type(of: self)) recognized a gesture: its target–action (\(targets.map { "\($0.action)" }.joined(separator: ", "))) "
      + "is not called (selectors need the Objective-C runtime)")
  }

  /// The end of a touch sequence: back to `.possible` once ended, failed or cancelled.
  func finishSequence() {
    if [.ended, .failed, .cancelled, .possible].contains(state) {
      lastLocation = trackedTouches.isEmpty ? lastLocation : (view.map { location(in: $0) } ?? lastLocation)
      reset()
      state = .possible
    }
  }
}

/// What a recognizer asks its delegate, as `UIGestureRecognizerDelegate`; every method is
/// optional (the defaults answer as UIKit does when the delegate does not implement one).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                         shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                         shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                         shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}
