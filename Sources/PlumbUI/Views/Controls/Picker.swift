import Foundation

/// A choice among tagged options, as SwiftUI's `Picker` (look and taps; no menu opens).
///
/// `.segmented`: a 32-pt tall control filling the proposed width, equal segments, the selected
/// one on a white thumb (UISegmentedControl, height H, the rest L). Otherwise (menu / automatic):
/// in a list row, the label on the leading side and the selected option's title trailing in the
/// secondary colour; elsewhere, the selected title as an accent-coloured button.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content

  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.selection = selection; self.content = content(); self.label = label()
  }
  /// The iOS 13 form with the label as a view value.
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.selection = selection; self.content = content(); self.label = label
  }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("Picker")
    var optionCtx = c.child("options")
    optionCtx.environment.stackAxis = nil
    let segmented = ctx.environment.pickerStyleKind == .segmented
    if segmented {
      optionCtx.environment.font = .system(size: 13, weight: .medium)
      optionCtx.environment.foregroundColor = .primary
    }
    var options: [Node] = []
    resolveView(content, optionCtx, into: &options)
    let current = AnyHashable(selection.wrappedValue)
    let selected = options.firstIndex { ($0.extras?.tag ?? $0.explicitID) == current }
    if segmented {
      let selection = self.selection
      for option in options {
        let value = option.extras?.tag ?? option.explicitID
        let b = GestureBinding(kind: .tap(count: 1), isHighPriority: false)
        b.onTap = { _ in if let v = value?.base as? SelectionValue { selection.wrappedValue = v } }
        let extras = option.extrasCreatingIfNeeded()
        extras.gestures.append(b)
      }
      out.append(c.node("Picker(segmented)", SegmentedLayout(selected: selected, generation: c.environment.designGeneration),
                        children: options))
      return
    }
    // Menu look: the selected option's label, reused as the value shown.
    var valueCtx = c.child("value")
    valueCtx.environment.foregroundColor = ctx.environment.isListRow ? .secondary : ctx.environment.resolvedTint
    var shown: [Node] = []
    if let i = selected { resolveView(AnyView(PickedOption(node: options[i])), valueCtx, into: &shown) }
    if ctx.environment.isListRow && !ctx.environment.labelsAreHidden {
      var row: [Node] = []
      resolveView(HStack {
        label
        Spacer()
        NodesView(nodes: shown)
        Image(systemName: "chevron.down").font(.footnote).foregroundColor(.secondary)
      }, c.child("row"), into: &row)
      out += row
    } else {
      out += shown
    }
  }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// Re-resolves a picked option's text (its node's debug name carries no view, so the option is
/// shown by re-using its node).
struct PickedOption: View, PrimitiveView {
  let node: Node
  var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    guard let text = node.layout as? TextNodeLayout else { return }
    resolveView(Text(verbatim: text.string), ctx, into: &out)
  }
}

/// Already-resolved nodes placed in a view tree.
struct NodesView: View, PrimitiveView {
  let nodes: [Node]
  var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) { out += nodes }
}

/// A segmented control: equal segments filling the proposed width, 32 pt tall. In iOS 26's design
/// the track and the selected segment's thumb are capsules, the thumb 2 pt inside the track with a
/// fainter shadow (docs/design-generations.md, "Segmented pickers"); in iOS 18's, rounded
/// rectangles of 9 and 7 pt.
///
/// Child: each option offered its segment and centred in it. Self: the proposed width (nil →
/// the widest option × count plus 16 pt per segment) × 32.
struct SegmentedLayout: NodeLayout {
  let selected: Int?
  var generation: DesignGeneration = .iOS18
  let height: CGFloat = 32

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    if let w = p.width, w.isFinite { return CGSize(width: w, height: height) }
    let widest = node.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    return CGSize(width: (widest + 16) * CGFloat(node.children.count), height: height)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let f = node.frame
    let n = CGFloat(max(node.children.count, 1))
    let w = f.width / n
    for (i, c) in node.children.enumerated() {
      let prop = ProposedViewSize(width: max(0, w - 8), height: height)
      let s = c.sizeThatFits(prop)
      c.place(at: CGPoint(x: f.minX + w * CGFloat(i) + (w - s.width) / 2, y: f.minY + (height - s.height) / 2),
              proposal: prop, ctx)
    }
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let r = painter.snap(node.frame)
    let iOS26 = generation == .iOS26
    let track = iOS26 ? Path(capsuleIn: r) : Path(roundedRect: r, cornerRadius: 9, style: .circular)
    painter.append(.fill(track, .solid(Color.controlCapsule.rgba)))
    let n = CGFloat(max(node.children.count, 1))
    if let s = selected {
      let w = r.width / n
      // Right to left the segments are placed from the right (Node.place), and so is the thumb.
      let x = node.isRightToLeft ? r.maxX - w * CGFloat(s + 1) : r.minX + w * CGFloat(s)
      let thumb = CGRect(x: x + 2, y: r.minY + 2, width: w - 4, height: r.height - 4)
      let shape = iOS26 ? Path(capsuleIn: thumb) : Path(roundedRect: thumb, cornerRadius: 7, style: .circular)
      let shadow = Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: iOS26 ? 0.06 : 0.12), radius: 8,
                          offset: CGSize(width: 0, height: 3))
      painter.append(.group(DisplayGroup(items: [.fill(shape, .solid(Color.segmentThumb.rgba))], shadow: shadow)))
    }
    painter.paintChildren(of: node)
  }
}

/// A value along a range, as SwiftUI's `Slider` (look only): a 4-pt track filling the proposed
/// width, accent up to the 28-pt white thumb (UISlider metrics, L).
public struct Slider<Label: View>: View {
  let fraction: Double
  @Environment(\.controlTint) private var tint
  public var body: some View {
    ControlView(name: "Slider", size: { p in CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? 100, height: 28) }) { r in
      let track = CGRect(x: r.minX, y: r.midY - 2, width: r.width, height: 4)
      let x = r.minX + 14 + (r.width - 28) * min(max(fraction, 0), 1)
      let done = CGRect(x: r.minX, y: track.minY, width: x - r.minX, height: 4)
      let thumb = CGRect(x: x - 14, y: r.minY, width: 28, height: 28)
      return [.fill(Path(capsuleIn: track), .solid(Color.systemFill.rgba)),
              .fill(Path(capsuleIn: done), .solid((tint ?? .accentColor).rgba)),
              .group(DisplayGroup(items: [.fill(Path(ellipseIn: thumb), .solid(.white))],
                                  shadow: Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), radius: 6,
                                                 offset: CGSize(width: 0, height: 3))))]
    }
    // A slider's value grows in the reading direction (HIG, "Right to left").
    .flipsForRightToLeftLayoutDirection(true)
  }
}

extension Slider where Label == EmptyView {
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? Double(value.wrappedValue - bounds.lowerBound) / span : 0
  }
}
