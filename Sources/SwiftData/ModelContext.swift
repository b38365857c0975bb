/// Inserts, deletes, fetches and saves models, as SwiftData's `ModelContext`. Changes are staged
/// in the context until `save()` puts them in the container's store; a fetch sees the store with
/// this context's staged changes applied, in insertion order unless sorted.
public class ModelContext: Equatable {
  public let container: ModelContainer
  /// Whether the context saves by itself (the main context does); staged changes are seen by this
  /// context's fetches either way, so a render looks the same.
  public var autosaveEnabled = false
  let store: ModelStore
  private var inserted: [any PersistentModel] = []
  private var deleted: [ObjectIdentifier: any PersistentModel] = [:]

  public init(_ container: ModelContainer) {
    self.container = container
    store = container.store
  }

  public static func == (a: ModelContext, b: ModelContext) -> Bool { a === b }

  // MARK: - Changes

  /// Adds `model` (and the models its relationships hold) to the context.
  public func insert<T: PersistentModel>(_ model: T) {
    let state = model.persistentBackingData
    if state.context === self {
      if deleted.removeValue(forKey: ObjectIdentifier(model)) != nil {
        state.isDeleted = false
        store.noteChange()
      }
      return
    }
    state.context = self
    state.isDeleted = false
    state.identifier = PersistentIdentifier(entityName: String(describing: T.self), storeIdentifier: store.identifier,
                                            key: store.makeKey())
    inserted.append(model)
    store.noteChange()
    for related in Self.relatedModels(of: model) { insertAny(related) }
  }

  private func insertAny(_ model: any PersistentModel) {
    func open<M: PersistentModel>(_ m: M) { insert(m) }
    open(model)
  }

  /// Removes `model` when the context saves (at once from fetches); related models whose
  /// relationship says `.cascade` go with it.
  public func delete<T: PersistentModel>(_ model: T) {
    let state = model.persistentBackingData
    guard state.context === self, !state.isDeleted else { return }
    let id = ObjectIdentifier(model)
    if let i = inserted.firstIndex(where: { ObjectIdentifier($0) == id }) {
      inserted.remove(at: i)
      state.context = nil
      state.identifier = nil
    } else {
      deleted[id] = model
      state.isDeleted = true
    }
    store.noteChange()
    for related in Self.relatedModels(of: model, cascadingOnly: true) { deleteAny(related) }
  }

  private func deleteAny(_ model: any PersistentModel) {
    func open<M: PersistentModel>(_ m: M) { delete(m) }
    open(model)
  }

  /// Deletes every model of `model`'s type that `predicate` accepts (all of them without one).
  public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil,
                                         includeSubclasses: Bool = true) throws {
    for m in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(m) }
  }

  /// Puts the staged inserts and deletes into the store, where every context of the container sees them.
  public func save() throws {
    let gone = Set(deleted.keys)
    for m in deleted.values { m.persistentBackingData.context = nil }
    for m in registeredModels { m.persistentBackingData.hasChanges = false }
    store.commit(inserted: inserted, deleted: gone)
    inserted.removeAll()
    deleted.removeAll()
  }

  /// Drops the staged inserts and deletes (property changes stay: the objects hold them).
  public func rollback() {
    for m in inserted { m.persistentBackingData.context = nil; m.persistentBackingData.identifier = nil }
    for m in deleted.values { m.persistentBackingData.isDeleted = false }
    inserted.removeAll()
    deleted.removeAll()
    store.noteChange()
  }

  /// Runs `block` and saves.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  public var hasChanges: Bool {
    !inserted.isEmpty || !deleted.isEmpty || registeredModels.contains { $0.persistentBackingData.hasChanges }
  }

  public var insertedModelsArray: [any PersistentModel] { inserted }
  public var deletedModelsArray: [any PersistentModel] { Array(deleted.values) }
  public var changedModelsArray: [any PersistentModel] {
    store.rows.filter { $0.persistentBackingData.hasChanges && $0.persistentBackingData.context === self }
  }

  func modelDidChange() { store.noteChange() }

  // MARK: - Fetching

  /// The models `descriptor` selects: filtered by its predicate, sorted by its sort descriptors
  /// (insertion order otherwise), then offset and limited.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    store.noteRead()
    var rows = visibleModels(includePending: descriptor.includePendingChanges).compactMap { $0 as? T }
    if let predicate = descriptor.predicate { rows = try rows.filter { try predicate.evaluate($0) } }
    if !descriptor.sortBy.isEmpty { rows = rows.sorted(using: descriptor.sortBy) }
    if let offset = descriptor.fetchOffset, offset > 0 { rows = Array(rows.dropFirst(offset)) }
    if let limit = descriptor.fetchLimit { rows = Array(rows.prefix(max(0, limit))) }
    return rows
  }

  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// The registered model with this identifier (it must be one of this container's).
  public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
    guard let m = visibleModels(includePending: true).first(where: { $0.persistentModelID == persistentModelID }) else {
      preconditionFailure("ModelContext.model(for:): no model has \(persistentModelID)")
    }
    return m
  }

  public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
    visibleModels(includePending: true).first { $0.persistentModelID == persistentModelID } as? T
  }

  /// The store's models with this context's staged changes applied, in key order.
  private func visibleModels(includePending: Bool) -> [any PersistentModel] {
    guard includePending else { return store.rows }
    return store.rows.filter { deleted[ObjectIdentifier($0)] == nil } + inserted
  }

  private var registeredModels: [any PersistentModel] {
    store.rows.filter { $0.persistentBackingData.context === self } + inserted
  }

  // MARK: - Relationships

  /// The models `model`'s properties hold (one model, an optional one, or an array of them).
  static func relatedModels<T: PersistentModel>(of model: T, cascadingOnly: Bool = false) -> [any PersistentModel] {
    var found: [any PersistentModel] = []
    for property in T.schemaMetadata {
      if cascadingOnly, (property.metadata as? Schema.Relationship)?.deleteRule != .cascade { continue }
      guard let value = model[keyPath: property.keypath] else { continue }
      if let one = value as? any PersistentModel {
        found.append(one)
      } else if let many = value as? [any PersistentModel] {
        found += many
      }
    }
    return found
  }
}
