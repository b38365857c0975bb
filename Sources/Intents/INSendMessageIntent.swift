import Foundation

/// A phrase and how to say it, as `INSpeakableString`.
open class INSpeakableString: NSObject {
  open private(set) var spokenPhrase: String
  open private(set) var vocabularyIdentifier: String?
  open private(set) var pronunciationHint: String?
  public init(spokenPhrase: String) { self.spokenPhrase = spokenPhrase; super.init() }
  public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
    self.vocabularyIdentifier = vocabularyIdentifier; self.spokenPhrase = spokenPhrase; self.pronunciationHint = pronunciationHint
    super.init()
  }
}

/// The kind of a person handle, as `INPersonHandleType`.
public enum INPersonHandleType: Int, Sendable { case unknown = 0, emailAddress, phoneNumber }

/// An address a person is reached at, as `INPersonHandle`.
open class INPersonHandle: NSObject {
  open private(set) var value: String?
  open private(set) var type: INPersonHandleType
  public init(value: String?, type: INPersonHandleType) { self.value = value; self.type = type; super.init() }
}

/// An image for an intent, as `INImage` (kept, never drawn: no Siri UI is drawn).
open class INImage: NSObject {
  public init(named name: String) { super.init() }
  public init(imageData: Data) { super.init() }
  public init(url URL: URL) { super.init() }
}

/// A person in an intent, as `INPerson`.
open class INPerson: NSObject {
  open private(set) var personHandle: INPersonHandle?
  open private(set) var nameComponents: PersonNameComponents?
  open private(set) var displayName: String
  open private(set) var image: INImage?
  open private(set) var contactIdentifier: String?
  open private(set) var customIdentifier: String?
  public init(personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
              contactIdentifier: String?, customIdentifier: String?) {
    self.personHandle = personHandle; self.nameComponents = nameComponents
    self.displayName = displayName ?? personHandle.value ?? ""
    self.image = image; self.contactIdentifier = contactIdentifier; self.customIdentifier = customIdentifier
    super.init()
  }
}

/// The kind of an outgoing message, as `INOutgoingMessageType`.
public enum INOutgoingMessageType: Int, Sendable { case unknown = 0, outgoingMessageText, outgoingMessageAudio }

/// A request to send a message, as SiriKit's `INSendMessageIntent` (also what communication
/// notifications donate).
open class INSendMessageIntent: INIntent {
  open private(set) var recipients: [INPerson]?
  open private(set) var outgoingMessageType: INOutgoingMessageType = .unknown
  open private(set) var content: String?
  open private(set) var speakableGroupName: INSpeakableString?
  open private(set) var conversationIdentifier: String?
  open private(set) var serviceName: String?
  open private(set) var sender: INPerson?

  public override init() { super.init() }

  public init(recipients: [INPerson]?, outgoingMessageType: INOutgoingMessageType, content: String?,
              speakableGroupName: INSpeakableString?, conversationIdentifier: String?, serviceName: String?, sender: INPerson?,
              attachments: [INSendMessageAttachment]?) {
    self.recipients = recipients; self.outgoingMessageType = outgoingMessageType; self.content = content
    self.speakableGroupName = speakableGroupName; self.conversationIdentifier = conversationIdentifier
    self.serviceName = serviceName; self.sender = sender
    super.init()
  }
}

/// A file sent with a message, as `INSendMessageAttachment`.
open class INSendMessageAttachment: NSObject {
  open class func attachment(with audioMessageFile: INFile) -> INSendMessageAttachment { INSendMessageAttachment() }
}

/// A file in an intent, as `INFile`.
open class INFile: NSObject {
  open private(set) var data: Data
  open private(set) var filename: String
  public init(data: Data, filename: String, typeIdentifier: String?) { self.data = data; self.filename = filename; super.init() }
}

/// How sending a message went, as `INSendMessageIntentResponseCode`.
public enum INSendMessageIntentResponseCode: Int, Sendable {
  case unspecified = 0, ready, inProgress, success, failure, failureRequiringAppLaunch, failureMessageServiceNotAvailable,
       failureRequiringInAppAuthentication
}

/// The answer to a send-message intent, as `INSendMessageIntentResponse`.
open class INSendMessageIntentResponse: INIntentResponse {
  open private(set) var code: INSendMessageIntentResponseCode
  public init(code: INSendMessageIntentResponseCode, userActivity: NSUserActivity?) {
    self.code = code
    super.init()
    self.userActivity = userActivity
  }
}

/// A handler of send-message intents, as `INSendMessageIntentHandling`. The resolve and confirm
/// methods, optional in Objective-C, have defaults here that answer as if not implemented.
public protocol INSendMessageIntentHandling: NSObjectProtocol {
  func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void)
  func confirm(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void)
  func resolveRecipients(for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void)
  func resolveContent(for intent: INSendMessageIntent, with completion: @escaping (INStringResolutionResult) -> Void)
}

extension INSendMessageIntentHandling {
  public func confirm(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
    completion(INSendMessageIntentResponse(code: .ready, userActivity: nil))
  }
  public func resolveRecipients(for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void) {
    completion([])
  }
  public func resolveContent(for intent: INSendMessageIntent, with completion: @escaping (INStringResolutionResult) -> Void) {
    completion(.notRequired())
  }
}
