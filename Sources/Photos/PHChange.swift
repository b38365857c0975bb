import Foundation

/// What changed in the library, as `PHChange`. None is ever delivered; one made in code reports
/// no change for anything.
open class PHChange: NSObject, @unchecked Sendable {
  public override init() { super.init() }
  open func changeDetails<T: PHObject>(for object: T) -> PHObjectChangeDetails<T>? { nil }
  open func changeDetails<T>(for fetchResult: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? { nil }
}

/// How one object changed, as `PHObjectChangeDetails`.
open class PHObjectChangeDetails<ObjectType: PHObject>: NSObject, @unchecked Sendable {
  public let objectBeforeChanges: ObjectType
  public let objectAfterChanges: ObjectType?
  public let assetContentChanged = false
  public let objectWasDeleted = false
  init(object: ObjectType) { objectBeforeChanges = object; objectAfterChanges = object }
}

/// How a fetch result changed, as `PHFetchResultChangeDetails`.
open class PHFetchResultChangeDetails<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
  public let fetchResultBeforeChanges: PHFetchResult<ObjectType>
  public let fetchResultAfterChanges: PHFetchResult<ObjectType>
  public let hasIncrementalChanges = false
  public let removedIndexes: IndexSet? = nil
  public let removedObjects: [ObjectType] = []
  public let insertedIndexes: IndexSet? = nil
  public let insertedObjects: [ObjectType] = []
  public let changedIndexes: IndexSet? = nil
  public let changedObjects: [ObjectType] = []
  public let hasMoves = false
  public init(from fromResult: PHFetchResult<ObjectType>, to toResult: PHFetchResult<ObjectType>,
              changedObjects: [ObjectType]) {
    fetchResultBeforeChanges = fromResult; fetchResultAfterChanges = toResult
  }
  open func enumerateMoves(_ handler: (Int, Int) -> Void) {}
}
