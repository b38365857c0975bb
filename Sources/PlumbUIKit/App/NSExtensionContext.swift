import Foundation
import PlumbUI

// App extensions' request objects (Foundation's on iOS; Linux Foundation has none, and share and
// action extensions import UIKit, so they live here). A render runs no extension: a view
// controller's `extensionContext` is nil, as in the containing app (docs/compatibility/uikit.md,
// "App and scene lifecycle").

/// One item an extension is given or returns, as Foundation's `NSExtensionItem`: title, text,
/// attachments and the host's own values.
open class NSExtensionItem: NSObject, NSCopying {
  /// The item's title.
  open var attributedTitle: NSAttributedString?
  /// The item's text.
  open var attributedContentText: NSAttributedString?
  /// The item's files, images and links.
  open var attachments: [NSItemProvider]?
  /// The host's own values.
  open var userInfo: [AnyHashable: Any]?

  public override init() { super.init() }

  open func copy(with zone: NSZone? = nil) -> Any {
    let item = NSExtensionItem()
    item.attributedTitle = attributedTitle
    item.attributedContentText = attributedContentText
    item.attachments = attachments
    item.userInfo = userInfo
    return item
  }
}

/// The host app's request to an extension, as Foundation's `NSExtensionContext`: its input items,
/// and how the extension answers. Made by the system on iOS; a render makes none. One made by code
/// has no input items, and completing, cancelling or opening does nothing.
open class NSExtensionContext: NSObject {
  /// The items the host sent (`NSExtensionItem`s): none.
  open var inputItems: [Any] { [] }

  public override init() { super.init() }

  /// Ends the request with result items; the completion handler is not called (no host waits).
  open func completeRequest(returningItems items: [Any]?, completionHandler: (@Sendable (Bool) -> Void)? = nil) {}

  /// Ends the request with an error.
  open func cancelRequest(withError error: any Error) {}

  /// Asks the host to open a URL: nothing opens, so the handler is told `false`.
  open func open(_ URL: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
    completionHandler?(false)
  }

  /// The async form of `open(_:completionHandler:)`: `false`.
  open func open(_ URL: URL) async -> Bool { false }
}

/// An object that handles an extension's request, as Foundation's `NSExtensionRequestHandling`
/// (action and content-blocker extensions' principal classes).
public protocol NSExtensionRequestHandling: AnyObject {
  func beginRequest(with context: NSExtensionContext)
}

/// The key of `NSExtensionItem.userInfo` holding its title.
public let NSExtensionItemAttributedTitleKey: String = "NSExtensionItemAttributedTitleKey"
/// The key of `NSExtensionItem.userInfo` holding its text.
public let NSExtensionItemAttributedContentTextKey: String = "NSExtensionItemAttributedContentTextKey"
/// The key of `NSExtensionItem.userInfo` holding its attachments.
public let NSExtensionItemAttachmentsKey: String = "NSExtensionItemAttachmentsKey"
/// The key of an error's user info holding the items and errors of a cancelled request.
public let NSExtensionItemsAndErrorsKey: String = "NSExtensionItemsAndErrorsKey"
/// The key of an action extension's JavaScript preprocessing results.
public let NSExtensionJavaScriptPreprocessingResultsKey: String = "NSExtensionJavaScriptPreprocessingResultsKey"
/// The key of the argument passed to an action extension's JavaScript `finalize` function.
public let NSExtensionJavaScriptFinalizeArgumentKey: String = "NSExtensionJavaScriptFinalizeArgumentKey"

extension UIViewController {
  /// The request of the extension this controller belongs to: nil, as in an app (a render runs
  /// no extension).
  public var extensionContext: NSExtensionContext? { nil }
}
