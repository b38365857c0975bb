import Foundation

// UIColor is an NSObject subclass on iOS and inherits `isEqual(_:)` and `hash`; apps compare
// colours with them (`color.isEqual(UIColor.red)`, `if selectedColor.isEqual(other)`). UIColor
// here is a Swift class, not an NSObject, so the two are declared on it.

extension UIColor {
  /// Whether `object` is a `UIColor` with the same components, as NSObject's `isEqual(_:)` on a
  /// UIKit colour (`UIColor.red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1))` is true).
  /// Compares what `==` compares (the components, the light appearance's for adaptive colours);
  /// any other object, or nil, is not equal.
  public func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return self == other
  }

  /// The colour's hash, equal for colours `isEqual(_:)` calls equal, as NSObject's `hash`.
  public var hash: Int { hashValue }
}
