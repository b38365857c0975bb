import Foundation
import PlumbAssets

/// `Image("name")` and `Image("name", bundle:)`: the asset catalog lookup (PlumbAssets), the file
/// for the display scale, colour scheme and contrast, and the placeholder when the name is not found.
@MainActor extension Image {
  func resolveAsset(name: String, bundle: Bundle?, _ ctx: ResolveContext, into out: inout [Node]) {
    let env = ctx.environment
    let c = ctx.child("Image")
    let scale = max(1, Int(env.displayScale.rounded()))
    if let asset = AssetCatalogs.image(named: name, in: bundle) {
      if let file = asset.file(scale: scale, dark: env.colorScheme == .dark,
                               highContrast: env.colorSchemeContrast == .increased), let header = file.header,
         let size = file.pointSize, let bytes = file.bytes {
        let source: ImageItem.Source
        switch header.format {
        case .png: source = .png([UInt8](bytes))
        case .jpeg: source = .jpeg([UInt8](bytes))
        case .svg: source = .svg([UInt8](bytes))
        case .pdf: source = .pdf([UInt8](bytes))
        }
        let intent: TemplateRenderingMode = renderingModeSetting ?? (asset.renderingIntent == .template ? .template : .original)
        out.append(c.node("Image(\"\(name)\")", BitmapLayout(
          source: source, natural: size, resizable: isResizable,
          interpolation: interpolationSetting == Interpolation.none ? .nearest : .bilinear,
          tint: intent == .template ? env.foregroundColor ?? .primary : nil,
          slicing: slicing(natural: size, asset: file.resizing, fileScale: header.isVector ? 1 : Double(file.scale ?? 1)),
          name: file.url.path)))
        return
      }
      // The file problems were warned about, naming the file; the placeholder shows the name.
      out.append(c.node("Image(\"\(name)\") placeholder", placeholder(name, env)))
      return
    }
    if let symbol = AssetCatalogs.symbol(named: name, in: bundle) {
      warnIfSlicedSymbol()
      out.append(CustomSymbolImage.node(name, symbol, env: env, c, isResizable: isResizable))
      return
    }
    RenderWarnings.warnOnce("Image(\"\(name)\")",
      "No image named \"\(name)\" in asset catalogs \(AssetCatalogs.searchDescription(bundle)); drawing a labelled placeholder")
    out.append(c.node("Image(\"\(name)\") placeholder", placeholder(name, env)))
  }

  private func placeholder(_ name: String, _ env: EnvironmentValues) -> MissingAssetPlaceholderLayout {
    MissingAssetPlaceholderLayout(form: .image, name: name, side: 0, resizable: isResizable, color: .primary,
                                  measurer: env.textMeasurer)
  }

  /// A missing SF Symbol: the crossed box with its name, the box the size of the symbol.
  static func missingSymbolNode(_ name: String, side: CGFloat, resizable: Bool, _ env: EnvironmentValues,
                                _ c: ResolveContext) -> Node {
    c.node("Image(systemName: \"\(name)\") placeholder", MissingAssetPlaceholderLayout(
      form: .symbol, name: name, side: side, resizable: resizable, color: env.foregroundColor ?? .primary,
      measurer: env.textMeasurer))
  }
}
