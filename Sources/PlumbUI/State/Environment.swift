import Foundation

/// A key into `EnvironmentValues` with its default, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// Values passed down the view tree, as SwiftUI's `EnvironmentValues`: built-in ones (font,
/// foreground colour, line limit…) and custom keys, overridden for a subtree by `.environment`.
public struct EnvironmentValues: @unchecked Sendable {
  var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// Reads an environment value in a view, as SwiftUI's `@Environment(\.keyPath)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let read: (EnvironmentValues) -> Value
  let box = EnvironmentBox()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

  init<Source>(_ keyPath: KeyPath<EnvironmentValues, Source>, as: Value.Type) {
    read = { $0[keyPath: keyPath] as! Value }
  }

  public var wrappedValue: Value {
    read(box.environment ?? EnvironmentValues())
  }
}

extension Environment: @unchecked Sendable {}

extension Environment: BodyInputProperty {
  /// The value read (a nested view's environment is its own input, not this body's).
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput { own ? .value(wrappedValue) : .skip }
}

extension Environment: InstallableProperty {
  func install(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
    box.environment = environment
  }
}

final class EnvironmentBox: @unchecked Sendable {
  var environment: EnvironmentValues?
}

// MARK: - Built-in values

struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: Color? { nil } }
struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
struct FontWeightKey: EnvironmentKey { static var defaultValue: Font.Weight? { nil } }
struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 3 } }
struct TextMeasurerKey: EnvironmentKey {
  static var defaultValue: any TextMeasuring { FixedMetricsFont() }
}
/// The axis of the stack a view is a direct child of (Spacer and Divider orient by it).
struct StackAxisKey: EnvironmentKey { static var defaultValue: Axis? { nil } }
struct DefaultPaddingKey: EnvironmentKey { static var defaultValue: CGFloat { 16 } }
struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction(action: {}) } }
struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }

/// Light or dark appearance, as SwiftUI's `ColorScheme`: adaptive colours and the chrome resolve
/// against it at paint time (docs/appearance.md).
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

/// Dismisses the current presentation, as SwiftUI's `DismissAction`.
public struct DismissAction: @unchecked Sendable {
  let action: () -> Void
  @MainActor public func callAsFunction() { action() }
}

extension EnvironmentValues {
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// One device pixel in points (1/3 at @3x): the thickness of a `Divider`.
  public var pixelLength: CGFloat { 1 / displayScale }
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
  var foregroundColor: Color? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }
  var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }
  var textMeasurer: any TextMeasuring {
    get { self[TextMeasurerKey.self] }
    set { self[TextMeasurerKey.self] = newValue }
  }
  var stackAxis: Axis? {
    get { self[StackAxisKey.self] }
    set { self[StackAxisKey.self] = newValue }
  }
  var defaultPadding: CGFloat { self[DefaultPaddingKey.self] }
}

extension View {
  /// Sets an environment value for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    transformEnvironment(keyPath) { $0 = value }
  }

  /// Changes an environment value for this view and its descendants.
  public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                      transform: @escaping (inout V) -> Void) -> some View {
    modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
  }
}

/// Changes the environment seen by its content; adds no node.
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
  let change: (inout EnvironmentValues) -> Void
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    var c = ctx
    change(&c.environment)
    resolveView(content, c, into: &out)
  }
}
