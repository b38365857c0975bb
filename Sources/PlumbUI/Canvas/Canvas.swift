import Foundation

/// A view that draws with immediate-mode calls, as SwiftUI's `Canvas`: the renderer is called at
/// paint time with a `GraphicsContext` whose origin is the canvas's top-left corner and with the
/// canvas's size; everything it draws goes into the display list, clipped to the frame.
///
/// Sizing: the proposal (nil → 10), like a shape.
public struct Canvas<Symbols: View>: View, PrimitiveView {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let isOpaque: Bool

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("Canvas")
    out.append(c.node("Canvas", CanvasLayout(renderer: renderer, environment: ctx.environment)))
  }
}

extension Canvas where Symbols == EmptyView {
  public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
              renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
    self.renderer = renderer
    isOpaque = opaque
  }
}

/// How a canvas blends colours, as SwiftUI's `ColorRenderingMode` (only `.nonLinear` is drawn).
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// Paints a canvas: runs its renderer into a recorder and clips the result to the frame.
struct CanvasLayout: NodeLayout {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { p.replacingUnspecifiedDimensions() }

  func paint(_ node: Node, _ painter: inout Painter) {
    let frame = painter.snap(node.frame)
    guard Painter.isFinite(frame) else { return }
    let recorder = GraphicsContext.Recorder()
    var context = GraphicsContext(recorder: recorder, environment: environment,
                                  transform: .translation(x: frame.minX, y: frame.minY))
    renderer(&context, node.frame.size)
    guard !recorder.items.isEmpty else { return }
    painter.append(.group(DisplayGroup(items: recorder.items, clip: Path(rect: frame), label: "Canvas")))
  }
}
