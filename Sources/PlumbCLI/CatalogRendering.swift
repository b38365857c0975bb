import PlumbCatalog
import PlumbGraphics
import PlumbRaster
import PlumbGoldens
import PlumbText
import PlumbUI

/// Renders catalog screens into `Rendering`s (pixels + layout) with the real text engine: what
/// `plumb render`, `plumb record`/`verify` and the catalog's golden tests share.
public enum CatalogRendering {
  /// The device catalog goldens are recorded on.
  public static let goldenDevice = Device.iPhone14
  /// The Goldens subfolder of catalog screens.
  public static let goldenSuite = "Catalog"

  public static func render(_ screen: CatalogScreen, device: Device = goldenDevice, time: Double = 0,
                            background: RGBAColor? = .white, traits: RenderTraits = RenderTraits()) throws -> Rendering {
    let frame = try screen.render(CatalogContext(device: device, time: time, textMeasurer: TextEngine(), traits: traits))
    let drawn = frame.device ?? device
    let canvas = Canvas(size: drawn.size, scale: drawn.scale, background: background)
    return Rendering(image: try Rasterizer().rendering(frame.displayList, on: canvas), layout: frame.layout, scale: drawn.scale)
  }

  /// Golden names of a screen: one still, or one per sampled transition frame (`name.f00`, …).
  public static func goldenFrames(of screen: CatalogScreen) -> [(variant: String?, time: Double)] {
    screen.transitionTimes.isEmpty
      ? [(nil, 0)]
      : screen.transitionTimes.enumerated().map { (String(format: "f%02d", $0.offset), $0.element) }
  }
}
