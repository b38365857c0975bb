// MessageUI's mail composer, as iOS declares it, on PlumbUIKit (docs/compatibility/frameworks.md,
// "MessageUI").
@_exported import UIKit
import Foundation
import PlumbGraphics
import PlumbUIKit

/// How the user left the mail composer, as `MFMailComposeResult`.
public enum MFMailComposeResult: Int, @unchecked Sendable {
  case cancelled = 0
  case saved = 1
  case sent = 2
  case failed = 3
}

/// The domain of `MFMailComposeError`, as `MFMailComposeErrorDomain`.
public let MFMailComposeErrorDomain = "MFMailComposeErrorDomain"

/// Why saving or sending a mail failed, as `MFMailComposeError` (domain
/// `MFMailComposeErrorDomain`).
public struct MFMailComposeError: CustomNSError, Hashable, Sendable {
  /// The failures, as `MFMailComposeError.Code`.
  public enum Code: Int, @unchecked Sendable, Equatable {
    case saveFailed = 0
    case sendFailed = 1
  }

  public let code: MFMailComposeError.Code
  public init(_ code: MFMailComposeError.Code) { self.code = code }

  public static var errorDomain: String { MFMailComposeErrorDomain }
  public var errorCode: Int { code.rawValue }
  public static var saveFailed: MFMailComposeError.Code { .saveFailed }
  public static var sendFailed: MFMailComposeError.Code { .sendFailed }
}

/// The system's mail compose sheet, as MessageUI's `MFMailComposeViewController`.
///
/// A render is a simulator with no mail account: `canSendMail()` is false, so apps take their
/// fallback (a `mailto:` link, an alert). Presented anyway, the controller's view shows the
/// system background with a centred label naming the sheet, the recipients and the subject,
/// and warns once that the compose sheet is not drawn. The delegate is never called: nobody
/// sends or cancels. (On iOS it is a `UINavigationController`, which PlumbUIKit does not have:
/// here it is a `UIViewController`.)
@preconcurrency @MainActor
open class MFMailComposeViewController: UIViewController {
  /// Called when the user sends, saves or cancels (never in a render).
  open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

  private var subject = ""
  private var toRecipients: [String] = []
  private var ccRecipients: [String] = []
  private var bccRecipients: [String] = []
  private var body = ""
  private var bodyIsHTML = false
  private var attachments: [(data: Data, mimeType: String, fileName: String)] = []
  private var sendingAddress: String?

  /// False: a render has no mail account, as a simulator.
  open class func canSendMail() -> Bool { false }

  open func setSubject(_ subject: String) { self.subject = subject }
  open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
  open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
  open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }
  open func setMessageBody(_ body: String, isHTML: Bool) {
    self.body = body
    bodyIsHTML = isHTML
  }
  open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
    attachments.append((attachment, mimeType, filename))
  }
  open func setPreferredSendingEmailAddress(_ emailAddress: String) { sendingAddress = emailAddress }

  open override func viewDidLoad() {
    super.viewDidLoad()
    let to = ComposePlaceholder.list(toRecipients)
    PlaceholderLabel.install(in: view, title: "Mail compose placeholder", details: [
      to.isEmpty ? "" : "To: \(to)",
      subject.isEmpty ? "" : "Subject: \(subject)",
      attachments.isEmpty ? "" : "\(attachments.count) attachment\(attachments.count == 1 ? "" : "s")",
    ])
    let about = [to.isEmpty ? nil : "to \(to)", subject.isEmpty ? nil : "subject “\(subject)”"].compactMap { $0 }
    RenderWarnings.warnOnce("MFMailComposeViewController",
      "MFMailComposeViewController: the Mail compose sheet\(about.isEmpty ? "" : " (\(about.joined(separator: ", ")))") is not drawn (a render has no mail account: canSendMail() is false); a labelled placeholder takes its place")
  }
}

/// Callbacks of the mail composer, as `MFMailComposeViewControllerDelegate` (none fires in a
/// render). Its one method is optional, as in Objective-C. It refines `AnyObject`, not
/// `NSObjectProtocol` as on iOS: PlumbUIKit's view controllers, which adopt it, are not
/// `NSObject`s.
@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate: AnyObject {
  func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                             error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
  public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                                    error: (any Error)?) {}
}
