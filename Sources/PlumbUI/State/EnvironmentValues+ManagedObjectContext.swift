import CoreData

// SwiftUI's `EnvironmentValues.managedObjectContext`, over the CoreData module's context. The
// default has no store coordinator, as on iOS: it holds nothing (inserting into it stops the
// program; a fetch from it fails), so sharing it between renders leaks no state.

/// The context every render starts with: as on iOS, one with no persistent store, on the main queue.
private struct ManagedObjectContextKey: EnvironmentKey {
  static let shared = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
  static var defaultValue: NSManagedObjectContext { shared }
}

extension EnvironmentValues {
  /// The Core Data context views read and write managed objects through.
  public var managedObjectContext: NSManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
}
