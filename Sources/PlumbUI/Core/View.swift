import Foundation

/// A piece of user interface, as SwiftUI's `View`: a value whose `body` describes its content.
///
/// Main-actor isolated like SwiftUI's (iOS 18 SDK), so pasted code that touches main-actor state in
/// `body` or in `DispatchQueue.main.async` closures compiles unchanged in Swift 6 mode.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Self.Body { get }
}

/// Views whose content is drawn or laid out by the engine itself have `Never` as their body.
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A view the engine resolves itself (stacks, shapes, text, modifiers) instead of asking `body`.
@MainActor
protocol PrimitiveView {
  /// Appends this view's nodes (zero, one or several) to `out`.
  func resolve(_ ctx: ResolveContext, into out: inout [Node])
}

extension PrimitiveView {
  /// Primitive views never evaluate `body`; reaching it is an engine bug.
  nonisolated func primitiveBody() -> Never { fatalError("\(Self.self) is resolved by the engine, not through body") }
}

/// Resolves any view into nodes: primitives resolve themselves, composite views are evaluated
/// through `body` after their dynamic properties (@State, @Environment…) are attached.
@MainActor
func resolveView<V: View>(_ view: V, _ ctx: ResolveContext, into out: inout [Node]) {
  if let primitive = view as? any PrimitiveView {
    primitive.resolve(ctx, into: &out)
    return
  }
  let c = ctx.child(typeName(V.self))
  c.graph.installDynamicProperties(of: view, path: c.path, environment: c.environment)
  let body = c.graph.body(of: view, path: c.path)
  resolveView(body, c, into: &out)
}

/// Short, cached type names for identity paths ("ContentView", "Row").
@MainActor private var typeNameCache: [ObjectIdentifier: String] = [:]

@MainActor
func typeName(_ type: Any.Type) -> String {
  if let n = typeNameCache[ObjectIdentifier(type)] { return n }
  var n = String(describing: type)
  if let lt = n.firstIndex(of: "<") { n = String(n[..<lt]) }
  typeNameCache[ObjectIdentifier(type)] = n
  return n
}
