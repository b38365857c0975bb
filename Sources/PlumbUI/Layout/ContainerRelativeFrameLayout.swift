import Foundation

/// The size of the nearest container for `containerRelativeFrame` (docs/layout-rules.md §3.0a):
/// a scroll view's or navigation stack's content area, written by that
/// container's layout before it measures or places its content; with none, the window's safe area.
@MainActor
final class ContainerBox {
  var size: CGSize
  init(size: CGSize) { self.size = size }
}

struct ContainerBoxKey: EnvironmentKey { static var defaultValue: ContainerBox? { nil } }

extension EnvironmentValues {
  /// The nearest `containerRelativeFrame` container below which a view is resolved.
  var containerBox: ContainerBox? {
    get { self[ContainerBoxKey.self] }
    set { self[ContainerBoxKey.self] = newValue }
  }
}

extension ResolveContext {
  /// The size of the container around a view being resolved: the enclosing container's box, else
  /// the window (the device's screen minus its safe-area insets, as Apple documents for iOS).
  var containerSize: CGSize {
    if let box = environment.containerBox { return box.size }
    let d = graph.device, i = d.safeAreaInsets
    return CGSize(width: max(0, d.size.width - i.leading - i.trailing), height: max(0, d.size.height - i.top - i.bottom))
  }

  /// A new container box for a scroll view's or navigation stack's content, starting at the
  /// enclosing container's size until the container's layout writes its own.
  func makeContainerBox() -> ContainerBox { ContainerBox(size: containerSize) }
}

/// `.containerRelativeFrame(_:...)`: a `.frame` whose given dimensions are computed from the
/// nearest container's size (`length(containerLength, axis)`), read each time the view is measured.
///
/// Child: offered the computed length along the given axes, the proposal along the others, and
/// aligned inside. Self: the computed lengths, the child's size along the other axes.
struct ContainerRelativeFrameLayout: NodeLayout {
  let axes: Axis.Set
  let alignment: Alignment
  let container: ContainerBox?
  let window: CGSize
  let length: (CGFloat, Axis) -> CGFloat

  var frame: FrameLayout {
    let size = container?.size ?? window
    return FrameLayout(width: axes.contains(.horizontal) ? validDimension(length(size.width, .horizontal)) : nil,
                       height: axes.contains(.vertical) ? validDimension(length(size.height, .vertical)) : nil,
                       alignment: alignment)
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { frame.sizeThatFits(p, node) }
  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) { frame.placeChildren(node, p, ctx) }
  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? { frame.explicitGuide(key, node, size: size) }
}

struct ContainerRelativeFrameModifier: ViewModifier, WrappingModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat
  var name: String { "containerRelativeFrame" }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout {
    var windowContext = ctx
    windowContext.environment.containerBox = nil
    return ContainerRelativeFrameLayout(axes: axes, alignment: alignment, container: ctx.environment.containerBox,
                                        window: windowContext.containerSize, length: length)
  }
}

extension View {
  /// Sizes the view along `axes` to the nearest container's size (scroll view, navigation stack,
  /// else the window's safe area), as SwiftUI's `containerRelativeFrame(_:alignment:)`.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// Sizes the view along `axes` to `span` of `count` equal columns or rows of the container,
  /// separated by `spacing`: (length − spacing × (count − 1)) / count × span + spacing × (span − 1).
  public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                     alignment: Alignment = .center) -> some View {
    let count = max(1, count), span = max(1, span)
    return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
      let item = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
      return item * CGFloat(span) + spacing * CGFloat(span - 1)
    })
  }

  /// Sizes the view along `axes` to `length(containerLength, axis)`.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                     _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}
