import Foundation

/// SF Symbols' directional names: a `forward`/`backward` symbol points along the reading
/// direction, so it is the `right`/`left` outline left to right and its mirror image right to
/// left (`chevron.forward` points left in Arabic). Symbols named `left`/`right` name a real
/// direction and never flip (Apple HIG, "Right to left": flip icons that show forward or backward
/// motion, keep ones that point to an onscreen area). docs/right-to-left.md.
enum DirectionalSymbols {
  /// The outline to draw for `name` in `direction`.
  static func symbol(named name: String, layoutDirection direction: LayoutDirection,
                     weight: SymbolWeight = .regular, layered: Bool = false) -> SymbolLibrary.Symbol {
    guard let base = physicalName(name) else { return SymbolLibrary.symbol(named: name, weight: weight, layered: layered) }
    let symbol = SymbolLibrary.symbol(named: base, weight: weight, layered: layered)
    guard direction == .rightToLeft, symbol.placeholderLabel == nil else { return symbol }
    var mirrored = symbol
    mirrored.name = name
    mirrored.path = symbol.path.applying(mirror)
    mirrored.layers = symbol.layers.map { var l = $0; l.path = l.path.applying(mirror); return l }
    return mirrored
  }

  /// `chevron.forward` → `chevron.right`, `arrow.backward.circle` → `arrow.left.circle`; nil for a
  /// name without a directional part or whose left-to-right outline the library lacks.
  static func physicalName(_ name: String) -> String? {
    var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var changed = false
    for i in parts.indices {
      if parts[i] == "forward" { parts[i] = "right"; changed = true }
      if parts[i] == "backward" { parts[i] = "left"; changed = true }
    }
    guard changed else { return nil }
    let base = parts.joined(separator: ".")
    return SymbolLibrary.path(named: base) == nil ? nil : base
  }

  /// x → 1 − x in the symbol's unit box.
  static let mirror = AffineTransform2D.scale(x: -1, y: 1).concatenating(.translation(x: 1, y: 0))
}

extension DirectionalSymbols {
  /// The chevron of list disclosure rows: `chevron.forward`, spelled `chevron.right` left to right
  /// so that left-to-right layout trees keep their names.
  static func forwardChevron(_ direction: LayoutDirection) -> String {
    direction == .rightToLeft ? "chevron.forward" : "chevron.right"
  }
  /// The back button's chevron: `chevron.backward`, spelled `chevron.left` left to right.
  static func backwardChevron(_ direction: LayoutDirection) -> String {
    direction == .rightToLeft ? "chevron.backward" : "chevron.left"
  }
}
