import Foundation

/// Foundation's `NSPointerArray` (an ordered list of pointers, often weak object references),
/// which Foundation on Linux does not have. With `weakObjects()` an entry whose object has been
/// deallocated reads nil from `pointer(at:)` and is left out of `allObjects`; `compact()` removes
/// every nil entry (Apple's only removes them reliably after a nil was added explicitly, which
/// the usual `addPointer(nil); compact()` idiom does). Pointers added to an object array must be
/// object pointers (`Unmanaged.passUnretained(object).toOpaque()`), as on Apple's platforms.
open class NSPointerArray: NSObject {
  private enum Entry {
    case null
    case object(PointerCollectionSlot)
    case raw(UnsafeMutableRawPointer)
  }

  private let weakly: Bool
  private let opaque: Bool
  private var entries: [Entry] = []

  public init(options: NSPointerFunctions.Options = []) {
    weakly = options.holdsWeakly
    opaque = options.holdsOpaquePointers
    super.init()
  }

  public convenience init(pointerFunctions: NSPointerFunctions) {
    self.init(options: pointerFunctions.options)
  }

  open class func strongObjects() -> NSPointerArray { NSPointerArray(options: .strongMemory) }

  open class func weakObjects() -> NSPointerArray { NSPointerArray(options: .weakMemory) }

  /// The number of entries, nil ones included; setting it truncates or appends nils.
  open var count: Int {
    get { entries.count }
    set {
      if newValue < entries.count { entries.removeLast(entries.count - newValue) }
      else { entries += Array(repeating: .null, count: newValue - entries.count) }
    }
  }

  open func pointer(at index: Int) -> UnsafeMutableRawPointer? {
    precondition(index >= 0 && index < entries.count, "NSPointerArray index \(index) beyond bounds \(entries.count)")
    switch entries[index] {
    case .null: return nil
    case .raw(let p): return p
    case .object(let slot): return slot.object.map { Unmanaged.passUnretained($0).toOpaque() }
    }
  }

  open func addPointer(_ pointer: UnsafeMutableRawPointer?) { entries.append(entry(for: pointer)) }

  open func removePointer(at index: Int) { entries.remove(at: index) }

  open func insertPointer(_ item: UnsafeMutableRawPointer?, at index: Int) { entries.insert(entry(for: item), at: index) }

  open func replacePointer(at index: Int, withPointer item: UnsafeMutableRawPointer?) { entries[index] = entry(for: item) }

  /// Removes nil entries, including those whose weakly held object has gone.
  open func compact() {
    entries.removeAll {
      switch $0 {
      case .null: true
      case .raw: false
      case .object(let slot): slot.object == nil
      }
    }
  }

  /// The live objects, in order (empty for an array of raw pointers).
  open var allObjects: [Any] {
    entries.compactMap { if case .object(let slot) = $0 { slot.object } else { nil } }
  }

  private func entry(for pointer: UnsafeMutableRawPointer?) -> Entry {
    guard let pointer else { return .null }
    if opaque { return .raw(pointer) }
    let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    return .object(PointerCollectionSlot(object, weakly: weakly))
  }
}
