import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's stack view: lays its visible arranged subviews out in a row or a column, as
/// `UIStackView` does with its constraints (docs/compatibility/uikit.md, "Stack views").
///
/// Each view's natural size is a constant width or height constraint on it, else its
/// `intrinsicContentSize` (a multi-line label's height measured at the width it gets in a column).
/// Along the axis: `.fill` keeps natural sizes and stretches (or shrinks) the view with the
/// lowest hugging (compression resistance) priority among those no required size constraint
/// fixes, preferring one with no natural size; when several tie, the last is chosen (UIKit
/// resolves the tie by index: warned once). `.fillEqually`
/// gives equal shares, `.fillProportionally` shares by natural size, `.equalSpacing` widens the
/// gaps, `.equalCentering` spaces the centres equally. Across it: `.fill` spans the stack; the
/// others keep the natural size at the start, centre or end (`.firstBaseline` and
/// `.lastBaseline` align tops and bottoms: warned). Hidden views take no space. Its intrinsic size is
/// its views' natural sizes with the spacing, so a stack pinned on one side sizes to its content.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How views share the axis, as `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable { case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }
  /// How views sit across the axis, as `UIStackView.Alignment` (`.top` is `.leading`, `.bottom` is `.trailing`).
  public enum Alignment: Int, Sendable {
    case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }

  /// `setCustomSpacing(_:after:)` with this value returns to the stack's `spacing`.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// The system spacing (8 pt here).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  private var arranged: [UIView] = []
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints that place the arranged views for the Auto Layout solver (as UIKit's
  /// `UISV-` constraints), so an arranged view with constraints of its own is fully determined.
  private var placing: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { relayout() } }
  open var distribution: Distribution = .fill { didSet { relayout() } }
  open var alignment: Alignment = .fill { didSet { relayout() } }
  open var spacing: CGFloat = 0 { didSet { relayout() } }
  open var isBaselineRelativeArrangement = false
  open var isLayoutMarginsRelativeArrangement = false { didSet { relayout() } }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for v in views { addArrangedSubview(v) }
  }
  public required init?(coder: NSCoder) { return nil }

  /// The arranged views, in order (a view removed from the stack's subviews leaves it too).
  open var arrangedSubviews: [UIView] {
    arranged.removeAll { $0.superview !== self }
    return arranged
  }

  open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arranged.removeAll { $0 === view }
    arranged.insert(view, at: min(max(0, stackIndex), arranged.count))
    if view.superview !== self { addSubview(view) }
    relayout()
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arranged.removeAll { $0 === view }
    for c in placing.removeValue(forKey: ObjectIdentifier(view)) ?? [] { c.isActive = false }
    relayout()
  }

  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
    relayout()
  }
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  private func relayout() {
    setNeedsLayout()
    superview?.setNeedsLayout()
    UIKitRuntime.setNeedsRender(self, "UIStackView")
  }

  // MARK: Layout

  private var visible: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

  private func gap(after v: UIView) -> CGFloat {
    guard let s = customSpacings[ObjectIdentifier(v)] else { return spacing }
    return s == Self.spacingUseSystem ? 8 : s
  }

  /// A constant size constraint on `view` (required or not), if it has one.
  static func fixedSize(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
    view.constraints.first {
      $0.isActive && $0.firstItem === view && $0.firstAttribute == attribute && $0.secondItem == nil && $0.relation == .equal
        && $0.identifier?.hasPrefix("UISV-") != true
    }?.constant
  }

  /// A required constant size constraint on `view`, if it has one.
  static func requiredFixedSize(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
    view.constraints.first {
      $0.isActive && $0.firstItem === view && $0.firstAttribute == attribute && $0.secondItem == nil && $0.relation == .equal
        && $0.priority == .required && $0.identifier?.hasPrefix("UISV-") != true
    }?.constant
  }

  /// A view's natural size along (`vertical`) an axis, given its size across when known.
  private func natural(_ v: UIView, vertical: Bool, across: CGFloat?) -> CGFloat? {
    if let f = Self.fixedSize(v, vertical ? .height : .width) { return f }
    if vertical, let across, let label = v as? UILabel, label.numberOfLines != 1 {
      return label.sizeThatFits(CGSize(width: across, height: 0)).height
    }
    let i = v.intrinsicContentSize
    let n = vertical ? i.height : i.width
    return n >= 0 ? n : nil
  }

  /// The frames of the visible arranged views in `area`.
  func arrangement(in area: CGRect) -> [(UIView, CGRect)] {
    let views = visible
    guard !views.isEmpty else { return [] }
    let vertical = axis == .vertical
    let length = vertical ? area.height : area.width
    let cross = vertical ? area.width : area.height
    // Across the axis first (a column's labels wrap at the width they get).
    let crossSizes: [CGFloat] = views.map { v in
      alignment == .fill ? cross : min(cross, natural(v, vertical: !vertical, across: nil) ?? cross)
    }
    let naturals = zip(views, crossSizes).map { natural($0, vertical: vertical, across: vertical ? $1 : nil) }
    var gaps = views.dropLast().map { gap(after: $0) }
    let gapTotal = gaps.reduce(0, +)
    var sizes = naturals.map { $0 ?? 0 }
    let n = CGFloat(views.count)
    switch distribution {
    case .fillEqually:
      sizes = Array(repeating: max(0, (length - gapTotal) / n), count: views.count)
    case .fillProportionally:
      let total = sizes.reduce(0, +)
      sizes = total > 0 ? sizes.map { $0 / total * max(0, length - gapTotal) }
        : Array(repeating: max(0, (length - gapTotal) / n), count: views.count)
    case .fill, .equalSpacing, .equalCentering:
      let extra = length - gapTotal - sizes.reduce(0, +)
      if extra > 0.001 && distribution == .fill {
        let i = pick(views, naturals, vertical: vertical, growing: true)
        sizes[i] += extra
      } else if extra < -0.001 {
        let i = pick(views, naturals, vertical: vertical, growing: false)
        sizes[i] = max(0, sizes[i] + extra)
      } else if extra > 0.001 && views.count > 1 {
        if distribution == .equalSpacing {
          gaps = gaps.map { $0 + extra / (n - 1) }
        } else {
          // Centres equally spaced from the first view's to the last one's.
          let first = sizes[0] / 2, last = length - sizes[sizes.count - 1] / 2
          let step = (last - first) / (n - 1)
          var spaced: [CGFloat] = []
          for i in 0..<(views.count - 1) {
            spaced.append(step - sizes[i] / 2 - sizes[i + 1] / 2)
          }
          if spaced.allSatisfy({ $0 >= spacing - 0.001 }) { gaps = spaced } else { gaps = gaps.map { $0 + extra / (n - 1) } }
        }
      }
    }
    var frames: [(UIView, CGRect)] = []
    var pos: CGFloat = 0
    for (i, v) in views.enumerated() {
      let s = sizes[i], c = crossSizes[i]
      let offset: CGFloat
      switch alignment {
      case .fill, .leading, .firstBaseline: offset = 0
      case .center: offset = (cross - c) / 2
      case .trailing, .lastBaseline: offset = cross - c
      }
      frames.append((v, vertical ? CGRect(x: area.minX + offset, y: area.minY + pos, width: c, height: s)
                                 : CGRect(x: area.minX + pos, y: area.minY + offset, width: s, height: c)))
      pos += s + (i < gaps.count ? gaps[i] : 0)
    }
    return frames
  }

  /// Which view grows (or shrinks): the lowest hugging (compression resistance) priority,
  /// preferring views with no natural size; the last of a tie.
  private func pick(_ views: [UIView], _ naturals: [CGFloat?], vertical: Bool, growing: Bool) -> Int {
    let axis: NSLayoutConstraint.Axis = vertical ? .vertical : .horizontal
    func priority(_ v: UIView) -> Float {
      growing ? v.contentHuggingPriority(for: axis).rawValue : v.contentCompressionResistancePriority(for: axis).rawValue
    }
    if growing, let free = naturals.lastIndex(where: { $0 == nil }) { return free }
    // A view whose size along the axis a required constraint fixes neither grows nor shrinks.
    let flexible = views.indices.filter { Self.requiredFixedSize(views[$0], vertical ? .height : .width) == nil }
    let candidates = flexible.isEmpty ? Array(views.indices) : flexible
    let lowest = candidates.map { priority(views[$0]) }.min() ?? 0
    let tied = candidates.filter { priority(views[$0]) == lowest }
    if tied.count > 1 {
      RenderWarnings.warnOnce("UIStackView.ambiguous", """
        UIStackView .fill: several arranged views share the lowest \(growing ? "hugging" : "compression resistance") priority; \
        the last one is \(growing ? "stretched" : "shrunk") (UIKit resolves this by index)
        """)
    }
    return tied.last ?? views.count - 1
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if alignment == .firstBaseline || alignment == .lastBaseline {
      RenderWarnings.warnOnce("UIStackView.baseline", "UIStackView baseline alignment: views are aligned by their \(alignment == .firstBaseline ? "tops" : "bottoms")")
    }
    let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
    for (v, f) in arrangement(in: area) {
      place(v, f)
      if v.frame != f { v.frame = f }
    }
  }

  /// Keeps the placing constraints in step with `frame`. They name no second item (the position
  /// is in the stack's bounds coordinates), so the solver of the stack's superview never sees them.
  private func place(_ v: UIView, _ f: CGRect) {
    let id = ObjectIdentifier(v)
    let values = [f.minX, f.minY, f.width, f.height]
    if let cs = placing[id], cs.count == 4 {
      for (c, value) in zip(cs, values) where c.constant != value { c.constant = value }
      return
    }
    let attributes: [NSLayoutConstraint.Attribute] = [.leading, .top, .width, .height]
    let cs = zip(attributes, values).map { a, value in
      NSLayoutConstraint(item: v, attribute: a, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                         multiplier: 1, constant: value)
    }
    for (c, name) in zip(cs, ["UISV-leading", "UISV-top", "UISV-width", "UISV-height"]) { c.identifier = name }
    cs[2].priority = UILayoutPriority(999)
    cs[3].priority = UILayoutPriority(999)
    NSLayoutConstraint.activate(cs)
    placing[id] = cs
  }

  /// The natural size of the arrangement: views' natural sizes plus the spacing along the axis,
  /// the largest across it (plus the margins when the arrangement is inside them).
  open override var intrinsicContentSize: CGSize {
    let views = visible
    guard !views.isEmpty else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    let vertical = axis == .vertical
    let across = views.map { natural($0, vertical: !vertical, across: nil) ?? 0 }
    let crossMax = across.max() ?? 0
    let along = views.enumerated().map { i, v in natural(v, vertical: vertical, across: vertical ? across[i] : nil) ?? 0 }
    var length = along.reduce(0, +) + views.dropLast().map { gap(after: $0) }.reduce(0, +)
    if distribution == .fillEqually { length = (along.max() ?? 0) * CGFloat(views.count) + views.dropLast().map { gap(after: $0) }.reduce(0, +) }
    var s = vertical ? CGSize(width: crossMax, height: length) : CGSize(width: length, height: crossMax)
    if isLayoutMarginsRelativeArrangement {
      s.width += layoutMargins.left + layoutMargins.right
      s.height += layoutMargins.top + layoutMargins.bottom
    }
    return s
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
