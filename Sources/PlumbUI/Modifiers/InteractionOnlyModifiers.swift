import Foundation

// Modifiers whose effect is input (keyboard, pointer, focus, text selection, submission) or a
// change over time, none of which a still render shows. They compile with SwiftUI's signatures
// and leave the picture as an iPhone draws it before any input; the actions never run.

/// What submitting a field means, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// A key on a hardware keyboard, as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public var character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  public static let upArrow = KeyEquivalent("\u{F700}"), downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}"), rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}"), delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}"), home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}"), pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}"), clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t"), space = KeyEquivalent(" "), `return` = KeyEquivalent("\r")
}

/// Modifier keys, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1), shift = EventModifiers(rawValue: 2)
  public static let control = EventModifiers(rawValue: 4), option = EventModifiers(rawValue: 8)
  public static let command = EventModifiers(rawValue: 16), numericPad = EventModifiers(rawValue: 32)
  public static let function = EventModifiers(rawValue: 64)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A keyboard shortcut, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
  public var key: KeyEquivalent
  public var modifiers: EventModifiers
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { self.key = key; self.modifiers = modifiers }
  /// Return, for the default button of a dialog.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape, for the cancel button.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public protocol TextSelectability {
  static var allowsSelection: Bool { get }
}
public struct EnabledTextSelectability: TextSelectability { public static var allowsSelection: Bool { true } }
public struct DisabledTextSelectability: TextSelectability { public static var allowsSelection: Bool { false } }
extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// How a scroll view bounces, as SwiftUI's `ScrollBounceBehavior` (no scrolling physics here).
public struct ScrollBounceBehavior: Sendable {
  let kind: Int
  public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: 0) }
  public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: 1) }
  public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: 2) }
}

/// A view that is only re-rendered when it changes, as SwiftUI's `EquatableView`: drawn as its content.
public struct EquatableView<Content: View & Equatable>: View {
  public var content: Content
  public init(content: Content) { self.content = content }
  public var body: some View { content }
}

extension View {
  /// Runs `action` when the user submits a field below (never in a snapshot).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
  /// Starts `action` when the view appears, and again whenever `value` changes (a render starts it once).
  public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                 _ action: @escaping @Sendable @MainActor () async -> Void) -> some View {
    task(priority: priority, action)
  }
  /// A hardware-keyboard shortcut for the button or control (no keyboard in a snapshot).
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
  /// Lets the user select text below (selection is never shown in a snapshot).
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
  /// Runs `action` when a pointer enters or leaves (iPadOS pointers; never in a snapshot).
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
  /// Makes the view focusable (focus is never drawn in a snapshot).
  public func focusable(_ isFocusable: Bool = true) -> some View { self }
  /// A tooltip (shown on pointer hover only).
  public func help(_ textKey: LocalizedStringKey) -> some View { self }
  public func help(_ text: Text) -> some View { self }
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { self }
  /// How the scroll views below bounce (no scrolling physics in a snapshot).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
  /// Renders the view's content offscreen before compositing it: the same pixels here.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
  /// The color scheme of this subtree (deprecated in SwiftUI for `preferredColorScheme` or the environment).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
}

extension View where Self: Equatable {
  /// The view re-rendered only when it changes: drawn as itself.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
