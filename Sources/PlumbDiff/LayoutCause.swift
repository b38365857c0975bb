import Foundation
import PlumbGraphics

/// The first line of a layout failure: the most specific cause, named as a person would look for
/// it in code — which view, which property, old → new, and what that did to the rest
/// (`Text("Kriplaney"): padding 16 → 20; pushes 3 views down by 4 pt`; docs/layout-diff.md).
///
/// The cause is, in order of preference: a property that changed (from the sidecars' recorded
/// parameters), a view added or removed, the deepest view that changed size, the first that moved.
/// A modifier is named by the view it wraps, so a chain of modifiers reads as one view.
public enum LayoutCause {
  /// One view whose recorded parameters differ between the two layouts.
  struct PropertyChange {
    var node: LayoutNode
    var key: String
    var ancestorKeys: [String]
    var old: [String: String]
    var new: [String: String]
  }

  /// The headline for a comparison, or nil when nothing changed.
  static func headline(propertyChanges: [PropertyChange], changes: [LayoutChange]) -> String? {
    if let first = propertyChanges.first {
      var line = "\(ViewSubject.describe(first.node)): \(describe(old: first.old, new: first.new))"
      let same = propertyChanges.dropFirst().filter { $0.old == first.old && $0.new == first.new }.count
      let other = propertyChanges.count - 1 - same
      if same > 0 { line += " (and \(same) more view\(same == 1 ? "" : "s") the same way)" }
      if other > 0 { line += " (\(other) other view\(other == 1 ? "" : "s") changed too)" }
      if let own = changes.first(where: { $0.key == first.key }), own.kind != .added, own.kind != .removed,
         let o = own.oldFrame, let n = own.newFrame, o.size != n.size {
        line += "; \(size(o.size)) → \(size(n.size)) pt"
      }
      return line + effects(of: changes, causeKey: first.key, causeAncestors: first.ancestorKeys)
    }
    guard let cause = mostSpecific(changes) else { return nil }
    return cause.description + effects(of: changes, causeKey: cause.key, causeAncestors: cause.ancestorKeys)
  }

  /// "padding 16 → 20", "font 17 pt regular → 20 pt bold, color #000000 → #FF0000".
  static func describe(old: [String: String], new: [String: String]) -> String {
    Set(old.keys).union(new.keys).sorted().compactMap { key in
      let o = old[key], n = new[key]
      guard o != n else { return nil }
      return "\(key) \(o ?? "none") → \(n ?? "none")"
    }.joined(separator: ", ")
  }

  /// A view added or removed first, then the deepest that resized, then the first that moved.
  static func mostSpecific(_ changes: [LayoutChange]) -> LayoutChange? {
    if let c = changes.first(where: { $0.kind == .added || $0.kind == .removed }) { return c }
    func depth(_ c: LayoutChange) -> Int { c.identity.split(separator: "/").count }
    let resized = changes.filter { $0.kind == .resized || $0.kind == .movedAndResized }
    if let deepest = resized.max(by: { depth($0) < depth($1) }) { return deepest }
    return changes.first
  }

  /// "; pushes 3 views down by 4 pt": the moves of views outside the cause (its subtree and the
  /// containers that hold it), grouped when they share one offset.
  static func effects(of changes: [LayoutChange], causeKey: String, causeAncestors: [String]) -> String {
    let containers = Set(causeAncestors + [causeKey])
    let others = changes.filter { c in
      c.kind == .moved && !containers.contains(c.key) && !c.ancestorKeys.contains(causeKey)
    }
    guard !others.isEmpty else { return "" }
    let count = others.count, views = "\(count) view\(count == 1 ? "" : "s")"
    // Along each axis: one direction and its amount, or a range of amounts ("down by 8–32 pt").
    func along(_ values: [Double], _ positive: String, _ negative: String) -> String?? {
      let moving = values.filter { abs($0) > LayoutDiff.tolerance }
      if moving.isEmpty { return .some(nil) }
      guard moving.allSatisfy({ $0 > 0 }) || moving.allSatisfy({ $0 < 0 }) else { return nil }
      let lo = moving.map(abs).min()!, hi = moving.map(abs).max()!
      let amount = hi - lo <= LayoutDiff.tolerance ? number(lo) : "\(number(lo))–\(number(hi))"
      return .some("\(moving[0] > 0 ? positive : negative) by \(amount) pt")
    }
    guard let vertical = along(others.map(\.dy), "down", "up"), let horizontal = along(others.map(\.dx), "right", "left") else {
      return "; moves \(views)"
    }
    return "; pushes \(views) " + [vertical, horizontal].compactMap { $0 }.joined(separator: " and ")
  }

  static func size(_ s: CGSize) -> String { LayoutChange.size(s) }
  static func number(_ v: Double) -> String { LayoutChange.number(v) }
}

/// How a failure names a view: its accessibility identifier or explicit id when it has one,
/// else the view a modifier chain wraps (`padding` around `Text("Hi")` is `Text("Hi")`), and for a
/// container, the first text inside it (`HStack with Text("Wi-Fi")`).
public enum ViewSubject {
  public static func describe(_ node: LayoutNode) -> String {
    let wrapped = self.wrapped(node)
    var name = wrapped.name
    if !name.hasPrefix("Text("), let text = firstText(in: wrapped) { name += " with \(text)" }
    if let id = node.accessibilityIdentifier ?? wrapped.accessibilityIdentifier { name += " [\(id)]" }
    else if let id = node.explicitID ?? wrapped.explicitID, !name.contains(id) { name += " #\(id)" }
    if wrapped.identity != node.identity { name += " (\(node.name))" }
    return name
  }

  /// Whether a node is a modifier (`padding`, `frame`, `background`) rather than a view.
  public static func isModifier(_ node: LayoutNode) -> Bool { node.name.first?.isLowercase ?? false }

  /// The view under a chain of modifiers (each modifier's first child is what it modifies).
  public static func wrapped(_ node: LayoutNode) -> LayoutNode {
    var n = node
    while isModifier(n), let child = n.children.first { n = child }
    return n
  }

  static func firstText(in node: LayoutNode) -> String? {
    for child in node.children {
      if child.name.hasPrefix("Text(") { return child.name }
      if let t = firstText(in: child) { return t }
    }
    return nil
  }
}
