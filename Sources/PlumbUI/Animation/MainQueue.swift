import Dispatch
import Foundation

/// Whether code runs where the main actor does. `Thread.isMainThread` is not enough: under Swift
/// Testing on Linux the main queue (the main actor's executor) is drained by a thread that is not
/// the process's main thread, so a state write made from a main-queue block would otherwise be
/// deferred to a later turn and lose its transaction (its `withAnimation`).
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// True on the main thread, or inside a block running on the main queue.
  static var isCurrent: Bool {
    if Thread.isMainThread { return true }
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true
  }
}
