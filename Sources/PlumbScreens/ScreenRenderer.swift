import Foundation
import PlumbGoldens
import PlumbGraphics
import PlumbRaster
import PlumbText
import PlumbUI

/// The one path from a screen or a view to pixels. `assertGolden`, `assertPreviews`, `plumb
/// render`/`verify`/`record` and the catalog all render here, so the defaults a picture depends on
/// (the device, the text size that code outside the environment reads, the settle horizon of the
/// virtual main-queue clock, the end state of animations, the canvas) live in one place and one
/// view cannot render differently through two of them (docs/architecture.md, "The render path").
///
/// A view is made and hosted with its device and text size as the process defaults
/// (`RenderingDevice`, `RenderingTextSize`: what `UIScreen.main` and `UIFont.preferredFont` answer
/// in a stored property), settled by main-queue turns until quiet (work scheduled within the
/// settle horizon runs on the host's clock, docs/time.md), taken through its interactions, sampled
/// at a time or shown at its end state, then rasterised with the bundled fonts.
public enum ScreenRenderer {
  /// The device goldens are recorded on unless a caller names another.
  public static let defaultDevice = Device.iPhone14

  /// Renders a screen on `device` at `time` (transition screens; stills ignore it), with the real
  /// text engine, into pixels and layout. Call from any thread but from inside a main-queue block.
  public static func render(_ screen: Screen, device: Device = defaultDevice, time: Double = 0,
                            background: RGBAColor? = .white, traits: RenderTraits = RenderTraits(),
                            settleHorizon: Double = ViewHost.defaultSettleHorizon) throws -> Rendering {
    let frame = try screen.render(ScreenContext(device: device, time: time, textMeasurer: TextEngine(), traits: traits,
                                                settleHorizon: settleHorizon))
    return try rasterise(frame.displayList, layout: frame.layout, on: frame.device ?? device, background: background)
  }

  /// Draws a display list on a canvas of the device's size and scale.
  static func rasterise(_ list: DisplayList, layout: LayoutSnapshot?, on device: Device,
                        background: RGBAColor?) throws -> Rendering {
    let canvas = Canvas(size: device.size, scale: device.scale, background: background)
    return Rendering(image: try Rasterizer().rendering(list, on: canvas), layout: layout, scale: device.scale)
  }

  /// Hosts the view `make` returns on `device`, making it with the device and the text size as
  /// the process defaults, so that values it stores at init (`UIScreen.main.bounds`, a
  /// `UIFont.preferredFont`) match the render.
  @MainActor
  static func host(_ make: () -> any View, device: Device, textMeasurer: any TextMeasuring, traits: RenderTraits,
                   settleHorizon: Double = ViewHost.defaultSettleHorizon) -> ViewHost {
    let host = RenderingDevice.withDefault(device) {
      RenderingTextSize.withDefault(traits.dynamicTypeSize ?? .large) {
        // The view's own type, not `any View`, is hosted (names and identities as written).
        hosted(make(), device: device, textMeasurer: textMeasurer, traits: traits)
      }
    }
    host.settleHorizon = settleHorizon
    return host
  }

  @MainActor
  private static func hosted<V: View>(_ view: V, device: Device, textMeasurer: any TextMeasuring,
                                      traits: RenderTraits) -> ViewHost {
    ViewHost(view, device: device, textMeasurer: textMeasurer, traits: traits)
  }
}
