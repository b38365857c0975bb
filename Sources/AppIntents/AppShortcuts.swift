import Foundation

/// The app's App Shortcuts, as `AppShortcutsProvider`. The system reads them at install time on
/// iOS; on Linux nothing registers them, and app code may still list them (`appShortcuts`).
public protocol AppShortcutsProvider: Sendable {
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
  /// The tile colour when the app gives none (navy: Plumbline's assumption, not confirmed on a device).
  public static var shortcutTileColor: ShortcutTileColor { .navy }
  /// Asks the system to read the shortcuts' parameter options again (nothing is registered here).
  public static func updateAppShortcutParameters() {}
}

/// An intent with the phrases that run it, a short title and a symbol, as `AppShortcut`.
public struct AppShortcut: Sendable {
  public let intent: any AppIntent
  /// The phrases with their placeholders written out: `"${applicationName} trends for ${timeframe}"`
  /// (Plumbline's own view of them).
  public let phrases: [String]
  public let shortTitle: LocalizedStringResource?
  public let systemImageName: String?

  public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                 systemImageName: String) {
    self.intent = intent; self.phrases = phrases.map(\.text); self.shortTitle = shortTitle; self.systemImageName = systemImageName
  }
  /// The iOS 16 form, without a title or symbol.
  public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
    self.intent = intent; self.phrases = phrases.map(\.text); shortTitle = nil; systemImageName = nil
  }
}

/// A phrase that runs an App Shortcut (`"Start \(.applicationName) timer for \(\.$name)"`), as
/// `AppShortcutPhrase`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
  let text: String

  public init(_ value: String) { text = value }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// The parts of a phrase, as `AppShortcutPhrase.StringInterpolation`.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
      switch token {
      case .applicationName: text += "${applicationName}"
      }
    }
    public mutating func appendInterpolation<Value: _IntentValue & Sendable>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
      text += "${parameter}"
    }
  }
}

/// A placeholder of a phrase, as `AppShortcutPhraseToken`.
public enum AppShortcutPhraseToken: Sendable, Hashable {
  /// The app's name (or one of its synonyms).
  case applicationName
}

/// Collects a provider's shortcuts, as `AppShortcutsBuilder`.
@resultBuilder
public struct AppShortcutsBuilder {
  public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
  public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
  public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
  public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
  public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
  public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
  public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
}

/// The colour of an app's tiles in the Shortcuts app, as `ShortcutTileColor`.
public enum ShortcutTileColor: Sendable, Hashable, CaseIterable {
  case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine, teal, yellow
}
