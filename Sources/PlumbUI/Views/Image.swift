import Foundation

/// An image, as SwiftUI's `Image`. `Image(systemName:)` draws the project's vector symbols
/// (`SymbolLibrary`), sized by the font: a square 1.2 × the point size with its baseline at 0.8
/// of the box. `Image("name")` draws the asset catalog image of that name (Image+Assets.swift,
/// docs/assets.md), or a labelled placeholder with a warning when no catalog has it.
nonisolated public struct Image: View, PrimitiveView, Equatable, Sendable {
  enum Source: Equatable { case symbol(String), asset(String, bundle: Bundle?), rgba(width: Int, height: Int, pixels: [UInt8], scale: CGFloat)
    /// PNG bytes, decoded when drawn (AsyncImage's injected images).
    case png(bytes: [UInt8], width: Int, height: Int, scale: CGFloat) }
  let source: Source
  var isResizable = false
  var capInsets = EdgeInsets()
  var resizingMode = ResizingMode.stretch
  /// A UIKit resizable image's caps (`Image(uiImage:)`), used when `.resizable()` gives none.
  package var uiImageCaps: ImageCapInsets?
  /// `.renderingMode(_:)`; nil: the asset's own intent (original for bitmaps).
  var renderingModeSetting: TemplateRenderingMode?
  /// `.interpolation(_:)`; nil: the default (bilinear).
  var interpolationSetting: Interpolation?

  public init(systemName: String) { source = .symbol(systemName) }
  /// The image set `name` of an asset catalog in `bundle` (nil: the search in docs/assets.md).
  public init(_ name: String, bundle: Bundle? = nil) { source = .asset(name, bundle: bundle) }
  /// The same image, ignored by accessibility (drawn the same).
  public init(decorative name: String, bundle: Bundle? = nil) { source = .asset(name, bundle: bundle) }
  /// The same image with an accessibility label (drawn the same).
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .asset(name, bundle: bundle) }
  /// A bitmap from straight RGBA8 pixels, drawn at `scale` pixels per point.
  public init(rgbaPixels: [UInt8], width: Int, height: Int, scale: CGFloat = 1) {
    source = .rgba(width: width, height: height, pixels: rgbaPixels, scale: scale)
  }

  /// Lets the image take its proposed size (nil → its natural size, docs/layout-rules.md §1.2).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var i = self
    i.isResizable = true
    i.capInsets = capInsets
    i.resizingMode = resizingMode
    return i
  }
  /// Template (filled with the foreground colour) or original colours; nil: the asset's intent.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
    var i = self
    i.renderingModeSetting = mode
    return i
  }
  /// `.none` draws the bitmap's pixels nearest-neighbour; the others bilinear.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var i = self
    i.interpolationSetting = interpolation
    return i
  }
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

  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let start = out.count
    resolveImage(ctx, into: &out)
    if ctx.environment.drawsPlaceholders {
      // A skeleton screen: the image's frame, filled (Layout/RedactedPlaceholderLayout.swift).
      let foreground = ctx.environment.foregroundColor ?? .primary
      for n in out[start...] { n.layout = RedactedPlaceholderLayout(inner: n.layout, foreground: foreground) }
    }
  }

  @MainActor private func resolveImage(_ ctx: ResolveContext, into out: inout [Node]) {
    let env = ctx.environment
    let c = ctx.child("Image")
    switch source {
    case .symbol(let name):
      warnIfSlicedSymbol()
      out.append(ImageSymbol.node(name, env: env, c, isResizable: isResizable))
    case .asset(let name, let bundle):
      resolveAsset(name: name, bundle: bundle, ctx, into: &out)
    case .rgba(let w, let h, let pixels, let scale):
      let natural = CGSize(width: CGFloat(w) / scale, height: CGFloat(h) / scale)
      out.append(c.node("Image(\(w)×\(h))", BitmapLayout(source: .rgba(width: w, height: h, pixels: pixels),
                                                         natural: natural,
                                                         resizable: isResizable, interpolation: bitmapInterpolation,
                                                         tint: bitmapTint(env), slicing: slicing(natural: natural))))
    case .png(let bytes, let w, let h, let scale):
      let natural = CGSize(width: CGFloat(w) / scale, height: CGFloat(h) / scale)
      out.append(c.node("Image(\(w)×\(h))", BitmapLayout(source: .png(bytes), natural: natural,
                                                         resizable: isResizable, interpolation: bitmapInterpolation,
                                                         tint: bitmapTint(env), slicing: slicing(natural: natural))))
    }
  }
}

extension Image {
  var bitmapInterpolation: ImageItem.Interpolation { interpolationSetting == Interpolation.none ? .nearest : .bilinear }
  /// A bitmap's tint: the foreground colour under `.renderingMode(.template)`.
  func bitmapTint(_ env: EnvironmentValues) -> Color? {
    renderingModeSetting == .template ? env.foregroundColor ?? .primary : nil
  }
}
