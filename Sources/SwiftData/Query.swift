import PlumbGraphics
import PlumbUI

/// The models of one type that a view shows, fetched from the environment's model context each
/// time the body runs, as SwiftData's `@Query`: `@Query(sort: \Trip.name) var trips: [Trip]`.
/// The body re-renders when a context of the container inserts, deletes or saves, and when a
/// property the fetch or the body read changes (Observation tracks both).
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
  @Environment(\.setModelContext) private var environmentContext: ModelContext?
  private let descriptor: FetchDescriptor<Element>
  private let deliver: ([Element]) -> Result

  init(descriptor: FetchDescriptor<Element>, deliver: @escaping ([Element]) -> Result) {
    self.descriptor = descriptor
    self.deliver = deliver
  }

  /// The fetched models (none, with a warning, when no ancestor set a model container).
  public var wrappedValue: Result {
    deliver((try? fetch()) ?? [])
  }

  /// The context the query fetches from.
  public var modelContext: ModelContext { environmentContext ?? EnvironmentValues().modelContext }

  /// The error the last fetch threw (a predicate that failed to evaluate), or nil.
  public var fetchError: (any Error)? {
    do { _ = try fetch(); return nil } catch { return error }
  }

  private func fetch() throws -> [Element] {
    guard let context = environmentContext else {
      RenderWarnings.warnOnce("SwiftData.Query.noContainer.\(Element.self)", """
        SwiftData: @Query of \(Element.self) found no .modelContainer in the environment, so it drew no rows
        """)
      return []
    }
    return try context.fetch(descriptor)
  }
}

extension Query: @unchecked Sendable {}

extension Query where Result == [Element] {
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    self.init(descriptor: descriptor, deliver: { $0 })
  }

  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
    self.init(descriptor: descriptor, deliver: { $0 })
  }

  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
              animation: Animation = .default) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
              transaction: Transaction?) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable,
                                 order: SortOrder = .forward, animation: Animation = .default) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }

  public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable,
                                 order: SortOrder = .forward, animation: Animation = .default) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }

  public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable,
                                 order: SortOrder = .forward, transaction: Transaction?) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }

  public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable,
                                 order: SortOrder = .forward, transaction: Transaction?) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }
}
