import Foundation

/// Objects that can be enumerated quickly, as Foundation's `NSFastEnumeration`, which Linux
/// Foundation does not declare: the type of PhotoKit's "these assets" parameters. Arrays, Foundation
/// collections and fetch results conform, so `[placeholder] as NSFastEnumeration`, `… as NSArray`
/// and a fetch result all pass.
public protocol NSFastEnumeration {}
extension Array: NSFastEnumeration {}
extension NSArray: NSFastEnumeration {}
extension NSSet: NSFastEnumeration {}
extension NSOrderedSet: NSFastEnumeration {}
extension PHFetchResult: NSFastEnumeration {}
