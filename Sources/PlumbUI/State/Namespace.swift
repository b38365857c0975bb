import Foundation

/// A namespace for matched geometry, as SwiftUI's `@Namespace`: one stable id per view identity,
/// kept by the graph like `@State`.
@propertyWrapper
public struct Namespace: DynamicProperty, @unchecked Sendable {
  let box = NamespaceBox()
  public init() {}

  public var wrappedValue: Namespace.ID {
    if let id = box.id { return id }
    let id = Namespace.ID.next()
    box.id = id
    return id
  }

  /// The identity of one namespace.
  public struct ID: Hashable, Sendable {
    let value: Int
    private static let counter = Counter()
    static func next() -> ID { ID(value: counter.next()) }

    private final class Counter: @unchecked Sendable {
      private let lock = NSLock()
      private var n = 0
      func next() -> Int { lock.withLock { n += 1; return n } }
    }
  }
}

final class NamespaceBox: @unchecked Sendable {
  var id: Namespace.ID?
}

extension Namespace: BodyInputProperty {
  /// The id is stable for the view's lifetime.
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput { .skip }
}

extension Namespace: InstallableProperty {
  func install(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
    let storage = graph.stateStorage(key: key, initial: NamespaceBox())
    let held = storage.value as! NamespaceBox
    if held.id == nil { held.id = Namespace.ID.next() }
    box.id = held.id
  }
}

/// Which parts of a frame `matchedGeometryEffect` matches, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Matches this view's geometry with others of the same id in `namespace`. Views keep their own
  /// frames (right whenever one view with the id is present, the usual hero-transition case), and
  /// a change between two of them is not interpolated; warned once.
  public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                   properties: MatchedGeometryProperties = .frame,
                                                   anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
    modifier(UndrawnEffectModifier(
      effect: "matchedGeometryEffect(id:in:)",
      consequence: "",
      sentence: "matchedGeometryEffect(id:in:) is not applied: each view keeps its own frame (the same picture when one view with the id is present), and changes between views with the same id are not interpolated"))
  }

  /// A custom VoiceOver rotor over `entries` (no pixels).
  public func accessibilityRotor<EntryModel: Identifiable>(_ label: Text, entries: [EntryModel],
                                                            entryLabel: KeyPath<EntryModel, String>) -> some View { self }
  public func accessibilityRotor<EntryModel: Identifiable>(_ labelKey: LocalizedStringKey, entries: [EntryModel],
                                                            entryLabel: KeyPath<EntryModel, String>) -> some View { self }
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(_ label: L, entries: [EntryModel],
                                                            entryLabel: KeyPath<EntryModel, String>) -> some View { self }
}
