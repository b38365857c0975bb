import Foundation

/// The parts of a `Text` that are formatted where the text is shown: with the environment's
/// locale, calendar and time zone and, for relative styles, the render clock (Engine/RenderClock.swift).
///
/// A text keeps a plain `string` too (the parts formatted with the default en_US / UTC and the
/// reference date) for the places that read a text's characters outside a render.
struct DynamicText: Hashable, Sendable {
  enum Part: Hashable, Sendable {
    case literal(String)
    case formatted(FormattedTextPart)
    /// A key looked up in the string tables where it is drawn; `fallback` when no table has it.
    case localized(LocalizedText, fallback: [Part])
  }
  var parts: [Part]

  init(parts: [Part]) { self.parts = parts }

  /// The text as shown at `ctx`.
  @MainActor
  func string(in ctx: ResolveContext) -> String {
    let context = TextFormatContext(environment: ctx.environment) { ctx.graph.readRenderDate() }
    return Self.string(parts, context, ctx)
  }

  @MainActor
  private static func string(_ parts: [Part], _ context: TextFormatContext, _ ctx: ResolveContext) -> String {
    parts.map { part -> String in
      switch part {
      case .literal(let s): return s
      case .formatted(let f): return f.format(context)
      case .localized(let l, let fallback):
        let pseudo = ctx.environment.pseudolanguage
        if pseudo == .longestTranslation,
           let longest = l.longestString(context, device: ctx.graph.device, measurer: ctx.environment.textMeasurer,
                                         font: ctx.environment.resolvedFont().descriptor) {
          return longest
        }
        let shown = l.string(context, device: ctx.graph.device) ?? string(fallback, context, ctx)
        return pseudo?.apply(to: shown) ?? shown
      }
    }.joined()
  }

  /// `lhs + rhs` when either side has formatted parts; nil when neither has.
  static func joining(_ lhs: Text, _ rhs: Text) -> DynamicText? {
    if lhs.dynamic == nil && rhs.dynamic == nil { return nil }
    func parts(_ t: Text) -> [Part] { t.dynamic?.parts ?? [.literal(t.string)] }
    return DynamicText(parts: parts(lhs) + parts(rhs))
  }

  /// The parts of an interpolated `LocalizedStringKey`; nil when nothing in it is formatted.
  init?(interpolation: LocalizedStringKey.StringInterpolation) {
    guard !interpolation.formatted.isEmpty else { return nil }
    let chars = Array(interpolation.output)
    var parts: [Part] = []
    var at = 0
    for f in interpolation.formatted {
      if f.offset > at { parts.append(.literal(String(chars[at..<f.offset]))) }
      parts.append(.formatted(f.part))
      at = f.offset + f.count
    }
    if at < chars.count { parts.append(.literal(String(chars[at...]))) }
    self.parts = parts
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// Appends a formatted part: its standalone text now, its environment-formatted text when shown.
  mutating func appendFormatted(key: String, _ format: @escaping (TextFormatContext) -> String) {
    let shown = format(.standalone)
    let part = FormattedTextPart(key: key, format: format)
    formatted.append((offset: output.count, count: shown.count, part: part))
    output += shown
    formatKey += "%@"
    arguments.append(.formatted(part))
  }
}

/// What a formatted part is formatted with: the environment and the render clock.
struct TextFormatContext {
  let environment: EnvironmentValues
  /// The render clock's date (reading it makes the text follow `ViewHost.advance(to:)`).
  let now: () -> Date

  /// The context of a text built outside a render: defaults and the reference date.
  static var standalone: TextFormatContext {
    TextFormatContext(environment: EnvironmentValues()) { RenderClock.referenceDate }
  }
}

/// One formatted part: a formatting function and a key that identifies it (for equality).
struct FormattedTextPart: Hashable, @unchecked Sendable {
  let key: String
  let format: (TextFormatContext) -> String
  static func == (a: Self, b: Self) -> Bool { a.key == b.key }
  func hash(into h: inout Hasher) { h.combine(key) }
}

extension Text {
  /// A text made of one formatted part.
  init(formatted key: String, _ format: @escaping (TextFormatContext) -> String) {
    let part = FormattedTextPart(key: key, format: format)
    self.init(verbatim: format(.standalone))
    dynamic = DynamicText(parts: [.formatted(part)])
  }
}
