import Foundation

// Control looks (iOS 17 light mode). Metrics are UIKit's published control sizes where known:
// UISwitch 51 × 31 (H); the rest are **L** (drawn to look right, not measured).

/// An on/off switch with a label, as SwiftUI's `Toggle`: the label at the leading edge, the
/// 51 × 31 switch at the trailing edge, filling the proposed width. Tapping flips the binding.
public struct Toggle<Label: View>: View {
  @Binding var isOn: Bool
  let label: Label

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    _isOn = isOn; self.label = label()
  }

  public var body: some View {
    HStack {
      label
      Spacer()
      SwitchLook(isOn: isOn).onTapGesture { isOn.toggle() }
    }
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

/// The switch itself: a green (on) or grey (off) capsule with a white knob.
struct SwitchLook: View {
  let isOn: Bool
  @Environment(\.switchTint) private var tint
  var body: some View {
    ControlView(name: "Switch", size: { _ in CGSize(width: 51, height: 31) }) { r in
      let track: DisplayItem = .fill(Path(capsuleIn: r), .solid((isOn ? tint ?? Color.green : Color.toggleOffTrack).rgba))
      let knob = CGRect(x: isOn ? r.maxX - 29 : r.minX + 2, y: r.minY + 2, width: 27, height: 27)
      let knobItem: DisplayItem = .group(DisplayGroup(items: [.fill(Path(ellipseIn: knob), .solid(RGBAColor.white))],
                                                     shadow: Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.15),
                                                                    radius: 8, offset: CGSize(width: 0, height: 3))))
      return [track, knobItem]
    }
    // UISwitch mirrors right to left: the knob of an on switch sits at the left.
    .flipsForRightToLeftLayoutDirection(true)
  }
}

/// A progress indicator, as SwiftUI's `ProgressView`: a spinner (about 20 × 20) when
/// indeterminate, else a 4-pt bar filling the proposed width (with the label above it).
public struct ProgressView<Label: View>: View {
  let fraction: Double?
  let label: Label?
  @Environment(\.controlTint) private var tint

  public var body: some View {
    if let fraction {
      VStack(alignment: .leading, spacing: 4) {
        if let label { label }
        ControlView(name: "ProgressBar", size: { p in CGSize(width: p.width ?? 100, height: 4) }) { r in
          let done = CGRect(x: r.minX, y: r.minY, width: r.width * min(max(fraction, 0), 1), height: r.height)
          return [.fill(Path(capsuleIn: r), .solid(Color.systemFill.rgba)),
                  .fill(Path(capsuleIn: done), .solid((tint ?? .accentColor).rgba))]
        }
        // Progress runs in the reading direction (HIG, "Right to left": flip controls that show progress).
        .flipsForRightToLeftLayoutDirection(true)
      }
    } else {
      VStack(spacing: 8) {
        ControlView(name: "Spinner", size: { _ in CGSize(width: 20, height: 20) }) { r in
          (0..<8).map { i in
            let a = Double(i) * .pi / 4
            let c = CGPoint(x: r.midX + cos(a) * 6.5, y: r.midY + sin(a) * 6.5)
            let spoke = Path(ellipseIn: CGRect(x: c.x - 1.5, y: c.y - 1.5, width: 3, height: 3))
            return .fill(spoke, .solid(Color.spinnerSpoke.rgba.multiplyingAlpha(0.25 + 0.09 * Double(i))))
          }
        }
        if let label { label.foregroundColor(.secondary) }
      }
    }
  }
}

extension ProgressView where Label == EmptyView {
  public init() { fraction = nil; label = nil }
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { Double($0) / Double(total) } ?? 0; label = nil
  }
}

extension ProgressView where Label == Text {
  public init(_ titleKey: LocalizedStringKey) { fraction = nil; label = Text(titleKey) }
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    fraction = value.map { Double($0) / Double(total) } ?? 0; label = Text(titleKey)
  }
}

/// A title with an icon, as SwiftUI's `Label`: icon then title, 8 pt apart (**L**).
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.isTabItem) private var isTabItem
  @Environment(\.labelStyleKind) private var style
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title(); self.icon = icon()
  }
  public var body: some View {
    // In a tab bar the icon sits above the title.
    if style == .iconOnly {
      icon
    } else if style == .titleOnly {
      title
    } else if isTabItem {
      VStack(spacing: 2) { icon; title }
    } else {
      HStack(spacing: 8) { icon; title }
    }
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
