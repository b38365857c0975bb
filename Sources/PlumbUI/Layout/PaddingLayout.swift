import Foundation

/// `.padding` (docs/layout-rules.md §3).
///
/// Child: offered the proposal minus the insets (clamped at 0; nil stays nil), placed at
/// (leading, top). Self: the child's size plus the insets.
struct PaddingLayout: NodeLayout {
  let insets: EdgeInsets

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    let s = node.children[0].sizeThatFits(p.inset(by: insets))
    return CGSize(width: s.width + insets.horizontal, height: s.height + insets.vertical)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    node.children[0].place(at: CGPoint(x: node.frame.minX + insets.leading, y: node.frame.minY + insets.top),
                           proposal: p.inset(by: insets), ctx)
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    let child = node.children[0]
    guard child.guideMask.mayAnswer(key) else { return nil }
    let cs = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
    guard let v = child.explicitGuide(key, size: cs) else { return nil }
    return v + (key.axis == .horizontal ? insets.leading : insets.top)
  }
}

struct PaddingModifier: ViewModifier, WrappingModifier {
  let insets: EdgeInsets
  var name: String { "padding" }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout { PaddingLayout(insets: insets) }
}

/// Resolves `nil` lengths to the environment's default padding (16 pt on iOS) at resolve time.
struct DefaultPaddingModifier: ViewModifier, WrappingModifier {
  let edges: Edge.Set
  let length: CGFloat?
  var name: String { "padding" }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout {
    PaddingLayout(insets: EdgeInsets(edges, length ?? ctx.environment.defaultPadding))
  }
}

extension View {
  /// Pads the given edges by `length`, or by the system default (16 pt) when nil.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(DefaultPaddingModifier(edges: edges, length: length))
  }
  /// Pads every edge by `length`.
  public func padding(_ length: CGFloat) -> some View {
    modifier(PaddingModifier(insets: EdgeInsets(.all, length)))
  }
  /// Pads each edge by its own inset.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(insets: insets))
  }
}

extension PaddingLayout: InspectableLayout {
  func inspectedProperties(_ node: Node) -> [String: String] { ["padding": InspectedValue.insets(insets)] }
}
