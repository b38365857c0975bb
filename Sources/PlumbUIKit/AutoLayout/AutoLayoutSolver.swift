import Foundation
import PlumbGraphics
import PlumbUI

/// Solves the constraints among a view's subviews when it lays out (docs/compatibility/uikit.md,
/// "Auto Layout"): each subview with `translatesAutoresizingMaskIntoConstraints == false` (and
/// each layout guide the view added) gets its frame from the equalities that relate it to the
/// view, the view's safe-area and margins guides, its siblings, or constants, required ones first
/// and then by priority. Per axis, two of {minimum, centre, maximum, size} fix the frame; a view
/// pinned on one side only takes its `intrinsicContentSize`. Inequalities are checked, not
/// solved, and anything left undetermined keeps its frame: both say so once.
@MainActor
enum AutoLayoutSolver {
  static func activate(_ c: NSLayoutConstraint) {
    for item in [c.firstItem, c.secondItem] {
      guard let v = owner(item) else { continue }
      if !v.autoLayout.constraints.contains(where: { $0 === c }) { v.autoLayout.constraints.append(c) }
    }
    invalidate(c)
  }

  static func deactivate(_ c: NSLayoutConstraint) {
    for item in [c.firstItem, c.secondItem] { owner(item)?.autoLayout.constraints.removeAll { $0 === c } }
    invalidate(c)
  }

  /// Marks the views a constraint places as needing layout.
  static func invalidate(_ c: NSLayoutConstraint) {
    for item in [c.firstItem, c.secondItem] {
      guard let v = owner(item) else { continue }
      (v.superview ?? v).setNeedsLayout()
      v.setNeedsLayout()
      UIKitRuntime.setNeedsRender(v, "NSLayoutConstraint")
    }
  }

  /// The view an item is or belongs to.
  private static func owner(_ item: AnyObject?) -> UIView? {
    if let v = item as? UIView { return v }
    return (item as? UILayoutGuide)?.owningView
  }

  // MARK: Solving

  /// One axis of one rectangle: any two of these fix the other two.
  struct Span {
    var min: CGFloat?, max: CGFloat?, center: CGFloat?, size: CGFloat?
    var isComplete: Bool { min != nil && max != nil && center != nil && size != nil }
    var positionKnown: Bool { min != nil || max != nil || center != nil }

    init(min: CGFloat? = nil, max: CGFloat? = nil, center: CGFloat? = nil, size: CGFloat? = nil) {
      self.min = min; self.max = max; self.center = center; self.size = size
      complete()
    }

    mutating func complete() {
      if let a = min, let b = max { center = (a + b) / 2; size = b - a }
      else if let a = min, let c = center { max = 2 * c - a; size = 2 * (c - a) }
      else if let b = max, let c = center { min = 2 * c - b; size = 2 * (b - c) }
      else if let s = size, let a = min { max = a + s; center = a + s / 2 }
      else if let s = size, let b = max { min = b - s; center = b - s / 2 }
      else if let s = size, let c = center { min = c - s / 2; max = c + s / 2 }
    }

    subscript(part: Part) -> CGFloat? {
      switch part {
      case .min: return min
      case .max: return max
      case .center: return center
      case .size: return size
      }
    }

    /// Sets one part if the span is not already fixed; false when it was.
    mutating func set(_ part: Part, _ value: CGFloat) -> Bool {
      guard !isComplete, self[part] == nil else { return false }
      switch part {
      case .min: min = value
      case .max: max = value
      case .center: center = value
      case .size: size = Swift.max(0, value)
      }
      complete()
      return true
    }
  }

  enum Part { case min, max, center, size }

  /// Where an attribute lives: its axis, the part of the span, and a margin offset.
  static func locate(_ a: NSLayoutConstraint.Attribute, margins m: UIEdgeInsets) -> (vertical: Bool, part: Part, offset: CGFloat)? {
    switch a {
    case .left, .leading: return (false, .min, 0)
    case .right, .trailing: return (false, .max, 0)
    case .centerX, .centerXWithinMargins: return (false, .center, a == .centerXWithinMargins ? (m.left - m.right) / 2 : 0)
    case .width: return (false, .size, 0)
    case .top: return (true, .min, 0)
    case .bottom: return (true, .max, 0)
    case .centerY, .centerYWithinMargins: return (true, .center, a == .centerYWithinMargins ? (m.top - m.bottom) / 2 : 0)
    case .height: return (true, .size, 0)
    case .firstBaseline, .lastBaseline:
      RenderWarnings.warnOnce("NSLayoutConstraint.baseline", "NSLayoutConstraint: a baseline anchor is solved as the view's \(a == .firstBaseline ? "top" : "bottom") edge")
      return (true, a == .firstBaseline ? .min : .max, 0)
    case .leftMargin, .leadingMargin: return (false, .min, m.left)
    case .rightMargin, .trailingMargin: return (false, .max, -m.right)
    case .topMargin: return (true, .min, m.top)
    case .bottomMargin: return (true, .max, -m.bottom)
    case .notAnAttribute: return nil
    }
  }

  /// The rectangles of one solve, by item.
  final class Frames {
    var x: [ObjectIdentifier: Span] = [:]
    var y: [ObjectIdentifier: Span] = [:]
    var unknown: [ObjectIdentifier: AnyObject] = [:]
  }

  /// Places `view`'s constrained subviews and guides.
  static func solve(_ view: UIView) {
    let subs = view.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
    let guides = view.autoLayout.guides
    var seen = Set<ObjectIdentifier>()
    var all: [NSLayoutConstraint] = []
    for c in view.autoLayout.constraints + subs.flatMap({ $0.autoLayout.constraints }) where c.isActive {
      if seen.insert(ObjectIdentifier(c)).inserted { all.append(c) }
    }
    guard !all.isEmpty, !(subs.isEmpty && guides.isEmpty) else { return }

    let f = Frames()
    let b = view.bounds
    func known(_ item: AnyObject, _ r: CGRect) {
      f.x[ObjectIdentifier(item)] = Span(min: r.minX, max: r.maxX)
      f.y[ObjectIdentifier(item)] = Span(min: r.minY, max: r.maxY)
    }
    known(view, b)
    let safe = view.safeAreaInsets, m = view.layoutMargins
    let safeGuide = view.safeAreaLayoutGuide, marginGuide = view.layoutMarginsGuide
    safeGuide.layoutFrame = b.inset(by: safe)
    marginGuide.layoutFrame = b.inset(by: m)
    known(safeGuide, safeGuide.layoutFrame)
    known(marginGuide, marginGuide.layoutFrame)
    for s in view.subviews where s.translatesAutoresizingMaskIntoConstraints { known(s, s.frame) }
    for s in subs { f.unknown[ObjectIdentifier(s)] = s; f.x[ObjectIdentifier(s)] = Span(); f.y[ObjectIdentifier(s)] = Span() }
    for g in guides { f.unknown[ObjectIdentifier(g)] = g; f.x[ObjectIdentifier(g)] = Span(); f.y[ObjectIdentifier(g)] = Span() }

    let equalities = all.filter { $0.relation == .equal }.sorted { $0.priority > $1.priority }
    var pending = equalities
    var outside = false
    while true {
      var progress = false
      pending = pending.filter { c in
        switch apply(c, f, margins: m) {
        case .done: progress = true; return false
        case .outside: outside = true; return false
        case .wait: return true
        }
      }
      if progress { continue }
      // A view pinned on one side of an axis takes its intrinsic size there.
      for (id, item) in f.unknown {
        guard let v = item as? UIView else { continue }
        let i = v.intrinsicContentSize
        if let s = f.x[id], s.positionKnown, s.size == nil, i.width >= 0 { f.x[id]!.size = i.width; f.x[id]!.complete(); progress = true }
        if let s = f.y[id], s.positionKnown, s.size == nil, i.height >= 0 { f.y[id]!.size = i.height; f.y[id]!.complete(); progress = true }
      }
      if !progress { break }
    }
    if outside {
      RenderWarnings.warnOnce("NSLayoutConstraint.outside", "NSLayoutConstraint: a constraint between views that are not siblings (or a view and its superview) is not solved")
    }

    for (id, item) in f.unknown {
      guard let sx = f.x[id], let sy = f.y[id], sx.isComplete, sy.isComplete else {
        RenderWarnings.warnOnce("NSLayoutConstraint.underdetermined \(typeName(type(of: item)))", """
          NSLayoutConstraint: the constraints do not fix the \(f.x[id]?.isComplete == true ? "vertical" : "horizontal") position \
          and size of a \(typeName(type(of: item))) in \(typeName(type(of: view))); it keeps its frame
          """)
        continue
      }
      let r = CGRect(x: sx.min!, y: sy.min!, width: sx.size!, height: sy.size!)
      if let v = item as? UIView { if v.frame != r { v.frame = r } } else if let g = item as? UILayoutGuide { g.layoutFrame = r }
    }

    for c in all where c.relation != .equal {
      guard let (lhs, rhs) = values(c, f, margins: m) else { continue }
      let ok = c.relation == .lessThanOrEqual ? lhs <= rhs + 0.001 : lhs >= rhs - 0.001
      if !ok {
        RenderWarnings.warnOnce("NSLayoutConstraint.inequality", "NSLayoutConstraint: an inequality (≤ or ≥) is checked, not solved, and one does not hold in \(typeName(type(of: view)))")
      }
    }
  }

  enum Outcome { case done, wait, outside }

  /// Uses one equality if it can fix an unknown part.
  static func apply(_ c: NSLayoutConstraint, _ f: Frames, margins m: UIEdgeInsets) -> Outcome {
    guard let first = c.firstItem, let a = locate(c.firstAttribute, margins: m) else { return .done }
    let id1 = ObjectIdentifier(first)
    guard (a.vertical ? f.y : f.x)[id1] != nil else { return .outside }
    var rhs: CGFloat?
    var second: (id: ObjectIdentifier, vertical: Bool, part: Part, offset: CGFloat)?
    if let item2 = c.secondItem, let b = locate(c.secondAttribute, margins: m) {
      let id2 = ObjectIdentifier(item2)
      guard let span = (b.vertical ? f.y : f.x)[id2] else { return .outside }
      second = (id2, b.vertical, b.part, b.offset)
      rhs = span[b.part].map { c.multiplier * ($0 + b.offset) + c.constant }
    } else {
      rhs = c.constant
    }
    let lhsSpan = (a.vertical ? f.y : f.x)[id1]!
    if let rhs, lhsSpan[a.part] == nil {
      _ = a.vertical ? f.y[id1]!.set(a.part, rhs - a.offset) : f.x[id1]!.set(a.part, rhs - a.offset)
      return .done
    }
    if let lv = lhsSpan[a.part], let s = second, rhs == nil, c.multiplier != 0 {
      let v = (lv + a.offset - c.constant) / c.multiplier - s.offset
      _ = s.vertical ? f.y[s.id]!.set(s.part, v) : f.x[s.id]!.set(s.part, v)
      return .done
    }
    if lhsSpan[a.part] != nil && rhs != nil { return .done }
    return .wait
  }

  /// Both sides of a constraint, when known.
  static func values(_ c: NSLayoutConstraint, _ f: Frames, margins m: UIEdgeInsets) -> (CGFloat, CGFloat)? {
    guard let first = c.firstItem, let a = locate(c.firstAttribute, margins: m),
          let l = (a.vertical ? f.y : f.x)[ObjectIdentifier(first)]?[a.part] else { return nil }
    if let item2 = c.secondItem, let b = locate(c.secondAttribute, margins: m) {
      guard let r = (b.vertical ? f.y : f.x)[ObjectIdentifier(item2)]?[b.part] else { return nil }
      return (l + a.offset, c.multiplier * (r + b.offset) + c.constant)
    }
    return (l + a.offset, c.constant)
  }
}

extension CGRect {
  func inset(by i: UIEdgeInsets) -> CGRect {
    CGRect(x: minX + i.left, y: minY + i.top, width: Swift.max(0, width - i.left - i.right), height: Swift.max(0, height - i.top - i.bottom))
  }
}
