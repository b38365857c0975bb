import Foundation

// Modifiers of lists, menus, buttons and focus that change nothing in a still render (a menu is
// closed, nothing has focus, no button is held down), and the few that would change pixels,
// which warn once naming what is not drawn.

/// How prominent a section header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable { case standard, increased }

/// The order of a menu's items, as SwiftUI's `MenuOrder`.
public struct MenuOrder: Hashable, Sendable {
  let name: String
  public static let automatic = MenuOrder(name: "automatic")
  public static let priority = MenuOrder(name: "priority")
  public static let fixed = MenuOrder(name: "fixed")
}

/// Whether a held button repeats its action, as SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// Which interactions a content shape is for, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// A long-press menu value, as SwiftUI's `ContextMenu` (never open in a render).
public struct ContextMenu<MenuItems: View> {
  let items: MenuItems
  public init(@ViewBuilder menuItems: () -> MenuItems) { items = menuItems() }
}

extension View {
  /// A section header's prominence; `.increased` headers are drawn at the standard size (warned).
  public func headerProminence(_ prominence: Prominence) -> some View {
    warnOnce(key: "headerProminence.increased",
             message: prominence == .increased ? "headerProminence(.increased): the header is drawn at the standard size" : nil)
  }
  /// Whether a list row can be selected (no row is selected in a render).
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
  /// The order of a menu's items (menus are closed in a render).
  public func menuOrder(_ order: MenuOrder) -> some View { self }
  /// Whether held buttons repeat (nothing is held in a render).
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
  /// A search suggestion's completion text (suggestions are not shown in a render).
  public func searchCompletion(_ completion: String) -> some View { self }
  /// Hides the status bar, as `statusBarHidden(_:)`.
  public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }
  /// Turns off the focus ring (no focus in a render).
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
  /// A content shape for some kinds of interaction: the hit-testing shape when `kinds` includes
  /// `.interaction` (the previews and effects it also shapes are not drawn in a render).
  @ViewBuilder
  public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
    if kinds.contains(.interaction) { contentShape(shape, eoFill: eoFill) } else { self }
  }
  /// A long-press menu (never open in a render).
  public func contextMenu<M: View>(_ contextMenu: ContextMenu<M>?) -> some View { self }
  /// A long-press menu with a preview (never open in a render).
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey { static var defaultValue: CGFloat { 44 } }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct IsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  /// The minimum height of a list row: 44 points, as on iOS (the list's own metric; setting it
  /// does not change the rows drawn here).
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }
  /// The minimum height of a list section header (nil: the system's).
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }
  /// Whether the nearest focusable ancestor has focus: nothing has focus in a render.
  public var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }
}

// MARK: - Focused values: what the focused view publishes to commands and other scenes.

/// Values the focused view publishes, as SwiftUI's `FocusedValues`. Nothing has focus in a
/// render, so every value reads nil.
public struct FocusedValues {
  var values: [ObjectIdentifier: Any] = [:]
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key of `FocusedValues`, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
  associatedtype Value
}

/// Reads a value the focused view publishes, as SwiftUI's `@FocusedValue`: nil in a render.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
  public var wrappedValue: Value? { nil }
}

extension FocusedValue where Value: AnyObject & Observable {
  public init(_ objectType: Value.Type) {}
}

/// Reads a binding the focused view publishes, as SwiftUI's `@FocusedBinding`: nil in a render.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
  public var wrappedValue: Value? {
    get { nil }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

/// Reads an observable object the focused view publishes, as SwiftUI's `@FocusedObject`.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  public init() {}
  public var wrappedValue: ObjectType? { nil }
}

extension FocusedValue: @unchecked Sendable {}
extension FocusedBinding: @unchecked Sendable {}
extension FocusedObject: @unchecked Sendable {}

extension View {
  /// Publishes `value` while this view has focus (never, in a render).
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}

// MARK: - Shapes

/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape`. Plumbline
/// draws it as the view's rectangle; `containerShape(_:)` and widget containers, which give it a
/// rounded shape on iOS, say so once.
public struct ContainerRelativeShape: Shape, InsettableShape {
  var inset: CGFloat = 0
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
  public func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var s = self
    s.inset += amount
    return s
  }
}

extension Image {
  /// A symbol at a variable value (iOS 16); the symbol is drawn whole, warned for a value below 1.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
    if let v = variableValue, v < 1 {
      RenderWarnings.warnOnce("Image.variableValue",
        "Image(systemName:variableValue:): the symbol is drawn fully filled; variable values are not drawn")
    }
  }
}
