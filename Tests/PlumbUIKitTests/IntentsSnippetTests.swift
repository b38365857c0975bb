import Foundation
import PlumbTestSupport
import Testing

/// SiriKit code as apps write it (docs/compatibility/frameworks.md, "Intents"), type-checked in
/// both language modes.
@Suite struct IntentsSnippetTests {
  static let snippet = """
    import Intents
    import UIKit

    class IntentHandler: INExtension, INSendMessageIntentHandling {
      override func handler(for intent: INIntent) -> Any? { self }

      func resolveRecipients(for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void) {
        guard let recipients = intent.recipients, !recipients.isEmpty else { return completion([.needsValue()]) }
        completion(recipients.map { INSendMessageRecipientResolutionResult.success(with: $0) })
      }

      func resolveContent(for intent: INSendMessageIntent, with completion: @escaping (INStringResolutionResult) -> Void) {
        if let text = intent.content, !text.isEmpty { completion(.success(with: text)) } else { completion(.needsValue()) }
      }

      func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        let activity = NSUserActivity(activityType: NSStringFromClass(INSendMessageIntent.self))
        completion(INSendMessageIntentResponse(code: .success, userActivity: activity))
      }
    }

    final class Donations {
      func donateMessage(to name: String) {
        let handle = INPersonHandle(value: "\\(name)@example.com", type: .emailAddress)
        let person = INPerson(personHandle: handle, nameComponents: nil, displayName: name, image: nil,
                              contactIdentifier: nil, customIdentifier: nil)
        let intent = INSendMessageIntent(recipients: [person], outgoingMessageType: .outgoingMessageText, content: nil,
                                         speakableGroupName: nil, conversationIdentifier: "chat", serviceName: nil,
                                         sender: nil, attachments: nil)
        intent.suggestedInvocationPhrase = "Message \\(name)"
        let interaction = INInteraction(intent: intent, response: nil)
        interaction.direction = .outgoing
        interaction.donate { error in
          if let error { print(error.localizedDescription) }
        }
        INInteraction.deleteAll(completion: nil)
        if let shortcut = INShortcut(intent: intent) {
          INVoiceShortcutCenter.shared.setShortcutSuggestions([shortcut])
        }
        INVoiceShortcutCenter.shared.getAllVoiceShortcuts { shortcuts, _ in
          _ = shortcuts?.map(\\.invocationPhrase)
        }
      }

      func askForSiri() {
        guard INPreferences.siriAuthorizationStatus() == .notDetermined else { return }
        INPreferences.requestSiriAuthorization { status in
          switch status {
          case .authorized: print("ok")
          case .denied, .restricted, .notDetermined: print("no")
          @unknown default: break
          }
        }
      }

      func donateAsync(_ intent: INIntent) async throws {
        try await INInteraction(intent: intent, response: INIntentResponse()).donate()
        let result: INIntentResolutionResult = .notRequired()
        _ = result
      }
    }
    """

  @Test(arguments: [5, 6]) func intentsCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
