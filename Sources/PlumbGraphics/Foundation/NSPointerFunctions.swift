import Foundation

/// Foundation's `NSPointerFunctions` and its `Options` (how `NSHashTable`, `NSMapTable` and
/// `NSPointerArray` hold their entries), which Foundation on Linux does not have. Plumbline's
/// collections read two things from the options: weak memory (entries vanish when their object
/// is deallocated) versus strong, and opaque or integer personality (raw pointers, not objects);
/// `objectPointerPersonality` compares objects by identity instead of `isEqual`.
open class NSPointerFunctions: NSObject {
  public struct Options: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let strongMemory = Options([])
    public static let opaqueMemory = Options(rawValue: 2 << 0)
    public static let mallocMemory = Options(rawValue: 1 << 0)
    public static let machVirtualMemory = Options(rawValue: 4 << 0)
    public static let weakMemory = Options(rawValue: 5 << 0)
    public static let objectPersonality = Options([])
    public static let opaquePersonality = Options(rawValue: 1 << 8)
    public static let objectPointerPersonality = Options(rawValue: 2 << 8)
    public static let cStringPersonality = Options(rawValue: 3 << 8)
    public static let structPersonality = Options(rawValue: 4 << 8)
    public static let integerPersonality = Options(rawValue: 5 << 8)
    public static let copyIn = Options(rawValue: 1 << 16)
  }

  /// The options the functions were made with.
  public let options: Options

  public init(options: Options = []) {
    self.options = options
    super.init()
  }
}

extension NSPointerFunctions.Options {
  /// The memory option alone (the low byte).
  var memory: UInt { rawValue & 0xFF }
  /// The personality option alone (the second byte).
  var personality: UInt { rawValue & 0xFF00 }
  var holdsWeakly: Bool { memory == NSPointerFunctions.Options.weakMemory.rawValue }
  /// Entries are raw pointers, neither retained nor compared as objects.
  var holdsOpaquePointers: Bool {
    memory == NSPointerFunctions.Options.opaqueMemory.rawValue
      || personality == NSPointerFunctions.Options.opaquePersonality.rawValue
      || personality == NSPointerFunctions.Options.integerPersonality.rawValue
  }
  var comparesByIdentity: Bool { personality == NSPointerFunctions.Options.objectPointerPersonality.rawValue }
}

/// One slot of Plumbline's pointer collections: an object held strongly or weakly.
struct PointerCollectionSlot {
  private let strong: AnyObject?
  private weak var weak: AnyObject?

  init(_ object: AnyObject, weakly: Bool) {
    if weakly { strong = nil; weak = object } else { strong = object; weak = nil }
  }

  /// The object, or nil once a weakly held object has been deallocated.
  var object: AnyObject? { strong ?? weak }
}

/// Equality for objects in Plumbline's pointer collections: `isEqual` (and `hash`) for
/// `NSObject`s unless identity was asked for, identity otherwise.
enum PointerCollectionIdentity {
  static func hash(_ object: AnyObject, byIdentity: Bool) -> Int {
    if !byIdentity, let o = object as? NSObject { return o.hash }
    return ObjectIdentifier(object).hashValue
  }

  static func equal(_ a: AnyObject, _ b: AnyObject, byIdentity: Bool) -> Bool {
    if a === b { return true }
    if !byIdentity, let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
    return false
  }
}

/// An `NSEnumerator` over a snapshot of objects.
final class PointerCollectionEnumerator: NSEnumerator {
  private var items: [Any]
  private var index = 0

  init(_ items: [Any]) {
    self.items = items
    super.init()
  }

  override func nextObject() -> Any? {
    guard index < items.count else { return nil }
    defer { index += 1 }
    return items[index]
  }
}
