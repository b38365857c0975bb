import Foundation
/// A description of the objects to fetch, as Core Data's `NSFetchRequest`. `ResultType` is not
/// constrained to `NSFetchRequestResult` (Apple's is): that protocol is an Objective-C one there,
/// so `NSFetchRequest<NSFetchRequestResult>` is legal, and a Swift protocol's existential could
/// not satisfy the constraint.
open class NSFetchRequest<ResultType>: NSObject, @unchecked Sendable {
  open var entityName: String?
  open var entity: NSEntityDescription?
  open var predicate: NSPredicate?
  open var sortDescriptors: [NSSortDescriptor]?
  /// The most objects to return; 0 is no limit.
  open var fetchLimit = 0
  open var fetchOffset = 0
  open var fetchBatchSize = 0
  open var includesPendingChanges = true
  open var returnsObjectsAsFaults = true
  open var relationshipKeyPathsForPrefetching: [String]?

  public override init() { super.init() }

  public convenience init(entityName: String) {
    self.init()
    self.entityName = entityName
  }
}
