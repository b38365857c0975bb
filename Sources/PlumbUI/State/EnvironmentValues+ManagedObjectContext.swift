import CoreData

// SwiftUI's `EnvironmentValues.managedObjectContext`, over the CoreData module's context (which
// holds no store on Linux: views that read it compile and render; fetches find nothing).

/// The context every render starts with: as on iOS, one with no persistent store, on the main queue.
private struct ManagedObjectContextKey: EnvironmentKey {
  nonisolated(unsafe) static let shared = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
  static var defaultValue: NSManagedObjectContext { shared }
}

extension EnvironmentValues {
  /// The Core Data context views read and write managed objects through.
  public var managedObjectContext: NSManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
}
