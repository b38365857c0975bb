import Foundation

/// What a render draws where a named image or symbol is missing: a crossed-image glyph and the
/// name as text, so a golden shows what is missing instead of nothing.
///
/// iOS lays a missing `Image("name")` out at zero size and draws nothing (a console log only), so
/// a screen with a typo renders "fine" there; Plumbline deliberately differs (and warns) so the
/// mistake is visible: docs/assets.md.
///
/// Two forms:
/// - `.image`: a light grey (#E5E5EA) rounded box, at least 44 × 44 points (the smallest tap target)
///   and as wide as the name at 11 pt plus 6 points each side, the glyph above the name; a
///   resizable image takes the proposal instead.
/// - `.symbol`: the crossed box the size of the symbol it stands for, in the symbol's colour, and
///   nothing more: the layout around it is the one iOS would give the symbol, and the name is in
///   the warning (docs/symbols.md).
struct MissingAssetPlaceholderLayout: NodeLayout {
  enum Form { case image, symbol }
  let form: Form
  let name: String
  /// The symbol box side (`.symbol`), or unused.
  let side: CGFloat
  let resizable: Bool
  let color: Color
  let measurer: any TextMeasuring

  static let boxFill = RGBAColor(r8: 229, g8: 229, b8: 234)
  static let inkColor = RGBAColor(r8: 99, g8: 99, b8: 102)
  static let imageLabelSize = 11.0
  static let minimumSide: CGFloat = 44

  var labelSize: Double { form == .image ? Self.imageLabelSize : max(Double(side) * 0.5, 6) }

  func label(width: Double?) -> TextLayout {
    measurer.layout(name, style: TextLayoutStyle(font: FontDescriptor(size: labelSize), lineLimit: 1),
                    proposedWidth: width, proposedHeight: nil)
  }

  var natural: CGSize {
    switch form {
    case .image:
      let text = label(width: nil).size
      return CGSize(width: max(Self.minimumSide, (text.width + 12).rounded(.up)), height: Self.minimumSide)
    case .symbol: return CGSize(width: side, height: side)
    }
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
  }

  var ownGuides: GuideMask { form == .symbol ? .baselines : [] }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    guard form == .symbol, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
    else { return nil }
    return size.height * SymbolLibrary.baseline
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let r = painter.snap(node.frame)
    guard r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return }
    switch form {
    case .image:
      painter.append(.fill(Path(roundedRect: r, cornerRadius: min(6, Double(min(r.width, r.height)) / 4)), .solid(Self.boxFill)))
      let glyph = min(20, r.width - 8, r.height - 8)
      let text = label(width: max(Double(r.width) - 8, 1))
      let stack = Double(glyph) + 2 + text.size.height
      let top = Double(r.minY) + max((Double(r.height) - stack) / 2, 2)
      if glyph > 0 {
        glyphFill(CGRect(x: r.midX - glyph / 2, y: top, width: glyph, height: glyph), Self.inkColor, &painter)
      }
      if Double(r.height) >= stack {
        draw(text, at: CGPoint(x: Double(r.midX) - text.size.width / 2, y: top + Double(glyph) + 2), Self.inkColor, &painter)
      }
    case .symbol:
      let ink = color.rgba
      glyphFill(CGRect(x: r.minX, y: r.minY, width: min(side, r.width), height: min(side, r.height)), ink, &painter)
    }
  }

  private func glyphFill(_ box: CGRect, _ ink: RGBAColor, _ painter: inout Painter) {
    let t = AffineTransform2D.scale(x: box.width, y: box.height).concatenating(.translation(x: box.minX, y: box.minY))
    painter.append(.fill(SymbolLibrary.placeholderPath.applying(t), .solid(ink)))
  }

  private func draw(_ text: TextLayout, at o: CGPoint, _ ink: RGBAColor, _ painter: inout Painter) {
    let x = painter.snapValue(o.x), y = painter.snapValue(o.y)
    for run in text.runs where !run.glyphs.isEmpty {
      var run = run
      run.color = ink
      run.positions = run.positions.map { CGPoint(x: $0.x + x, y: $0.y + y) }
      painter.append(.glyphs(run))
    }
  }
}
