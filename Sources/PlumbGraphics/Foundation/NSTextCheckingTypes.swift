import Foundation

/// `NSTextCheckingTypes`, the raw checking-type mask `NSDataDetector(types:)` takes
/// (`NSTextCheckingResult.CheckingType.link.rawValue`), which Foundation on Linux does not name.
public typealias NSTextCheckingTypes = UInt64

/// Every system checking type (the low 32 bits), as on Apple's platforms.
public var NSTextCheckingAllSystemTypes: NSTextCheckingTypes { 0xFFFF_FFFF }
/// Every custom checking type (the high 32 bits).
public var NSTextCheckingAllCustomTypes: NSTextCheckingTypes { 0xFFFF_FFFF << 32 }
/// Every checking type.
public var NSTextCheckingAllTypes: NSTextCheckingTypes { NSTextCheckingAllSystemTypes | NSTextCheckingAllCustomTypes }
