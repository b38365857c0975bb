/// The saved models of one container, in the order they were inserted, with the counter that
/// numbers their keys and the observation point that makes `@Query` views re-render.
final class ModelStore: Observable, @unchecked Sendable {
  let identifier: String
  private(set) var rows: [any PersistentModel] = []
  private var nextKey = 1
  private var generation = 0
  private let registrar = ObservationRegistrar()

  init(identifier: String) { self.identifier = identifier }

  /// The next key for a model being inserted (1, 2, 3… per container).
  func makeKey() -> Int {
    defer { nextKey += 1 }
    return nextKey
  }

  /// Records that the caller read the store's contents (a fetch inside a view's body).
  func noteRead() { registrar.access(self, keyPath: \.generation) }

  /// Tells readers the contents changed (an insert, delete or save in any of its contexts).
  func noteChange() { registrar.withMutation(of: self, keyPath: \.generation) { generation &+= 1 } }

  func commit(inserted: [any PersistentModel], deleted: Set<ObjectIdentifier>) {
    rows.removeAll { deleted.contains(ObjectIdentifier($0)) }
    rows += inserted
    noteChange()
  }

  func removeAll() {
    rows.removeAll()
    noteChange()
  }
}
