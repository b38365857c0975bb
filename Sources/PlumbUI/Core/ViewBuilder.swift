import Foundation

/// Builds views from closures, as SwiftUI's `@ViewBuilder`: blocks of any length (parameter
/// packs), `if`/`else`, `switch`, optionals and `#available` checks.
///
/// Not main-actor isolated, as SwiftUI's is not: a `@ViewBuilder static func` of a helper enum,
/// or a builder closure stored in a nonisolated type, compiles in Swift 6 mode as on iOS. What it
/// builds (the views' initializers) is nonisolated for the same reason.
@resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    var children: [any View] = []
    for v in repeat each content { children.append(v) }
    return TupleView(value: (repeat each content), children: children)
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .trueContent(first))
  }
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .falseContent(second))
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views side by side in a builder block. Its children become siblings in the parent
/// container, each with its position as identity.
nonisolated public struct TupleView<T>: View, PrimitiveView {
  public var value: T
  let children: [any View]

  public init(_ value: T) {
    self.value = value
    self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  public var body: Never { primitiveBody() }

  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    for (i, child) in children.enumerated() {
      resolveView(child, ctx.child(i), into: &out)
    }
  }
}

/// The result of an `if`/`else` or `switch` in a builder; each branch has its own identity.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  public var body: Never { primitiveBody() }

  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    switch storage {
    case .trueContent(let v): resolveView(v, ctx.child("T"), into: &out)
    case .falseContent(let v): resolveView(v, ctx.child("F"), into: &out)
    }
  }
}

/// An optional view contributes its content when present and nothing when nil.
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("Optional is resolved by the engine") }
}

extension Optional: PrimitiveView where Wrapped: View {
  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    if let v = self { resolveView(v, ctx.child("some"), into: &out) }
  }
}

/// Nothing: contributes no node at all (so no spacing either, docs/layout-rules.md §1.2).
nonisolated public struct EmptyView: View, PrimitiveView {
  public init() {}
  public var body: Never { primitiveBody() }
  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {}
}

/// Groups views without a container: its children join the parent's children, and modifiers
/// applied to the group apply to each child.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody() }
  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    resolveView(content, ctx.child("Group"), into: &out)
  }
}

/// A type-erased view. A different underlying type is a different identity, as in SwiftUI.
nonisolated public struct AnyView: View, PrimitiveView {
  let view: any View
  public init<V: View>(_ view: V) { self.view = view }
  public init<V: View>(erasing view: V) { self.view = view }
  public var body: Never { primitiveBody() }
  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    resolveView(view, ctx.child(typeName(type(of: view))), into: &out)
  }
}
