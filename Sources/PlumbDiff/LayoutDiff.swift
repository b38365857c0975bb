import Foundation
import PlumbGraphics

/// Which views appeared, disappeared, moved or changed size between two layout snapshots: the
/// first thing a golden failure says, because "PopMenu moved down 47 pt" explains a red smear.
///
/// Nodes are matched by identity path. An explicit `.id` that appears on one side only (models with
/// `let id = UUID()` get new ids every run) is matched by its position among its siblings instead,
/// and the comparison says how many were (`positionallyMatched`); ids found on both sides keep
/// matching by identity. Frames equal within `tolerance` (1/1000 pt, the precision
/// of the `.layout.json` sidecar) count as unchanged. A node that moved by exactly the same amount
/// as its nearest moved ancestor, without resizing, is folded into that ancestor's change
/// (`carriedDescendants`) rather than listed, so one moved container is one line.
public enum LayoutDiff {
  /// Frame differences at or below this many points are noise, not change.
  public static let tolerance = 0.001

  /// The changes from `old` (the golden's sidecar) to `new` (this render): removed views first,
  /// in the old tree's order, then added, moved and resized views in the new tree's order
  /// (depth first, so a container comes before what it contains).
  ///
  /// - Parameters:
  ///   - old: the recorded layout.
  ///   - new: the layout just rendered.
  /// - Returns: the changes; empty when every view kept its frame.
  public static func compare(_ old: LayoutSnapshot, _ new: LayoutSnapshot) -> [LayoutChange] {
    comparison(old, new).changes
  }

  /// The changes, and how many explicit ids were matched by position because they differ
  /// between the two runs (docs/layout-diff.md).
  public static func comparison(_ old: LayoutSnapshot, _ new: LayoutSnapshot) -> LayoutComparison {
    let oldIDs = explicitSegments(old.root), newIDs = explicitSegments(new.root)
    // Ids on one side only are run-dependent (UUID()); when both sides have some, match them by position.
    let oldOnly = oldIDs.subtracting(newIDs), newOnly = newIDs.subtracting(oldIDs)
    let positional = !oldOnly.isEmpty && !newOnly.isEmpty
    let oldNodes = keyed(old.root, unstable: positional ? oldOnly : [])
    let newNodes = keyed(new.root, unstable: positional ? newOnly : [])
    let changes = changes(oldNodes, newNodes)
    let cause = LayoutCause.headline(propertyChanges: propertyChanges(oldNodes, newNodes), changes: changes)
    return LayoutComparison(changes: changes, positionallyMatched: positional ? min(oldOnly.count, newOnly.count) : 0,
                            cause: cause)
  }

  /// Views present on both sides whose recorded parameters differ (only where both sidecars
  /// recorded them: an older sidecar without parameters names no property), in the new tree's order.
  private static func propertyChanges(_ oldNodes: [Entry], _ newNodes: [Entry]) -> [LayoutCause.PropertyChange] {
    let oldByKey = Dictionary(oldNodes.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    return newNodes.compactMap { entry in
      guard let before = oldByKey[entry.key]?.node, let o = before.properties, let n = entry.node.properties, o != n else { return nil }
      return LayoutCause.PropertyChange(node: entry.node, key: entry.key, ancestorKeys: entry.ancestorKeys, old: o, new: n)
    }
  }

  private static func changes(_ oldNodes: [Entry], _ newNodes: [Entry]) -> [LayoutChange] {
    let oldByKey = Dictionary(oldNodes.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let newKeys = Set(newNodes.map(\.key))

    var changes: [LayoutChange] = oldNodes.filter { !newKeys.contains($0.key) }.map {
      LayoutChange(kind: .removed, node: $0.node, oldFrame: $0.node.frame, newFrame: nil, key: $0.key, ancestorKeys: $0.ancestorKeys)
    }
    // Index of each change among `changes`, by key, to fold descendants into moved ancestors.
    var changeIndex: [String: Int] = [:]
    for entry in newNodes {
      let node = entry.node
      guard let before = oldByKey[entry.key]?.node else {
        changes.append(LayoutChange(kind: .added, node: node, oldFrame: nil, newFrame: node.frame,
                                    key: entry.key, ancestorKeys: entry.ancestorKeys))
        changeIndex[entry.key] = changes.count - 1
        continue
      }
      let moved = !close(before.frame.minX, node.frame.minX) || !close(before.frame.minY, node.frame.minY)
      let resized = !close(before.frame.width, node.frame.width)
        || !close(before.frame.height, node.frame.height)
      guard moved || resized else { continue }
      let change = LayoutChange(kind: moved && resized ? .movedAndResized : moved ? .moved : .resized,
                                node: node, oldFrame: before.frame, newFrame: node.frame,
                                key: entry.key, ancestorKeys: entry.ancestorKeys)
      if change.kind == .moved,
         let carrier = entry.ancestorKeys.reversed().lazy.compactMap({ changeIndex[$0] }).first,
         changes[carrier].kind != .added, changes[carrier].kind != .resized,
         close(changes[carrier].dx, change.dx), close(changes[carrier].dy, change.dy) {
        changes[carrier].carriedDescendants += 1
        continue
      }
      changes.append(change)
      changeIndex[entry.key] = changes.count - 1
    }
    return changes
  }

  // MARK: - Private

  private struct Entry {
    var key: String
    var node: LayoutNode
    var ancestorKeys: [String]
  }

  /// The explicit-id segments (`#…`) of every identity path in a tree.
  private static func explicitSegments(_ root: LayoutNode) -> Set<Substring> {
    var out: Set<Substring> = []
    func visit(_ node: LayoutNode) {
      for seg in node.identity.split(separator: "/", omittingEmptySubsequences: false) where seg.hasPrefix("#") {
        out.insert(seg)
      }
      node.children.forEach(visit)
    }
    visit(root)
    return out
  }

  /// Depth-first nodes with a unique key each: the identity path, plus `#2`, `#3`… for repeats.
  /// Segments in `unstable` are replaced by `#@k`, their order of appearance under the same prefix.
  private static func keyed(_ root: LayoutNode, unstable: Set<Substring> = []) -> [Entry] {
    var seen: [String: Int] = [:]
    var out: [Entry] = []
    // Per prefix: the unstable ids met there, in order, so the k-th one becomes `#@k`.
    var positions: [String: [Substring: Int]] = [:]
    func stableKey(_ identity: String) -> String {
      guard !unstable.isEmpty else { return identity }
      var prefix = ""
      for (i, seg) in identity.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
        let part: String
        if unstable.contains(seg) {
          var table = positions[prefix, default: [:]]
          let k = table[seg] ?? table.count
          table[seg] = k
          positions[prefix] = table
          part = "#@\(k)"
        } else {
          part = String(seg)
        }
        prefix += (i == 0 ? "" : "/") + part
      }
      return prefix
    }
    func visit(_ node: LayoutNode, _ ancestors: [String]) {
      let identity = stableKey(node.identity)
      let n = (seen[identity] ?? 0) + 1
      seen[identity] = n
      let key = n == 1 ? identity : "\(identity)#\(n)"
      out.append(Entry(key: key, node: node, ancestorKeys: ancestors))
      for child in node.children { visit(child, ancestors + [key]) }
    }
    visit(root, [])
    return out
  }

  private static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(Double(a - b)) <= tolerance }
}

/// The result of comparing two layouts: the changes, and how many explicit ids differed between
/// the runs and were matched by position (0 when every id was stable).
public struct LayoutComparison: Hashable, Sendable {
  public var changes: [LayoutChange]
  public var positionallyMatched: Int
  /// The most specific cause, in one line (`LayoutCause`); nil when nothing changed.
  public var cause: String?

  public init(changes: [LayoutChange], positionallyMatched: Int = 0, cause: String? = nil) {
    self.changes = changes; self.positionallyMatched = positionallyMatched; self.cause = cause
  }

  /// Whether anything changed: a frame, or a recorded parameter (a colour, a font that kept its size).
  public var isEmpty: Bool { changes.isEmpty && cause == nil }

  /// The cause, then the changes as indented lines, at most `limit` of them and then "… N more",
  /// followed by the note on ids matched by position.
  public func lines(limit: Int, indent: String = "  ") -> [String] {
    var out = (cause.map { [indent + $0] } ?? []) + changes.prefix(limit).map { indent + $0.description }
    if changes.count > limit { out.append("\(indent)… \(changes.count - limit) more") }
    if let positionalNote { out.append(indent + positionalNote) }
    return out
  }

  /// The sentence a report prints when ids were matched by position, or nil.
  public var positionalNote: String? {
    positionallyMatched == 0 ? nil
      : "\(positionallyMatched) view id\(positionallyMatched == 1 ? "" : "s") differ between runs (e.g. `let id = UUID()`) "
        + "and were matched by position among their siblings."
  }
}

/// One view's change between two layouts, with the frames on both sides and a sentence for the
/// failure message, e.g. `PopMenu (overlay) moved (16,104) → (16,151), Δy=+47`.
public struct LayoutChange: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Hashable, Sendable, Codable {
    case added, removed, moved, resized, movedAndResized
  }

  public var kind: Kind
  /// The view's debug name, e.g. `PopMenu`.
  public var name: String
  /// Its identity path, the key both layouts were matched on.
  public var identity: String
  public var layer: LayoutNode.Layer
  public var oldFrame: CGRect?
  public var newFrame: CGRect?
  /// How many descendants moved along with this view by the same amount (not listed separately).
  public var carriedDescendants = 0
  /// How the failure names the view: a modifier by the view it wraps (`ViewSubject`).
  public var subject: String
  /// The key the two layouts were matched on, and those of the views that contain it.
  var key = ""
  var ancestorKeys: [String] = []

  init(kind: Kind, node: LayoutNode, oldFrame: CGRect?, newFrame: CGRect?, key: String = "", ancestorKeys: [String] = []) {
    self.kind = kind; self.name = node.name; self.identity = node.identity; self.layer = node.layer
    self.oldFrame = oldFrame; self.newFrame = newFrame
    self.subject = ViewSubject.describe(node)
    self.key = key; self.ancestorKeys = ancestorKeys
  }

  /// Horizontal movement in points (0 unless both frames exist).
  public var dx: Double { delta(\.origin.x) }
  public var dy: Double { delta(\.origin.y) }
  public var dWidth: Double { delta(\.size.width) }
  public var dHeight: Double { delta(\.size.height) }

  public var description: String {
    let subject = layer == .content ? self.subject : "\(self.subject) (\(layer.rawValue))"
    var s: String
    switch kind {
    case .added:
      s = "\(subject) added at \(Self.point(newFrame!.origin)) \(Self.size(newFrame!.size))"
    case .removed:
      s = "\(subject) removed from \(Self.point(oldFrame!.origin)) \(Self.size(oldFrame!.size))"
    case .moved:
      s = "\(subject) \(movedClause)"
    case .resized:
      s = "\(subject) \(resizedClause)"
    case .movedAndResized:
      s = "\(subject) \(movedClause) and \(resizedClause)"
    }
    if carriedDescendants > 0 {
      s += " (with \(carriedDescendants) descendant\(carriedDescendants == 1 ? "" : "s"))"
    }
    return s
  }

  // MARK: - Private

  private func delta(_ path: KeyPath<CGRect, CGFloat>) -> Double {
    guard let o = oldFrame, let n = newFrame else { return 0 }
    return Double(n[keyPath: path] - o[keyPath: path])
  }

  private var movedClause: String {
    var parts: [String] = []
    if abs(dx) > LayoutDiff.tolerance { parts.append("Δx=\(Self.signed(dx))") }
    if abs(dy) > LayoutDiff.tolerance { parts.append("Δy=\(Self.signed(dy))") }
    return "moved \(Self.point(oldFrame!.origin)) → \(Self.point(newFrame!.origin)), "
      + parts.joined(separator: " ")
  }

  private var resizedClause: String {
    var parts: [String] = []
    if abs(dWidth) > LayoutDiff.tolerance { parts.append("Δw=\(Self.signed(dWidth))") }
    if abs(dHeight) > LayoutDiff.tolerance { parts.append("Δh=\(Self.signed(dHeight))") }
    return "resized \(Self.size(oldFrame!.size)) → \(Self.size(newFrame!.size)), "
      + parts.joined(separator: " ")
  }

  private static func point(_ p: CGPoint) -> String { "(\(number(Double(p.x))),\(number(Double(p.y))))" }
  static func size(_ s: CGSize) -> String { "\(number(Double(s.width)))×\(number(Double(s.height)))" }
  private static func signed(_ v: Double) -> String { (v > 0 ? "+" : "") + number(v) }

  /// Whole points print as integers, others with up to 3 decimals: 47, 12.5, 0.333.
  static func number(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded() { return String(Int(r)) }
    var s = String(format: "%.3f", r)
    while s.hasSuffix("0") { s.removeLast() }
    return s
  }
}
