import Foundation

/// A reference to a localised string, as Foundation's `LocalizedStringResource` (iOS 16), which
/// Foundation on Linux does not have: a key, a table, a bundle and a default value, looked up
/// when it is resolved (`Text(resource)` where it is drawn, `String(localized:)` in the render's
/// language; docs/localization.md).
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// Where the table is, as Foundation's `LocalizedStringResource.BundleDescription`.
  public enum BundleDescription: Hashable, Sendable {
    /// The main bundle (here: and the SwiftPM resource bundles beside it).
    case main
    /// The bundle at a URL.
    case atURL(URL)

    /// The bundle of a class: its module's bundle is not knowable here, so the main bundle's search.
    public static func forClass(_ anyClass: AnyClass) -> BundleDescription { .main }
  }

  /// The key looked up in the table.
  public var key: String
  /// The table's name, nil for Localizable.
  public var table: String?
  public var locale: Locale
  public var bundle: BundleDescription
  let defaultValue: String.LocalizationValue

  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }
  /// A resource whose key and default value are the same (the key of an interpolation is its
  /// format, `"%lld items"`).
  public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
              bundle: BundleDescription = .main, comment: StaticString? = nil) {
    key = keyAndValue.formatKey; self.table = table; self.locale = locale; self.bundle = bundle
    defaultValue = keyAndValue
  }
  /// A resource with a key and the value shown when the table has no entry for it.
  public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
              bundle: BundleDescription = .main, comment: StaticString? = nil) {
    self.key = "\(key)"; self.table = table; self.locale = locale; self.bundle = bundle
    self.defaultValue = defaultValue
  }

  public var description: String { defaultValueString }

  /// The default value with its arguments put in (the text when no table has the key).
  var defaultValueString: String { defaultValue.key }

  /// The lookup `Text(resource)` makes where it is drawn.
  var localizedText: LocalizedText {
    LocalizedText(key: key, arguments: defaultValue.arguments, table: table, bundlePath: bundlePath)
  }

  var bundlePath: String? {
    switch bundle {
    case .main: nil
    case .atURL(let url): url.path
    }
  }
}

extension String {
  /// A string to localise with its interpolations, as Foundation's `String.LocalizationValue`:
  /// `"\(n) items"` has the key `"%lld items"` and the argument `n`.
  public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
    let storage: LocalizedStringKey
    public typealias StringInterpolation = LocalizedStringKey.StringInterpolation

    public init(_ value: String) { storage = LocalizedStringKey(value) }
    public init(stringLiteral value: String) { storage = LocalizedStringKey(value) }
    public init(stringInterpolation: StringInterpolation) { storage = LocalizedStringKey(stringInterpolation: stringInterpolation) }

    /// The text with its values put in.
    var key: String { storage.key }
    /// The key as tables hold it.
    var formatKey: String { storage.formatKey }
    var arguments: [LocalizedArgumentSource] { storage.arguments }
  }

  /// The localised string for `keyAndValue` in the render's language (RenderingLanguage).
  public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
              locale: Locale = .current, comment: StaticString? = nil) {
    self = Localized.string(key: keyAndValue.formatKey, default: keyAndValue, table: table,
                            bundlePath: bundle.map(LocalizedText.folder(of:)), locale: locale)
  }

  /// The localised string for `key`, or `defaultValue` when no table has it.
  public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
              bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
    self = Localized.string(key: "\(key)", default: defaultValue, table: table,
                            bundlePath: bundle.map(LocalizedText.folder(of:)), locale: locale)
  }

  /// The resource's string in the render's language.
  @_disfavoredOverload
  public init(localized resource: LocalizedStringResource) {
    self = Localized.string(key: resource.key, default: resource.defaultValue, table: resource.table,
                            bundlePath: resource.bundlePath, locale: resource.locale)
  }
}

/// The lookups made outside `Text`.
enum Localized {
  /// `key` in the render's language, formatted in `locale` when one other than `.current` is
  /// given (else in the render's locale), or `fallback` when no table has it.
  static func string(key: String, default fallback: String.LocalizationValue, table: String?, bundlePath: String?,
                     locale: Locale) -> String {
    let language = RenderingLanguage.locale
    var environment = EnvironmentValues()
    environment.locale = locale == .current ? language : locale
    let context = TextFormatContext(environment: environment) { RenderClock.referenceDate }
    let text = LocalizedText(key: key, arguments: fallback.arguments, table: table, bundlePath: bundlePath)
    return text.string(context, device: RenderingLanguage.device, language: language) ?? fallback.key
  }
}
