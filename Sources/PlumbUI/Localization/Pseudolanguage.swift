import Foundation

/// The pseudolanguages Xcode offers in a scheme's App Language menu (and a longest-translation one),
/// as render traits: each
/// rewrites every localized string (a `Text("key")`, `LocalizedStringKey`, a looked-up
/// `String(localized:)` shown in `Text`) after lookup and formatting, so a screen shows where its
/// layout breaks before any translation exists (docs/localization.md, "Pseudolanguages").
/// Strings written with `Text(verbatim:)` or from a `String` are not localized and are not changed,
/// as on iOS.
public enum Pseudolanguage: String, CaseIterable, Hashable, Sendable {
  /// Every string twice, separated by a space: room for languages that run long (German, Finnish).
  case doubleLength = "double"
  /// Latin letters with accents, tall marks above and below: clipped ascenders and descenders show.
  case accented
  /// Each string inside `[#` and `#]`: a cut-off end shows as a missing bracket.
  case bounded
  /// Right-to-left layout with each string's characters shown in reverse order, as Xcode's
  /// right-to-left pseudolanguage does (a right-to-left override around the string).
  case rightToLeft = "rtl"
  /// Per key, the widest of its translations among every language the string tables have it in
  /// (measured in the environment's font), so the longest translation shows in one golden; a key
  /// that no table has is drawn as itself. Plumbline's own, not one of Xcode's.
  case longestTranslation = "longest"

  /// The golden-name component (`name.pseudo-double.png`).
  public var variantName: String { "pseudo-" + rawValue }

  /// The string as this pseudolanguage shows it.
  public func apply(to string: String) -> String {
    switch self {
    case .doubleLength: return string.isEmpty ? string : string + " " + string
    case .accented: return String(String.UnicodeScalarView(string.unicodeScalars.map { Self.accents[$0] ?? $0 }))
    case .bounded: return "[# " + string + " #]"
    case .rightToLeft: return "\u{202E}" + string + "\u{202C}"
    case .longestTranslation: return string  // chosen at lookup (DynamicText), not rewritten
    }
  }

  /// An accented form for each ASCII letter that has one in Latin-1 or Latin Extended-A (precomposed,
  /// so each stays one character, and in the bundled fonts, so none draws as a missing glyph); b, f,
  /// m, p, q, v and x have none there and stay as they are.
  private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = Array("acdeghijklnorstuwyzACDEGHIJKLNORSTUWYZ".unicodeScalars)
    let marked = Array("åçďéĝĥîĵķļñöŕšţûŵýžÅÇĎÉĜĤÎĴĶĻÑÖŔŠŢÛŴÝŽ".unicodeScalars)
    return Dictionary(uniqueKeysWithValues: zip(plain, marked))
  }()
}

private struct PseudolanguageKey: EnvironmentKey {
  static let defaultValue: Pseudolanguage? = nil
}

extension EnvironmentValues {
  /// The pseudolanguage localized strings are shown in (nil: the locale's language), set by a
  /// render trait (`RenderTraits.pseudolanguage`, `Variant.pseudolanguage(_:)`).
  public var pseudolanguage: Pseudolanguage? {
    get { self[PseudolanguageKey.self] }
    set { self[PseudolanguageKey.self] = newValue }
  }
}
