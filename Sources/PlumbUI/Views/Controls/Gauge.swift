import Foundation

/// A value within a range, as SwiftUI's `Gauge`, drawn in the linear looks.
///
/// `.automatic` / `.linearCapacity` (iOS's default): the label and the current value label on a
/// row above a capsule bar filled with the accent colour up to the value, with the minimum and
/// maximum labels at the bar's ends. `.accessoryLinear`: the same row over a track with a dot
/// marker at the value; `.accessoryLinearCapacity`: the filled bar in the caption font. The
/// circular accessory styles draw a ring (`CircularGaugeLook`). A custom `GaugeStyle` draws its body.
///
/// Metrics (**L**, drawn to match iOS 17 screenshots, not measured): bar 4 pt tall (6 pt for
/// `.linearCapacity`), 4 pt between the row and the bar, 8 pt between the bar and the bound
/// labels; bound labels in the footnote font, secondary. The value is clamped to the range.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  @Environment(\.gaugeStyle) private var style

  public var body: some View {
    let configuration = GaugeStyleConfiguration(
      value: min(max(fraction, 0), 1), label: .init(content: AnyView(label)),
      currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
      minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
      maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) },
      markedValueLabels: .init(content: AnyView(EmptyView())))
    if let style {
      style.make(configuration).environment(\.gaugeStyle, nil)
    } else {
      LinearGaugeLook(configuration: configuration, style: .linearCapacity)
    }
  }
}

/// The linear looks: the label and current value on a row above the bar, bounds at its ends.
struct LinearGaugeLook: View {
  let configuration: GaugeStyleConfiguration
  let style: GaugeStyleKind

  var body: some View {
    let small = style != .linearCapacity
    return VStack(alignment: .leading, spacing: 4) {
      HStack {
        configuration.label
        Spacer()
        if let current = configuration.currentValueLabel { current.foregroundColor(.secondary) }
      }
      HStack(spacing: 8) {
        if let minimum = configuration.minimumValueLabel { minimum.font(.footnote).foregroundColor(.secondary) }
        GaugeBar(fraction: configuration.value, style: style)
        if let maximum = configuration.maximumValueLabel { maximum.font(.footnote).foregroundColor(.secondary) }
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

/// The circular accessory looks, a 54-pt ring with a 6-pt line (**L**, drawn to match iOS 17
/// screenshots): `.accessoryCircular` is a 270° arc open at the bottom with a dot at the value and
/// the bound labels in the gap; `.accessoryCircularCapacity` a full ring filled clockwise from the
/// top up to the value. The current value label (else the label) sits in the middle.
struct CircularGaugeLook: View, PrimitiveView {
  let configuration: GaugeStyleConfiguration
  let capacity: Bool
  var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let f = configuration.value
    let tint = (ctx.environment.foregroundColor ?? ctx.environment.controlTint ?? .accentColor).rgba
    let capacity = self.capacity
    let ring = ControlView(name: "GaugeRing", size: { _ in CGSize(width: 54, height: 54) }) { r in
      let c = CGPoint(x: r.midX, y: r.midY), radius = r.width / 2 - 3
      let line = StrokeStyle(lineWidth: 6, lineCap: .round)
      func arc(_ from: Double, _ to: Double) -> Path {
        var p = Path()
        p.addArc(center: c, radius: radius, startAngle: .degrees(from), endAngle: .degrees(to), clockwise: false)
        return p
      }
      if capacity {
        return [.stroke(arc(0, 360), .solid(Color.systemFill.rgba), line),
                .stroke(arc(-90, -90 + 360 * f), .solid(tint), line)]
      }
      let angle = (135 + 270 * f) * .pi / 180
      let dot = CGPoint(x: c.x + cos(angle) * radius, y: c.y + sin(angle) * radius)
      return [.stroke(arc(135, 405), .solid(tint.multiplyingAlpha(0.35)), line),
              .fill(Path(ellipseIn: CGRect(x: dot.x - 4, y: dot.y - 4, width: 8, height: 8)), .solid(tint))]
    }
    let centre = AnyView(configuration.currentValueLabel.map { AnyView($0) } ?? AnyView(configuration.label))
    let view = ZStack {
      ring
      centre.font(.system(size: 15, weight: .medium))
      if !capacity {
        VStack {
          Spacer()
          HStack {
            if let minimum = configuration.minimumValueLabel { minimum }
            Spacer()
            if let maximum = configuration.maximumValueLabel { maximum }
          }
          .font(.system(size: 9)).foregroundColor(.secondary).padding(.horizontal, 8)
        }
      }
    }
    .frame(width: 54, height: 54)
    resolveView(view, ctx.child("Gauge"), into: &out)
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
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    self.label = label(); currentValueLabel = nil
    minimumValueLabel = nil; maximumValueLabel = nil
  }
}

/// A gauge's look, as SwiftUI's `GaugeStyle` (iOS 18 isolation).
@MainActor @preconcurrency
public protocol GaugeStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = GaugeStyleConfiguration
}

/// What a gauge style receives, as `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
  /// The gauge's label.
  public struct Label: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  /// The label showing the current value.
  public struct CurrentValueLabel: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  /// The label of the lower bound.
  public struct MinimumValueLabel: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  /// The label of the upper bound.
  public struct MaximumValueLabel: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  /// The labels of marked values.
  public struct MarkedValueLabels: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  /// The value as a fraction of the range, 0…1.
  public var value: Double
  public var label: GaugeStyleConfiguration.Label
  public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
  public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
  public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
  public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels
}

/// `.automatic`: `.linearCapacity` on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { LinearGaugeLook(configuration: configuration, style: .linearCapacity) }
}
/// `.linearCapacity`: a bar filled up to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { LinearGaugeLook(configuration: configuration, style: .linearCapacity) }
}
/// `.accessoryLinear`: a track with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { LinearGaugeLook(configuration: configuration, style: .accessoryLinear) }
}
/// `.accessoryLinearCapacity`: a small filled bar.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearGaugeLook(configuration: configuration, style: .accessoryLinearCapacity)
  }
}
/// `.accessoryCircular`: a 270° ring with a marker at the value.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { CircularGaugeLook(configuration: configuration, capacity: false) }
}
/// `.accessoryCircularCapacity`: a full ring filled up to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { CircularGaugeLook(configuration: configuration, capacity: true) }
}
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

enum GaugeStyleKind: Sendable { case linearCapacity, accessoryLinear, accessoryLinearCapacity }

struct GaugeStyleKey: EnvironmentKey { static var defaultValue: ErasedStyle<GaugeStyleConfiguration>? { nil } }

extension EnvironmentValues {
  var gaugeStyle: ErasedStyle<GaugeStyleConfiguration>? {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of the gauges below.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environment(\.gaugeStyle, ErasedStyle(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
