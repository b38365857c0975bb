import Foundation

/// Records undoable operations, as Foundation's `UndoManager`, which Linux's Foundation lacks.
/// A render has no user to undo anything: registrations are kept, and `undo()`/`redo()` run them
/// as Foundation does, one group per top-level registration (groups by event are not modelled).
open class UndoManager: @unchecked Sendable {
  private var undoStack: [[() -> Void]] = []
  private var redoStack: [[() -> Void]] = []
  private var isUndoing = false
  private var isRedoing = false

  public init() {}

  /// The most undo groups kept (0: no limit).
  open var levelsOfUndo = 0
  open var groupsByEvent = true
  open var isUndoRegistrationEnabled: Bool { disabled == 0 }
  private var disabled = 0
  open func disableUndoRegistration() { disabled += 1 }
  open func enableUndoRegistration() { disabled = max(0, disabled - 1) }

  open var canUndo: Bool { !undoStack.isEmpty }
  open var canRedo: Bool { !redoStack.isEmpty }
  open var undoActionName = ""
  open var redoActionName = ""
  open func setActionName(_ actionName: String) { undoActionName = actionName }

  /// Registers `handler` to undo a change to `target` (kept until undone or removed).
  open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
    guard isUndoRegistrationEnabled else { return }
    let op: () -> Void = { [weak target] in if let target { handler(target) } }
    if isUndoing { redoStack.append([op]) } else {
      undoStack.append([op])
      if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst() }
      if !isRedoing { redoStack.removeAll() }
    }
  }
  open func beginUndoGrouping() {}
  open func endUndoGrouping() {}
  open func undo() {
    guard let ops = undoStack.popLast() else { return }
    isUndoing = true; defer { isUndoing = false }
    ops.reversed().forEach { $0() }
  }
  open func redo() {
    guard let ops = redoStack.popLast() else { return }
    isRedoing = true; defer { isRedoing = false }
    ops.reversed().forEach { $0() }
  }
  open func removeAllActions() { undoStack.removeAll(); redoStack.removeAll() }
  open func removeAllActions(withTarget target: Any) { removeAllActions() }
}
