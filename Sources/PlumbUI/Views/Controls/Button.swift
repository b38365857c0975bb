import Foundation

/// A control that runs an action when tapped, as SwiftUI's `Button`. The default look tints the
/// label with the accent colour; the whole label frame takes the tap.
public struct Button<Label: View>: View, PrimitiveView {
  let action: () -> Void
  let label: Label
  let role: ButtonRole?

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action; self.label = label(); role = nil
  }
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action; self.label = label(); self.role = role
  }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("Button")
    var inner = c
    let enabled = ctx.environment.isEnabled
    let style = ctx.environment.buttonStyle
    if inner.environment.foregroundColor == nil && (style?.tintsLabel ?? true) {
      inner.environment.foregroundColor = !enabled ? .tertiaryLabel : role == .destructive ? .red : ctx.environment.resolvedTint
    }
    // Buttons inside the label (rare) take the default look again.
    inner.environment.buttonStyle = nil
    var kids: [Node] = []
    if let primitive = style?.makePrimitive {
      // A custom PrimitiveButtonStyle owns the tap: it calls `trigger()`, the button adds nothing.
      let action = enabled ? self.action : {}
      let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), action: action)
      resolveView(primitive(configuration), inner, into: &kids)
      let content = kids.count == 1 ? kids[0] : c.child("HStack").node("HStack", StackLayout(
        axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil), children: kids)
      let n = c.node("Button", PassThroughLayout(), children: [content])
      n.spacing = content.spacing
      out.append(n)
      return
    }
    if let style {
      let configuration = ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: false, role: role)
      resolveView(style.make(configuration), inner, into: &kids)
    } else {
      resolveView(label, inner, into: &kids)
    }
    let content = kids.count == 1 ? kids[0] : c.child("HStack").node("HStack", StackLayout(
      axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil), children: kids)
    let n = c.node("Button", PassThroughLayout(), children: [content])
    n.spacing = content.spacing
    let extras = n.extrasCreatingIfNeeded()
    extras.contentShape = Rectangle()
    if enabled {
      let b = GestureBinding(kind: .tap(count: 1), isHighPriority: false)
      let action = self.action
      b.onTap = { _ in action() }
      extras.gestures.append(b)
    }
    out.append(n)
  }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
}

/// A button's purpose, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

/// A wrapper that is exactly its child: same proposal, same size, same place.
///
/// Child: offered the proposal. Self: the child's size.
struct PassThroughLayout: NodeLayout {
  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { node.children[0].sizeThatFits(p) }
  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    node.children[0].place(at: node.frame.origin, proposal: p, ctx)
  }
  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    node.children[0].explicitGuide(key, size: size)
  }
}
