import Foundation

/// Whether an interaction came in or went out, as `INInteractionDirection`.
public enum INInteractionDirection: Int, Sendable { case unspecified = 0, outgoing, incoming }

/// An intent with its response, as SiriKit's `INInteraction`, donated so that Siri can suggest
/// it. A render has no Siri: a donation is accepted and kept nowhere, and the completion handler
/// is called at once with no error.
open class INInteraction: NSObject {
  open private(set) var intent: INIntent
  open private(set) var intentResponse: INIntentResponse?
  open var intentHandlingStatus: INIntentHandlingStatus { intentResponse == nil ? .unspecified : .success }
  open var direction: INInteractionDirection = .unspecified
  open var dateInterval: DateInterval?
  open var identifier: String! = UUID().uuidString
  open var groupIdentifier: String?

  public init(intent: INIntent, response: INIntentResponse?) {
    self.intent = intent; intentResponse = response
    super.init()
  }

  /// Donates the interaction (kept nowhere); `completion` gets nil at once.
  open func donate(completion: (((any Error)?) -> Void)? = nil) { completion?(nil) }
  /// Donates the interaction (kept nowhere), as the async form of `donate(completion:)`.
  open func donate() async throws {}
  /// Deletes every donation (there are none).
  open class func deleteAll(completion: (((any Error)?) -> Void)? = nil) { completion?(nil) }
  /// Deletes every donation, as the async form.
  open class func deleteAll() async throws {}
  /// Deletes the donations with these identifiers (there are none).
  open class func delete(with identifiers: [String], completion: (((any Error)?) -> Void)? = nil) { completion?(nil) }
  /// Deletes the donations in a group (there are none).
  open class func delete(with groupIdentifier: String, completion: (((any Error)?) -> Void)? = nil) { completion?(nil) }
}
