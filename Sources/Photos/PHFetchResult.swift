import Foundation

/// The objects a fetch found, as `PHFetchResult`. A render's library is empty, so every fetch
/// result has no objects: `count` is 0, `firstObject` nil, enumeration calls nothing.
/// `object(at:)` stops the program, as iOS raises out of range.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
  private let objects: [ObjectType]

  /// An empty result (also what `PHFetchResult()` makes on iOS).
  public override init() { objects = []; super.init() }

  open var count: Int { objects.count }
  open var firstObject: ObjectType? { objects.first }
  open var lastObject: ObjectType? { objects.last }

  open func object(at index: Int) -> ObjectType {
    precondition(objects.indices.contains(index),
                 "PHFetchResult.object(at: \(index)): index out of range (count \(objects.count); a render's photo library is empty)")
    return objects[index]
  }

  open subscript(index: Int) -> ObjectType { object(at: index) }

  open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { object(at: $0) } }

  open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }

  open func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }

  open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
    var stop: ObjCBool = false
    for (i, object) in objects.enumerated() {
      block(object, i, &stop)
      if stop.boolValue { return }
    }
  }

  open func enumerateObjects(options opts: NSEnumerationOptions = [],
                             using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
    enumerateObjects(block)
  }

  open func enumerateObjects(at s: IndexSet, options opts: NSEnumerationOptions = [],
                             using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
    var stop: ObjCBool = false
    for i in s {
      block(object(at: i), i, &stop)
      if stop.boolValue { return }
    }
  }

  open func countOfAssets(with mediaType: PHAssetMediaType) -> Int { 0 }
}
