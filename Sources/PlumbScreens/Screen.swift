import Foundation
import PlumbGraphics
import PlumbUI

/// One renderable screen: what `plumb list` shows, `plumb render` draws and `plumb verify` checks,
/// and what `assertPreviews` makes of each preview. It lives below the CLI and the test
/// assertions so that both name and render screens the same way, and so that a user's test
/// target links neither the CLI nor the demo catalog.
///
/// A screen is a function of the device it is drawn on. Display-list screens build their drawing
/// directly; view screens (PlumbUI) lay out a view tree through `ScreenRenderer` and paint it, and
/// also export its layout.
public struct Screen: Sendable {
  /// What a screen produces for one device (and, for transitions, one point in time).
  public struct Frame: Sendable {
    public var displayList: DisplayList
    public var layout: LayoutSnapshot?
    /// The device the screen chose to draw on, when it is not the context's (a preview with a
    /// fixed or size-that-fits layout): the canvas takes its size and scale.
    public var device: Device?
    public init(displayList: DisplayList, layout: LayoutSnapshot? = nil, device: Device? = nil) {
      self.displayList = displayList
      self.layout = layout
      self.device = device
    }
  }

  /// Command-line name, e.g. "shapes".
  public var name: String
  /// One line for `plumb list`.
  public var summary: String
  /// Times (seconds) at which a transition screen is sampled; empty for a still.
  public var transitionTimes: [Double]
  /// Renders the screen in a context (device, time, text engine).
  public var render: @Sendable (_ context: ScreenContext) throws -> Frame
  /// Whether the screen is drawn without an environment (a display list), so that appearance,
  /// text size, direction and locale cannot change it: the CLI refuses traits for it.
  public var ignoresTraits = false

  public init(name: String, summary: String, transitionTimes: [Double] = [],
              render: @escaping @Sendable (_ context: ScreenContext) throws -> Frame) {
    self.name = name; self.summary = summary; self.transitionTimes = transitionTimes; self.render = render
  }

  /// A screen that only needs the device and the time (display-list screens).
  public init(name: String, summary: String, transitionTimes: [Double] = [],
              make: @escaping @Sendable (_ device: Device, _ time: Double) -> Frame) {
    self.init(name: name, summary: summary, transitionTimes: transitionTimes) { make($0.device, $0.time) }
  }

  /// The goldens of this screen: one still, or one per sampled transition frame (`name.f00`, …).
  public var goldenFrames: [(variant: String?, time: Double)] {
    transitionTimes.isEmpty
      ? [(nil, 0)]
      : transitionTimes.enumerated().map { (String(format: "f%02d", $0.offset), $0.element) }
  }
}

/// What a screen is rendered with: the device, the time (for transitions), the text engine
/// that measures and shapes its text (the real one in the CLI, the fixed-metrics font in layout
/// tests) and the root environment's traits (a variant: dark, a text size, right-to-left, a locale).
public struct ScreenContext: Sendable {
  public var device: Device
  public var time: Double
  public var textMeasurer: any TextMeasuring
  public var traits: RenderTraits
  /// Seconds of main-queue time a view screen lets pass before its picture (`plumb verify --at`;
  /// docs/time.md, "A picture at a moment").
  public var settleHorizon: Double
  public init(device: Device, time: Double = 0, textMeasurer: any TextMeasuring = FixedMetricsFont(),
              traits: RenderTraits = RenderTraits(), settleHorizon: Double = ViewHost.defaultSettleHorizon) {
    self.device = device; self.time = time; self.textMeasurer = textMeasurer; self.traits = traits
    self.settleHorizon = settleHorizon
  }
}
