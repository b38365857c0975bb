import Foundation

/// An `onChange(of:)` observer: the value seen in this pass and the action for a change.
@MainActor
struct ChangeObserver {
  let value: Any
  let initial: Bool
  let action: (Any, Any) -> Void
}

/// Attaches lifecycle handlers to each content node.
struct LifecycleModifier: ViewModifier, AttachingModifier {
  let attachTo: @MainActor (NodeExtras) -> Void
  func attach(to node: Node, _ ctx: ResolveContext) { attachTo(node.extrasCreatingIfNeeded()) }
}

extension View {
  /// Runs `action` after the first update in which the view is present.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier { if let action { $0.onAppear.append(action) } })
  }
  /// Runs `action` after the update in which the view is gone.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier { if let action { $0.onDisappear.append(action) } })
  }
  /// Runs `action(old, new)` after an update in which `value` changed (and once at first
  /// appearance when `initial` is true).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                     _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
    modifier(LifecycleModifier {
      $0.onChange.append(ChangeObserver(value: value, initial: initial) { old, new in action(old as! V, new as! V) })
    })
  }
  /// Runs `action()` after an update in which `value` changed.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    modifier(LifecycleModifier {
      $0.onChange.append(ChangeObserver(value: value, initial: initial) { _, _ in action() })
    })
  }
  /// The pre-iOS 17 form: `action(newValue)`.
  @_disfavoredOverload
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
    modifier(LifecycleModifier {
      $0.onChange.append(ChangeObserver(value: value, initial: false) { _, new in action(new as! V) })
    })
  }
  /// Starts `action` as a main-actor task when the view appears.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable @MainActor () async -> Void) -> some View {
    onAppear { Task { @MainActor in await action() } }
  }
}
