import Foundation

// On iOS, `UserDefaults` is an `NSObject` with key-value coding, and apps write
// `defaults.setValue(x, forKey: "k")` and read `defaults.value(forKey: "k")`. Linux's NSObject has
// no key-value coding; these two reach the same store as `set(_:forKey:)` and `object(forKey:)`,
// which is what key-value coding on `UserDefaults` does (docs/compatibility/foundation.md).
extension UserDefaults {
  /// Stores `value` for `key`, as `set(_:forKey:)`.
  public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
  /// The value stored for `key`, as `object(forKey:)`.
  public func value(forKey key: String) -> Any? { object(forKey: key) }
}
