import Foundation

/// The context of a state change, as SwiftUI's `Transaction`: which animation (if any) the
/// views changed by it use.
public struct Transaction: Sendable {
  public var animation: Animation?
  /// When true, the change is applied without animation even inside `withAnimation`.
  public var disablesAnimations = false
  /// Handlers to run when this transaction's animations finish (`addAnimationCompletion`).
  var completions: AnimationCompletions?
  public init() {}
  public init(animation: Animation?) { self.animation = animation }
}

/// The transaction in effect while `withAnimation`/`withTransaction` runs its body; state
/// written meanwhile is recorded with it (`Animator.noteStateChange`). Views and their state live
/// on the main thread, the only place this is read or written.
enum TransactionContext {
  nonisolated(unsafe) static var current: Transaction?

  static func run<R>(_ transaction: Transaction, _ body: () throws -> R) rethrows -> R {
    let saved = current
    current = transaction
    defer {
      current = saved
      // A transaction that changed no view's state still completes, on the main actor's next turn.
      if let c = transaction.completions, !c.taken {
        let handlers = c.take()
        Task { @MainActor in handlers.forEach { $0() } }
      }
    }
    return try body()
  }
}

/// Runs `body` as one state change animated with `animation` (docs/layout-rules.md §8.4): the next
/// frame's layout is final at once, and rendered values move from old to new by the animation.
/// Nonisolated, as SwiftUI's, so helpers outside views can call it; views and their state live on
/// the main actor, where it is meant to run.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try TransactionContext.run(Transaction(animation: animation), body)
}

/// Runs `body` as one state change in `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try TransactionContext.run(transaction, body)
}

/// Runs `body` in the current transaction with one of its values set, as SwiftUI's
/// `withTransaction(_:_:_:)` (`withTransaction(\.disablesAnimations, true) { … }`).
@discardableResult
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
  var t = TransactionContext.current ?? Transaction()
  t[keyPath: keyPath] = value
  return try TransactionContext.run(t, body)
}
