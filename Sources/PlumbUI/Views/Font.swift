import Foundation

/// A font request, as SwiftUI's `Font`: the text styles with their iOS sizes at the default
/// content size (docs/layout-rules.md §7) and system fonts by size, weight and design.
public struct Font: Hashable, Sendable {
  var size: CGFloat
  var weight: Weight
  var design: Design
  var isItalic = false
  /// `monospacedDigit()`: tabular figures.
  var monospacedDigits = false
  var textStyle: TextStyle?
  /// The style whose Dynamic Type curve a custom size follows (`custom(_:size:relativeTo:)`).
  var relativeTo: TextStyle?
  /// The app font's PostScript or family name (`custom`); nil = the system font.
  var customName: String?
  /// Whether `weight` was asked for (`.weight`, `.bold()`): a custom font otherwise keeps the
  /// named face's own weight.
  var weightIsExplicit = false
  /// Font modifiers that compile but are not drawn (width, leading, small caps): warned when the
  /// font is used (Views/Font+Variants.swift).
  var undrawnVariants: [String] = []

  init(size: CGFloat, weight: Weight = .regular, design: Design = .default, style: TextStyle? = nil) {
    self.size = size; self.weight = weight; self.design = design; self.textStyle = style
  }

  /// A weight, as `Font.Weight` (CSS/OpenType values).
  public struct Weight: Hashable, Sendable {
    let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// A design, as `Font.Design`.
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

  /// The Dynamic Type styles, as `Font.TextStyle`.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  public static let largeTitle = Font(size: 34, style: .largeTitle)
  public static let title = Font(size: 28, style: .title)
  public static let title2 = Font(size: 22, style: .title2)
  public static let title3 = Font(size: 20, style: .title3)
  public static let headline = Font(size: 17, weight: .semibold, style: .headline)
  public static let subheadline = Font(size: 15, style: .subheadline)
  public static let body = Font(size: 17, style: .body)
  public static let callout = Font(size: 16, style: .callout)
  public static let footnote = Font(size: 13, style: .footnote)
  public static let caption = Font(size: 12, style: .caption)
  public static let caption2 = Font(size: 11, style: .caption2)

  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(size: size, weight: weight, design: design)
  }
  @_disfavoredOverload
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size, weight: weight ?? .regular, design: design ?? .default)
  }
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    var f = font(for: style)
    if let design { f.design = design }
    if let weight { f.weight = weight }
    return f
  }
  /// One of the app's registered fonts (docs/fonts.md), scaling with body text.
  public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }
  /// One of the app's registered fonts at a size that never scales with Dynamic Type.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    var f = Font(size: fixedSize)
    f.customName = name
    return f
  }

  static func font(for style: TextStyle) -> Font {
    switch style {
    case .largeTitle: return .largeTitle
    case .title: return .title
    case .title2: return .title2
    case .title3: return .title3
    case .headline: return .headline
    case .subheadline: return .subheadline
    case .body: return .body
    case .callout: return .callout
    case .footnote: return .footnote
    case .caption: return .caption
    case .caption2: return .caption2
    }
  }

  public func weight(_ weight: Weight) -> Font {
    var f = self
    f.weight = weight
    f.weightIsExplicit = true
    return f
  }
  public func bold() -> Font { weight(.bold) }
  public func italic() -> Font { var f = self; f.isItalic = true; return f }
  /// The font with digits all of one width (tabular figures), as timers and counters use.
  public func monospacedDigit() -> Font { var f = self; f.monospacedDigits = true; return f }
  public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }

  var descriptor: FontDescriptor {
    let d: FontDescriptor.Design
    switch design {
    case .default: d = .default
    case .serif: d = .serif
    case .rounded: d = .rounded
    case .monospaced: d = .monospaced
    }
    for variant in undrawnVariants {
      RenderWarnings.warnOnce("Font.\(variant)", "Font.\(variant): compiles, but the bundled faces have no such variant; the text is drawn without it, so its width or line height differs from iOS's")
    }
    let custom = customName.map { CustomFontRequest(name: $0, weight: weightIsExplicit ? weight.value : nil) }
    return FontDescriptor(size: size, weight: weight.value, design: d, italic: isItalic, custom: custom,
                          monospacedDigits: monospacedDigits)
  }
}

/// How the lines of a multi-line text align, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }
