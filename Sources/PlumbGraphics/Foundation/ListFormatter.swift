import Foundation

/// Foundation's `ListFormatter` ("a, b, and c"), which Foundation on Linux does not have. It is
/// built on Foundation's `ListFormatStyle` (`formatted(.list(type: .and))`), so the joining words
/// and commas are ICU's for `locale`: "a, b, and c" in en_US, "a, b und c" in de_DE.
open class ListFormatter: Formatter, @unchecked Sendable {
  /// The locale whose list patterns join the items.
  open var locale: Locale! = .current
  /// Formats each item before joining; without it items are described with `String(describing:)`.
  open var itemFormatter: Formatter?

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `strings` joined with the current locale's "and" list pattern.
  open class func localizedString(byJoining strings: [String]) -> String {
    strings.formatted(.list(type: .and).locale(.current))
  }

  /// The items of `items` (each through `itemFormatter` when set), joined; nil if an item cannot
  /// be formatted.
  open func string(from items: [Any]) -> String? {
    var strings: [String] = []
    for item in items {
      if let itemFormatter {
        guard let s = itemFormatter.string(for: item) else { return nil }
        strings.append(s)
      } else if let s = item as? String {
        strings.append(s)
      } else {
        strings.append(String(describing: item))
      }
    }
    return strings.formatted(.list(type: .and).locale(locale ?? .current))
  }

  /// An array formatted as by `string(from:)`; anything else is nil.
  open override func string(for obj: Any?) -> String? {
    guard let items = obj as? [Any] else { return nil }
    return string(from: items)
  }
}
