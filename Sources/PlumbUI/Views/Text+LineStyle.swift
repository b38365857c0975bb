import Foundation

extension Text {
  /// How an underline or strikethrough is drawn (iOS 15), as `Text.LineStyle`: a pattern and an
  /// optional colour (nil: the text's). Carried by `AttributedString` runs and
  /// `underline(_:pattern:color:)`; drawn by the text's painter (Layout/TextDecorationPainting.swift).
  public struct LineStyle: Hashable, Sendable {
    /// The dash pattern of a text line.
    public struct Pattern: Hashable, Sendable {
      let name: String
      public static let solid = Pattern(name: "solid")
      public static let dot = Pattern(name: "dot")
      public static let dash = Pattern(name: "dash")
      public static let dashDot = Pattern(name: "dashDot")
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }

    let pattern: Pattern
    let color: Color?

    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()
  }

  /// Underlines the text with a pattern (iOS 16).
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    var t = self
    t.decoration.underline = isActive ? .on(LineStyle(pattern: pattern, color: color)) : .off
    return t
  }

  /// Strikes the text through with a pattern (iOS 16).
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    var t = self
    t.decoration.strikethrough = isActive ? .on(LineStyle(pattern: pattern, color: color)) : .off
    return t
  }
}
