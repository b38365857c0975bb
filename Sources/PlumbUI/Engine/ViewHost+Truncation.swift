import Foundation

/// A text that did not fit where it was placed: what it says, what the screen shows of it, and
/// where. Found by `ViewHost.truncatedTexts`, so a test can say which label a long translation or
/// a pseudolanguage cuts off (docs/localization.md, "Pseudolanguages").
public struct TruncatedText: Hashable, Sendable, CustomStringConvertible {
  /// The whole string the text was given (after lookup, formatting and any pseudolanguage).
  public let string: String
  /// The lines shown, joined by newlines, with the inserted "…".
  public let shown: String
  /// The text's frame in the screen, in points.
  public let frame: CGRect

  public var description: String {
    let f = frame.integral
    return "“\(string)” is cut to “\(shown)” at (\(Int(f.minX)), \(Int(f.minY)), \(Int(f.width))×\(Int(f.height)))"
  }
}

extension ViewHost {
  /// Every placed text on the screen that is truncated (its lines end in an inserted ellipsis or
  /// drop lines), in drawing order.
  public var truncatedTexts: [TruncatedText] {
    var found: [TruncatedText] = []
    func walk(_ n: Node) {
      if let text = n.layout as? TextNodeLayout {
        let layout = text.measure(n.placedProposal)
        if layout.isTruncated {
          found.append(TruncatedText(string: text.string, shown: layout.lines.map(\.text).joined(separator: "\n"),
                                     frame: n.frame))
        }
      }
      for c in n.children where c.isPlaced { walk(c) }
    }
    if let root = graph.root { walk(root) }
    return found
  }
}
