import Foundation

/// One resolved view in the element tree: its identity, how it lays out (`NodeLayout`), its
/// children, its layout traits and, after placement, its frame.
///
/// Nodes are rebuilt on every update pass (state lives in the graph, keyed by identity), so a
/// node's caches never outlive the proposal semantics they were computed under.
@MainActor
final class Node {
  /// Debug name, e.g. `Text("Home")`, `VStack`, `padding`.
  var name: String
  /// Structural identity path (see `ResolveContext.path`).
  let identity: String
  /// How the node lays out and paints (swapped only by the animator, for one paint).
  var layout: any NodeLayout
  var children: [Node]

  // MARK: Traits read by the parent
  /// `.layoutPriority`: read by stacks from their direct children (§2.2).
  var layoutPriority: Double = 0
  /// `.zIndex`: drawing order among siblings only.
  var zIndex: Double = 0
  /// `.id(_:)` or the ForEach element id; `ScrollViewProxy.scrollTo` finds views by it.
  var explicitID: AnyHashable?
  /// How this view's edges take part in default stack spacing (§2.3).
  var spacing: SpacingKind = .standard
  /// Which window layer the node paints into.
  var layer: LayoutNode.Layer = .content
  /// Whether the view's environment is right-to-left: its layout mirrors each child's x within
  /// it (docs/right-to-left.md).
  var isRightToLeft = false
  /// Handlers, preference operations and gestures attached by modifiers; nil for most nodes.
  var extras: NodeExtras?
  /// The colour scheme (and presentation level) its environment had: what its colours resolve to.
  var appearance: PaintAppearance = .light

  // MARK: Placement results
  /// Frame in the root's layout space (render effects such as offset are not applied).
  var frame: CGRect = .zero
  /// Maps the layout space of this node to screen points (offsets, scales, scrolling above it).
  var transform: AffineTransform2D = .identity
  /// The proposal the node was placed with.
  var placedProposal: ProposedViewSize = .unspecified
  var isPlaced = false

  private var cacheKeys: [ProposedViewSize] = []
  private var cacheValues: [CGSize] = []
  var collectedPreferences: PreferenceValues?
  /// A rectangle (layout space) some layouts fill behind their content, e.g. a navigation bar's
  /// background once content scrolls under it.
  var backgroundRect: CGRect?
  /// For scroll views: geometry and offset of the last placement.
  var scrollState: ScrollState?

  /// Which explicit alignment guides this subtree can answer (see `GuideMask`); lets guide
  /// queries skip subtrees that only have default guides, without measuring them.
  var guideMask: GuideMask

  init(name: String, identity: String, layout: any NodeLayout, children: [Node]) {
    self.name = name; self.identity = identity; self.layout = layout; self.children = children
    var mask = layout.ownGuides
    for c in children { mask.formUnion(c.guideMask) }
    guideMask = mask
  }

  /// The size this view chooses for a proposal (memoised: layouts are pure functions of it).
  func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
    for i in cacheKeys.indices where cacheKeys[i] == p { return cacheValues[i] }
    let s = layout.sizeThatFits(p, self)
    cacheKeys.append(p)
    cacheValues.append(s)
    return s
  }

  /// Places the view with its top-leading corner at `origin` (layout space), sized for `proposal`,
  /// then lets its layout place the children.
  /// A right-to-left parent's layout gives `origin` in its logical (leading-to-trailing) terms; the
  /// view is then mirrored within the parent, x' = parent.minX + parent.maxX − x − width, as
  /// SwiftUI's placement does (docs/right-to-left.md).
  func place(at origin: CGPoint, proposal: ProposedViewSize, _ ctx: PlacementContext) {
    let size = sizeThatFits(proposal)
    var origin = origin
    if let axis = ctx.mirrorAxis { origin.x = axis - origin.x - size.width }
    frame = CGRect(origin: origin, size: size)
    transform = ctx.transform
    placedProposal = proposal
    isPlaced = true
    var c = ctx
    c.mirrorAxis = isRightToLeft ? frame.minX + frame.maxX : nil
    if let name = extras?.coordinateSpaceName {
      c.namedSpaces[name] = globalFrame
      ctx.graph.namedSpaces[name] = globalFrame
    }
    layout.placeChildren(self, proposal, c)
    measureGeometryObservers(c)
    measureScrollObservers(c)
  }

  /// The frame in screen points (the `.global` coordinate space).
  var globalFrame: CGRect { transform.isIdentity ? frame : transform.apply(to: frame) }

  /// The value of an alignment guide for this view at `size`: the explicit value if the view
  /// (or a child it forwards to) sets one, else the guide's default.
  func guide(_ key: AlignmentKey, size: CGSize) -> CGFloat {
    guard guideMask.mayAnswer(key) else { return key.defaultValue(ViewDimensions(size: size)) }
    return layout.explicitGuide(key, self, size: size) ?? key.defaultValue(dimensions(size))
  }

  /// The guide's explicit value, if this subtree sets one.
  func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guideMask.mayAnswer(key) ? layout.explicitGuide(key, self, size: size) : nil
  }

  func dimensions(_ size: CGSize) -> ViewDimensions {
    ViewDimensions(size: size) { [unowned self] k in self.explicitGuide(k, size: size) }
  }

  func extrasCreatingIfNeeded() -> NodeExtras {
    if let e = extras { return e }
    let e = NodeExtras()
    extras = e
    return e
  }

  /// Depth-first walk.
  func forEach(_ body: (Node) -> Void) {
    body(self)
    for c in children { c.forEach(body) }
  }
}

/// Kinds of explicit alignment guides a subtree may set.
struct GuideMask: OptionSet {
  let rawValue: UInt8
  static let horizontal = GuideMask(rawValue: 1)
  static let vertical = GuideMask(rawValue: 2)
  static let baselines = GuideMask(rawValue: 4)

  func mayAnswer(_ key: AlignmentKey) -> Bool {
    if key.axis == .horizontal { return contains(.horizontal) }
    if key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key {
      return !isDisjoint(with: [.vertical, .baselines])
    }
    return contains(.vertical)
  }
}

/// How a view's edges take part in default stack spacing (docs/layout-rules.md §2.3).
enum SpacingKind: Equatable {
  /// Ordinary views: 8 pt to any non-spacer neighbour.
  case standard
  /// Spacers: 0 pt to any neighbour.
  case spacer
}

/// Extra behaviour attached to a node by modifiers that add no layout of their own.
@MainActor
final class NodeExtras {
  var preferenceOps: [PreferenceOp] = []
  var onAppear: [() -> Void] = []
  var onDisappear: [() -> Void] = []
  var onChange: [ChangeObserver] = []
  /// `onGeometryChange` observers (Modifiers/OnGeometryChange.swift).
  var geometryObservers: [GeometryObserver] = []
  /// `onScrollGeometryChange`, `onScrollVisibilityChange`… observers (Modifiers/ScrollObservers.swift).
  var scrollObservers: [ScrollObserver] = []
  var gestures: [GestureBinding] = []
  var coordinateSpaceName: AnyHashable?
  var contentShape: (any Shape)?
  var allowsHitTesting = true
  /// `.tabItem` label and `.tag` value (TabView, Picker).
  var tabItem: AnyView?
  var tag: AnyHashable?
  /// `.layoutValue(key:value:)` values for a custom layout.
  var layoutValues: [ObjectIdentifier: Any] = [:]
  var isDisabled = false
  /// Label, identifier and traits from the accessibility modifiers (no pixels).
  var accessibility: AccessibilityInfo?
  /// How many `.onReceive` subscriptions this node carries (their keys are numbered).
  var receiverCount = 0
  /// What a list row asks of its list (Views/Containers/ListRowModifiers.swift).
  var listRow: ListRowTraits?
}
