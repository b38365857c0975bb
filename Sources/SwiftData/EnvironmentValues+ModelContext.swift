import PlumbUI

// SwiftData's `EnvironmentValues.modelContext`: the context `.modelContainer` sets for a subtree,
// which `@Query` fetches from and views insert into.

private struct ModelContextKey: EnvironmentKey {
  static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
  /// The context of the nearest `.modelContainer`/`.modelContext` above the view. With none, a
  /// context over a new, empty container (so inserting into it keeps nothing, and a `@Query`
  /// warns that it has no container).
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] ?? ModelContext(Self.emptyContainer()) }
    set { self[ModelContextKey.self] = newValue }
  }

  /// The context set by an ancestor, or nil.
  var setModelContext: ModelContext? { self[ModelContextKey.self] }

  private static func emptyContainer() -> ModelContainer {
    // Cannot fail: an empty in-memory schema.
    try! ModelContainer(for: Schema(), configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  }
}
