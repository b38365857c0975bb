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

extension ViewRenderOptions {
  /// The render sequence these options ask for (no interactions).
  var viewRender: ScreenRenderer.ViewRender {
    ScreenRenderer.ViewRender(device: effectiveDevice, textMeasurer: textMeasurer, traits: traits,
                              settleHorizon: settleHorizon, time: time)
  }
}

extension ScreenRenderer {
  /// Renders a view: made and hosted under the device and text-size defaults, settled (draining
  /// main-queue work as the device's run loop would, and the main-queue clock up to the settle
  /// horizon), sampled at `options.time` or at its animations' end, and rasterised. Call on the
  /// main thread outside a main-queue block (XCTest); inside `@MainActor` async code use the async form.
  /// - Parameters:
  ///   - view: Made here, so that values it stores at init see the render's device and text size.
  ///   - options: The device, scale, moment, text engine, background, traits and settle horizon.
  @MainActor
  public static func render(_ view: @autoclosure () -> any View,
                            options: ViewRenderOptions = ViewRenderOptions()) throws -> Rendering {
    let host = try run(view, options.viewRender)
    return try rasterise(host.displayList, layout: host.layoutSnapshot, on: host.device, background: options.background)
  }

  /// The settled layout of a view, without pixels: the same path as `render(_:options:)` up to
  /// the rasteriser (layout goldens, `assertLayout`).
  @MainActor
  public static func layout(_ view: @autoclosure () -> any View,
                            options: ViewRenderOptions = ViewRenderOptions()) throws -> LayoutSnapshot {
    try run(view, options.viewRender).layoutSnapshot
  }

  /// The async form of `layout(_:options:)`.
  @MainActor
  public static func layout(_ view: @autoclosure () -> any View,
                            options: ViewRenderOptions = ViewRenderOptions()) async throws -> LayoutSnapshot {
    try await run(view, options.viewRender).layoutSnapshot
  }

  /// The async form of `render(_:options:)`, for `@MainActor` async code (Swift Testing): it
  /// yields so queued main-queue blocks run between frames.
  @MainActor
  public static func render(_ view: @autoclosure () -> any View,
                            options: ViewRenderOptions = ViewRenderOptions()) async throws -> Rendering {
    let host = try await run(view, options.viewRender)
    return try rasterise(host.displayList, layout: host.layoutSnapshot, on: host.device, background: options.background)
  }
}

/// Lays a view out on a device, lets its update cycle settle (draining main-queue work as the
/// device's run loop would), and rasterises it: `ScreenRenderer.render(_:options:)`. Call on the
/// main thread outside a main-queue block (XCTest); inside `@MainActor` async tests use the async form.
@MainActor
public func renderView(_ view: @autoclosure () -> any View, options: ViewRenderOptions = ViewRenderOptions()) throws -> Rendering {
  try ScreenRenderer.render(view(), options: options)
}

/// The async form of `renderView`, for `@MainActor` async tests (Swift Testing): it yields so
/// queued main-queue blocks run between frames.
@MainActor
public func renderView(_ view: @autoclosure () -> any View, options: ViewRenderOptions = ViewRenderOptions()) async throws -> Rendering {
  try await ScreenRenderer.render(view(), options: options)
}
