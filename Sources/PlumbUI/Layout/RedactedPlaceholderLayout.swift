import Foundation

/// Why content below is redacted (`@Environment(\.redactionReasons)`), set by `redacted(reason:)`
/// and cleared by `unredacted()`.
struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }

extension EnvironmentValues {
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  /// Whether views below draw as placeholders (`.redacted(reason: .placeholder)`).
  var drawsPlaceholders: Bool { redactionReasons.contains(.placeholder) }
}

/// How a redacted placeholder is drawn (docs/text.md, "Redacted text"; confidence low, read from
/// iOS skeleton screens by eye): in the content's foreground colour at 16 % opacity; a text line
/// is a bar as long as the line, over the line's height less 15 % above and below, its corners
/// rounded by a fifth of the bar's height; an image is its frame, corners rounded by 4 pt.
enum RedactedPlaceholder {
  static let opacity = 0.16
  static let lineInset = 0.15
  static let imageCornerRadius = 4.0

  /// The placeholder colour for content drawn in `foreground` (resolved while painting).
  static func color(_ foreground: Color) -> RGBAColor {
    var c = foreground.rgba
    c.alpha *= opacity
    return c
  }
}

/// A view drawn as a placeholder: sized and placed as the view it wraps, painted as one filled,
/// rounded rectangle (images, under `.redacted(reason: .placeholder)`).
struct RedactedPlaceholderLayout: NodeLayout {
  let inner: any NodeLayout
  /// The foreground colour of the content (the placeholder is a tint of it).
  let foreground: Color

  var ownGuides: GuideMask { inner.ownGuides }
  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { inner.sizeThatFits(p, node) }
  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) { inner.placeChildren(node, p, ctx) }
  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? { inner.explicitGuide(key, node, size: size) }
  func paint(_ node: Node, _ painter: inout Painter) {
    let r = painter.snap(node.frame)
    guard r.width > 0, r.height > 0 else { return }
    let radius = min(RedactedPlaceholder.imageCornerRadius, min(r.width, r.height) / 2)
    painter.append(.fill(Path(roundedRect: r, cornerRadius: radius), .solid(RedactedPlaceholder.color(foreground))))
  }
}
