import Foundation
import MessageUI
import PlumbGraphics
import PlumbTestSupport
import PlumbTesting
import SwiftUI
import Testing

/// MessageUI's composers answer as a simulator without a mail account; presented anyway, they
/// draw a labelled placeholder and warn (docs/compatibility/frameworks.md, "MessageUI").
@Suite struct MessageUITests {
  @Test @MainActor func nothingCanBeSent() {
    #expect(!MFMailComposeViewController.canSendMail())
    #expect(!MFMessageComposeViewController.canSendText())
    #expect(!MFMessageComposeViewController.canSendSubject() && !MFMessageComposeViewController.canSendAttachments())
    let message = MFMessageComposeViewController()
    #expect(!message.addAttachmentData(Data([1]), typeIdentifier: "public.png", filename: "a.png"))
    #expect(message.attachments == nil)
    #expect(MFMailComposeError(.sendFailed).errorCode == 1 && MFMailComposeResult.sent.rawValue == 2)
  }

  @Test @MainActor func aPresentedMailComposerDrawsALabelledPlaceholderAndWarns() throws {
    final class Finished: NSObject, MFMailComposeViewControllerDelegate {
      var results: [MFMailComposeResult] = []
      func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                                 error: (any Error)?) { results.append(result) }
    }
    final class Made { var controller: MFMailComposeViewController? }
    struct MailView: UIViewControllerRepresentable {
      let made: Made
      let delegate: Finished
      func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let controller = MFMailComposeViewController()
        controller.mailComposeDelegate = delegate
        controller.setToRecipients(["support@example.com"])
        controller.setSubject("Feedback")
        controller.setMessageBody("Hello", isHTML: false)
        made.controller = controller
        return controller
      }
      func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
    }
    let made = Made()
    let delegate = Finished()
    let warnings = RenderWarnings.collecting {
      _ = ViewHost(MailView(made: made, delegate: delegate), device: .iPhoneSE3).displayList
    }.warnings
    #expect(warnings.contains {
      $0.hasPrefix("MFMailComposeViewController: the Mail compose sheet (to support@example.com, subject “Feedback”) is not drawn")
    }, "\(warnings)")
    let controller = try #require(made.controller)
    let label = try #require(controller.view.subviews.first as? UILabel)
    #expect(label.text == "Mail compose placeholder\nTo: support@example.com\nSubject: Feedback")
    #expect(controller.view.backgroundColor == .systemBackground)
    #expect(delegate.results.isEmpty)
  }

  @Test @MainActor func aPresentedMessageComposerDrawsALabelledPlaceholderAndWarns() throws {
    let controller = MFMessageComposeViewController()
    controller.recipients = ["+1 555 0100"]
    controller.body = "Join me"
    let warnings = RenderWarnings.collecting { controller.loadViewIfNeeded() }.warnings
    #expect(warnings == [
      "MFMessageComposeViewController: the Messages compose sheet (to +1 555 0100) is not drawn (a render cannot send texts: canSendText() is false); a labelled placeholder takes its place",
    ])
    #expect((controller.view.subviews.first as? UILabel)?.text == "Messages compose placeholder\nTo: +1 555 0100\nJoin me")
  }

  static let settingsSnippet = """
    import SwiftUI
    import MessageUI

    struct MailView: UIViewControllerRepresentable {
      @Environment(\\.dismiss) private var dismiss
      var subject: String
      var onFinish: (MFMailComposeResult) -> Void

      func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let controller = MFMailComposeViewController()
        controller.mailComposeDelegate = context.coordinator
        controller.setToRecipients(["support@example.com"])
        controller.setSubject(subject)
        controller.setMessageBody("", isHTML: true)
        controller.addAttachmentData(Data(), mimeType: "text/plain", fileName: "log.txt")
        return controller
      }

      func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}

      func makeCoordinator() -> Coordinator { Coordinator(self) }

      final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
        let parent: MailView
        init(_ parent: MailView) { self.parent = parent }
        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                                   error: Error?) {
          parent.onFinish(result)
          parent.dismiss()
        }
      }
    }

    struct SupportSection: View {
      @State private var composing = false
      var body: some View {
        Section("Support") {
          Button("Email us") { composing = MFMailComposeViewController.canSendMail() }
        }
        .sheet(isPresented: $composing) {
          MailView(subject: "Feedback") { result in print(result == .sent) }
        }
      }
    }

    final class AboutViewController: UIViewController, MFMailComposeViewControllerDelegate,
                                     MFMessageComposeViewControllerDelegate {
      func contact() {
        guard MFMailComposeViewController.canSendMail() else { return }
        let compose = MFMailComposeViewController(nibName: nil, bundle: nil)
        compose.mailComposeDelegate = self
        compose.setSubject("[iOS] Question")
        present(compose, animated: true, completion: nil)
      }
      func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                                 error: Error?) {
        controller.dismiss(animated: true)
      }
      func messageComposeViewController(_ controller: MFMessageComposeViewController,
                                        didFinishWith result: MessageComposeResult) {
        controller.dismiss(animated: true)
      }
    }
    """

  @Test(arguments: [5, 6]) func aSupportScreenTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.settingsSnippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
