import Foundation

/// How a fetch filters and sorts, as `PHFetchOptions`. Kept as set; there is nothing to fetch.
open class PHFetchOptions: NSObject, @unchecked Sendable {
  open var predicate: NSPredicate?
  open var sortDescriptors: [NSSortDescriptor]?
  open var includeHiddenAssets = false
  open var includeAllBurstAssets = false
  open var includeAssetSourceTypes: PHAssetSourceType = []
  open var fetchLimit = 0
  open var wantsIncrementalChangeDetails = true
  public override init() { super.init() }
}
