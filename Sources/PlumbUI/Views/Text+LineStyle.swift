import Foundation

extension Text {
  /// How an underline or strikethrough is drawn (iOS 15), as `Text.LineStyle`: a pattern and an
  /// optional colour. Carried by `AttributedString` runs and `underline(_:pattern:color:)`; lines
  /// are not drawn yet (each use warns once: docs/text.md).
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

  /// Underlines the text with a pattern (iOS 16). Not drawn yet: warned once.
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    underline(isActive, color: color)
  }

  /// Strikes the text through with a pattern (iOS 16). Not drawn yet: warned once.
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    strikethrough(isActive, color: color)
  }
}
