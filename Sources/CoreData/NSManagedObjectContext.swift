import Foundation

// `import CoreData` on Linux: the one Core Data type SwiftUI's API names, so that views declaring
// `@Environment(\.managedObjectContext) var context` compile (EnvironmentValues.managedObjectContext
// in PlumbUI). No store, no fetching: a context here holds no objects and never has changes.

/// The ways a context is confined to a queue, as Core Data's `NSManagedObjectContextConcurrencyType`.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
  @available(*, deprecated, message: "Use another NSManagedObjectContextConcurrencyType")
  case confinementConcurrencyType = 0
  case privateQueueConcurrencyType = 1
  case mainQueueConcurrencyType = 2
}

/// A scratch pad of managed objects, as Core Data's `NSManagedObjectContext`; here always empty.
open class NSManagedObjectContext: NSObject {
  /// The queue the context's work runs on.
  open private(set) var concurrencyType: NSManagedObjectContextConcurrencyType

  /// A context confined to the given kind of queue.
  /// - Parameter ct: the queue confinement.
  public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
    concurrencyType = ct
    super.init()
  }

  /// Whether the context has unsaved changes: never, since it holds no objects.
  open var hasChanges: Bool { false }
}
