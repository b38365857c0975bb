import Foundation

/// How a handler resolved an intent's parameter, as SiriKit's `INIntentResolutionResult` and its
/// typed subclasses; a render never asks, so results are made and read by app code only.
open class INIntentResolutionResult: NSObject {
  public required override init() { super.init() }
  open class func needsValue() -> Self { Self() }
  open class func notRequired() -> Self { Self() }
  open class func unsupported() -> Self { Self() }
}

/// A resolved string parameter, as `INStringResolutionResult`.
open class INStringResolutionResult: INIntentResolutionResult {
  open class func success(with resolvedString: String) -> INStringResolutionResult { INStringResolutionResult() }
  open class func disambiguation(with stringsToDisambiguate: [String]) -> INStringResolutionResult { INStringResolutionResult() }
  open class func confirmationRequired(with stringToConfirm: String?) -> INStringResolutionResult { INStringResolutionResult() }
}

/// A resolved person parameter, as `INPersonResolutionResult`.
open class INPersonResolutionResult: INIntentResolutionResult {
  open class func success(with resolvedPerson: INPerson) -> Self { Self() }
  open class func disambiguation(with peopleToDisambiguate: [INPerson]) -> Self { Self() }
  open class func confirmationRequired(with personToConfirm: INPerson?) -> Self { Self() }
}

/// Why a message recipient is not supported, as `INSendMessageRecipientUnsupportedReason`.
public enum INSendMessageRecipientUnsupportedReason: Int, Sendable {
  case noAccount = 1, offline, messagingServiceNotEnabledForRecipient, noValidHandle, requestedHandleInvalid,
       noHandleForLabel, requiringInAppAuthentication
}

/// A resolved message recipient, as `INSendMessageRecipientResolutionResult`.
open class INSendMessageRecipientResolutionResult: INPersonResolutionResult {
  open class func unsupported(forReason reason: INSendMessageRecipientUnsupportedReason) -> Self { Self() }
}
