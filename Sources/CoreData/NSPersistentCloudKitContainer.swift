import Foundation

/// A container that mirrors its stores to CloudKit, as Core Data's
/// `NSPersistentCloudKitContainer`. Nothing is mirrored on Linux (there is no iCloud account in a
/// render): it is an in-memory container like its superclass, which is what a preview or a fresh
/// install shows before any sync.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}
