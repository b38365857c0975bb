import Foundation
import PlumbGraphics

/// A key to look up where its text is drawn, with its arguments and where to look
/// (`Text("key", tableName:bundle:)`, `Text(LocalizedStringResource)`).
struct LocalizedText: Hashable, Sendable {
  /// The key as tables hold it (`"%lld items"`).
  var key: String
  var arguments: [LocalizedArgumentSource]
  /// nil: `Localizable`.
  var table: String?
  /// The bundle's resource folder; nil: the main bundle and the resource bundles beside it.
  var bundlePath: String?

  /// The folder a bundle's resources are in.
  static func folder(of bundle: Bundle) -> String { (bundle.resourceURL ?? bundle.bundleURL).path }

  /// The localised text in `language` (nil: `context`'s locale), formatted in `context`'s
  /// locale, or nil when no table has the key.
  func string(_ context: TextFormatContext, device: Device?, language: Locale? = nil) -> String? {
    let locale = context.environment.locale
    guard let match = LocalizationLookup.lookup(key: key, table: table, bundlePath: bundlePath, locale: language ?? locale) else { return nil }
    let values = arguments.map { $0.argument(context) }
    return LocalizedFormatter(language: match.language, locale: locale, idiom: device?.isPad == true ? "ipad" : "iphone", key: key)
      .string(match.value, arguments: values)
  }
}

extension LocalizedText {
  /// The widest of the key's translations in every language the tables have it in, each formatted
  /// in `context`'s locale and measured with `measurer` in `font`; nil when no table has the key.
  /// Ties go to the first language by name, so the choice does not depend on the file system.
  func longestString(_ context: TextFormatContext, device: Device?, measurer: any TextMeasuring,
                     font: FontDescriptor) -> String? {
    let style = TextLayoutStyle(font: font)
    var best: (width: Double, string: String)?
    for language in LocalizationLookup.languages(having: key, table: table, bundlePath: bundlePath) {
      guard let s = string(context, device: device, language: Locale(identifier: language)) else { continue }
      let width = Double(measurer.layout(s, style: style, proposedWidth: nil, proposedHeight: nil).size.width)
      if best == nil || width > best!.width { best = (width, s) }
    }
    return best?.string
  }
}

/// An interpolated value: a plain one, or one formatted where it is shown (a date style, a
/// `FormatStyle`), which reaches the format as text (`%@`).
enum LocalizedArgumentSource: Hashable, Sendable {
  case value(LocalizedArgument)
  case formatted(FormattedTextPart)

  func argument(_ context: TextFormatContext) -> LocalizedArgument {
    switch self {
    case .value(let v): v
    case .formatted(let f): .string(f.format(context))
    }
  }
}
