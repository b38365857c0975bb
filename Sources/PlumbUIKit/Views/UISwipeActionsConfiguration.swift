import Foundation
import PlumbGraphics
import PlumbUI

/// A row's swipe action, as UIKit's `UIContextualAction`: kept for the table's delegate to
/// answer; nothing swipes a row in a render, so the actions are never shown or run.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// How the action looks, as `UIContextualAction.Style`.
  public enum Style: Int, Sendable { case normal = 0, destructive = 1 }
  /// What runs when the action is chosen: the action, its view, and the completion to call.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  open var title: String?
  open var backgroundColor: UIColor!
  open var image: UIImage?
  public let handler: Handler

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}

/// The swipe actions of a row, as UIKit's `UISwipeActionsConfiguration` (kept, never shown).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  public let actions: [UIContextualAction]
  open var performsFirstActionWithFullSwipe = true
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
