import Foundation
import PlumbGraphics
import PlumbUIKit
import UIKit

/// How the user left the message composer, as `MessageComposeResult`.
public enum MessageComposeResult: Int, @unchecked Sendable {
  case cancelled = 0
  case sent = 1
  case failed = 2
}

/// The system's Messages compose sheet, as MessageUI's `MFMessageComposeViewController`.
///
/// A render cannot send texts, as a simulator: `canSendText()` is false. Presented anyway, the
/// controller's view shows the system background with a centred label naming the sheet, the
/// recipients and the body, and warns once that the compose sheet is not drawn. The delegate
/// is never called. (On iOS it is a `UINavigationController`, which PlumbUIKit does not have:
/// here it is a `UIViewController`.)
@preconcurrency @MainActor
open class MFMessageComposeViewController: UIViewController {
  /// Called when the user sends or cancels (never in a render).
  open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
  /// The phone numbers or addresses to send to.
  open var recipients: [String]?
  /// The message's text.
  open var body: String?
  /// The message's subject (shown only where subjects are on; never here).
  open var subject: String?
  private var added: [[AnyHashable: Any]] = []
  private var userAttachmentsDisabled = false

  /// The attachments added so far, as `[kind: value]` dictionaries (nil when none).
  open var attachments: [[AnyHashable: Any]]? { added.isEmpty ? nil : added }

  /// False: a render cannot send texts, as a simulator.
  open class func canSendText() -> Bool { false }
  /// False: a render cannot send texts.
  open class func canSendSubject() -> Bool { false }
  /// False: a render cannot send texts.
  open class func canSendAttachments() -> Bool { false }
  /// False: a render cannot send texts.
  open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

  /// Keeps the user from adding attachments.
  open func disableUserAttachments() { userAttachmentsDisabled = true }

  /// Adds a file; false, as attachments cannot be sent here.
  @discardableResult
  open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool { false }

  /// Adds data; false, as attachments cannot be sent here.
  @discardableResult
  open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool { false }

  open override func viewDidLoad() {
    super.viewDidLoad()
    let to = ComposePlaceholder.list(recipients)
    PlaceholderLabel.install(in: view, title: "Messages compose placeholder", details: [
      to.isEmpty ? "" : "To: \(to)",
      body ?? "",
    ])
    RenderWarnings.warnOnce("MFMessageComposeViewController",
      "MFMessageComposeViewController: the Messages compose sheet\(to.isEmpty ? "" : " (to \(to))") is not drawn (a render cannot send texts: canSendText() is false); a labelled placeholder takes its place")
  }
}

/// Callbacks of the message composer, as `MFMessageComposeViewControllerDelegate` (none fires
/// in a render). Its one method is required, as in Objective-C. It refines `AnyObject`, not
/// `NSObjectProtocol` as on iOS: PlumbUIKit's view controllers, which adopt it, are not
/// `NSObject`s.
@preconcurrency @MainActor
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
  func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
