import Foundation

/// Children side by side, as SwiftUI's `HStack` (layout: `StackLayout`).
public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment; self.spacing = spacing; self.content = content()
  }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    out.append(resolveStack("HStack", StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing),
                            content, ctx))
  }
}

/// Children one above the other, as SwiftUI's `VStack` (layout: `StackLayout`).
public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment; self.spacing = spacing; self.content = content()
  }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    out.append(resolveStack("VStack", StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing),
                            content, ctx))
  }
}

/// A vertical stack that takes the whole proposed width (docs/layout-rules.md §1.2). Every row is
/// realised; laziness only matters for performance, never for frames.
public struct LazyVStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    self.alignment = alignment; self.spacing = spacing; self.content = content()
  }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    out.append(resolveStack("LazyVStack", StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing,
                                                      isLazy: true), content, ctx))
  }
}

/// A horizontal stack that takes the whole proposed height.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    self.alignment = alignment; self.spacing = spacing; self.content = content()
  }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    out.append(resolveStack("LazyHStack", StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing,
                                                      isLazy: true), content, ctx))
  }
}

/// Which lazy-stack children stay pinned while scrolling (accepted; section headers are not pinned yet).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Children on top of each other, as SwiftUI's `ZStack` (layout: `ZStackNodeLayout`).
public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment; self.content = content()
  }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("ZStack")
    var inner = c
    inner.environment.stackAxis = nil
    var kids: [Node] = []
    resolveView(content, inner, into: &kids)
    out.append(c.node("ZStack", ZStackNodeLayout(alignment: alignment), children: kids))
  }
}

@MainActor
func resolveStack<C: View>(_ name: String, _ layout: StackLayout, _ content: C, _ ctx: ResolveContext) -> Node {
  let c = ctx.child(name)
  var inner = c
  inner.environment.stackAxis = layout.axis
  var kids: [Node] = []
  resolveView(content, inner, into: &kids)
  return c.node(name, layout, children: kids)
}
