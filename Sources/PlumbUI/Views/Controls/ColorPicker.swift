import Foundation

/// A colour input, as SwiftUI's `ColorPicker` on iOS: the label leading and a colour well
/// trailing, filling the proposed width. The well (UIColorWell) is a ring of the hue wheel
/// around a disc of the selected colour. No picker opens in a snapshot.
///
/// Metrics (**L**, drawn to match iOS 17 screenshots, not measured): the well is 28 × 28, the
/// ring 3 pt wide (24 hue segments), the disc inset 5 pt. `supportsOpacity` is accepted.
public struct ColorPicker<Label: View>: View {
  let label: Label
  let selection: Binding<Color>

  @Environment(\.labelsAreHidden) private var labelsHidden

  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection; self.label = label()
  }

  public var body: some View {
    HStack {
      if !labelsHidden {
        label
        Spacer()
      }
      ColorWell(color: selection.wrappedValue)
    }
  }
}

extension ColorPicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

/// The colour well: hue ring and selected-colour disc.
struct ColorWell: View {
  let color: Color
  static let side: CGFloat = 28

  var body: some View {
    ControlView(name: "ColorWell", size: { _ in CGSize(width: Self.side, height: Self.side) }) { r in
      let c = CGPoint(x: r.midX, y: r.midY)
      let outer = r.width / 2, inner = outer - 3
      var items: [DisplayItem] = (0..<24).map { i in
        let a0 = Double(i) / 24 * 2 * .pi - .pi / 2, a1 = Double(i + 1) / 24 * 2 * .pi - .pi / 2 + 0.01
        var p = Path()
        p.move(to: CGPoint(x: c.x + cos(a0) * outer, y: c.y + sin(a0) * outer))
        for k in 1...4 {
          let a = a0 + (a1 - a0) * Double(k) / 4
          p.addLine(to: CGPoint(x: c.x + cos(a) * outer, y: c.y + sin(a) * outer))
        }
        for k in (0...4).reversed() {
          let a = a0 + (a1 - a0) * Double(k) / 4
          p.addLine(to: CGPoint(x: c.x + cos(a) * inner, y: c.y + sin(a) * inner))
        }
        p.closeSubpath()
        return .fill(p, .solid(Color(hue: Double(i) / 24, saturation: 1, brightness: 1).rgba))
      }
      items.append(.fill(Path(ellipseIn: r.insetBy(dx: 5, dy: 5)), .solid(color.rgba)))
      return items
    }
  }
}
