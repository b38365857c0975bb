import Foundation

/// An action the user can add to Siri, as SiriKit's `INShortcut`: an intent or a user activity.
public enum INShortcut {
  case intent(INIntent)
  case userActivity(NSUserActivity)

  /// A shortcut for `intent` (nil on iOS for an intent that cannot be a shortcut; never here).
  public init?(intent: INIntent) { self = .intent(intent) }
  public init(userActivity: NSUserActivity) { self = .userActivity(userActivity) }

  public var intent: INIntent? { if case .intent(let i) = self { i } else { nil } }
  public var userActivity: NSUserActivity? { if case .userActivity(let a) = self { a } else { nil } }
}

/// A shortcut the user recorded a phrase for, as `INVoiceShortcut`.
open class INVoiceShortcut: NSObject {
  open private(set) var identifier: UUID
  open private(set) var invocationPhrase: String
  open private(set) var shortcut: INShortcut
  init(identifier: UUID, invocationPhrase: String, shortcut: INShortcut) {
    self.identifier = identifier; self.invocationPhrase = invocationPhrase; self.shortcut = shortcut
    super.init()
  }
}

/// The user's Siri shortcuts, as `INVoiceShortcutCenter`: a render's user has recorded none, so
/// lookups answer an empty list or nil at once, and suggestions are accepted and shown nowhere.
open class INVoiceShortcutCenter: NSObject, @unchecked Sendable {
  private static let sharedCenter = INVoiceShortcutCenter()
  open class var shared: INVoiceShortcutCenter { sharedCenter }

  open func getAllVoiceShortcuts(completion completionHandler: @escaping ([INVoiceShortcut]?, (any Error)?) -> Void) {
    completionHandler([], nil)
  }
  open func allVoiceShortcuts() async throws -> [INVoiceShortcut] { [] }
  open func getVoiceShortcut(with identifier: UUID, completion completionHandler: @escaping (INVoiceShortcut?, (any Error)?) -> Void) {
    completionHandler(nil, nil)
  }
  open func setShortcutSuggestions(_ suggestions: [INShortcut]) {}
}
