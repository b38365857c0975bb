import Foundation

/// An image, as SwiftUI's `Image`. `Image(systemName:)` draws the project's vector symbols
/// (`SymbolLibrary`), sized by the font: a square 1.2 × the point size with its baseline at 0.8
/// of the box. Named bitmap assets are not bundled: `Image("name")` draws the placeholder symbol.
public struct Image: View, PrimitiveView, Equatable {
  enum Source: Equatable { case symbol(String), named(String), rgba(width: Int, height: Int, pixels: [UInt8], scale: CGFloat)
    /// PNG bytes, decoded when drawn (AsyncImage's injected images).
    case png(bytes: [UInt8], width: Int, height: Int, scale: CGFloat) }
  let source: Source
  var isResizable = false
  var capInsets = EdgeInsets()

  public init(systemName: String) { source = .symbol(systemName) }
  public init(_ name: String) { source = .named(name) }
  public init(decorative name: String) { source = .named(name) }
  /// A bitmap from straight RGBA8 pixels, drawn at `scale` pixels per point.
  public init(rgbaPixels: [UInt8], width: Int, height: Int, scale: CGFloat = 1) {
    source = .rgba(width: width, height: height, pixels: rgbaPixels, scale: scale)
  }

  /// Lets the image take its proposed size (nil → its natural size, docs/layout-rules.md §1.2).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var i = self
    i.isResizable = true
    return i
  }
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  /// How a resizable image fills extra space, as `Image.ResizingMode`.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  /// Template or original colours, as `Image.TemplateRenderingMode`.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  /// Bitmap interpolation quality, as `Image.Interpolation`.
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
  /// Symbol scale relative to the font, as `Image.Scale`.
  public enum Scale: Hashable, Sendable { case small, medium, large }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let env = ctx.environment
    let fontSize = env.resolvedFont().size
    let c = ctx.child("Image")
    switch source {
    case .symbol(let name):
      out.append(ImageSymbol.node(name, env: env, c, isResizable: isResizable))
    case .named(let name):
      let symbol = DirectionalSymbols.symbol(named: name, layoutDirection: env.layoutDirection)
      let side = env.isTabItem ? TabBarMetrics.iconSide : fontSize * SymbolLibrary.boxScale
      out.append(c.node("Image(systemName: \"\(name)\")",
                        SymbolLayout(path: symbol.path, natural: CGSize(width: side, height: side),
                                     resizable: isResizable, color: env.foregroundColor ?? .primary)))
    case .rgba(let w, let h, let pixels, let scale):
      out.append(c.node("Image(\(w)×\(h))", BitmapLayout(source: .rgba(width: w, height: h, pixels: pixels),
                                                         natural: CGSize(width: CGFloat(w) / scale, height: CGFloat(h) / scale),
                                                         resizable: isResizable)))
    case .png(let bytes, let w, let h, let scale):
      out.append(c.node("Image(\(w)×\(h))", BitmapLayout(source: .png(bytes), natural: CGSize(width: CGFloat(w) / scale,
                                                                                                height: CGFloat(h) / scale),
                                                         resizable: isResizable)))
    }
  }
}
