import Foundation
import PlumbAssets

/// `Image("name")` for a symbol set (`name.symbolset`): the custom SF Symbol's SVG template,
/// parsed once per file by PlumbGraphics' `SymbolTemplate`, drawn as `Image(systemName:)` draws
/// the bundled symbols (box from the font and `imageScale`, weight from the font, monochrome,
/// hierarchical or palette layers). A template that cannot be read draws the labelled placeholder
/// and warns once, naming the file and what is wrong.
@MainActor enum CustomSymbolImage {
  static func node(_ name: String, _ asset: AssetSymbol, env: EnvironmentValues, _ c: ResolveContext,
                   isResizable: Bool) -> Node {
    let fontSize = env.resolvedFont().size
    let medium = fontSize * SymbolLibrary.boxScale
    let side = env.isTabItem ? TabBarMetrics.iconSide : medium * ImageSymbol.scaleFactor(env.imageScale)
    guard let template = template(asset) else {
      return Image.missingSymbolNode(name, side: side, resizable: isResizable, env, c)
    }
    let weight = SymbolWeight(fontWeightValue: (env.fontWeight ?? env.resolvedFont().weight).value)
    let scale: SymbolTemplate.Scale = env.imageScale == .small ? .small : env.imageScale == .large ? .large : .medium
    let symbol = template.symbol(weight: weight, scale: scale)
    let baseline = env.isTabItem || env.imageScale == .medium
      ? SymbolLibrary.baseline : (side / 2 + ImageSymbol.centreAboveBaseline * fontSize) / side
    let mode = env.symbolRenderingMode?.kind ?? .monochrome
    let primary = env.foregroundColor ?? .primary
    let layers: [SymbolLayout.Layer]
    if (mode == .hierarchical || mode == .palette) && (symbol.layers.count > 1 || mode == .palette) {
      layers = symbol.layers.map {
        SymbolLayout.Layer(path: $0.path, fillRule: $0.fillRule,
                           color: ImageSymbol.color(level: $0.level, primary: primary,
                                                    palette: mode == .palette ? env.paletteStyles : [],
                                                    hasExplicitPrimary: env.foregroundColor != nil))
      }
    } else {
      layers = [SymbolLayout.Layer(path: symbol.path, fillRule: symbol.fillRule, color: primary)]
    }
    return c.node("Image(\"\(name)\") symbol", SymbolLayout(layers: layers, natural: CGSize(width: side, height: side),
                                                           resizable: isResizable, baselineFraction: baseline))
  }

  /// The parsed template of a symbol set, read once per file (nil, warned, if it cannot be read).
  static func template(_ asset: AssetSymbol) -> SymbolTemplate? {
    let key = asset.file.path
    if let cached = cache[key] { return cached }
    var parsed: SymbolTemplate?
    if let data = asset.bytes {
      do { parsed = try SymbolTemplate(svg: data, name: asset.name) } catch {
        RenderWarnings.warnOnce("Image.symbolset:\(key)",
          "Image(\"\(asset.name)\"): \(key): \(error); drawing a labelled placeholder")
      }
    }
    cache[key] = .some(parsed)
    return parsed
  }
  private static var cache: [String: SymbolTemplate?] = [:]
}
