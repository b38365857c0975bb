import Foundation

// Modifiers whose effect is interactive or system chrome that snapshots do not show (search
// fields, pull to refresh, context menus, swipe actions, badges). They are accepted so that
// projects compile unchanged; each says what is not drawn.

extension View {
  /// Pull to refresh (no pull happens in a snapshot).
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
  /// A long-press menu (never open in a snapshot).
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
  /// Swipe actions on a list row (never revealed in a snapshot).
  public func swipeActions<C: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                    @ViewBuilder content: () -> C) -> some View { self }
  /// A badge on a tab item or row (not drawn: a non-zero count or a label warns once).
  public func badge(_ count: Int) -> some View {
    warnOnce(key: "badge", message: count == 0 ? nil : "badge(_:): the badge is not drawn")
  }
  public func badge(_ label: Text?) -> some View {
    warnOnce(key: "badge", message: label == nil ? nil : "badge(_:): the badge is not drawn")
  }
  /// Redacts the content below for `reason` (adding to any reason above it). `.placeholder` draws
  /// text as rounded bars, one per line, and images as filled shapes, as iOS draws a skeleton
  /// screen (Layout/RedactedPlaceholderLayout.swift; docs/text.md, "Redacted text"). `.privacy`
  /// redacts nothing by itself: iOS applies it only while the screen is locked or captured.
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }
  /// Shows the content below unredacted, whatever reason is set above it.
  public func unredacted() -> some View { environment(\.redactionReasons, []) }
  /// Hides a scrollable view's system background (lists draw theirs regardless).
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
  /// The font design for text below (the bundled face has one design: another one warns once).
  public func fontDesign(_ design: Font.Design?) -> some View {
    warnOnce(key: "fontDesign", message: design == nil || design == .default ? nil
      : "fontDesign(_:): text below is drawn in the default design, not .\(design!)")
  }
  /// Scroll target behaviour and interaction modes (no scrolling physics in snapshots).
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
}

/// Why content is redacted, as `RedactionReasons` (accepted).
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
  public static let privacy = RedactionReasons(rawValue: 2)
}

/// When scrolling dismisses the keyboard, as `ScrollDismissesKeyboardMode` (accepted).
public struct ScrollDismissesKeyboardMode: Sendable {
  public static let automatic = ScrollDismissesKeyboardMode(), immediately = ScrollDismissesKeyboardMode()
  public static let interactively = ScrollDismissesKeyboardMode(), never = ScrollDismissesKeyboardMode()
}

/// Haptic feedback kinds, as `SensoryFeedback` (iOS 17; accepted, nothing is felt in a render).
public struct SensoryFeedback: Equatable, Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success"), warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error"), selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase"), decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start"), stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment"), levelChange = SensoryFeedback(name: "levelChange")
  public static let pathComplete = SensoryFeedback(name: "pathComplete")
  /// A physical impact of medium weight.
  public static let impact = SensoryFeedback(name: "impact")
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(name: "impact(\(weight.name), \(intensity))")
  }
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(name: "impact(\(flexibility.name), \(intensity))")
  }
  /// How heavy an impact feels.
  public struct Weight: Equatable, Sendable {
    let name: String
    public static let light = Weight(name: "light"), medium = Weight(name: "medium"), heavy = Weight(name: "heavy")
  }
  /// How flexible the colliding objects feel.
  public struct Flexibility: Equatable, Sendable {
    let name: String
    public static let rigid = Flexibility(name: "rigid"), solid = Flexibility(name: "solid"), soft = Flexibility(name: "soft")
  }
}

/// A view made of a collection's elements, as SwiftUI's `DynamicViewContent` (`ForEach`): what
/// swipe-to-delete and drag-to-reorder attach to.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Swipe to delete (no swipe happens in a snapshot; the rows are drawn as they are).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
  /// Drag to reorder (no drag happens in a snapshot).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

// MARK: - Shape and style shorthands (iOS 17)

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
/// The shape of a bordered button (`.clipShape(.buttonBorder)`).
extension Shape where Self == ButtonBorderShape { public static var buttonBorder: ButtonBorderShape { .automatic } }
extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

/// A translucent material, as SwiftUI's `Material`. There is no blur in the display list: each
/// material paints as a flat tint at the opacity of its thickness: white in light, #1C1C1E in dark
/// (Appearance/MaterialAppearance.swift, **L**).
public struct Material: ShapeStyle {
  let opacity: Double
  public static let ultraThinMaterial = Material(opacity: 0.55)
  public static let thinMaterial = Material(opacity: 0.7)
  public static let regularMaterial = Material(opacity: 0.8)
  public static let thickMaterial = Material(opacity: 0.9)
  public static let ultraThickMaterial = Material(opacity: 0.95)
  public static let bar = Material(opacity: 0.94)
  /// The same materials under `Material`'s own names (`Material.thin`, `.background(Material.regular)`).
  public static let ultraThin = ultraThinMaterial
  public static let thin = thinMaterial
  public static let regular = regularMaterial
  public static let thick = thickMaterial
  public static let ultraThick = ultraThickMaterial
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  public static var thinMaterial: Material { .thinMaterial }
  public static var regularMaterial: Material { .regularMaterial }
  public static var thickMaterial: Material { .thickMaterial }
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  public static var bar: Material { .bar }
}

/// The accent tint as a style (`.tint`), and the window background (`.background`).
public struct TintShapeStyle: ShapeStyle { public init() {} }
public struct BackgroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { .init() } }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { .init() } }

// MARK: - Small controls

/// The list edit button, as SwiftUI's `EditButton` (its "Edit" look).
public struct EditButton: View {
  public init() {}
  public var body: some View { Button("Edit") {} }
}

/// A tappable link to a URL, as SwiftUI's `Link`: accent text; tapping opens nothing.
public struct Link<Label: View>: View {
  let label: Label
  public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
  public var body: some View { Button(action: {}) { label } }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// A button that opens a menu, as SwiftUI's `Menu`: its label as a button (the menu itself is a
/// presentation and is never open in a snapshot).
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.menuStyle) private var style
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label(); self.content = content()
  }
  public var body: some View {
    let configuration = MenuStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
    if let style {
      style.make(configuration).environment(\.menuStyle, nil)
    } else {
      DefaultMenuStyle().makeBody(configuration: configuration)
    }
  }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// A menu made from a style's configuration, as SwiftUI's `Menu(_ configuration:)`.
  public init(_ configuration: MenuStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}

// MARK: - Collection helpers SwiftUI adds for onDelete / onMove handlers

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at the given offsets (SwiftUI's helper for `onDelete`).
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.sorted(by: >) where offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before `destination` (SwiftUI's helper for `onMove`).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.sorted().filter { $0 < count }.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    for offset in source.sorted(by: >) where offset < count { remove(at: index(startIndex, offsetBy: offset)) }
    let at = Swift.max(0, Swift.min(destination - before, count))
    insert(contentsOf: moving, at: index(startIndex, offsetBy: at))
  }
}
