import Foundation

/// The alongside animations and completions of one transition, as UIKit's transition coordinator
/// keeps them for `animate(alongsideTransition:completion:)`: blocks registered before the
/// transition starts run when it starts, later ones at once, all in the transition's animation
/// (or at once when it is not animated); completions run once, when it ends. Shared by
/// presentations (PresentationEngine.swift) and navigation pushes (UINavigationController.swift).
@MainActor
final class TransitionAlongside {
  private var pending: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var started = false
  private var completed = false

  /// Registers `animation` and `completion` for the transition `context`.
  func add(_ animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
           completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
           context: any UIViewControllerTransitionCoordinatorContext) {
    if let completion { completions.append(completion) }
    guard let animation else { return }
    if started { run([animation], context) } else { pending.append(animation) }
  }

  /// The transition starts: the blocks registered so far run.
  func start(_ context: any UIViewControllerTransitionCoordinatorContext) {
    started = true
    run(pending, context)
    pending = []
  }

  /// The transition ends: the completions run, once. Returns false when it had already ended.
  @discardableResult
  func complete(_ context: any UIViewControllerTransitionCoordinatorContext) -> Bool {
    guard !completed else { return false }
    completed = true
    for c in completions { c(context) }
    return true
  }

  private func run(_ blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void],
                   _ context: any UIViewControllerTransitionCoordinatorContext) {
    guard !blocks.isEmpty else { return }
    if context.isAnimated && context.transitionDuration > 0 {
      UIView.animate(withDuration: context.transitionDuration, delay: 0, options: [],
                     animations: { for b in blocks { b(context) } }, completion: nil)
    } else {
      for b in blocks { b(context) }
    }
  }
}
