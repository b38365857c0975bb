import Foundation

/// An input gesture, as SwiftUI's `Gesture`. The engine recognises taps and drags; modifiers
/// such as `onEnded` and `updating` attach callbacks. An app's own gesture type describes itself
/// with a `body` made of other gestures, as a view does; the built-in ones have `Never` bodies.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  associatedtype Value
  associatedtype Body: Gesture
  var body: Body { get }
  /// Ties `Value` to the body's, so an app's gesture type needs no `Value` of its own (as SwiftUI's
  /// `_makeGesture` requirement does); Plumbline's own.
  static func _plumbValue(_ value: Value) -> Value
}

extension Gesture where Value == Body.Value {
  public static func _plumbValue(_ value: Value) -> Value { value }
}

extension Gesture where Body == Never {
  /// Built-in gestures are recognised by the engine, not through `body`.
  public var body: Never { fatalError("\(Self.self) is recognised by the engine, not through body") }
  public static func _plumbValue(_ value: Value) -> Value { value }
}

extension Never: Gesture {
  public typealias Value = Never
  public static func _plumbValue(_ value: Never) -> Never {}
}

/// An optional gesture (`gesture(isEnabled ? drag : nil)`): none when nil, as SwiftUI's.
extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
}

/// Lets `GestureModifier` see inside an optional gesture without knowing its type.
@MainActor
protocol OptionalGestureBox {
  var wrappedGesture: (any Gesture)? { get }
}

extension Optional: OptionalGestureBox where Wrapped: Gesture {
  var wrappedGesture: (any Gesture)? { self }
}

/// The gesture the engine recognises for `gesture`: itself, its wrapped value (optionals) or,
/// for an app's own gesture type, what its `body` is made of; nil when there is none.
@MainActor
func recognizable(_ gesture: any Gesture, depth: Int = 0) -> (any RecognizableGesture)? {
  if let g = gesture as? any RecognizableGesture { return g }
  if let box = gesture as? any OptionalGestureBox { return box.wrappedGesture.flatMap { recognizable($0, depth: depth + 1) } }
  guard depth < 32, let body = composedBody(of: gesture) else { return nil }
  return recognizable(body, depth: depth + 1)
}

/// The `body` of an app's own gesture type; nil for a built-in gesture (whose body is `Never`
/// and must not be asked for).
@MainActor
func composedBody<G: Gesture>(of gesture: G) -> (any Gesture)? {
  G.Body.self == Never.self ? nil : gesture.body
}

/// Gestures the hit tester can drive: each turns itself into a binding on a node.
@MainActor
protocol RecognizableGesture {
  func makeBinding(isHighPriority: Bool, ctx: ResolveContext) -> GestureBinding
}

/// A tap, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture, RecognizableGesture {
  public typealias Value = Void
  public var count: Int
  var ended: [() -> Void] = []

  public init(count: Int = 1) { self.count = count }

  public func onEnded(_ action: @escaping () -> Void) -> TapGesture {
    var g = self
    g.ended.append(action)
    return g
  }

  func makeBinding(isHighPriority: Bool, ctx: ResolveContext) -> GestureBinding {
    let b = GestureBinding(kind: .tap(count: count), isHighPriority: isHighPriority)
    let ended = self.ended
    b.onTap = { _ in for a in ended { a() } }
    return b
  }
}

/// A drag, as SwiftUI's `DragGesture`: recognised once the finger moves `minimumDistance`,
/// reporting locations in `coordinateSpace`.
public struct DragGesture: Gesture, RecognizableGesture {
  /// One sample of a drag, as `DragGesture.Value`.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var velocity: CGSize
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    public var predictedEndLocation: CGPoint { location }
    public var predictedEndTranslation: CGSize { translation }
  }

  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace
  var changed: [(Value) -> Void] = []
  var ended: [(Value) -> Void] = []
  var updaters: [(Value) -> Void] = []
  var resets: [() -> Void] = []

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance; self.coordinateSpace = coordinateSpace
  }
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
    self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
  }

  public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
    var g = self
    g.changed.append(action)
    return g
  }

  public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
    var g = self
    g.ended.append(action)
    return g
  }

  /// Updates a `@GestureState` while the drag is active; it resets when the drag ends.
  public func updating<State>(_ state: GestureState<State>,
                              body: @escaping (Value, inout State, inout Transaction) -> Void) -> DragGesture {
    var g = self
    g.updaters.append { value in
      var s = state.wrappedValue
      var t = Transaction()
      body(value, &s, &t)
      state.box.set(s)
    }
    g.resets.append { state.box.reset() }
    return g
  }

  func makeBinding(isHighPriority: Bool, ctx: ResolveContext) -> GestureBinding {
    let b = GestureBinding(kind: .drag(minimumDistance: minimumDistance, space: coordinateSpace), isHighPriority: isHighPriority)
    let changed = self.changed, ended = self.ended, updaters = self.updaters
    b.onChanged = { v in
      for u in updaters { u(v) }
      for a in changed { a(v) }
    }
    b.onEnded = { v in for a in ended { a(v) } }
    b.onReset = resets
    return b
  }
}

/// State that lives only while a gesture is active, as SwiftUI's `@GestureState`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let box: GestureStateBox

  public init(wrappedValue: Value) { box = GestureStateBox(initial: wrappedValue) }
  public init(initialValue: Value) { box = GestureStateBox(initial: initialValue) }
  public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

  public var wrappedValue: Value { box.state.get() as! Value }
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState: @unchecked Sendable {}

extension GestureState: BodyInputProperty {
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput { StateVersion.input(of: box.state, own: own) }
}

extension GestureState: InstallableProperty {
  func install(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
    box.state.storage = graph.stateStorage(key: key, initial: box.initial)
  }
}

final class GestureStateBox: @unchecked Sendable {
  let initial: Any
  let state: StateBox
  init(initial: Any) { self.initial = initial; state = StateBox(initial: initial) }
  func set(_ v: Any) { state.set(v) }
  func reset() { state.set(initial) }
}

/// Attaches a gesture to each content node.
struct GestureModifier<G: Gesture>: ViewModifier, AttachingModifier {
  let gesture: G
  let isHighPriority: Bool
  func attach(to node: Node, _ ctx: ResolveContext) {
    guard ctx.environment.isEnabled, let g = recognizable(gesture) else { return }
    node.extrasCreatingIfNeeded().gestures.append(g.makeBinding(isHighPriority: isHighPriority, ctx: ctx))
  }
}

/// Which gestures of a view and its subviews are active, as `GestureMask` (accepted).
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
  /// Attaches a gesture; a subview's own gesture wins over it.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(gesture: gesture, isHighPriority: false))
  }
  /// Attaches a gesture when `isEnabled` (iOS 18).
  public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
    modifier(GestureModifier(gesture: isEnabled ? gesture : nil, isHighPriority: false))
  }
  /// Attaches a named gesture when `isEnabled` (iOS 18; the name identifies it to other gestures).
  public func gesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
    modifier(GestureModifier(gesture: isEnabled ? gesture : nil, isHighPriority: false))
  }
  /// Attaches a gesture that wins over the gestures of subviews.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(gesture: gesture, isHighPriority: true))
  }
  /// Attaches a gesture recognised alongside others (treated as an ordinary gesture here).
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(gesture: gesture, isHighPriority: false))
  }
  /// Runs `action` on a tap.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(GestureModifier(gesture: TapGesture(count: count).onEnded(action), isHighPriority: false))
  }
  /// Runs `action` with the tap location in `coordinateSpace`.
  public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                           perform action: @escaping (CGPoint) -> Void) -> some View {
    modifier(TapLocationModifier(count: count, space: coordinateSpace, action: action))
  }
}

/// `onTapGesture(coordinateSpace:perform:)`: a tap reporting its location.
struct TapLocationModifier: ViewModifier, AttachingModifier {
  let count: Int
  let space: CoordinateSpace
  let action: (CGPoint) -> Void
  func attach(to node: Node, _ ctx: ResolveContext) {
    guard ctx.environment.isEnabled else { return }
    let b = GestureBinding(kind: .tap(count: count), isHighPriority: false)
    b.tapSpace = space
    b.onTap = action
    node.extrasCreatingIfNeeded().gestures.append(b)
  }
}
