import PlumbGraphics
import PlumbScreens
import PlumbText
import PlumbUI

/// One golden a strategy checks: the suffix its file name takes (`dark`, `f03`, `dark.f03`; nil
/// for the plain name) and the options its view is rendered with.
public struct GoldenShot: Sendable {
  /// What a shot's golden holds.
  public enum Kind: Sendable {
    /// The picture (`name.png`) and its layout sidecar (`name.layout.json`).
    case image
    /// Only the layout (`name.layout.json`): every view's frame, no pixels (`assertLayout`).
    case layout
  }

  public var suffix: String?
  public var options: ViewRenderOptions
  public var kind: Kind

  public init(suffix: String? = nil, options: ViewRenderOptions = ViewRenderOptions(), kind: Kind = .image) {
    self.suffix = suffix; self.options = options; self.kind = kind
  }
}

/// How a value becomes the goldens it is checked against: which pictures are taken (a still, the
/// frames of a transition, each variant) and what view each shows. How two pictures are compared
/// (`GoldenTolerance`, the pixel and layout diffs) is separate, as swift-snapshot-testing separates
/// a snapshotting strategy from its diffing. `assertGolden(of:as:)` runs any strategy; the other
/// `assertGolden` forms are strategies spelled as parameters and forward to it (README.md, "Golden
/// tests in your package", "Strategies").
///
/// ```swift
/// await assertGolden(of: Badge(count: 3), as: .image(device: .iPhoneSE3))
/// await assertGolden(of: Sheet(), as: .frames(at: [0, 0.2, 0.4]).variants([.light, .dark]))
/// // Another type, through a view that shows it:
/// let card = GoldenStrategy<CardView>.image().pullback { (model: Card) in CardView(card: model) }
/// await assertGolden(of: Card.sample, as: card)
/// ```
public struct GoldenStrategy<Value> {
  /// The goldens a value is checked against, in order; each suffix once.
  public var shots: [GoldenShot]
  /// The view rendered for a value (made inside each render, on the main actor).
  public var view: @MainActor (Value) -> any View

  public init(shots: [GoldenShot], view: @escaping @MainActor (Value) -> any View) {
    self.shots = shots; self.view = view
  }

  /// The same goldens for another type, turned into this strategy's value first.
  public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) -> Value) -> GoldenStrategy<NewValue> {
    let view = self.view
    return GoldenStrategy<NewValue>(shots: shots) { view(transform($0)) }
  }

  /// Every shot in every variant: `name.dark.png`, `name.dark.f03.png`, … (docs/variants.md). A
  /// variant's device replaces the shot's, its traits are added to the shot's, and its moment
  /// (`.at(…)`) sets the settle horizon.
  public func variants(_ variants: [Variant]) -> GoldenStrategy {
    GoldenStrategy(shots: GoldenShot.shots(shots, in: variants), view: view)
  }
}

extension GoldenStrategy where Value: View {
  /// One still of the view, settled (or `time` seconds into its animations): `name.png`.
  public static func image(device: Device = ScreenRenderer.defaultDevice, scale: Int? = nil,
                           time: Double? = nil) -> GoldenStrategy {
    GoldenStrategy(shots: [GoldenShot(options: ViewRenderOptions(device: device, scale: scale, time: time))]) { $0 }
  }

  /// The settled layout only, every view's frame: `name.layout.json`. Faster than an image and
  /// blind to drawing changes; a failure lists the views that moved, appeared, vanished or resized.
  public static func layout(device: Device = ScreenRenderer.defaultDevice,
                            textMeasurer: any TextMeasuring = TextEngine()) -> GoldenStrategy {
    GoldenStrategy(shots: [GoldenShot(options: ViewRenderOptions(device: device, textMeasurer: textMeasurer), kind: .layout)]) { $0 }
  }

  /// The view at each of `times` seconds into its animations: `name.f00.png`, `name.f01.png`, …
  public static func frames(at times: [Double], device: Device = ScreenRenderer.defaultDevice,
                            scale: Int? = nil) -> GoldenStrategy {
    GoldenStrategy(shots: GoldenShot.frames(at: times, device: device, scale: scale)) { $0 }
  }
}

extension GoldenShot {
  /// Every shot in every variant, variant by variant (GoldenStrategy.variants).
  static func shots(_ shots: [GoldenShot], in variants: [Variant]) -> [GoldenShot] {
    variants.flatMap { v in
      shots.map { shot in
        var o = shot.options
        if let device = v.device { o.device = device }
        o.traits = o.traits.merging(v.traits)
        if let time = v.time { o.settleHorizon = time }
        return GoldenShot(suffix: v.suffix(appending: shot.suffix), options: o, kind: shot.kind)
      }
    }
  }

  /// One shot per moment, suffixed `f00`, `f01`, …
  static func frames(at times: [Double], device: Device, scale: Int?) -> [GoldenShot] {
    times.enumerated().map { i, t in
      GoldenShot(suffix: frameName(i), options: ViewRenderOptions(device: device, scale: scale, time: t))
    }
  }

  /// `f03`: the name component of a transition's fourth frame.
  static func frameName(_ index: Int) -> String {
    index < 10 ? "f0\(index)" : "f\(index)"
  }
}
