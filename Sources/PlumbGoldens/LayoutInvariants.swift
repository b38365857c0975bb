import Foundation
import PlumbGraphics

/// Structural checks read from the layout tree, usable alone or beside a golden: is a pop menu
/// anchored under its button, is a presented layer above the navigation bar, is a view inside
/// the safe area or on screen. A failing check names both views and the numbers.
public enum LayoutInvariant: Sendable {
  /// `view`'s top-left lies within `tolerance` points of `anchor`'s bottom-left.
  case anchoredBelow(view: ViewQuery, anchor: ViewQuery, tolerance: Double)
  /// `view` is painted in a layer above `other` (content < navigationBar < overlay < sheet < popup < alert),
  /// or in the same layer but later in the tree.
  case drawnAbove(view: ViewQuery, other: ViewQuery)
  /// `view` lies wholly inside the screen's safe area.
  case insideSafeArea(view: ViewQuery)
  /// `view` lies wholly inside the screen (not clipped by the window).
  case onScreen(view: ViewQuery)

  /// Checks the invariant; nil when it holds, else the reason.
  public func check(_ snapshot: LayoutSnapshot) -> String? {
    let nodes = snapshot.root.flattened
    var missing: String?
    /// The first node matching `q` and its index in paint order; records why when none does.
    func find(_ q: ViewQuery) -> (index: Int, node: LayoutNode)? {
      if let i = nodes.firstIndex(where: q.matches) { return (i, nodes[i]) }
      if missing == nil { missing = "no view matches \(q) in the layout (\(nodes.count) views)" }
      return nil
    }
    switch self {
    case .anchoredBelow(let view, let anchor, let tolerance):
      guard let (_, v) = find(view), let (_, a) = find(anchor) else { return missing }
      let dx = v.frame.minX - a.frame.minX, dy = v.frame.minY - a.frame.maxY
      if abs(dx) <= tolerance && abs(dy) <= tolerance { return nil }
      return "\(v.name) [\(view)] top-left \(pt(v.frame.minX)),\(pt(v.frame.minY)) is not within \(pt(tolerance)) pt of "
        + "\(a.name) [\(anchor)] bottom-left \(pt(a.frame.minX)),\(pt(a.frame.maxY)): Δx=\(signed(dx)), Δy=\(signed(dy))"
    case .drawnAbove(let view, let other):
      guard let (i, v) = find(view), let (j, o) = find(other) else { return missing }
      let rv = Self.rank(v.layer), ro = Self.rank(o.layer)
      if rv > ro || (rv == ro && i > j) { return nil }
      return "\(v.name) [\(view)] in layer \(v.layer.rawValue) is drawn below \(o.name) [\(other)] in layer \(o.layer.rawValue)"
    case .insideSafeArea(let view):
      guard let (_, v) = find(view) else { return missing }
      let i = snapshot.safeAreaInsets
      let safe = CGRect(x: i["leading"] ?? 0, y: i["top"] ?? 0,
                        width: snapshot.screenSize.width - (i["leading"] ?? 0) - (i["trailing"] ?? 0),
                        height: snapshot.screenSize.height - (i["top"] ?? 0) - (i["bottom"] ?? 0))
      if Self.contains(safe, v.frame) { return nil }
      return "\(v.name) [\(view)] frame \(rect(v.frame)) leaves the safe area \(rect(safe))"
    case .onScreen(let view):
      guard let (_, v) = find(view) else { return missing }
      let screen = CGRect(origin: .zero, size: snapshot.screenSize)
      if Self.contains(screen, v.frame) { return nil }
      return "\(v.name) [\(view)] frame \(rect(v.frame)) is clipped by the window \(rect(screen))"
    }
  }

  static func rank(_ layer: LayoutNode.Layer) -> Int {
    switch layer {
    case .content: 0
    case .navigationBar: 1
    case .overlay: 2
    case .sheet: 3
    case .popup: 4
    case .alert: 5
    }
  }

  /// Containment with 1/1000 pt slack for floating-point noise.
  static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
    let e = 0.001
    return inner.minX >= outer.minX - e && inner.minY >= outer.minY - e
      && inner.maxX <= outer.maxX + e && inner.maxY <= outer.maxY + e
  }
}

/// Picks a view out of a layout tree: by explicit `.id(_:)`, by debug name, or by identity path.
public enum ViewQuery: Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  case id(String)
  case name(String)
  case identity(String)

  /// A string literal is an explicit id: `.anchoredBelow(view: "menu", anchor: "menuButton", …)`.
  public init(stringLiteral value: String) { self = .id(value) }

  func matches(_ node: LayoutNode) -> Bool {
    switch self {
    case .id(let s): node.explicitID == s
    case .name(let s): node.name == s
    case .identity(let s): node.identity == s
    }
  }

  public var description: String {
    switch self {
    case .id(let s): "id \"\(s)\""
    case .name(let s): "name \"\(s)\""
    case .identity(let s): "identity \(s)"
    }
  }
}

func pt(_ v: Double) -> String {
  let r = (v * 100).rounded() / 100
  return r == r.rounded() ? String(Int(r)) : String(r)
}

func signed(_ v: Double) -> String { (v >= 0 ? "+" : "") + pt(v) }

func rect(_ r: CGRect) -> String { "(\(pt(r.minX)),\(pt(r.minY)) \(pt(r.width))×\(pt(r.height)))" }
