import Foundation

// Control looks (iOS 17 light mode). Metrics are UIKit's published control sizes where known:
// UISwitch 51 × 31 (H); the rest are **L** (drawn to look right, not measured).

/// An on/off control with a label, as SwiftUI's `Toggle`, drawn by the toggle style above it
/// (Views/Styles/ToggleStyle.swift). The iOS default is the switch: the label at the leading edge,
/// the 51 × 31 switch at the trailing edge, filling the proposed width. Tapping flips the binding.
public struct Toggle<Label: View>: View {
  @Binding var isOn: Bool
  let label: Label
  @Environment(\.toggleStyle) private var style

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    _isOn = isOn; self.label = label()
  }

  public var body: some View {
    let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: $isOn)
    if let style {
      // `Toggle(configuration)` inside the style's body draws the system look, not the style again.
      style.make(configuration).environment(\.toggleStyle, nil)
    } else {
      SwitchToggleRow(configuration: configuration)
    }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle made from a style's configuration, as SwiftUI's `Toggle(_ configuration:)`: a custom
  /// style can wrap the system look.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == PlumbUI.Label<Text, Image> {
  /// A toggle labelled with a title and a system symbol (iOS 17).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { PlumbUI.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { PlumbUI.Label(title, systemImage: systemImage) }
  }
}

/// The switch itself: a green (on) or grey (off) capsule with a white knob; 51 × 31 with a round
/// knob on iOS 18, 63 × 28 with a 37 × 24 pill knob on iOS 26 (docs/design-generations.md, "Toggles").
struct SwitchLook: View {
  let isOn: Bool
  @Environment(\.switchTint) private var tint
  @Environment(\.designGeneration) private var generation
  var body: some View {
    let iOS26 = generation == .iOS26
    ControlView(name: "Switch", size: { _ in iOS26 ? CGSize(width: 63, height: 28) : CGSize(width: 51, height: 31) }) { frame in
      // iOS 26 draws the track 2 pt past the row's content inset (14 pt from a 390-pt card's edge,
      // 18 from a 440-pt one's): its frame is laid out as usual, the drawing overhangs it.
      let r = iOS26 ? frame.offsetBy(dx: 2, dy: 0) : frame
      let off = iOS26 ? Color.toggleOffTrack26 : Color.toggleOffTrack
      let track: DisplayItem = .fill(Path(capsuleIn: r), .solid((isOn ? tint ?? Color.green : off).rgba))
      let size = iOS26 ? CGSize(width: 37, height: 24) : CGSize(width: 27, height: 27)
      let knob = CGRect(x: isOn ? r.maxX - 2 - size.width : r.minX + 2, y: r.minY + 2, width: size.width, height: size.height)
      let knobPath = iOS26 ? Path(capsuleIn: knob) : Path(ellipseIn: knob)
      let knobItem: DisplayItem = .group(DisplayGroup(items: [.fill(knobPath, .solid(RGBAColor.white))],
                                                     shadow: Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.15),
                                                                    radius: 8, offset: CGSize(width: 0, height: 3))))
      return [track, knobItem]
    }
    // UISwitch mirrors right to left: the knob of an on switch sits at the left.
    .flipsForRightToLeftLayoutDirection(true)
  }
}

/// A progress indicator, as SwiftUI's `ProgressView`, drawn by the progress view style above it
/// (Views/Styles/ProgressViewStyle.swift). By default a spinner (about 20 × 20; 37 × 37 at
/// `.controlSize(.large)`) when indeterminate, else a 4-pt bar filling the proposed width (with
/// the label above it).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  /// The label describing the current value (shown under a bar by the linear style).
  var currentValueLabel: CurrentValueLabel? = nil
  @Environment(\.progressViewStyle) private var style

  public var body: some View {
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fraction, label: label.map { .init(content: AnyView($0)) },
      currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) })
    if let style {
      style.make(configuration).environment(\.progressViewStyle, nil)
    } else {
      ProgressLook(configuration: configuration, kind: .byValue, tint: nil)
    }
  }
}

/// The system looks: `.byValue` is `.automatic` (a bar when there is a value, else a spinner).
struct ProgressLook: View {
  enum Kind { case byValue, circular, linear }
  let configuration: ProgressViewStyleConfiguration
  let kind: Kind
  let tint: Color?
  @Environment(\.controlTint) private var controlTint
  @Environment(\.controlSize) private var controlSize

  var body: some View {
    let label = configuration.label
    let fraction = kind == .linear ? (configuration.fractionCompleted ?? 0) : configuration.fractionCompleted
    if let fraction, kind != .circular {
      VStack(alignment: .leading, spacing: 4) {
        if let label { label }
        ControlView(name: "ProgressBar", size: { p in CGSize(width: p.width ?? 100, height: 4) }) { [tint = tint ?? controlTint] r in
          let done = CGRect(x: r.minX, y: r.minY, width: r.width * min(max(fraction, 0), 1), height: r.height)
          return [.fill(Path(capsuleIn: r), .solid(Color.systemFill.rgba)),
                  .fill(Path(capsuleIn: done), .solid((tint ?? .accentColor).rgba))]
        }
        // Progress runs in the reading direction (HIG, "Right to left": flip controls that show progress).
        .flipsForRightToLeftLayoutDirection(true)
        // The current value's label sits under the bar in the secondary caption style (L).
        if let current = configuration.currentValueLabel {
          current.font(.caption).foregroundColor(.secondary)
        }
      }
    } else {
      // UIActivityIndicatorView: medium 20 pt, large 37 pt (H, UIKit's published sizes).
      let side: CGFloat = controlSize == .large || controlSize == .extraLarge ? 37 : 20
      let k = side / 20
      let spoke = tint.map(\.rgba) ?? Color.spinnerSpoke.rgba
      VStack(spacing: 8) {
        ControlView(name: "Spinner", size: { _ in CGSize(width: side, height: side) }) { r in
          (0..<8).map { i in
            let a = Double(i) * .pi / 4
            let c = CGPoint(x: r.midX + cos(a) * 6.5 * k, y: r.midY + sin(a) * 6.5 * k)
            let dot = Path(ellipseIn: CGRect(x: c.x - 1.5 * k, y: c.y - 1.5 * k, width: 3 * k, height: 3 * k))
            return .fill(dot, .solid(spoke.multiplyingAlpha(0.25 + 0.09 * Double(i))))
          }
        }
        if let label { label.foregroundColor(.secondary) }
      }
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  public init() { fraction = nil; label = nil }
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { Double($0) / Double(total) } ?? 0; label = nil
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  public init(_ titleKey: LocalizedStringKey) { fraction = nil; label = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) { fraction = nil; label = Text(title) }
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    fraction = value.map { Double($0) / Double(total) } ?? 0; label = Text(titleKey)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    fraction = value.map { Double($0) / Double(total) } ?? 0; label = Text(title)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    fraction = value.map { Double($0) / Double(total) } ?? 0; self.label = label()
  }
  public init(@ViewBuilder label: () -> Label) { fraction = nil; self.label = label() }
}

extension ProgressView {
  /// A determinate progress view with a label and a label for the current value.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
    fraction = value.map { Double($0) / Double(total) } ?? 0; self.label = label()
    self.currentValueLabel = currentValueLabel()
  }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
  /// A progress view made from a style's configuration, as SwiftUI's `ProgressView(_ configuration:)`.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    fraction = configuration.fractionCompleted; label = configuration.label
    currentValueLabel = configuration.currentValueLabel
  }
}

/// A title with an icon, as SwiftUI's `Label`, drawn by the label style above it
/// (Views/Styles/LabelStyle.swift): by default icon then title, 8 pt apart (**L**), and in a tab
/// bar the icon above the title.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title(); self.icon = icon()
  }
  public var body: some View {
    let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
    if let style {
      style.make(configuration).environment(\.labelStyle, nil)
    } else {
      DefaultLabelStyle().makeBody(configuration: configuration)
    }
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label made from a style's configuration, as SwiftUI's `Label(_ configuration:)`.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
  /// A label whose icon is an image from the app's asset catalog (`Image(name)`).
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}
