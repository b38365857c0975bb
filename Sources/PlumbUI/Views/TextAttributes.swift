import Foundation
import PlumbMarkdown

/// The style one `Text` (or one part of `a + b`, or one run of an attributed string) sets for
/// itself. Every field is optional: an unset field takes the value of the text it is part of, and
/// then the environment's, so `(Text("a").bold() + Text("b")).foregroundColor(.red)` draws a bold
/// red "a" and a red "b", as SwiftUI does (docs/text.md, "Styled text").
struct TextAttributes: Equatable, Sendable {
  var font: Font?
  var weight: Font.Weight?
  var isItalic: Bool?
  var design: Font.Design?
  var color: Color?
  var background: Color?
  /// nil is unset; `.off` an explicit "no underline" (`underline(false)`) that wins over an outer one.
  var underline: TextLineSetting?
  var strikethrough: TextLineSetting?
  var kerning: CGFloat?
  var tracking: CGFloat?
  var baselineOffset: CGFloat?
  /// `monospacedDigit()`: digits of one width.
  var monospacedDigits: Bool?
  /// A Markdown or attributed-string link: drawn in the tint colour, as iOS draws links in text.
  var isLink = false

  /// These attributes over `outer`: each field this text sets wins.
  func over(_ outer: TextAttributes) -> TextAttributes {
    TextAttributes(font: font ?? outer.font, weight: weight ?? outer.weight, isItalic: isItalic ?? outer.isItalic,
                   design: design ?? outer.design, color: color ?? outer.color,
                   background: background ?? outer.background, underline: underline ?? outer.underline,
                   strikethrough: strikethrough ?? outer.strikethrough, kerning: kerning ?? outer.kerning,
                   tracking: tracking ?? outer.tracking, baselineOffset: baselineOffset ?? outer.baselineOffset,
                   monospacedDigits: monospacedDigits ?? outer.monospacedDigits, isLink: isLink || outer.isLink)
  }

  /// The attributes of a run of a parsed Markdown literal (`**bold**`, `*italic*`, `` `code` ``,
  /// `~~strike~~`, links), as iOS styles them: strong is bold, emphasis italic, code the monospaced
  /// design, a link the tint colour.
  init(markdownIntent intent: InlinePresentationIntent?, link: URL?) {
    if let intent {
      if intent.contains(.stronglyEmphasized) { weight = .bold }
      if intent.contains(.emphasized) { isItalic = true }
      if intent.contains(.code) { design = .monospaced }
      if intent.contains(.strikethrough) { strikethrough = .on(.single) }
    }
    isLink = link != nil
  }

  init(font: Font? = nil, weight: Font.Weight? = nil, isItalic: Bool? = nil, design: Font.Design? = nil,
       color: Color? = nil, background: Color? = nil, underline: TextLineSetting? = nil,
       strikethrough: TextLineSetting? = nil, kerning: CGFloat? = nil, tracking: CGFloat? = nil,
       baselineOffset: CGFloat? = nil, monospacedDigits: Bool? = nil, isLink: Bool = false) {
    self.font = font; self.weight = weight; self.isItalic = isItalic; self.design = design
    self.color = color; self.background = background; self.underline = underline
    self.strikethrough = strikethrough; self.kerning = kerning; self.tracking = tracking
    self.baselineOffset = baselineOffset; self.monospacedDigits = monospacedDigits; self.isLink = isLink
  }

  /// The attributes of a run of `Text(_: AttributedString)`: SwiftUI's scope and Markdown's
  /// inline intents (an `AttributedString(markdown:)` carries those).
  init(run: AttributedString.Runs.Run) {
    self.init(markdownIntent: run.inlinePresentationIntent, link: run.link)
    let ui = AttributeScopes.SwiftUIAttributes.self
    if let f = run[ui.FontAttribute.self] { font = f }
    if let c = run[ui.ForegroundColorAttribute.self] { color = c }
    if let c = run[ui.BackgroundColorAttribute.self] { background = c }
    if let u = run[ui.UnderlineStyleAttribute.self] { underline = .on(u) }
    if let s = run[ui.StrikethroughStyleAttribute.self] { strikethrough = .on(s) }
    if let k = run[ui.KerningAttribute.self] { kerning = k }
    if let t = run[ui.TrackingAttribute.self] { tracking = t }
    if let b = run[ui.BaselineOffsetAttribute.self] { baselineOffset = b }
  }
}

/// An underline or strikethrough a text sets: drawn in a style, or explicitly off.
enum TextLineSetting: Equatable, Sendable {
  case off
  case on(Text.LineStyle)

  var style: Text.LineStyle? {
    if case .on(let s) = self { return s }
    return nil
  }
}

/// A run of text ready to lay out and paint: the engine's span and what the painter draws
/// around its glyphs.
struct ResolvedTextRun: Equatable {
  var span: TextSpan
  var color: Color
  var background: Color?
  var underline: Text.LineStyle?
  var strikethrough: Text.LineStyle?
}

extension TextAttributes {
  /// Resolves these attributes over the environment for `string`.
  @MainActor func resolvedRun(_ string: String, _ env: EnvironmentValues) -> ResolvedTextRun {
    var f = env.resolvedFont(font)
    if let w = weight ?? env.fontWeight { f = f.weight(w) }
    if isItalic == true { f.isItalic = true }
    if let design { f.design = design }
    let color = self.color ?? (isLink ? env.controlTint ?? .accentColor : nil) ?? env.foregroundColor ?? .primary
    let spacing = Double((kerning ?? 0) + (tracking ?? 0))
    var descriptor = f.descriptor
    if monospacedDigits == true { descriptor.monospacedDigits = true }
    return ResolvedTextRun(span: TextSpan(string, font: descriptor, letterSpacing: spacing,
                                          baselineOffset: Double(baselineOffset ?? 0)),
                           color: color, background: background, underline: underline?.style,
                           strikethrough: strikethrough?.style)
  }
}
