import Foundation
import PlumbGraphics

/// UIKit's responder: the chain (`next`) and first-responder status. Views, controllers, windows
/// and the app are responders; there are no touches, keyboard or key commands to route here, so
/// being first responder changes nothing drawn (docs/compatibility/uikit.md, "UIResponder").
@preconcurrency @MainActor
open class UIResponder {
  /// The responder that is first now, if any (held weakly).
  private static weak var first: UIResponder?

  public init() {}

  /// The next responder in the chain: a view's controller (for its root view) or superview, a
  /// controller's view's superview or parent, a window's app; nil at the end.
  open var next: UIResponder? { nil }

  /// The undo manager of the responder chain: the window's (one per render session), as UIKit
  /// answers it for views and controllers in a window.
  open var undoManager: UndoManager? { next?.undoManager ?? UIResponder.sharedUndoManager }
  private static let sharedUndoManager = UndoManager()

  /// Touches delivered to the responder; the default passes them up the chain. Declared here, in
  /// the class body, so apps' views override them (docs/compatibility/uikit.md, "Gestures").
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
  /// Motion events (a shake): never delivered in a render.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

  /// Whether this responder accepts first-responder status; false unless a subclass says so.
  open var canBecomeFirstResponder: Bool { false }
  open var canResignFirstResponder: Bool { true }
  public var isFirstResponder: Bool { UIResponder.first === self }

  /// Makes this responder first if it can be and the current one resigns; answers whether it is.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = UIResponder.first, !current.resignFirstResponder() { return false }
    UIResponder.first = self
    return true
  }

  /// Gives up first-responder status (if it has it) and answers whether it may.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if isFirstResponder { UIResponder.first = nil }
    return true
  }

  /// The first responder if it is this view or inside it (for `UIView.endEditing(_:)`).
  static var current: UIResponder? { first }
}

extension UIResponder {
  // The keyboard's notifications, as UIKit names them. No keyboard comes up in a render, so none
  // is posted; observers of them compile and wait.
  nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// `observe(_:options:changeHandler:)` on responders (views, controllers), as on iOS where a
/// responder is an `NSObject` (docs/compatibility/foundation.md, key-value observing).
extension UIResponder: _KeyValueCodingAndObserving {}
