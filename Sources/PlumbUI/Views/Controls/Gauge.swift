import Foundation

/// A value within a range, as SwiftUI's `Gauge`, drawn in the linear looks.
///
/// `.automatic` / `.linearCapacity` (iOS's default): the label and the current value label on a
/// row above a capsule bar filled with the accent colour up to the value, with the minimum and
/// maximum labels at the bar's ends. `.accessoryLinear`: the same row over a track with a dot
/// marker at the value; `.accessoryLinearCapacity`: the filled bar in the caption font. The
/// circular accessory styles are drawn linear, with a warning.
///
/// Metrics (**L**, drawn to match iOS 17 screenshots, not measured): bar 4 pt tall (6 pt for
/// `.linearCapacity`), 4 pt between the row and the bar, 8 pt between the bar and the bound
/// labels; bound labels in the footnote font, secondary. The value is clamped to the range.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  @Environment(\.gaugeStyleKind) private var style

  public var body: some View {
    let small = style != .linearCapacity
    return VStack(alignment: .leading, spacing: 4) {
      HStack {
        label
        Spacer()
        currentValueLabel.foregroundColor(.secondary)
      }
      HStack(spacing: 8) {
        if let minimumValueLabel { minimumValueLabel.font(.footnote).foregroundColor(.secondary) }
        GaugeBar(fraction: fraction, style: style)
        if let maximumValueLabel { maximumValueLabel.font(.footnote).foregroundColor(.secondary) }
      }
    }
    .transformEnvironment(\.font) { if small { $0 = .caption } }
  }
}

/// The bar (filled capsule) or the track with a marker.
struct GaugeBar: View, PrimitiveView {
  let fraction: Double
  let style: GaugeStyleKind
  var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    switch style {
    case .accessoryCircular, .accessoryCircularCapacity:
      RenderWarnings.warnOnce("Gauge.accessoryCircular", "Gauge(.accessoryCircular…): the ring is not drawn; shown as a linear bar")
    default: break
    }
    let f = min(max(fraction, 0), 1)
    let tint = (ctx.environment.foregroundColor ?? .accentColor).rgba
    let marker = style == .accessoryLinear
    let height: CGFloat = style == .linearCapacity ? 6 : 4
    let view = ControlView(name: "GaugeBar", size: { p in
      CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? 100, height: marker ? 8 : height)
    }) { r in
      let track = CGRect(x: r.minX, y: r.midY - height / 2, width: r.width, height: height)
      if marker {
        let x = r.minX + 4 + (r.width - 8) * f
        return [.fill(Path(capsuleIn: track), .solid(Color.systemFill.rgba)),
                .fill(Path(ellipseIn: CGRect(x: x - 4, y: r.midY - 4, width: 8, height: 8)), .solid(tint))]
      }
      let done = CGRect(x: track.minX, y: track.minY, width: track.width * f, height: height)
      return [.fill(Path(capsuleIn: track), .solid(Color.systemFill.rgba)), .fill(Path(capsuleIn: done), .solid(tint))]
    }
    view.resolve(ctx, into: &out)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                      @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                      @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    self.label = label(); self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    self.label = label(); self.currentValueLabel = currentValueLabel()
    minimumValueLabel = nil; maximumValueLabel = nil
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
  }
}

/// A gauge's look, as SwiftUI's `GaugeStyle`.
public protocol GaugeStyle: Sendable {}
/// `.automatic`: `.linearCapacity` on iOS.
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
/// `.linearCapacity`: a bar filled up to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// `.accessoryLinear`: a track with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
/// `.accessoryLinearCapacity`: a small filled bar.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// `.accessoryCircular`: drawn linear (warned).
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
/// `.accessoryCircularCapacity`: drawn linear (warned).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: Self { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: Self { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: Self { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: Self { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: Self { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: Self { .init() } }

enum GaugeStyleKind: Sendable { case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity }

struct GaugeStyleKey: EnvironmentKey { static var defaultValue: GaugeStyleKind { .linearCapacity } }

extension EnvironmentValues {
  var gaugeStyleKind: GaugeStyleKind {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of the gauges below.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    let kind: GaugeStyleKind
    switch style {
    case is AccessoryLinearGaugeStyle: kind = .accessoryLinear
    case is AccessoryLinearCapacityGaugeStyle: kind = .accessoryLinearCapacity
    case is AccessoryCircularGaugeStyle: kind = .accessoryCircular
    case is AccessoryCircularCapacityGaugeStyle: kind = .accessoryCircularCapacity
    default: kind = .linearCapacity
    }
    return environment(\.gaugeStyleKind, kind)
  }
}
