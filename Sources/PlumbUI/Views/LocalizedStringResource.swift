import Foundation

/// A reference to a localised string, as Foundation's `LocalizedStringResource` (iOS 16), which
/// Foundation on Linux does not have. No string tables are read: the resource resolves to its
/// default value (the key itself when there is none), as in a development-language build.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The key looked up in the table.
  public var key: String
  /// The table's name, nil for Localizable.
  public var table: String?
  public var locale: Locale
  let defaultValueString: String

  public init(stringLiteral value: String) { key = value; table = nil; locale = .current; defaultValueString = value }
  public init(stringInterpolation: DefaultStringInterpolation) {
    let s = String(stringInterpolation: stringInterpolation)
    key = s; table = nil; locale = .current; defaultValueString = s
  }
  /// A resource whose key and default value are the same string.
  public init(_ keyAndValue: String, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
    key = keyAndValue; self.table = table; self.locale = locale; defaultValueString = keyAndValue
  }
  /// A resource with a key and the value shown when the table has no entry for it.
  public init(_ key: StaticString, defaultValue: String, table: String? = nil, locale: Locale = .current,
              comment: StaticString? = nil) {
    self.key = "\(key)"; self.table = table; self.locale = locale; defaultValueString = defaultValue
  }

  public var description: String { defaultValueString }
}

extension String {
  /// The resource's string (its default value: no tables are read).
  public init(localized resource: LocalizedStringResource) { self = resource.defaultValueString }
}
