import Foundation

/// How `Image(systemName:)` turns the environment into a drawn symbol (docs/symbols.md): the
/// variant picks the name, the font's weight the stroke weight, the font's size and
/// `imageScale` the box, and the rendering mode the colours of its layers.
@MainActor enum ImageSymbol {
  /// SF Symbols' image scales relative to medium (docs/symbols.md, "Scales"; confidence L: measured
  /// reports of UIImage.SymbolScale sizes, not an Apple table).
  static func scaleFactor(_ scale: Image.Scale) -> CGFloat {
    switch scale {
    case .small: return 0.78
    case .medium: return 1
    case .large: return 1.29
    }
  }

  /// The box centre's height above the baseline, in multiples of the font size: the medium box
  /// (1.2 S, baseline at 0.8 of it) is centred 0.36 S above the baseline, half SF Pro's cap
  /// height (0.705 em), as SF Symbols centre on the cap height; other scales keep that centre.
  static let centreAboveBaseline = SymbolLibrary.boxScale * (SymbolLibrary.baseline - 0.5)

  /// Hierarchical rendering's secondary level: a custom colour's alpha × 0.6 (the step from
  /// `label` to `secondaryLabel`, 1.0 → 0.6; confidence L), the default colour → `.secondary`.
  static let secondaryOpacity = 0.6

  static func node(_ name: String, env: EnvironmentValues, _ c: ResolveContext, isResizable: Bool) -> Node {
    let fontSize = env.resolvedFont().size
    let weight = SymbolWeight(fontWeightValue: (env.fontWeight ?? env.resolvedFont().weight).value)
    let mode = env.symbolRenderingMode?.kind ?? .monochrome
    if mode == .multicolor {
      RenderWarnings.warnOnce("symbolRenderingMode(.multicolor)",
        "symbolRenderingMode(.multicolor): the symbols' own colours are not bundled; drawn monochrome in the foreground colour")
    }
    let layered = mode == .hierarchical || mode == .palette
    let resolvedName = variantName(name, env.symbolVariants, direction: env.layoutDirection)
    let symbol = DirectionalSymbols.symbol(named: resolvedName, layoutDirection: env.layoutDirection,
                                           weight: weight, layered: layered)
    let medium = fontSize * SymbolLibrary.boxScale
    let side = env.isTabItem ? TabBarMetrics.iconSide : medium * scaleFactor(env.imageScale)
    let baseline = env.isTabItem || env.imageScale == .medium
      ? SymbolLibrary.baseline : (side / 2 + centreAboveBaseline * fontSize) / side
    // A name no set draws: the crossed box with the name after it (Image+Assets.swift).
    if let label = symbol.placeholderLabel { return Image.missingSymbolNode(label, side: side, resizable: isResizable, env, c) }
    let primary = env.foregroundColor ?? .primary
    var paints: [SymbolLayout.Layer]
    if layered, symbol.layers.count > 1 || mode == .palette {
      paints = symbol.layers.map { layer in
        SymbolLayout.Layer(path: layer.path, fillRule: layer.fillRule,
                           color: color(level: layer.level, primary: primary, palette: mode == .palette ? env.paletteStyles : [],
                                        hasExplicitPrimary: env.foregroundColor != nil))
      }
    } else {
      paints = [SymbolLayout.Layer(path: symbol.path, fillRule: symbol.fillRule, color: primary)]
    }
    return c.node("Image(systemName: \"\(name)\")",
                  SymbolLayout(layers: paints, natural: CGSize(width: side, height: side), resizable: isResizable,
                               baselineFraction: baseline))
  }

  /// The colour of a layer at `level`: palette styles when given, else the derived hierarchy.
  static func color(level: Int, primary: Color, palette: [Color], hasExplicitPrimary: Bool) -> Color {
    if level == 0 { return primary }
    if level - 1 < palette.count { return palette[level - 1] }
    if !hasExplicitPrimary { return level == 1 ? .secondary : Color(SystemColorTable.tertiaryLabel) }
    return primary.opacity(level == 1 ? secondaryOpacity : secondaryOpacity / 2)
  }

  /// `name` under `variants`: the first candidate that is drawn, else `name` itself.
  static func variantName(_ name: String, _ variants: SymbolVariants, direction: LayoutDirection) -> String {
    guard variants != .none else { return name }
    for candidate in variants.candidates(for: name) {
      let physical = DirectionalSymbols.physicalName(candidate) ?? candidate
      if SymbolLibrary.path(named: physical) != nil { return candidate }
    }
    return name
  }
}

/// `Image(systemName:)`: a vector symbol in a square box sized by the font, in one or more
/// coloured layers.
///
/// Child: none. Self: the natural box, ignoring the proposal; when resizable, the proposal with
/// nil dimensions → the natural size (docs/layout-rules.md §1.2).
struct SymbolLayout: NodeLayout {
  struct Layer {
    var path: Path
    var fillRule: FillRule
    var color: Color
  }
  let layers: [Layer]
  let natural: CGSize
  let resizable: Bool
  /// The baseline's distance from the top, as a fraction of the height.
  let baselineFraction: CGFloat

  init(layers: [Layer], natural: CGSize, resizable: Bool, baselineFraction: CGFloat = SymbolLibrary.baseline) {
    self.layers = layers
    self.natural = natural
    self.resizable = resizable
    self.baselineFraction = baselineFraction
  }

  /// One path in one colour, on the medium baseline.
  init(path: Path, natural: CGSize, resizable: Bool, color: Color) {
    self.init(layers: [Layer(path: path, fillRule: .nonZero, color: color)], natural: natural, resizable: resizable)
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
  }

  var ownGuides: GuideMask { .baselines }

  /// Symbols sit on the text baseline (0.8 of a medium box).
  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    if key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key {
      return size.height * baselineFraction
    }
    return nil
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let r = painter.snap(node.frame)
    guard r.width.isFinite, r.height.isFinite else { return }
    let t = AffineTransform2D.scale(x: r.width, y: r.height).concatenating(.translation(x: r.minX, y: r.minY))
    for layer in layers {
      painter.append(.fill(layer.path.applying(t), .solid(layer.color.rgba), layer.fillRule))
    }
  }
}
