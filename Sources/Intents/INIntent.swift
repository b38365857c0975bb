import Foundation
// Foundation's user activity on iOS; Plumbline's lives in PlumbGraphics (intent responses carry one).
@_exported import class PlumbGraphics.NSUserActivity

/// A request for the app to act, as SiriKit's `INIntent`: made, donated and handed to handlers
/// in app code; Siri and Shortcuts never send one in a render (docs/compatibility/frameworks.md, "Intents").
open class INIntent: NSObject {
  /// A unique identifier for the intent.
  open var identifier: String? { storedIdentifier }
  private let storedIdentifier = UUID().uuidString
  /// A description of the intent (the class name here).
  open var intentDescription: String? { String(describing: type(of: self)) }
  /// The phrase suggested when the user adds the intent to Siri.
  open var suggestedInvocationPhrase: String?
  public override init() { super.init() }
}

/// The answer to an intent, as `INIntentResponse`.
open class INIntentResponse: NSObject {
  /// The activity to continue the intent in the app.
  open var userActivity: NSUserActivity?
  public override init() { super.init() }
}

/// Where handling an intent stands, as `INIntentHandlingStatus`.
public enum INIntentHandlingStatus: Int, Sendable {
  case unspecified = 0, ready, inProgress, success, failure, deferredToApplication, userConfirmationRequired
}

/// An object that returns the handler for an intent, as `INIntentHandlerProviding`.
public protocol INIntentHandlerProviding: NSObjectProtocol {
  func handler(for intent: INIntent) -> Any?
}

/// An Intents extension's principal class, as `INExtension`: subclasses return handlers.
open class INExtension: NSObject, INIntentHandlerProviding {
  public override init() { super.init() }
  open func handler(for intent: INIntent) -> Any? { nil }
}
