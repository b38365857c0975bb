import Foundation
import PlumbGraphics
import PlumbUI

/// An Objective-C selector by name, as UIKit code passes to `addTarget(_:action:for:)`. Swift on
/// Linux has no Objective-C runtime: `#selector(...)` and `@objc` do not compile at all, and a
/// selector made from a string cannot be called, so a target–action pair never runs (warned once
/// when its event is sent). Closures (`UIAction`, `addAction(_:for:)`) run.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let name: String
  public init(_ name: String) { self.name = name }
  public init(stringLiteral value: String) { name = value }
  public var description: String { name }
}

/// The closure a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An element of a menu, as UIKit's `UIMenuElement` (the base of `UIAction`).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// How a menu element is shown, as `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }
  /// A checkmark state, as `UIMenuElement.State`.
  public enum State: Int, Sendable { case off, on, mixed }

  public let title: String
  public let image: UIImage?
  init(title: String, image: UIImage?) { self.title = title; self.image = image }
}

/// A titled closure, as UIKit's `UIAction`: controls run its handler when their event happens.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// The action's identity, as `UIAction.Identifier`.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  public let identifier: Identifier
  public var discoverabilityTitle: String?
  public var attributes: UIMenuElement.Attributes
  public var state: UIMenuElement.State
  /// The control that sent the action while its handler runs.
  public private(set) var sender: Any?
  let handler: UIActionHandler

  public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
              discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
              state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  func perform(from sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

/// The base of UIKit's controls, as `UIControl`: state flags and the events that run actions.
/// `sendActions(for:)` runs the `UIAction`s added for the event; taps on a control are delivered
/// as `.touchUpInside` (and `.primaryActionTriggered`) by the controls that have a tap meaning.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// A control's state, as `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// The events a control sends, as `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Horizontal placement of a control's content, as `UIControl.ContentHorizontalAlignment`.
  public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
  /// Vertical placement of a control's content, as `UIControl.ContentVerticalAlignment`.
  public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

  private struct TargetAction { let target: AnyObject?; let action: Selector; let events: Event }
  private var targetActions: [TargetAction] = []
  private var closureActions: [(action: UIAction, events: Event)] = []

  open var isEnabled = true { didSet { if isEnabled != oldValue { controlStateDidChange() } } }
  open var isSelected = false { didSet { if isSelected != oldValue { controlStateDidChange() } } }
  open var isHighlighted = false { didSet { if isHighlighted != oldValue { controlStateDidChange() } } }
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { controlStateDidChange() } }
  open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { controlStateDidChange() } }
  open var isContextMenuInteractionEnabled = false
  open var showsMenuAsPrimaryAction = false

  /// The flags as one state.
  open var state: State {
    var s: State = []
    if !isEnabled { s.insert(.disabled) }
    if isSelected { s.insert(.selected) }
    if isHighlighted { s.insert(.highlighted) }
    return s
  }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }
  public required init?(coder: NSCoder) { return nil }

  /// A target–action pair (kept; it cannot run here, see `Selector`).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    targetActions.append(TargetAction(target: target as AnyObject?, action: action, events: controlEvents))
  }

  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    targetActions.removeAll {
      (target == nil || $0.target === (target as AnyObject?)) && (action == nil || $0.action == action)
        && !$0.events.isDisjoint(with: controlEvents)
    }
  }

  open var allTargets: Set<AnyHashable> {
    Set(targetActions.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
  }

  open var allControlEvents: Event {
    (targetActions.map(\.events) + closureActions.map(\.events)).reduce(into: []) { $0.formUnion($1) }
  }

  /// The selector names added for `target` and `controlEvent`.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let names = targetActions.filter { $0.target === (target as AnyObject?) && !$0.events.isDisjoint(with: controlEvent) }
      .map(\.action.name)
    return names.isEmpty ? nil : names
  }

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    closureActions.append((action, controlEvents))
  }

  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    closureActions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
    closureActions.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
  }

  open func enumerateEventHandlers(_ iterator: (UIAction?, (Any, Selector)?, Event, inout Bool) -> Void) {
    var stop = false
    for a in closureActions { iterator(a.action, nil, a.events, &stop); if stop { return } }
    for t in targetActions {
      iterator(nil, t.target.map { ($0 as Any, t.action) }, t.events, &stop)
      if stop { return }
    }
  }

  /// Runs the closures added for `controlEvents`; target–action pairs for them cannot run and
  /// say so once.
  open func sendActions(for controlEvents: Event) {
    for a in closureActions where !a.events.isDisjoint(with: controlEvents) { a.action.perform(from: self) }
    if let t = targetActions.first(where: { !$0.events.isDisjoint(with: controlEvents) }) {
      RenderWarnings.warnOnce("UIControl.addTarget", """
        \(typeName(type(of: self))).addTarget(_:action: \(t.action.name), for:): a selector cannot be called without the \
        Objective-C runtime, so the action did not run; use addAction(UIAction { … }, for:)
        """)
    }
  }

  open func sendAction(_ action: UIAction) { action.perform(from: self) }

  /// A flag or setting changed: the control draws again.
  func controlStateDidChange() { UIKitRuntime.setNeedsRender(self, "\(typeName(type(of: self))).state") }
}
