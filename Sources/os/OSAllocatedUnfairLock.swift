import Foundation

/// A lock owning the state it protects, as `os.OSAllocatedUnfairLock` (iOS 16), over Foundation's
/// `NSLock` (the unfair lock itself is Darwin's).
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
  private final class Box { var state: State; let lock = NSLock(); init(_ s: State) { state = s } }
  private let box: Box
  public init(initialState: State) { box = Box(initialState) }
  public func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    box.lock.lock(); defer { box.lock.unlock() }
    return try body(&box.state)
  }
  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R { try withLock(body) }
  public func lock() { box.lock.lock() }
  public func unlock() { box.lock.unlock() }
  public func withLockIfAvailable<R>(_ body: (inout State) throws -> R) rethrows -> R? {
    guard box.lock.try() else { return nil }
    defer { box.lock.unlock() }
    return try body(&box.state)
  }
}

extension OSAllocatedUnfairLock where State == Void {
  public init() { self.init(initialState: ()) }
  public func withLock<R>(_ body: () throws -> R) rethrows -> R {
    box.lock.lock(); defer { box.lock.unlock() }
    return try body()
  }
}
