import Foundation

// The accessibility modifiers. They have no pixels (correctly: VoiceOver metadata is invisible),
// so they draw nothing and change no layout; the label and identifier are recorded on the view's
// node and exported in the layout tree (`LayoutNode.accessibilityLabel`/`accessibilityIdentifier`,
// encoded only when set), where tests can find views by them.

/// What the accessibility modifiers record on a node.
struct AccessibilityInfo {
  var label: String?
  var value: String?
  var hint: String?
  var identifier: String?
  var isHidden = false
  var traits: AccessibilityTraits = []
  var children: AccessibilityChildBehavior?
  var actions: [() -> Void] = []
}

/// Records accessibility metadata on each content node; the innermost modifier wins, as in
/// SwiftUI where the modifier closest to the view sets the label.
struct AccessibilityModifier: ViewModifier, AttachingModifier {
  let apply: (inout AccessibilityInfo) -> Void
  func attach(to node: Node, _ ctx: ResolveContext) {
    let extras = node.extrasCreatingIfNeeded()
    var info = extras.accessibility ?? AccessibilityInfo()
    let before = info
    apply(&info)
    // Attaching runs outermost last; keep what an inner modifier already set.
    if before.label != nil { info.label = before.label }
    if before.identifier != nil { info.identifier = before.identifier }
    if before.value != nil { info.value = before.value }
    if before.hint != nil { info.hint = before.hint }
    extras.accessibility = info
  }
}

/// Semantic traits of an accessibility element, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let kind: Int
  public static let ignore = AccessibilityChildBehavior(kind: 0)
  public static let contain = AccessibilityChildBehavior(kind: 1)
  public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  public init(named name: Text) { self.name = name.string }
  init(_ name: String) { self.name = name }
  public static let `default` = AccessibilityActionKind("default")
  public static let escape = AccessibilityActionKind("escape")
  public static let magicTap = AccessibilityActionKind("magicTap")
  public static let delete = AccessibilityActionKind("delete")
  public static let showMenu = AccessibilityActionKind("showMenu")
}

extension View {
  func accessibilityRecording(_ apply: @escaping (inout AccessibilityInfo) -> Void) -> some View {
    modifier(AccessibilityModifier(apply: apply))
  }

  // MARK: Label, value, hint

  public func accessibilityLabel(_ label: Text) -> some View { accessibilityRecording { $0.label = label.string } }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    accessibilityRecording { $0.label = labelKey.key }
  }
  /// The label from a localised resource (iOS 16), its default value.
  @_disfavoredOverload
  public func accessibilityLabel(_ resource: LocalizedStringResource) -> some View {
    let s = resource.defaultValueString
    return accessibilityRecording { $0.label = s }
  }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    let s = String(label)
    return accessibilityRecording { $0.label = s }
  }
  public func accessibilityValue(_ valueDescription: Text) -> some View {
    accessibilityRecording { $0.value = valueDescription.string }
  }
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    accessibilityRecording { $0.value = valueKey.key }
  }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    let s = String(value)
    return accessibilityRecording { $0.value = s }
  }
  public func accessibilityHint(_ hint: Text) -> some View { accessibilityRecording { $0.hint = hint.string } }
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    accessibilityRecording { $0.hint = hintKey.key }
  }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    let s = String(hint)
    return accessibilityRecording { $0.hint = s }
  }

  // MARK: Identity, visibility, structure

  public func accessibilityIdentifier(_ identifier: String) -> some View {
    accessibilityRecording { $0.identifier = identifier }
  }
  public func accessibilityHidden(_ hidden: Bool) -> some View { accessibilityRecording { $0.isHidden = hidden } }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibilityRecording { $0.children = children }
  }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityRecording { $0.traits.formUnion(traits) }
  }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityRecording { $0.traits.subtract(traits) }
  }
  /// Gives VoiceOver `representation`'s accessibility in place of this view's (iOS 15), as a
  /// custom slider presents itself as a `Slider`. It changes no pixel: the view is drawn, and its
  /// recorded accessibility is what the view itself says.
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
  /// Builds this view's accessibility children from `children` (iOS 15); no pixel changes.
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
  public func accessibilityShowsLargeContentViewer() -> some View { self }
  /// The large content viewer with a custom view (shown on a long press only: no pixels here).
  public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }
  /// Marks the view as a heading for VoiceOver (no pixels).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

  // MARK: Actions (recorded; VoiceOver never performs them in a render)

  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                  _ handler: @escaping () -> Void) -> some View {
    accessibilityRecording { $0.actions.append(handler) }
  }
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
    accessibilityRecording { $0.actions.append(handler) }
  }
  public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
    accessibilityRecording { $0.actions.append(handler) }
  }
  public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
    accessibilityRecording { $0.actions.append(action) }
  }
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
    self
  }

  // MARK: The `accessibility(…)` forms of iOS 13 (soft-deprecated in SwiftUI: no warning there either)

  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
  public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
  public func accessibility(sortPriority: Double) -> some View { self }
}

/// The direction of an adjustable action, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// A heading level for VoiceOver, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}
