import Foundation

/// Namespace for the bar's title display mode, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
  /// Large or inline title, as `NavigationBarItem.TitleDisplayMode`.
  public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Slot: Hashable, Sendable { case leading, trailing, principal, bottomBar, keyboard }
  let slot: Slot
  public static let automatic = ToolbarItemPlacement(slot: .trailing)
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let principal = ToolbarItemPlacement(slot: .principal)
  public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
  public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
  public static let bottomBar = ToolbarItemPlacement(slot: .bottomBar)
  public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
  /// Navigation controls: the leading edge of the navigation bar on iOS.
  public static let navigation = ToolbarItemPlacement(slot: .leading)
  /// Less important actions: trailing on iOS (an overflow menu when space runs out, not modelled).
  public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
  /// Status information: the centre of the bottom toolbar on iOS.
  public static let status = ToolbarItemPlacement(slot: .bottomBar)
  /// The title area of the navigation bar (iOS 26): drawn where `principal` items are.
  public static let title = ToolbarItemPlacement(slot: .principal)
  /// The large title area (iOS 26): drawn where `principal` items are.
  public static let largeTitle = ToolbarItemPlacement(slot: .principal)
}

/// Which bar a toolbar modifier addresses, as `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  public static let navigationBar = ToolbarPlacement()
  public static let automatic = ToolbarPlacement()
  public static let tabBar = ToolbarPlacement()
  public static let bottomBar = ToolbarPlacement()
}

/// One toolbar item, as SwiftUI's `ToolbarItem`: its content goes to the bar slot of its placement.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content
  /// False for a customizable item declared `showsByDefault: false` (not in the bar).
  var isShown = true
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
    self.placement = placement; self.content = content()
  }
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
    self.placement = placement; self.content = content()
  }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    guard isShown else { return }
    resolveToolbarItems(content, placement, ctx.child("ToolbarItem"))
  }
}

/// Several toolbar items in one placement, as `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement; self.content = content()
  }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    resolveToolbarItems(content, placement, ctx.child("ToolbarItemGroup"))
  }
}

/// Resolves toolbar content into the enclosing navigation bar's slot (nothing inline).
@MainActor
func resolveToolbarItems<V: View>(_ content: V, _ placement: ToolbarItemPlacement, _ ctx: ResolveContext) {
  guard let nav = ctx.environment.navigation else { return }
  var c = ctx
  c.environment.navigation = nil
  c.environment.font = .body
  c.environment.dynamicTypeSize = .large  // bar items keep their size on iOS (large content viewer)
  c.environment.isToolbarItem = true
  if c.environment.designGeneration == .iOS26 { c.environment.useIOS26BarButtonLook() }
  var nodes: [Node] = []
  resolveView(content, c, into: &nodes)
  switch placement.slot {
  case .leading: nav.leading += nodes
  case .trailing: nav.trailing += nodes
  case .principal: nav.principal += nodes
  case .bottomBar:
    if !nodes.isEmpty {
      RenderWarnings.warnOnce("toolbar.bottomBar",
        "ToolbarItem(placement: .bottomBar/.status): the bottom toolbar is not drawn; its items are missing from the render")
    }
  case .keyboard: break  // shown above the keyboard only, and no keyboard is up in a render
  }
}

extension EnvironmentValues {
  /// iOS 26's bar buttons: the label colour on glass rather than the tint (unless one was set), and
  /// symbols at the large scale (an ellipsis.circle 22 pt across, measured; docs/design-generations.md).
  mutating func useIOS26BarButtonLook() {
    if controlTint == nil { controlTint = .primary }
    imageScale = .large
  }
}

struct IsToolbarItemKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  /// Whether views are inside a toolbar item, where an automatic `Label` shows its icon alone.
  var isToolbarItem: Bool {
    get { self[IsToolbarItemKey.self] }
    set { self[IsToolbarItemKey.self] = newValue }
  }
}

/// Runs an edit on the enclosing navigation context while resolving; adds no node.
struct NavigationModifier: ViewModifier, PrimitiveModifier {
  let edit: @MainActor (NavigationContext, ResolveContext) -> Void
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    resolveView(content, ctx, into: &out)
    if let nav = ctx.environment.navigation { edit(nav, ctx) }
  }
}

extension View {
  /// The title shown in the navigation bar (the innermost title wins).
  public func navigationTitle(_ title: LocalizedStringKey) -> some View {
    modifier(NavigationModifier { nav, ctx in if nav.title == nil { nav.title = Text(title).shownString(in: ctx) } })
  }
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(NavigationModifier { nav, _ in if nav.title == nil { nav.title = String(title) } })
  }
  public func navigationTitle(_ title: Text) -> some View {
    modifier(NavigationModifier { nav, ctx in if nav.title == nil { nav.title = title.shownString(in: ctx) } })
  }
  public func navigationBarTitle(_ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
    modifier(NavigationModifier { nav, ctx in
      if nav.title == nil { nav.title = Text(title).shownString(in: ctx) }
      if displayMode != .automatic, nav.displayMode == nil { nav.displayMode = displayMode }
    })
  }
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
    modifier(NavigationModifier { nav, ctx in
      if nav.title == nil { nav.title = title.shownString(in: ctx) }
      if displayMode != .automatic, nav.displayMode == nil { nav.displayMode = displayMode }
    })
  }
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
    modifier(NavigationModifier { nav, _ in if mode != .automatic, nav.displayMode == nil { nav.displayMode = mode } })
  }
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    modifier(NavigationModifier { nav, _ in if hidden { nav.isBarHidden = true } })
  }
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(NavigationModifier { nav, _ in if visibility == .hidden { nav.isBarHidden = true } })
  }
  /// iOS 18's name for `toolbar(_:for:)`.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(NavigationModifier { nav, _ in if visibility == .hidden { nav.isBarHidden = true } })
  }
  public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View { self }
  /// Toolbar items (ToolbarItem / ToolbarItemGroup, or plain views for the trailing slot).
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let items = content()
    return modifier(NavigationModifier { nav, ctx in
      // ToolbarItems register themselves in their slots; plain views go to the trailing slot.
      var c = ctx.child("toolbar")
      c.environment.font = .body
      c.environment.dynamicTypeSize = .large
      var plain: [Node] = []
      resolveView(items, c, into: &plain)
      nav.trailing += plain
    })
  }
  /// The older bar items API.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(NavigationModifier { _, ctx in
      resolveToolbarItems(leading, .navigationBarLeading, ctx.child("barLeading"))
      resolveToolbarItems(trailing, .navigationBarTrailing, ctx.child("barTrailing"))
    })
  }
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(NavigationModifier { _, ctx in resolveToolbarItems(leading, .navigationBarLeading, ctx.child("barLeading")) })
  }
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(NavigationModifier { _, ctx in resolveToolbarItems(trailing, .navigationBarTrailing, ctx.child("barTrailing")) })
  }
}

/// A button that pushes a destination onto the enclosing navigation stack, as SwiftUI's
/// `NavigationLink`. In a List it shows a trailing chevron.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  let label: Label
  let destination: Destination?
  /// A value link's value (`NavigationLink(value:)`): its destination is the stack's
  /// `navigationDestination(for:)` for the value's type.
  var value: AnyHashable?
  /// A link driven by a binding (`NavigationLink(destination:isActive:label:)`,
  /// `(tag:selection:)`): while true its destination is pushed, and tapping sets it.
  var isActive: Binding<Bool>?

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination(); self.label = label()
  }
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination; self.label = label()
  }
  init(valueLink value: AnyHashable?, label: Label) {
    destination = nil; self.value = value; self.label = label
  }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let nav = ctx.environment.navigation
    let value = self.value
    let destination = self.destination.map { AnyView($0) }
    let isActive = self.isActive
    if let isActive, isActive.wrappedValue, let destination { nav?.presented.append(destination) }
    let inList = ctx.environment.isListRow
    var c = ctx.child("NavigationLink")
    if inList { c.environment.foregroundColor = c.environment.foregroundColor ?? .primary }
    let label = self.label
    let button = Button(action: {
      if let isActive { isActive.wrappedValue = true }
      else if let destination { nav?.push(destination, nil) }
      else if let value, let view = nav?.destinations.view(for: value) { nav?.push(view, nil) }
    }) {
      if inList {
        HStack {
          label
          Spacer()
          // iOS draws chevron.forward: it points left right to left.
          Image(systemName: DirectionalSymbols.forwardChevron(ctx.environment.layoutDirection))
            .font(.footnote.weight(.semibold)).foregroundColor(.tertiaryLabel)
        }
      } else {
        label
      }
    }
    resolveView(button, c, into: &out)
  }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(titleKey) }
  }
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
}

struct IsListRowKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  var isListRow: Bool {
    get { self[IsListRowKey.self] }
    set { self[IsListRowKey.self] = newValue }
  }
}
