import Foundation
import Intents
import Testing

/// SiriKit in a render: no Siri (docs/compatibility/frameworks.md, "Intents"). Donations are
/// accepted at once, authorization is not determined and asking is denied, no shortcut is recorded.
@Suite struct IntentsTests {
  @Test func donationsAndSiriAnswerAtOnce() async throws {
    let intent = INSendMessageIntent(recipients: nil, outgoingMessageType: .outgoingMessageText, content: "Hi",
                                     speakableGroupName: INSpeakableString(spokenPhrase: "Team"), conversationIdentifier: "c1",
                                     serviceName: nil, sender: nil, attachments: nil)
    let interaction = INInteraction(intent: intent, response: nil)
    var donated: [(any Error)?] = []
    interaction.donate { donated.append($0) }
    #expect(donated.count == 1 && donated[0] == nil)
    try await interaction.donate()
    #expect((interaction.intent as? INSendMessageIntent)?.content == "Hi")

    #expect(INPreferences.siriAuthorizationStatus() == .notDetermined)
    var status: INSiriAuthorizationStatus?
    INPreferences.requestSiriAuthorization { status = $0 }
    #expect(status == .denied)
    #expect(await INPreferences.requestSiriAuthorization() == .denied)

    var shortcuts: [INVoiceShortcut]?
    INVoiceShortcutCenter.shared.getAllVoiceShortcuts { all, _ in shortcuts = all }
    #expect(shortcuts?.isEmpty == true)
    #expect(INShortcut(intent: intent)?.intent === intent)
  }
}
