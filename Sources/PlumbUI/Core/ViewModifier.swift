import Foundation

/// A reusable change to a view, as SwiftUI's `ViewModifier`; `body(content:)` receives a
/// placeholder that stands for the modified view.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// A modifier the engine applies itself (padding, frame, background…); `Body` is `Never`.
@MainActor
protocol PrimitiveModifier {
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node])
}

extension PrimitiveModifier {
  func body(content: _ViewModifier_Content<Self>) -> Never where Self: ViewModifier {
    fatalError("\(Self.self) is applied by the engine")
  }
}

/// The placeholder a custom modifier's `body(content:)` receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    ctx.modifierContent?.resolve(ctx, &out)
  }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError("ModifiedContent is resolved by the engine") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    // An EmptyView under a layout modifier is a 0×0 view, not nothing (ModifiedEmptyView.swift).
    if Content.self == EmptyView.self, modifierMakesEmptyViewAMember(modifier) {
      resolve(content: ModifiedEmptyView(), ctx, into: &out)
    } else {
      resolve(content: content, ctx, into: &out)
    }
  }

  @MainActor private func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    if let primitive = modifier as? any PrimitiveModifier {
      primitive.resolve(content: content, ctx, into: &out)
      return
    }
    if let environmental = modifier as? any EnvironmentalModifier {
      environmental.resolveEnvironmental(content: content, ctx, into: &out)
      return
    }
    if let geometry = modifier as? any GeometryEffect {  // a transform, not a body (GeometryEffects.swift)
      GeometryEffectModifier(name: typeName(Modifier.self)) { geometry.effectValue(size: $0) }
        .resolve(content: content, ctx, into: &out)
      return
    }
    // A custom modifier: its body is evaluated like a view's, with the content placeholder
    // resolving the original content in the placeholder's own context.
    let c = ctx.child(typeName(Modifier.self))
    c.graph.installDynamicProperties(of: modifier, path: c.path, environment: c.environment)
    let outer = ctx.modifierContent
    var inner = c
    inner.modifierContent = ModifierContent { placeholderCtx, out in
      var pc = placeholderCtx
      pc.modifierContent = outer
      resolveView(content, pc, into: &out)
    }
    let body = c.graph.evaluateModifierBody(of: modifier)
    resolveView(body, inner, into: &out)
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(self.modifier)
  }
}

extension View {
  /// Applies a modifier to this view. Nonisolated, as SwiftUI's: a view built in a nonisolated
  /// function (a `@ViewBuilder static func` of a style struct) may apply modifiers in Swift 6 mode.
  nonisolated public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// Chains two modifiers.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A primitive modifier that wraps each content node in a node of its own (padding, frame…).
@MainActor
protocol WrappingModifier: PrimitiveModifier {
  /// Path component and debug name, e.g. "padding".
  var name: String { get }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout
  /// Whether the wrapper takes layoutPriority and spacing from its child (fixedSize does).
  var passesPriority: Bool { get }
}

extension WrappingModifier {
  var passesPriority: Bool { false }
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child(name)
    var inner: [Node] = []
    resolveView(content, c, into: &inner)
    for (i, child) in inner.enumerated() {
      let wc = inner.count == 1 ? c : c.child(i)
      let n = wc.node(name, makeLayout(wc), children: [child])
      if passesPriority { n.layoutPriority = child.layoutPriority; n.spacing = child.spacing }
      out.append(n)
    }
  }
}

/// A primitive modifier that attaches behaviour to each content node without adding one.
@MainActor
protocol AttachingModifier: PrimitiveModifier {
  func attach(to node: Node, _ ctx: ResolveContext)
}

extension AttachingModifier {
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    let start = out.count
    resolveView(content, ctx, into: &out)
    for i in start..<out.count { attach(to: out[i], ctx) }
  }
}

/// The modifier that changes nothing, as SwiftUI's `EmptyModifier` (`.modifier(EmptyModifier())`
/// in a conditional chain).
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
  public static let identity = EmptyModifier()
  public init() {}
  @MainActor public func body(content: Content) -> Content { content }
}
