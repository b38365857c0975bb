import PlumbGoldens
import PlumbGraphics
import PlumbText
import PlumbUI

/// How a view is turned into a `Rendering` for a golden: the device, scale, moment and text engine.
public struct ViewRenderOptions: Sendable {
  public var device: Device
  /// Pixels per point; nil = the device's own scale.
  public var scale: Int?
  /// Seconds into running animations; nil = settled (the end state), as stills should be.
  public var time: Double?
  /// The text engine; the bundled fonts by default, so goldens never depend on the machine.
  public var textMeasurer: any TextMeasuring
  /// Background under the view; nil = transparent.
  public var background: RGBAColor?
  /// The root environment's traits (a variant's appearance, text size, direction, locale).
  public var traits: RenderTraits
  /// Seconds of main-queue time the render lets pass before the picture: work scheduled with
  /// `DispatchQueue.main.asyncAfter` or `Task.sleep` by then has run (docs/time.md).
  public var settleHorizon: Double

  public init(device: Device = ScreenRenderer.defaultDevice, scale: Int? = nil, time: Double? = nil,
              textMeasurer: any TextMeasuring = TextEngine(), background: RGBAColor? = .white,
              traits: RenderTraits = RenderTraits(), settleHorizon: Double = ViewHost.defaultSettleHorizon) {
    self.device = device; self.scale = scale; self.time = time
    self.textMeasurer = textMeasurer; self.background = background; self.traits = traits
    self.settleHorizon = settleHorizon
  }

  var effectiveDevice: Device {
    var d = device
    if let s = scale { d.scale = s }
    return d
  }
}

/// Lays a view out on a device, lets its update cycle settle (draining main-queue work as the
/// device's run loop would), and rasterises it, through `ScreenRenderer`. Call on the main thread outside a main-queue
/// block (XCTest); inside `@MainActor` async tests use the async form.
@MainActor
public func renderView<V: View>(_ view: V, options: ViewRenderOptions = ViewRenderOptions()) throws -> Rendering {
  let host = ScreenRenderer.host({ view }, device: options.effectiveDevice, textMeasurer: options.textMeasurer,
                                  traits: options.traits, settleHorizon: options.settleHorizon)
  try host.settle()
  return try rasterise(host, options)
}

/// The async form of `renderView`, for `@MainActor` async tests (Swift Testing): it yields so
/// queued main-queue blocks run between frames.
@MainActor
public func renderView<V: View>(_ view: V, options: ViewRenderOptions = ViewRenderOptions()) async throws -> Rendering {
  let host = ScreenRenderer.host({ view }, device: options.effectiveDevice, textMeasurer: options.textMeasurer,
                                  traits: options.traits, settleHorizon: options.settleHorizon)
  try await host.settle()
  return try rasterise(host, options)
}

@MainActor
private func rasterise(_ host: ViewHost, _ options: ViewRenderOptions) throws -> Rendering {
  // A still shows every animation's end at the render clock's reference date.
  if let time = options.time { host.advance(to: time) } else { host.finishAnimations() }
  return try ScreenRenderer.rasterise(host.displayList, layout: host.layoutSnapshot, on: host.device,
                                      background: options.background)
}
