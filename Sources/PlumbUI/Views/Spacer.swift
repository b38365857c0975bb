import Foundation

/// Flexible space, as SwiftUI's `Spacer`: expands along its stack's axis, with layout priority
/// −∞ and no spacing to its neighbours (docs/layout-rules.md §1.2, §2.2, §2.3).
public struct Spacer: View, PrimitiveView {
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("Spacer")
    let n = c.node("Spacer", SpacerLayout(axis: ctx.environment.stackAxis, minLength: minLength ?? 8))
    n.layoutPriority = -.infinity
    n.spacing = .spacer
    out.append(n)
  }
}

/// A thin line, as SwiftUI's `Divider`: one pixel thick across its stack's axis (horizontal
/// outside a stack), in the separator colour.
public struct Divider: View, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("Divider")
    out.append(c.node("Divider", DividerLayout(stackAxis: ctx.environment.stackAxis,
                                               thickness: ctx.environment.pixelLength)))
  }
}
