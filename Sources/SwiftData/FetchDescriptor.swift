/// Which models a fetch returns and in what order, as SwiftData's `FetchDescriptor`.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
  public var predicate: Predicate<T>?
  public var sortBy: [SortDescriptor<T>]
  public var fetchLimit: Int?
  public var fetchOffset: Int?
  public var includePendingChanges = true
  /// Accepted; every property is always in memory.
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// Accepted; related models are always in memory.
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}
