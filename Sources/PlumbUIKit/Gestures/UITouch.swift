import Foundation
import PlumbGraphics

// UIKit's touches and events. A render has no finger: touches exist when a test (or a host's tap,
// once platform views take taps: docs/compatibility/uikit.md, "Gestures") delivers one to a view's
// gesture recognizers, and then describe that single tap or drag.

/// One finger on the screen, as UIKit's `UITouch`.
@preconcurrency @MainActor
open class UITouch: Hashable {
  /// Where a touch is in its life, as `UITouch.Phase`.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }
  /// What made the touch, as `UITouch.TouchType` (always `.direct` here).
  public enum TouchType: Int, Sendable {
    case direct, indirect, pencil, indirectPointer
    public static let stylus = TouchType.pencil
  }
  /// Which properties a touch may update later, as `UITouch.Properties`.
  public struct Properties: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let force = Properties(rawValue: 1 << 0)
    public static let azimuth = Properties(rawValue: 1 << 1)
    public static let altitude = Properties(rawValue: 1 << 2)
    public static let location = Properties(rawValue: 1 << 3)
  }

  public internal(set) var timestamp: TimeInterval
  public internal(set) var phase: Phase
  public internal(set) var tapCount: Int
  public var type: TouchType { .direct }
  public var majorRadius: CGFloat { 20 }
  public var majorRadiusTolerance: CGFloat { 5 }
  /// The view the touch began in.
  public internal(set) weak var view: UIView?
  public var window: UIWindow? { view?.window }
  /// The recognizers the touch is delivered to.
  public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
  /// No pressure is measured: 0, as for a touch on a device without 3D Touch.
  public var force: CGFloat { 0 }
  public var maximumPossibleForce: CGFloat { 0 }
  public var altitudeAngle: CGFloat { .pi / 2 }
  public var estimatedProperties: Properties { [] }
  public var estimatedPropertiesExpectingUpdates: Properties { [] }

  /// The location in `view`'s bounds coordinates.
  var locationInView: CGPoint
  var previousLocationInView: CGPoint
  /// Where and when the touch began (for tap slop, long-press duration).
  var startLocation: CGPoint = .zero
  var startTimestamp: TimeInterval = 0

  public init() {
    timestamp = 0; phase = .began; tapCount = 0; locationInView = .zero; previousLocationInView = .zero
  }

  init(view: UIView, location: CGPoint, phase: Phase, tapCount: Int, timestamp: TimeInterval) {
    self.view = view; self.locationInView = location; self.previousLocationInView = location
    self.phase = phase; self.tapCount = tapCount; self.timestamp = timestamp
    startLocation = location; startTimestamp = timestamp
  }

  /// Moves the touch to `location` (in its view) at `time`, in `phase`.
  func move(to location: CGPoint, phase: Phase, at time: TimeInterval) {
    previousLocationInView = locationInView
    locationInView = location
    self.phase = phase
    timestamp = time
  }

  /// The touch's location in `view`'s coordinates (the window's for nil).
  public func location(in view: UIView?) -> CGPoint { Self.convert(locationInView, from: self.view, to: view) }
  public func previousLocation(in view: UIView?) -> CGPoint { Self.convert(previousLocationInView, from: self.view, to: view) }
  public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
  public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
  public func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
  public func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

  static func convert(_ p: CGPoint, from source: UIView?, to target: UIView?) -> CGPoint {
    guard let source else { return p }
    return source.convert(p, to: target)
  }

  nonisolated public static func == (l: UITouch, r: UITouch) -> Bool { l === r }
  nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// A set of touches delivered together, as UIKit's `UIEvent`.
@preconcurrency @MainActor
open class UIEvent {
  /// The kind of event, as `UIEvent.EventType`.
  public enum EventType: Int, Sendable {
    case touches = 0, motion, remoteControl, presses, scroll = 10, hover = 11, transform = 14
  }
  /// The event's subtype (motion and remote-control events), as `UIEvent.EventSubtype`.
  public enum EventSubtype: Int, Sendable {
    case none = 0, motionShake = 1
    case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
         remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
         remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
  }
  /// Mouse buttons pressed, as `UIEvent.ButtonMask` (none: touches are fingers here).
  public struct ButtonMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let primary = ButtonMask(rawValue: 1 << 0)
    public static let secondary = ButtonMask(rawValue: 1 << 1)
    public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
  }

  public internal(set) var type: EventType
  public internal(set) var subtype: EventSubtype
  public internal(set) var timestamp: TimeInterval
  public var buttonMask: ButtonMask { [] }
  let touches: Set<UITouch>

  public init() { type = .touches; subtype = .none; timestamp = 0; touches = [] }
  init(touches: Set<UITouch>, timestamp: TimeInterval) {
    type = .touches; subtype = .none; self.timestamp = timestamp; self.touches = touches
  }

  /// Every touch of the event (nil for an event without touches).
  public var allTouches: Set<UITouch>? { type == .touches ? touches : nil }
  public func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
  public func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
  public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    touches.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
  }
  public func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }
  public func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}

/// Edges of a rectangle, as UIKit's `UIRectEdge` (`UIScreenEdgePanGestureRecognizer.edges`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
