import Foundation

/// A symbol weight, as `UIImage.SymbolWeight` / `Font.Weight`: symbols follow the weight of the
/// font they are drawn with. The bundled icon sets have four stroke weights (Phosphor's thin,
/// light, regular and bold), so the nine SF weights share them (docs/symbols.md, "Weights").
public enum SymbolWeight: Int, Hashable, Sendable, CaseIterable {
  case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700,
       heavy = 800, black = 900

  /// The weight nearest a CSS/OpenType weight value (100–900), as fonts give it.
  public init(fontWeightValue value: Int) {
    let clamped = min(900, max(100, value))
    self = SymbolWeight(rawValue: Int((Double(clamped) / 100).rounded()) * 100) ?? .regular
  }

  /// The drawn stroke weight: ultralight and thin → thin, light → light, regular and medium →
  /// regular, semibold and heavier → bold.
  var dataWeight: String {
    switch self {
    case .ultraLight, .thin: return "thin"
    case .light: return "light"
    case .regular, .medium: return "regular"
    case .semibold, .bold, .heavy, .black: return "bold"
    }
  }

  /// The next heavier drawn weight, for a glyph shrunk into an enclosure (its strokes thin with it).
  var heavierDataWeight: String {
    switch dataWeight {
    case "thin": return "regular"
    default: return "bold"
    }
  }
}
