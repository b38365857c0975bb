import Foundation

/// Foundation's `NSUbiquitousKeyValueStore` (small settings synced through iCloud), which
/// Foundation on Linux does not have. Here `default` is an in-memory store for the process: it
/// starts empty, keeps what the app sets, syncs with nothing (`synchronize()` is true), and
/// never posts `didChangeExternallyNotification`. Getters behave as Apple's: a missing key or a
/// value of another type reads nil, 0 or false.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
  private static let shared = NSUbiquitousKeyValueStore()

  /// The process's store.
  open class var `default`: NSUbiquitousKeyValueStore { shared }

  /// Posted when iCloud changes values; never posted on Linux.
  public static let didChangeExternallyNotification =
    NSNotification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

  private let lock = NSLock()
  private var values: [String: Any] = [:]

  public override init() { super.init() }

  open func object(forKey aKey: String) -> Any? { lock.withLock { values[aKey] } }

  open func set(_ anObject: Any?, forKey aKey: String) {
    lock.withLock { values[aKey] = anObject }
  }

  open func removeObject(forKey aKey: String) { lock.withLock { _ = values.removeValue(forKey: aKey) } }

  open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
  open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
  open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }
  open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }

  /// The value as a 64-bit integer: numbers convert, Booleans read 1 or 0, anything else 0.
  open func longLong(forKey aKey: String) -> Int64 {
    switch object(forKey: aKey) {
    case let v as Int64: v
    case let v as Int: Int64(v)
    case let v as Double: Int64(exactly: v.rounded(.towardZero)) ?? 0
    case let v as Bool: v ? 1 : 0
    case let v as NSNumber: v.int64Value
    default: 0
    }
  }

  /// The value as a double: numbers convert, Booleans read 1 or 0, anything else 0.
  open func double(forKey aKey: String) -> Double {
    switch object(forKey: aKey) {
    case let v as Double: v
    case let v as Int64: Double(v)
    case let v as Int: Double(v)
    case let v as Bool: v ? 1 : 0
    case let v as NSNumber: v.doubleValue
    default: 0
    }
  }

  /// The value as a Boolean: true for `true` and non-zero numbers, false otherwise.
  open func bool(forKey aKey: String) -> Bool {
    switch object(forKey: aKey) {
    case let v as Bool: v
    case let v as Int64: v != 0
    case let v as Int: v != 0
    case let v as Double: v != 0
    case let v as NSNumber: v.boolValue
    default: false
    }
  }

  open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }
  open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }
  open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }
  open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { set(aDictionary as Any?, forKey: aKey) }
  open func set(_ value: Int64, forKey aKey: String) { set(value as Any?, forKey: aKey) }
  open func set(_ value: Double, forKey aKey: String) { set(value as Any?, forKey: aKey) }
  open func set(_ value: Bool, forKey aKey: String) { set(value as Any?, forKey: aKey) }

  /// Every key and value in the store.
  open var dictionaryRepresentation: [String: Any] { lock.withLock { values } }

  /// Nothing to sync with; always true.
  open func synchronize() -> Bool { true }
}

/// The `didChangeExternallyNotification` user-info key whose value is the reason (an `Int`).
public let NSUbiquitousKeyValueStoreChangeReasonKey: String = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The `didChangeExternallyNotification` user-info key whose value is the changed keys.
public let NSUbiquitousKeyValueStoreChangedKeysKey: String = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// A change reason: another device changed a value.
public var NSUbiquitousKeyValueStoreServerChange: Int { 0 }
/// A change reason: the first download from iCloud.
public var NSUbiquitousKeyValueStoreInitialSyncChange: Int { 1 }
/// A change reason: the app went over its iCloud quota.
public var NSUbiquitousKeyValueStoreQuotaViolationChange: Int { 2 }
/// A change reason: the iCloud account changed.
public var NSUbiquitousKeyValueStoreAccountChange: Int { 3 }
