import Foundation

/// Whether the app may use Siri, as `INSiriAuthorizationStatus`.
public enum INSiriAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized }

/// Siri settings, as SiriKit's `INPreferences`. A render has no Siri: the status is
/// `.notDetermined` and asking answers `.denied` at once (no prompt is drawn).
open class INPreferences: NSObject {
  open class func siriAuthorizationStatus() -> INSiriAuthorizationStatus { .notDetermined }
  /// Calls `handler` at once with `.denied`.
  open class func requestSiriAuthorization(_ handler: @escaping (INSiriAuthorizationStatus) -> Void) { handler(.denied) }
  /// `.denied`, as the async form of `requestSiriAuthorization(_:)`.
  open class func requestSiriAuthorization() async -> INSiriAuthorizationStatus { .denied }
  /// The language Siri speaks (the process's preferred language).
  open class func siriLanguageCode() -> String { Locale.preferredLanguages.first ?? "en-US" }
}
