import PlumbGraphics

/// The store of a schema's models, as SwiftData's `ModelContainer`: here always in memory, so a
/// container starts empty and lives as long as the objects holding it.
public final class ModelContainer: @unchecked Sendable {
  public let schema: Schema
  public let configurations: [ModelConfiguration]
  let store: ModelStore
  private let lock = NSLock()
  private var main: ModelContext?

  public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
              configurations: [ModelConfiguration] = []) throws {
    schema = givenSchema
    self.configurations = configurations.isEmpty ? [ModelConfiguration(nil)] : configurations
    store = ModelStore(identifier: self.configurations[0].name)
    if self.configurations.contains(where: { !$0.isStoredInMemoryOnly }) {
      RenderWarnings.warnOnce("SwiftData.ModelContainer.onDisk", """
        SwiftData: a ModelContainer asked to store on disk keeps its models in memory on Linux \
        (it starts empty, as on a fresh install; nothing is read from or written to a file)
        """)
    }
  }

  public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
    try self.init(for: givenSchema, migrationPlan: nil, configurations: configurations)
  }

  public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
    try self.init(for: Schema(forTypes), migrationPlan: nil, configurations: configurations)
  }

  public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?,
                          configurations: ModelConfiguration...) throws {
    try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
  }

  /// The context views use (`.modelContainer` puts it in the environment). Created on first use.
  /// Not main-actor isolated here (Apple's is): a render reads it from a view's modifiers.
  public var mainContext: ModelContext {
    lock.withLock {
      if let main { return main }
      let context = ModelContext(self)
      context.autosaveEnabled = true
      main = context
      return context
    }
  }

  /// Removes every model from the store.
  public func deleteAllData() {
    store.removeAll()
  }
}
