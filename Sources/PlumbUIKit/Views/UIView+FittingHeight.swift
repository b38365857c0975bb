import Foundation
import PlumbGraphics
import PlumbUI

/// The height a view's constraints give it for a width, as Auto Layout's fitting size does for
/// self-sizing cells (`UITableView.automaticDimension`). The solver here places views in a
/// known frame and does not compute fitting sizes, so this walks the usual shape of a
/// self-sizing cell: a vertical chain of subviews from the container's top (or top margin) to its
/// bottom (or bottom margin), each pinned to the one above, summing the constants and each
/// subview's height (a constant height constraint, a label measured at the width it gets, a
/// stack's or any view's intrinsic height, else a chain inside it). The longest chain found
/// wins; nil when no chain reaches from top to bottom (**L**: Auto Layout solves the whole system).
@MainActor
enum FittingHeight {
  /// One edge anchor: a view or guide, top or bottom.
  private struct Edge: Equatable {
    let item: ObjectIdentifier
    let isTop: Bool
  }

  static func height(of container: UIView, width: CGFloat) -> CGFloat? {
    let subs = container.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints && !$0.isHidden }
    guard !subs.isEmpty else { return nil }
    var all: [NSLayoutConstraint] = []
    var seen = Set<ObjectIdentifier>()
    for c in container.constraints + subs.flatMap(\.constraints) where c.isActive && seen.insert(ObjectIdentifier(c)).inserted {
      all.append(c)
    }
    let margins = container.layoutMargins
    let marginGuide = container.layoutMarginsGuide, safeGuide = container.safeAreaLayoutGuide
    /// The container's top or bottom as the edge of `item` (0 for the container, the margin for its guide).
    func containerInset(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, top: Bool) -> CGFloat? {
      if item === container {
        switch attribute {
        case .top where top, .bottom where !top: return 0
        case .topMargin where top: return margins.top
        case .bottomMargin where !top: return margins.bottom
        default: return nil
        }
      }
      if item === marginGuide || item === safeGuide {
        if attribute == (top ? .top : .bottom) { return item === marginGuide ? (top ? margins.top : margins.bottom) : 0 }
      }
      return nil
    }
    func isEdge(_ a: NSLayoutConstraint.Attribute, top: Bool) -> Bool { top ? (a == .top || a == .firstBaseline) : (a == .bottom || a == .lastBaseline) }

    /// The gap from the container's top to `view`'s top, if one constraint sets it.
    func topGap(_ view: UIView) -> CGFloat? {
      for c in all {
        if c.firstItem === view, isEdge(c.firstAttribute, top: true), let inset = containerInset(c.secondItem, c.secondAttribute, top: true) {
          return inset + c.constant
        }
        if c.secondItem === view, isEdge(c.secondAttribute, top: true), let inset = containerInset(c.firstItem, c.firstAttribute, top: true) {
          return inset - c.constant
        }
      }
      return nil
    }
    /// The gap from `view`'s bottom to the container's bottom, if one constraint sets it.
    func bottomGap(_ view: UIView) -> CGFloat? {
      for c in all {
        if c.firstItem === view, isEdge(c.firstAttribute, top: false), let inset = containerInset(c.secondItem, c.secondAttribute, top: false) {
          return inset - c.constant
        }
        if c.secondItem === view, isEdge(c.secondAttribute, top: false), let inset = containerInset(c.firstItem, c.firstAttribute, top: false) {
          return inset + c.constant
        }
      }
      return nil
    }
    /// The views whose top hangs from `view`'s bottom, with the gap.
    func below(_ view: UIView) -> [(UIView, CGFloat)] {
      var out: [(UIView, CGFloat)] = []
      for c in all {
        if c.secondItem === view, isEdge(c.secondAttribute, top: false), isEdge(c.firstAttribute, top: true),
           let next = c.firstItem as? UIView, subs.contains(where: { $0 === next }) {
          out.append((next, c.constant))
        } else if c.firstItem === view, isEdge(c.firstAttribute, top: false), isEdge(c.secondAttribute, top: true),
                  let next = c.secondItem as? UIView, subs.contains(where: { $0 === next }) {
          out.append((next, -c.constant))
        }
      }
      return out
    }
    /// The width `view` gets: the container's width less its horizontal pins (else its own width).
    func widthOf(_ view: UIView) -> CGFloat {
      if let w = UIStackView.fixedSize(view, .width) { return w }
      var lead: CGFloat?, trail: CGFloat?
      for c in all where c.firstItem === view || c.secondItem === view {
        let mine = c.firstItem === view ? c.firstAttribute : c.secondAttribute
        let other: AnyObject? = c.firstItem === view ? c.secondItem : c.firstItem
        let otherAttr = c.firstItem === view ? c.secondAttribute : c.firstAttribute
        let sign: CGFloat = c.firstItem === view ? 1 : -1
        let isContainer = other === container || other === marginGuide || other === safeGuide
        guard isContainer else { continue }
        let margin = other === marginGuide || otherAttr == .leadingMargin || otherAttr == .trailingMargin
        if mine == .leading || mine == .left { lead = sign * c.constant + (margin ? margins.left : 0) }
        if mine == .trailing || mine == .right { trail = -sign * c.constant + (margin ? margins.right : 0) }
      }
      if let lead, let trail { return max(0, width - lead - trail) }
      if view.bounds.width > 0 { return view.bounds.width }
      return max(0, width - margins.left - margins.right)
    }
    func heightOf(_ view: UIView) -> CGFloat {
      if let h = UIStackView.fixedSize(view, .height) { return h }
      let w = widthOf(view)
      if let label = view as? UILabel { return label.sizeThatFits(CGSize(width: w, height: 0)).height }
      if let stack = view as? UIStackView {
        if stack.axis == .vertical {
          return stack.arrangement(in: CGRect(x: 0, y: 0, width: w, height: 0)).reduce(into: CGFloat(0)) { $0 = max($0, $1.1.maxY) }
            + (stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins.top + stack.layoutMargins.bottom : 0)
        }
        return max(0, stack.intrinsicContentSize.height)
      }
      let i = view.intrinsicContentSize.height
      if i >= 0 { return i }
      if let inner = height(of: view, width: w) { return inner }
      return view.bounds.height
    }

    var best: CGFloat?
    for start in subs {
      guard let top = topGap(start) else { continue }
      // Walk down the chain (depth-limited; a view is visited once).
      var visited = Set<ObjectIdentifier>()
      func walk(_ v: UIView, _ y: CGFloat) {
        guard visited.insert(ObjectIdentifier(v)).inserted, visited.count <= 64 else { return }
        let bottom = y + heightOf(v)
        if let gap = bottomGap(v) { best = max(best ?? 0, bottom + gap) }
        for (next, gap) in below(v) { walk(next, bottom + gap) }
      }
      walk(start, top)
    }
    return best
  }
}
