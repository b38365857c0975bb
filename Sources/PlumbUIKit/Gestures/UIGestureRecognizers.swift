import Foundation
import PlumbGraphics

/// Recognizes taps, as `UITapGestureRecognizer`: a touch that ends after `numberOfTapsRequired`
/// taps with `numberOfTouchesRequired` fingers.
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1
  open var buttonMaskRequired: UIEvent.ButtonMask = .primary

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard state == .possible else { return }
    let taps = touches.map(\.tapCount).max() ?? 0
    if taps >= numberOfTapsRequired && numberOfTouches >= numberOfTouchesRequired { recognize(as: .ended) }
    else { state = .failed }
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    // A finger that moves too far is not a tap (UIKit allows about 10 pt).
    for t in touches where hypot(t.locationInView.x - t.startLocation.x, t.locationInView.y - t.startLocation.y) > 10 {
      state = .failed
    }
  }
}

/// Recognizes a finger held still, as `UILongPressGestureRecognizer` (continuous: `.began` once
/// held `minimumPressDuration`, `.ended` when lifted).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 0
  open var numberOfTouchesRequired = 1
  open var minimumPressDuration: TimeInterval = 0.5
  open var allowableMovement: CGFloat = 10

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    if state == .possible, touches.contains(where: { hypot($0.locationInView.x - $0.startLocation.x,
                                                         $0.locationInView.y - $0.startLocation.y) > allowableMovement }) {
      state = .failed
    } else if state == .possible, heldLongEnough(touches) {
      recognize(as: .began)
    } else if [.began, .changed].contains(state) {
      state = .changed; sendActions()
    }
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if state == .possible && heldLongEnough(touches) { recognize(as: .began) }
    if [.began, .changed].contains(state) { state = .ended; sendActions() } else { state = .failed }
  }
  private func heldLongEnough(_ touches: Set<UITouch>) -> Bool {
    touches.contains { $0.timestamp - $0.startTimestamp >= minimumPressDuration }
  }
}

/// Recognizes a drag, as `UIPanGestureRecognizer`: `.began` once the finger has moved 10 pt,
/// `.changed` on each move, `.ended` when lifted; `translation(in:)` and `velocity(in:)` follow.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  open var allowedScrollTypesMask: UIScrollTypeMask = []
  /// Where the pan started, in window coordinates.
  private var start: CGPoint?
  private var offset = CGPoint.zero
  private var lastMove: (point: CGPoint, time: TimeInterval)?
  private var currentVelocity = CGPoint.zero

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    start = location(in: nil)
    lastMove = (location(in: nil), event.timestamp)
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    let p = location(in: nil)
    if let last = lastMove, event.timestamp > last.time {
      let dt = event.timestamp - last.time
      currentVelocity = CGPoint(x: (p.x - last.point.x) / dt, y: (p.y - last.point.y) / dt)
    }
    lastMove = (p, event.timestamp)
    switch state {
    case .possible:
      guard let start, hypot(p.x - start.x, p.y - start.y) >= 10, shouldBegin(at: start) else { return }
      recognize(as: .began)
    case .began, .changed:
      state = .changed; sendActions()
    default: break
    }
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if [.began, .changed].contains(state) { state = .ended; sendActions() } else { state = .failed }
  }
  open override func reset() {
    super.reset()
    start = nil; offset = .zero; lastMove = nil; currentVelocity = .zero
  }

  /// Whether a pan starting at `point` (window coordinates) may begin (screen-edge pans check the edge).
  func shouldBegin(at point: CGPoint) -> Bool { true }

  /// How far the finger has moved since the pan began (plus `setTranslation`'s offset), in `view`'s coordinates.
  open func translation(in view: UIView?) -> CGPoint {
    guard let start else { return offset }
    let a = Self.fromWindow(start, to: view), b = Self.fromWindow(location(in: nil), to: view)
    return CGPoint(x: b.x - a.x + offset.x, y: b.y - a.y + offset.y)
  }
  /// Makes the current translation `translation` (apps reset it to zero after applying it).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let now = self.translation(in: view)
    offset = CGPoint(x: offset.x + translation.x - now.x, y: offset.y + translation.y - now.y)
  }
  /// The finger's speed in points per second along each axis at the last move.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let view, let window = view.window, window !== view else { return currentVelocity }
    let o = Self.fromWindow(.zero, to: view), v = Self.fromWindow(currentVelocity, to: view)
    return CGPoint(x: v.x - o.x, y: v.y - o.y)
  }

  static func fromWindow(_ p: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window = view.window else { return p }
    return window.convert(p, to: view)
  }
}

/// The kinds of scroll events a pan accepts, as `UIScrollTypeMask` (no scroll wheel here).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
  public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
  public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// A pan that starts at an edge of the screen, as `UIScreenEdgePanGestureRecognizer`: within
/// 20 pt of one of `edges` of the window.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  open var edges: UIRectEdge = []

  override func shouldBegin(at point: CGPoint) -> Bool {
    guard let bounds = view?.window?.bounds ?? view?.bounds else { return false }
    let margin: CGFloat = 20
    return (edges.contains(.left) && point.x - bounds.minX <= margin) || (edges.contains(.right) && bounds.maxX - point.x <= margin)
      || (edges.contains(.top) && point.y - bounds.minY <= margin) || (edges.contains(.bottom) && bounds.maxY - point.y <= margin)
  }
}

/// Recognizes a quick stroke in a direction, as `UISwipeGestureRecognizer`: at least 50 pt,
/// mostly along one of `direction`'s axes.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions a swipe is recognized in, as `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  open var numberOfTouchesRequired = 1
  open var direction: Direction = .right
  private var start: CGPoint?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    start = location(in: nil)
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard state == .possible, let start else { state = .failed; return }
    let p = location(in: nil)
    let dx = p.x - start.x, dy = p.y - start.y
    let swiped: Direction = abs(dx) >= abs(dy) ? (dx >= 50 ? .right : dx <= -50 ? .left : []) : (dy >= 50 ? .down : dy <= -50 ? .up : [])
    if !swiped.isEmpty && direction.contains(swiped) && numberOfTouches >= numberOfTouchesRequired { recognize(as: .ended) }
    else { state = .failed }
  }
  open override func reset() { super.reset(); start = nil }
}

/// Recognizes two fingers pinching, as `UIPinchGestureRecognizer`. Touches here are single
/// fingers, so a pinch never recognizes; `scale` stays as set (1 by default).
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  open var scale: CGFloat = 1
  open var velocity: CGFloat { 0 }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if state == .possible { state = .failed }
  }
}

/// Recognizes two fingers turning, as `UIRotationGestureRecognizer`. Touches here are single
/// fingers, so a rotation never recognizes; `rotation` stays as set (0 by default).
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  open var rotation: CGFloat = 0
  open var velocity: CGFloat { 0 }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if state == .possible { state = .failed }
  }
}

/// Recognizes a pointer hovering, as `UIHoverGestureRecognizer`: there is no pointer here.
open class UIHoverGestureRecognizer: UIGestureRecognizer {}
