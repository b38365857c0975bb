import Foundation

/// The base of PhotoKit's model objects, as `PHObject`. Immutable and thread-safe, as on iOS.
open class PHObject: NSObject, @unchecked Sendable {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var made = 0

  /// A new identifier in iOS's form ("<UUID>/L0/001"), numbered in the order objects are made so
  /// that a render is deterministic.
  static func nextIdentifier() -> String {
    lock.lock()
    defer { lock.unlock() }
    made += 1
    return String(format: "00000000-0000-0000-0000-%012X/L0/001", made)
  }

  /// The object's identifier in the library (for an object made in code, a new one).
  public let localIdentifier: String

  public override init() {
    localIdentifier = Self.nextIdentifier()
    super.init()
  }
}

/// Stands for an object a change block asked to create, as `PHObjectPlaceholder`. Nothing is
/// saved in a render, so no object ever has its identifier.
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}
