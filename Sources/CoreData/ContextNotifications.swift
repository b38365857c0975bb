import Foundation

// The context and store notifications Core Data posts, by their Foundation names. A context's
// `save()` posts `.NSManagedObjectContextDidSave`; the others are never posted in a render
// (one context, no remote store): observers of them compile and wait.
extension Notification.Name {
  public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
  public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
  public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
  public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
  public static let NSPersistentStoreCoordinatorStoresDidChange = Notification.Name("NSPersistentStoreCoordinatorStoresDidChangeNotification")
}

/// The `userInfo` keys of a save notification: the objects inserted, updated and deleted.
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
