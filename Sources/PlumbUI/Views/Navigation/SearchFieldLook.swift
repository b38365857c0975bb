import Foundation

/// The search field `searchable` puts in a navigation bar, at rest (no text typed, the keyboard
/// down): a magnifying glass and the prompt in the secondary colour. iOS 18's design: 36 pt tall
/// with 10-pt corners in the tertiary fill (**L**, from iOS 17 screenshots); iOS 26's: a 44-pt
/// capsule with the glass 13 pt in and the prompt 6 pt after it (measured at the top of a tab's
/// screen), or a 48-pt glass capsule floating at the bottom of a screen outside a TabView
/// (docs/design-generations.md, "Search fields").
struct SearchFieldLook: View {
  enum Place { case bar, bottom }
  let spec: SearchFieldSpec
  let generation: DesignGeneration
  let place: Place

  static func height(_ generation: DesignGeneration, _ place: Place) -> CGFloat {
    generation == .iOS18 ? 36 : place == .bottom ? 48 : 44
  }

  var body: some View {
    let iOS26 = generation == .iOS26
    let typed = !spec.text.isEmpty
    return HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(iOS26 && place == .bar ? Color.primary : Color.secondary)
      Text(verbatim: typed ? spec.text : spec.prompt).foregroundStyle(typed ? Color.primary : Color.secondary).lineLimit(1)
      Spacer(minLength: 0)
    }
    .font(.body)
    .dynamicTypeSize(.large)
    .padding(.horizontal, iOS26 ? (place == .bottom ? 19 : 13) : 8)
    .frame(height: Self.height(generation, place))
    .background {
      if !iOS26 {
        RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.tertiarySystemFill)
      } else if place == .bar {
        Capsule().fill(Color.tertiarySystemFill)
      } else {
        GlassShape(shape: AnyShape(Capsule()), fill: .floatingBarFill)
      }
    }
  }
}

/// Fills the proposal with glass in a shape (GlassChrome), the fill given or the bars' own.
struct GlassShapeLayout: NodeLayout {
  let shape: AnyShape
  var fill: Color = .floatingBarFill
  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { p.replacingUnspecifiedDimensions(by: .zero) }
  func paint(_ node: Node, _ painter: inout Painter) {
    painter.append(GlassChrome.glass(shape.path(in: node.frame), label: "glass", fill: fill))
  }
}
