import Foundation

// Key-value observing as Swift code writes it on iOS (`object.observe(\.value, options: [.new]) {
// object, change in … }`), which Linux Foundation lacks: there is no Objective-C runtime, so no
// property change can be observed. The observation is made and kept, `.initial` is answered at
// once as on iOS (it reads the current value; no change is involved), and no change is ever
// reported: a render makes no property changes for UIKit to report (docs/compatibility/foundation.md).

/// What an observation reports, as Foundation's `NSKeyValueObservingOptions` (Foundation's bits).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change, as Foundation's `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1, insertion = 2, removal = 3, replacement = 4
}

/// One reported change, as Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  public let kind: Kind
  /// The value after the change (with `.new`).
  public let newValue: Value?
  /// The value before the change (with `.old`).
  public let oldValue: Value?
  /// The indexes of a to-many change.
  public let indexes: IndexSet?
  /// Whether this report comes before the change (with `.prior`).
  public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)`, as Foundation's
/// `NSKeyValueObservation`: keep it to keep observing; `invalidate()` (or releasing it) ends it.
/// On Linux no change is ever reported through it.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var handler: (() -> Void)?

  init(keepingAlive handler: @escaping () -> Void) { self.handler = handler; super.init() }

  /// Whether `invalidate()` has not been called yet (not Foundation API: for tests).
  package var isValid: Bool { lock.withLock { handler != nil } }

  /// Ends the observation: the change handler is released and never called.
  public func invalidate() { lock.withLock { handler = nil } }

  deinit { invalidate() }
}

/// The protocol Foundation declares `observe(_:options:changeHandler:)` on, so that `Self` is the
/// observed object's own class in the handler. `NSObject` adopts it, as on iOS, and so does
/// PlumbUIKit's `UIResponder` (an `NSObject` on iOS, a Swift class here), so views, controllers
/// and web views can be observed as apps write it.
public protocol _KeyValueCodingAndObserving: AnyObject {}
extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// Observes `keyPath`, as Foundation's `observe(_:options:changeHandler:)`. With `.initial` the
  /// handler is called once, now, with the current value (as `newValue` when `.new` is asked for),
  /// as on iOS; after that it is never called on Linux (no property change can be observed without
  /// the Objective-C runtime).
  public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                             changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
    if options.contains(.initial) {
      let current = self[keyPath: keyPath]
      changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? current : nil,
                                                   oldValue: nil, indexes: nil, isPrior: false))
    }
    return NSKeyValueObservation(keepingAlive: { _ = changeHandler })
  }
}
