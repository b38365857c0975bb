import Foundation

/// A request for one of the app's own fonts (`Font.custom`, `UIFont(name:size:)`), carried in a
/// `FontDescriptor` down to the text engine, which resolves the name against the fonts the app
/// registered. PlumbUI never sees a font file: it only passes the name and the traits asked for.
public struct CustomFontRequest: Hashable, Sendable, Codable {
  /// A PostScript name ("Comfortaa-Bold") or a family name ("Comfortaa"), matched in that order,
  /// then as a full name, as CoreText matches `kCTFontNameAttribute`.
  public var name: String
  /// The weight asked for with `.weight(_:)` / `.bold()` (CSS 100…900), or nil to draw the named
  /// face's own weight.
  public var weight: Int?

  public init(name: String, weight: Int? = nil) {
    self.name = name; self.weight = weight
  }
}

/// The names of the app's registered fonts, for the lookups that run above the text engine
/// (`UIFont(name:size:)`, `UIFont.familyNames`): PlumbText installs its registry here when a text
/// engine is made, so UIKit code can ask without importing PlumbText.
public protocol RegisteredFontNames: Sendable {
  /// The PostScript and family name of the face `name` resolves to, or nil when no registered
  /// font matches it.
  func resolve(_ name: String) -> (postScriptName: String, familyName: String)?
  /// Every registered family name, sorted.
  var familyNames: [String] { get }
  /// The PostScript names of a family's faces, sorted.
  func fontNames(forFamilyName family: String) -> [String]
  /// The line metrics, in em, of the registered face `postScriptName` (`UIFont.ascender` and
  /// friends), or nil when it is not registered or cannot be loaded.
  func lineMetrics(postScriptName: String) -> (ascent: Double, descent: Double, leading: Double)?
}

extension RegisteredFontNames {
  public func lineMetrics(postScriptName: String) -> (ascent: Double, descent: Double, leading: Double)? { nil }
}

/// Where `RegisteredFontNames` is installed (nil until a text engine exists).
public enum FontNameDirectory {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var installed: (any RegisteredFontNames)?

  /// The installed directory, if any.
  public static var current: (any RegisteredFontNames)? {
    get { lock.withLock { installed } }
    set { lock.withLock { installed = newValue } }
  }
}
