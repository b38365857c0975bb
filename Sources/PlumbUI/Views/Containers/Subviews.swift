import Foundation

// iOS 18's custom containers: `Group(subviews:transform:)` and `ForEach(subviews:content:)` hand a
// container the views another view is made of, each as a `Subview` it can wrap, reorder or
// count, with the `ContainerValues` those views set for it. The base view is resolved where the
// container is, to count its subviews and read their values; where the transform places a
// subview, the base is resolved again, with the same identities (so the same state) in the
// environment of that place, and the subview's node is taken from it.

/// Values a view sets for the container it sits in (iOS 18), as SwiftUI's `ContainerValues`:
/// declared with `@Entry` in `extension ContainerValues`, set with `.containerValue(_:_:)` and
/// read from `Subview.containerValues`.
public struct ContainerValues {
  var values: [ObjectIdentifier: Any] = [:]
  init() {}

  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key of `ContainerValues` with its default, as SwiftUI's `ContainerValueKey`.
public protocol ContainerValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension View {
  /// Sets a value the view's container reads from `Subview.containerValues` (iOS 18).
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
    let set = UncheckedBox((keyPath, value))
    return modifier(TraitModifier { node in
      let extras = node.extrasCreatingIfNeeded()
      var values = extras.layoutValues[ObjectIdentifier(ContainerValues.self)] as? ContainerValues ?? ContainerValues()
      values[keyPath: set.value.0] = set.value.1
      extras.layoutValues[ObjectIdentifier(ContainerValues.self)] = values
    })
  }
}

/// One view of another view's content (iOS 18), as SwiftUI's `Subview`: a view itself, with an
/// identity and the container values it set.
nonisolated public struct Subview: View, PrimitiveView, Identifiable {
  /// A subview's identity: its place in the base view's structure.
  public struct ID: Hashable, Sendable {
    let path: String
  }

  /// The node first resolved (identity and container values).
  let node: Node
  /// Where it came from: the base view, its context and the node's index among its subviews.
  let base: any View
  let origin: ResolveContext
  let index: Int
  public let id: ID

  @MainActor init(node: Node, base: any View, origin: ResolveContext, index: Int) {
    self.node = node
    self.base = base
    self.origin = origin
    self.index = index
    id = ID(path: node.explicitID.map { "\(node.identity)#\($0)" } ?? node.identity)
  }

  /// The values the view set with `.containerValue(_:_:)`.
  @MainActor public var containerValues: ContainerValues {
    node.extras?.layoutValues[ObjectIdentifier(ContainerValues.self)] as? ContainerValues ?? ContainerValues()
  }

  public var body: Never { primitiveBody() }

  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    var here = origin
    here.environment = ctx.environment
    var nodes: [Node] = []
    resolveView(base, here, into: &nodes)
    if index < nodes.count { out.append(nodes[index]) }
  }
}

/// The subviews of a view (iOS 18), as SwiftUI's `SubviewsCollection`.
public struct SubviewsCollection: RandomAccessCollection {
  let subviews: [Subview]
  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Subview { subviews[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
  public func index(before i: Int) -> Int { i - 1 }
  public func index(after i: Int) -> Int { i + 1 }

  /// The subviews `view` resolves to at `ctx`.
  @MainActor static func of(_ view: any View, _ ctx: ResolveContext) -> SubviewsCollection {
    let origin = ctx.child("subviews")
    var nodes: [Node] = []
    resolveView(view, origin, into: &nodes)
    return SubviewsCollection(subviews: nodes.enumerated().map {
      Subview(node: $0.element, base: view, origin: origin, index: $0.offset)
    })
  }
}

/// A range of subviews, as SwiftUI's `SubviewsCollectionSlice`.
public struct SubviewsCollectionSlice: RandomAccessCollection {
  let subviews: ArraySlice<Subview>
  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Subview { subviews[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
  public func index(before i: Int) -> Int { i - 1 }
  public func index(after i: Int) -> Int { i + 1 }
}

/// What `Group(subviews:transform:)` draws: the transform of the base view's subviews.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
  let base: Subviews
  let transform: (SubviewsCollection) -> Content
  public var body: Never { primitiveBody() }

  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let subviews = SubviewsCollection.of(base, ctx)
    resolveView(transform(subviews), ctx.child("transform"), into: &out)
  }
}

extension Group {
  /// A group made by `transform` from the subviews of `view` (iOS 18).
  public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
  where Content == GroupElementsOfContent<Base, Result> {
    self.init { GroupElementsOfContent(base: view, transform: transform) }
  }
}

/// The data of `ForEach(subviews:content:)`: the base view's subviews, found when the ForEach
/// is resolved (ForEach asks through `PreparedForEachData`).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  final class Storage {
    let base: any View
    var subviews: [Subview] = []
    init(base: any View) { self.base = base }
  }
  let storage: Storage

  public var startIndex: Int { 0 }
  public var endIndex: Int { storage.subviews.count }
  public subscript(position: Int) -> Subview { storage.subviews[position] }
  public func index(before i: Int) -> Int { i - 1 }
  public func index(after i: Int) -> Int { i + 1 }
}

/// Data a `ForEach` must prepare at the place it is resolved before it is iterated.
protocol PreparedForEachData {
  @MainActor func prepare(_ ctx: ResolveContext)
}

extension ForEachSubviewCollection: PreparedForEachData {
  @MainActor func prepare(_ ctx: ResolveContext) {
    storage.subviews = SubviewsCollection.of(storage.base, ctx).subviews
  }
}

extension ForEach where Content: View {
  /// One `content` per subview of `view` (iOS 18).
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
  where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    self.init(_data: ForEachSubviewCollection(storage: .init(base: view)), id: \.id, content: content)
  }
}
