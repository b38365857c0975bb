import Foundation

/// A string key, as SwiftUI's `LocalizedStringKey`: string literals and interpolations passed
/// to `Text`, `Button` and friends. The key is looked up in the bundle's string tables where the
/// text is drawn (Localization/LocalizationLookup.swift, docs/localization.md); an interpolated
/// key is written as SwiftUI writes it (`"\(n) items"` is `"%lld items"`) with its arguments kept.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text shown when no table has the key (the interpolation's values put in).
  let key: String
  /// Interpolated dates and formatted values, formatted where the text is shown (Views/DynamicText.swift).
  var dynamic: DynamicText?
  /// The key as tables hold it: `key` for a literal, the format (`"%lld items"`) for an interpolation.
  let formatKey: String
  /// The interpolated values, in order.
  var arguments: [LocalizedArgumentSource] = []

  public init(_ value: String) { key = value; formatKey = value }
  public init(stringLiteral value: String) { key = value; formatKey = value }
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.output
    dynamic = DynamicText(interpolation: stringInterpolation)
    formatKey = stringInterpolation.arguments.isEmpty ? stringInterpolation.output : stringInterpolation.formatKey
    arguments = stringInterpolation.arguments
  }

  /// Builds the key's text from literals and values.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""
    /// The format key: literals with `%` doubled, each value as its specifier.
    var formatKey = ""
    var arguments: [LocalizedArgumentSource] = []
    /// Formatted interpolations: where in `output` each one's standalone text is.
    var formatted: [(offset: Int, count: Int, part: FormattedTextPart)] = []
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {
      output += literal
      formatKey += literal.replacingOccurrences(of: "%", with: "%%")
    }
    public mutating func appendInterpolation<T>(_ value: T) {
      output += String(describing: value)
      appendArgument(LocalizedArgument(value), specifier: LocalizedArgument.specifier(for: value))
    }
    public mutating func appendInterpolation(_ value: String) {
      output += value
      appendArgument(.string(value), specifier: "%@")
    }
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      output += String(format: specifier, value)
      appendArgument(LocalizedArgument(value), specifier: specifier)
    }
    public mutating func appendInterpolation(_ text: Text) {
      output += text.string
      appendArgument(.string(text.string), specifier: "%@")
    }

    mutating func appendArgument(_ argument: LocalizedArgument, specifier: String) {
      formatKey += specifier
      arguments.append(.value(argument))
    }
  }
}

/// Read-only text, as SwiftUI's `Text`, measured through the injected `TextMeasuring` engine.
///
/// Text-returning modifiers (`font`, `bold`, `foregroundColor`…) style this text only; the view
/// modifiers of the same names set the environment for a subtree.
nonisolated public struct Text: View, PrimitiveView, Equatable, Sendable {
  var string: String
  var font: Font?
  var weight: Font.Weight?
  var isItalic = false
  var color: Color?
  /// Parts formatted where the text is shown (dates, numbers: Views/Text+Format.swift).
  var dynamic: DynamicText?
  /// Set by `+` when the right-hand part had a font, weight, italic or colour of its own, which
  /// is not drawn (the whole text takes the left part's style); warns when resolved.
  var dropsJoinedStyle = false

  /// Inline Markdown in a literal (TextMarkdownCheck): drawn as typed, with a warning.
  var markdown: String?
  /// Parts of the text that compile but are not drawn (each warned once when resolved).
  var undrawnParts: [UndrawnTextPart] = []

  /// Text for a key, looked up where it is drawn in `tableName` (nil: `Localizable`) of
  /// `bundle` (nil: the main bundle and the resource bundles beside it) in the language the
  /// environment's locale picks; the key itself when no table has it (docs/localization.md).
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    string = key.key
    if key.dynamic == nil { markdown = TextMarkdownCheck.construct(in: key.key) }
    let localized = LocalizedText(key: key.formatKey, arguments: key.arguments, table: tableName,
                                  bundlePath: bundle.map(LocalizedText.folder(of:)))
    dynamic = DynamicText(parts: [.localized(localized, fallback: key.dynamic?.parts ?? [.literal(key.key)])])
  }
  /// Text for a localised resource (iOS 16): its default value (Views/LocalizedStringResource.swift).
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    string = resource.defaultValueString
    dynamic = DynamicText(parts: [.localized(resource.localizedText, fallback: [.literal(resource.defaultValueString)])])
  }
  public init(verbatim content: String) { string = content }
  /// An image inline in text (iOS 14). Not drawn: the text is empty where the image would be,
  /// with one warning naming the image.
  public init(_ image: Image) {
    string = ""
    undrawnParts = [.inlineImage]
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { string = String(content) }

  /// How text is cut when it does not fit, as `Text.TruncationMode`.
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

  public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
  public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
  public func bold() -> Text { fontWeight(.bold) }
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  public func italic() -> Text { var t = self; t.isItalic = true; return t }
  public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
  public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
  public func monospacedDigit() -> Text { self }
  public func kerning(_ kerning: CGFloat) -> Text { kerning == 0 ? self : undrawn("kerning") }
  public func tracking(_ tracking: CGFloat) -> Text { tracking == 0 ? self : undrawn("tracking") }
  /// Raises or lowers the text from its baseline (not drawn: warned when not zero).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { baselineOffset == 0 ? self : undrawn("baselineOffset") }
  /// Lets the text tighten its letter spacing before truncating; drawn without tightening.
  public func allowsTightening(_ flag: Bool) -> Text { self }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? undrawn("underline") : self }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? undrawn("strikethrough") : self }

  private func undrawn(_ modifier: String) -> Text {
    var t = self
    let part = UndrawnTextPart.modifier(modifier)
    if !t.undrawnParts.contains(part) { t.undrawnParts.append(part) }
    return t
  }

  public static func + (lhs: Text, rhs: Text) -> Text {
    var t = lhs
    t.string += rhs.string
    t.dynamic = DynamicText.joining(lhs, rhs)
    t.markdown = lhs.markdown ?? rhs.markdown
    t.undrawnParts += rhs.undrawnParts.filter { !lhs.undrawnParts.contains($0) }
    t.dropsJoinedStyle = lhs.dropsJoinedStyle || rhs.dropsJoinedStyle
      || (rhs.font != nil && rhs.font != lhs.font) || (rhs.weight != nil && rhs.weight != lhs.weight)
      || (rhs.isItalic && !lhs.isItalic) || (rhs.color != nil && rhs.color != lhs.color)
    return t
  }

  public var body: Never { primitiveBody() }

  /// The characters this text shows at `ctx`: looked up, formatted in its locale and rewritten by
  /// its pseudolanguage, as `resolve` draws them (for titles that other views draw).
  @MainActor func shownString(in ctx: ResolveContext) -> String { dynamic?.string(in: ctx) ?? string }

  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let env = ctx.environment
    let string = dynamic?.string(in: ctx) ?? self.string
    if dropsJoinedStyle {
      RenderWarnings.warnOnce("Text + styles",
        "Text + Text: the joined text is drawn in the first part's font, weight and colour; a later part's own .font, .fontWeight, .bold, .italic or .foregroundColor is not drawn (iOS styles each part, a line mixing fonts taking the largest ascent and descent)")
    }
    if let markdown {
      RenderWarnings.warnOnce("Text Markdown",
        "Text: inline Markdown (\(markdown) and the like) in a string literal is drawn as typed, marks included; iOS styles it (write Text(verbatim:) for literal marks)")
    }
    for part in undrawnParts { RenderWarnings.warnOnce(part.key, part.message) }
    var f = env.resolvedFont(font)
    if let w = weight ?? env.fontWeight { f = f.weight(w) }
    if isItalic { f.isItalic = true }
    let alignment: TextLineAlignment
    switch env.multilineTextAlignment {
    case .leading: alignment = .leading
    case .center: alignment = .center
    case .trailing: alignment = .trailing
    }
    let truncation: PlumbGraphics.TruncationMode
    switch env.truncationMode {
    case .head: truncation = .head
    case .middle: truncation = .middle
    case .tail: truncation = .tail
    }
    let style = TextLayoutStyle(font: f.descriptor, lineLimit: env.lineLimit, truncationMode: truncation,
                                alignment: alignment, lineSpacing: env.lineSpacing,
                                baseDirection: env.layoutDirection == .rightToLeft ? .rightToLeft : .natural)
    let shownString: String
    switch env.textCase {
    case .uppercase: shownString = string.uppercased()
    case .lowercase: shownString = string.lowercased()
    case nil: shownString = string
    }
    let layout = TextNodeLayout(string: shownString, style: style, measurer: env.textMeasurer,
                                color: color ?? env.foregroundColor ?? .primary, cache: ctx.graph.textCache)
    let c = ctx.child("Text")
    let shown = string.count > 24 ? String(string.prefix(24)) + "…" : string
    out.append(c.node("Text(\"\(shown)\")", layout))
  }
}

/// Something a `Text` compiles but does not draw, with the warning that says so.
struct UndrawnTextPart: Hashable, Sendable {
  let key: String
  let message: String

  /// A text modifier (`kerning`, `underline`, …) that is not applied.
  static func modifier(_ name: String) -> UndrawnTextPart {
    UndrawnTextPart(key: "Text.\(name)",
                    message: "Text.\(name)(_:): compiles, but is not applied, to layout or pixels; the text is drawn without it")
  }
  /// `Text(_: Image)`: the inline image.
  static let inlineImage = UndrawnTextPart(
    key: "Text(Image)", message: "Text(_: Image): an image inline in text is not drawn; the text is drawn without it")
}
