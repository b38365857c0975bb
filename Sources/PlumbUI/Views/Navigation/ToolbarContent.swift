import Foundation

/// Content of a toolbar, as SwiftUI's `ToolbarContent`: lets an app declare its toolbar items in
/// their own type (`struct EditorToolbar: ToolbarContent`) or a `@ToolbarContentBuilder` property.
///
/// Here toolbar content is view content: `ToolbarItem` and `ToolbarItemGroup` are views that put
/// themselves in the enclosing bar's slots when resolved (NavigationModifiers.swift), so a type
/// conforming to `ToolbarContent` is a view whose body builds those items, and `.toolbar { }`
/// takes it like any other toolbar content.
@MainActor @preconcurrency
public protocol ToolbarContent: View {}

/// Toolbar content a user could rearrange (iPad and Mac), as SwiftUI's
/// `CustomizableToolbarContent`; an iPhone bar shows it as declared.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Builds toolbar content, as SwiftUI's `@ToolbarContentBuilder`: the blocks, conditionals and
/// optionals of a view builder, since toolbar items are views here (see `ToolbarContent`).
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: CustomizableToolbarContent {}
extension ToolbarItemGroup: ToolbarContent {}
extension TupleView: ToolbarContent, CustomizableToolbarContent {}
extension _ConditionalContent: ToolbarContent, CustomizableToolbarContent {}
extension Optional: ToolbarContent, CustomizableToolbarContent where Wrapped: ToolbarContent {}
extension Group: ToolbarContent, CustomizableToolbarContent where Content: ToolbarContent {}
extension EmptyView: ToolbarContent, CustomizableToolbarContent {}
extension ForEach: ToolbarContent, CustomizableToolbarContent where Content: ToolbarContent {}
extension AnyView: ToolbarContent {}

extension ToolbarItem where ID == String {
  /// A customizable item; `showsByDefault: false` leaves it out of the bar until a user adds it,
  /// so it is not drawn.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
              @ViewBuilder content: () -> Content) {
    self.init(id: id, placement: placement, content: content)
    self.isShown = showsByDefault
  }
}

/// A gap between groups of toolbar items, as iOS 26's `ToolbarSpacer`: it separates the glass
/// capsules the iOS 26 bar draws. Plumbline draws the iOS 18 bar, where items sit in one row, so
/// the spacer adds nothing (warned once).
public struct ToolbarSpacer: View, PrimitiveView, ToolbarContent, CustomizableToolbarContent {
  let sizing: SpacerSizing
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
    self.sizing = sizing
  }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    RenderWarnings.warnOnce("toolbar.spacer",
      "ToolbarSpacer: the iOS 26 gap between toolbar item groups is not drawn (items stay in one row)")
  }
}

/// How much room a `ToolbarSpacer` takes, as SwiftUI's `SpacerSizing`.
public struct SpacerSizing: Hashable, Sendable {
  let flexible: Bool
  public static let flexible = SpacerSizing(flexible: true)
  public static let fixed = SpacerSizing(flexible: false)
}

/// The menu a navigation title opens, as SwiftUI's `ToolbarTitleMenu` (iOS 16): on iOS the title
/// gets a chevron and opens the menu. The chevron is not drawn (warned once).
public struct ToolbarTitleMenu<Content: View>: View, PrimitiveView, ToolbarContent, CustomizableToolbarContent {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) { Self.warnUndrawn() }
  /// The one warning of a title menu, from the type and from `toolbarTitleMenu(content:)`.
  static func warnUndrawn() {
    RenderWarnings.warnOnce("toolbar.titleMenu", "ToolbarTitleMenu: the navigation title's menu chevron is not drawn")
  }
}

extension ToolbarTitleMenu where Content == EmptyView {
  public init() { self.init { EmptyView() } }
}

/// What a toolbar is for, as SwiftUI's `ToolbarRole`: on an iPhone `.editor` and `.browser` move
/// the title to the leading edge.
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
}

/// How the navigation title is shown, as SwiftUI's `ToolbarTitleDisplayMode` (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let mode: NavigationBarItem.TitleDisplayMode
  let name: String
  public static let automatic = ToolbarTitleDisplayMode(mode: .automatic, name: "automatic")
  public static let large = ToolbarTitleDisplayMode(mode: .large, name: "large")
  public static let inline = ToolbarTitleDisplayMode(mode: .inline, name: "inline")
  /// A large title inside the bar's row, at the leading edge: drawn as a large title (warned).
  public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large, name: "inlineLarge")
}

extension View {
  /// Toolbar content a user can customize, identified by `id` (an iPhone shows it as declared).
  public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View {
    toolbar(content: content)
  }
  /// The title's display mode, as `navigationBarTitleDisplayMode(_:)` takes it.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.mode)
      .warnOnce(key: "toolbarTitleDisplayMode.inlineLarge",
                message: mode == .inlineLarge ? "toolbarTitleDisplayMode(.inlineLarge): drawn as a large title below the bar" : nil)
  }
  /// The toolbar's role; `.editor` and `.browser` (title at the leading edge) are drawn as the
  /// default role, warned once.
  public func toolbarRole(_ role: ToolbarRole) -> some View {
    warnOnce(key: "toolbarRole.\(role.name)",
             message: role == .editor || role == .browser
               ? "toolbarRole(.\(role.name)): the title is drawn centred, not at the leading edge" : nil)
  }
  /// The menu the navigation title opens (its chevron is not drawn; warned once).
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    modifier(NavigationModifier { _, _ in ToolbarTitleMenu<EmptyView>.warnUndrawn() })
  }
  /// The colour scheme of the bars' content (not drawn; warned: bars keep the view's scheme).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    warnOnce(key: "toolbarColorScheme",
             message: colorScheme == nil ? nil : "toolbarColorScheme(_:for:) is not drawn: bars keep the screen's colour scheme")
  }
}
