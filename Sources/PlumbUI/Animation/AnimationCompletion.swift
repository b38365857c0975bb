import Foundation

/// When an animation counts as finished for its completion handler, as SwiftUI's
/// `AnimationCompletionCriteria` (iOS 17). Plumbline ends an animation at its duration for both:
/// a spring's logical end and the removal of its last frame are the same instant on its clock.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  /// The animation reached its target value.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// The animation's effect is gone from the view.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Completion handlers a transaction carries until the animator that takes its change schedules
/// them. A reference so a `Transaction` (a value) copied into several graphs hands them out once.
final class AnimationCompletions: @unchecked Sendable {
  var handlers: [() -> Void] = []
  /// Set when an animator took the handlers (the transaction changed some view's state).
  var taken = false

  func take() -> [() -> Void] {
    taken = true
    defer { handlers = [] }
    return handlers
  }
}

extension Transaction {
  /// Adds a handler run when this transaction's animations finish, as SwiftUI's
  /// `Transaction.addAnimationCompletion(criteria:_:)`. It runs once the render clock passes the
  /// animation's end (`ViewHost.advance(to:)`, or a still's `finishAnimations()`), in the main
  /// actor, and its state changes render in the next frame (docs/time.md).
  public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                              _ completion: @escaping () -> Void) {
    if completions == nil { completions = AnimationCompletions() }
    completions?.handlers.append(completion)
  }
}

/// Runs `body` as one state change animated with `animation`, then `completion` when the
/// animation finishes, as SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`. A body
/// that changes no view's state still gets its completion, on the main actor's next turn.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result,
                                  completion: @escaping () -> Void) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try TransactionContext.run(transaction, body)
}
