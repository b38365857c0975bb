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
  /// Styling that most texts never set, kept out of line so that a plain `Text` stays small
  /// (it is copied into every view that holds one).
  private var styling: Styling?

  /// Underline, strikethrough, spacing and baseline set by this text's own modifiers.
  var decoration: TextAttributes {
    get { styling?.decoration ?? TextAttributes() }
    set { styling = Styling(decoration: newValue, parts: parts, attributedRuns: attributedRuns, parsesMarkdown: parsesMarkdown) }
  }
  /// The parts of `a + b + …`, each drawn in its own style over this text's (nil: one text).
  var parts: [Text]? {
    get { styling?.parts }
    set { styling = Styling(decoration: decoration, parts: newValue, attributedRuns: attributedRuns, parsesMarkdown: parsesMarkdown) }
  }
  /// The runs of `Text(_: AttributedString)`, each with its attributes (nil: not attributed).
  var attributedRuns: [AttributedRun]? {
    get { styling?.attributedRuns }
    set { styling = Styling(decoration: decoration, parts: parts, attributedRuns: newValue, parsesMarkdown: parsesMarkdown) }
  }

  /// The out-of-line styling of a text (immutable: a change makes a new one).
  final class Styling: Equatable, Sendable {
    let decoration: TextAttributes
    let parts: [Text]?
    let attributedRuns: [AttributedRun]?
    let parsesMarkdown: Bool
    init(decoration: TextAttributes, parts: [Text]?, attributedRuns: [AttributedRun]?, parsesMarkdown: Bool) {
      self.decoration = decoration; self.parts = parts; self.attributedRuns = attributedRuns
      self.parsesMarkdown = parsesMarkdown
    }
    static func == (a: Styling, b: Styling) -> Bool {
      a === b || (a.decoration == b.decoration && a.parts == b.parts && a.attributedRuns == b.attributedRuns
                  && a.parsesMarkdown == b.parsesMarkdown)
    }
  }

  /// `allowsTightening(_:)` on this text (nil: the environment's).
  var tightens: Bool?
  /// A `LocalizedStringKey` literal: its inline Markdown is styled where it is drawn, as on iOS.
  var parsesMarkdown: Bool {
    get { styling?.parsesMarkdown ?? false }
    set { styling = Styling(decoration: decoration, parts: parts, attributedRuns: attributedRuns, parsesMarkdown: newValue) }
  }
  /// Parts of the text that compile but are not drawn (each warned once when resolved).
  var undrawnParts: [UndrawnTextPart] = []

  /// One run of an attributed string: its characters and attributes.
  struct AttributedRun: Equatable, Sendable {
    var string: String
    var attributes: TextAttributes
  }

  /// Text for a key, looked up where it is drawn in `tableName` (nil: `Localizable`) of
  /// `bundle` (nil: the main bundle and the resource bundles beside it) in the language the
  /// environment's locale picks; the key itself when no table has it (docs/localization.md).
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    string = key.key
    parsesMarkdown = key.dynamic == nil
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
  /// Digits of one width (tabular figures), so that a changing number does not move its neighbours.
  public func monospacedDigit() -> Text { var t = self; t.decoration.monospacedDigits = true; return t }
  /// Space added between characters, in points (the font's own kerning is kept).
  public func kerning(_ kerning: CGFloat) -> Text { var t = self; t.decoration.kerning = kerning; return t }
  /// Space added after every character, in points.
  public func tracking(_ tracking: CGFloat) -> Text { var t = self; t.decoration.tracking = tracking; return t }
  /// Raises (positive) or lowers the glyphs from the line's baseline, in points.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { var t = self; t.decoration.baselineOffset = baselineOffset; return t }
  /// Lets the text tighten its letter spacing before truncating. Not drawn: when the text
  /// truncates, it warns once that iOS would have tightened it first.
  public func allowsTightening(_ flag: Bool) -> Text { var t = self; t.tightens = flag; return t }
  /// A solid line under the text, in `color` (nil: the text's colour).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var t = self
    t.decoration.underline = isActive ? .on(LineStyle(pattern: .solid, color: color)) : .off
    return t
  }
  /// A solid line through the text, in `color` (nil: the text's colour).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var t = self
    t.decoration.strikethrough = isActive ? .on(LineStyle(pattern: .solid, color: color)) : .off
    return t
  }

  /// Joins two texts into one flow that wraps as one paragraph; each part keeps its own font,
  /// colour and decorations (a line mixing sizes takes the largest ascent and descent).
  public static func + (lhs: Text, rhs: Text) -> Text {
    var t = Text(verbatim: lhs.string + rhs.string)
    t.dynamic = DynamicText.joining(lhs, rhs)
    t.parts = lhs.joinedParts + rhs.joinedParts
    return t
  }

  /// The parts this text adds to a join: its own parts when it is a bare join, else itself.
  private var joinedParts: [Text] {
    if let parts, font == nil, weight == nil, !isItalic, color == nil, decoration == TextAttributes() { return parts }
    return [self]
  }

  /// The attributes this text sets for itself.
  var ownAttributes: TextAttributes {
    var a = decoration
    a.font = font
    a.weight = weight
    if isItalic { a.isItalic = true }
    a.color = color
    return a
  }

  public var body: Never { primitiveBody() }

  /// The characters this text shows at `ctx`: looked up, formatted in its locale and rewritten by
  /// its pseudolanguage, as `resolve` draws them (for titles that other views draw).
  @MainActor func shownString(in ctx: ResolveContext) -> String { dynamic?.string(in: ctx) ?? string }

  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let env = ctx.environment
    var runs: [ResolvedTextRun] = []
    collectRuns(ctx, inherited: env.textAttributes, into: &runs)
    for k in runs.indices {
      switch env.textCase {
      case .uppercase: runs[k].span.text = runs[k].span.text.uppercased()
      case .lowercase: runs[k].span.text = runs[k].span.text.lowercased()
      case nil: break
      }
    }
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
    let baseFont = runs.first?.span.font ?? env.resolvedFont(font).descriptor
    let style = TextLayoutStyle(font: baseFont, lineLimit: env.lineLimit, truncationMode: truncation,
                                alignment: alignment, lineSpacing: env.lineSpacing,
                                baseDirection: env.layoutDirection == .rightToLeft ? .rightToLeft : .natural,
                                pixelScale: Double(env.displayScale))
    var layout = TextNodeLayout(runs: runs, style: style, measurer: env.textMeasurer, cache: ctx.graph.textCache)
    layout.isPlaceholder = env.drawsPlaceholders
    layout.minimumScaleFactor = Double(env.minimumScaleFactor)
    layout.allowsTightening = tightens ?? env.allowsTightening
    let c = ctx.child("Text")
    // Named as written (before textCase and Markdown), so that a layout diff names it as the code does.
    let string = shownString(in: ctx)
    let shown = string.count > 24 ? String(string.prefix(24)) + "…" : string
    out.append(c.node("Text(\"\(shown)\")", layout))
  }

  /// Appends this text's runs: its parts', its attributed string's, its Markdown's, or its own
  /// characters, each styled by its own attributes over `inherited`.
  @MainActor func collectRuns(_ ctx: ResolveContext, inherited: TextAttributes, into runs: inout [ResolvedTextRun]) {
    let env = ctx.environment
    let attributes = ownAttributes.over(inherited)
    for part in undrawnParts { RenderWarnings.warnOnce(part.key, part.message) }
    if let parts {
      for part in parts { part.collectRuns(ctx, inherited: attributes, into: &runs) }
      return
    }
    if let attributedRuns {
      for run in attributedRuns { runs.append(run.attributes.over(attributes).resolvedRun(run.string, env)) }
      return
    }
    let string = dynamic?.string(in: ctx) ?? self.string
    if parsesMarkdown, string.contains("^["), string.contains("](") {
      RenderWarnings.warnOnce("Text ^[](attributes)",
        "Text: Markdown's attribute syntax ^[…](inflect: true) (automatic grammar agreement) is not read; the text is drawn as typed")
    }
    if parsesMarkdown, TextMarkdownCheck.construct(in: string) != nil,
       let parsed = try? AttributedString(markdown: string, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace)) {
      for run in parsed.runs {
        let markdown = TextAttributes(markdownIntent: run.inlinePresentationIntent, link: run.link)
        runs.append(markdown.over(attributes).resolvedRun(String(parsed[run.range].characters), env))
      }
      return
    }
    runs.append(attributes.resolvedRun(string, env))
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
