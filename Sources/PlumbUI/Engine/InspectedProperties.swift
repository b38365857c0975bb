import Foundation

/// The parameters a layout was built from, as a person wrote them ("padding": "16",
/// "spacing": "8", "font": "17 pt semibold"): they go into the layout sidecar so that a failing
/// golden can say which property of which view changed (docs/layout-diff.md, "The first line").
///
/// Only what decides size, position or look is listed, and values are written so that equal
/// code gives equal strings: numbers without trailing zeros, colours as hex.
@MainActor
protocol InspectableLayout {
  func inspectedProperties(_ node: Node) -> [String: String]
}

/// How the properties spell their values.
enum InspectedValue {
  /// 16, 16.5, 0.333 (at most three decimals; the sidecar's precision).
  static func number(_ v: CGFloat) -> String {
    guard v.isFinite else { return v > 0 ? "infinity" : v < 0 ? "-infinity" : "nan" }
    let rounded = (Double(v) * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var s = String(format: "%.3f", rounded)
    while s.hasSuffix("0") { s.removeLast() }
    return s
  }

  /// "16", "vertical 8, horizontal 16", or each edge that differs from zero.
  static func insets(_ e: EdgeInsets) -> String {
    if e.top == e.bottom && e.leading == e.trailing {
      if e.top == e.leading { return number(e.top) }
      if e.top == 0 { return "horizontal \(number(e.leading))" }
      if e.leading == 0 { return "vertical \(number(e.top))" }
      return "vertical \(number(e.top)), horizontal \(number(e.leading))"
    }
    return [("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)]
      .filter { $0.1 != 0 }.map { "\($0.0) \(number($0.1))" }.joined(separator: ", ")
  }

  /// "#1A2B3C", with the alpha appended when it is not opaque ("#1A2B3C80").
  static func color(_ c: RGBAColor) -> String {
    func byte(_ v: Double) -> String { String(format: "%02X", Int((min(max(v, 0), 1) * 255).rounded())) }
    return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + (c.alpha >= 1 ? "" : byte(c.alpha))
  }

  /// "17 pt regular", "28 pt bold rounded italic", "14 pt regular Inter-Medium".
  static func font(_ f: FontDescriptor) -> String {
    let weights = [100: "ultraLight", 200: "thin", 300: "light", 400: "regular", 500: "medium",
                   600: "semibold", 700: "bold", 800: "heavy", 900: "black"]
    var parts = ["\(number(f.size)) pt", weights[f.weight] ?? "weight \(f.weight)"]
    if f.design != .default { parts.append(f.design.rawValue) }
    if f.italic { parts.append("italic") }
    if let custom = f.custom { parts.append(custom.name) }
    return parts.joined(separator: " ")
  }

  static func alignment(_ h: HorizontalAlignment) -> String { key(h.key) }
  static func alignment(_ v: VerticalAlignment) -> String { key(v.key) }
  static func alignment(_ a: Alignment) -> String {
    let h = key(a.horizontal.key), v = key(a.vertical.key)
    return h == v ? h : "\(v) \(h)"
  }

  /// The SwiftUI name of a guide: "leading", "center", "firstTextBaseline", or a custom ID's type name.
  static func key(_ k: AlignmentKey) -> String {
    let builtIn: [AlignmentKey: String] = [
      HorizontalAlignment.leading.key: "leading", HorizontalAlignment.center.key: "center",
      HorizontalAlignment.trailing.key: "trailing", VerticalAlignment.top.key: "top",
      VerticalAlignment.center.key: "center", VerticalAlignment.bottom.key: "bottom",
      VerticalAlignment.firstTextBaseline.key: "firstTextBaseline",
      VerticalAlignment.lastTextBaseline.key: "lastTextBaseline",
    ]
    return builtIn[k] ?? String(describing: k.type)
  }
}
