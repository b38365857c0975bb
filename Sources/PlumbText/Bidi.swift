import CFriBidi
import PlumbGraphics

/// Bidirectional text by UAX #9, through FriBidi: embedding levels per paragraph before shaping,
/// and each line's visual order after line breaking (so numbers and mixed-direction runs reorder
/// per line, not per paragraph).
enum Bidi {
  /// Sets every cluster's level from FriBidi, one paragraph at a time (a paragraph ends after
  /// each newline cluster); returns each paragraph's resolved level (0 or 1). A cluster takes the
  /// level of its first scalar (marks inside a cluster share their base's level by rule W1).
  static func resolveLevels(_ clusters: inout [ShapedText.Cluster], direction: TextBaseDirection) -> [Int8] {
    let base: Int32 = switch direction {
    case .natural: 0
    case .leftToRight: 1
    case .rightToLeft: 2
    }
    var paragraphLevels: [Int8] = []
    var start = 0
    while start < clusters.count || (start == 0 && paragraphLevels.isEmpty) {
      var end = start
      while end < clusters.count && clusters[end].kind != .newline { end += 1 }
      if end < clusters.count { end += 1 }  // the newline belongs to its paragraph
      var scalars: [UInt32] = []
      var firstScalar: [Int] = []
      for k in start..<end {
        firstScalar.append(scalars.count)
        scalars += clusters[k].character.unicodeScalars.map(\.value)
      }
      var levels = [Int8](repeating: 0, count: max(1, scalars.count))
      let resolved = scalars.isEmpty ? (base == 2 ? 1 : 0)
        : plumb_bidi_levels(scalars, Int32(scalars.count), base, &levels)
      let paragraph = Int8(resolved < 0 ? (base == 2 ? 1 : 0) : resolved)
      for (n, k) in (start..<end).enumerated() {
        clusters[k].level = resolved < 0 ? paragraph : levels[firstScalar[n]]
      }
      paragraphLevels.append(paragraph)
      if end == start { break }
      start = end
    }
    return paragraphLevels
  }

  /// The visual order of one line: `units` are the line's clusters in logical order, each as a
  /// representative scalar and its level. Trailing white space takes the paragraph level (L1)
  /// and runs are reversed from the highest level down (L2), by FriBidi. Returns logical indices
  /// in visual (left-to-right) order.
  static func visualOrder(scalars: [UInt32], levels: [Int8], paragraphLevel: Int8) -> [Int] {
    let n = scalars.count
    guard n > 0 else { return [] }
    if paragraphLevel == 0 && !levels.contains(where: { $0 != 0 }) { return Array(0..<n) }
    var levels = levels
    var map = [Int32](repeating: 0, count: n)
    guard plumb_bidi_reorder_line(scalars, Int32(n), Int32(paragraphLevel), &levels, &map) != 0 else {
      return Array(0..<n)
    }
    return map.map(Int.init)
  }
}
