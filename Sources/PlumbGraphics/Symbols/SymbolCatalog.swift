import Foundation

/// The SF Symbol names drawn from bundled open-licensed icons (Phosphor Icons and Bootstrap
/// Icons, both MIT; Resources/LICENSE-*.txt), read from Resources/symbols.txt, which
/// scripts/symbols/build-symbol-data.py makes from the hand-checked table
/// scripts/symbols/symbol-map.txt (docs/symbols.md).
///
/// The file is read once, on first use; each outline is parsed when first drawn and kept.
enum SymbolCatalog {
  /// One drawn name: which icon, and how.
  struct Entry: Sendable {
    var glyph: String
    /// Always the filled form (`heart.fill`), whatever the weight.
    var fill: Bool
    /// Inside a composed enclosure, use the filled form (`play.circle`).
    var fillInEnclosure: Bool
    var mirrored: Bool
    var approximate: Bool
  }

  /// An icon's outline in one weight, in the unit box.
  struct Outline: Sendable {
    var path: Path
    var fillRule: FillRule
  }

  /// Every drawn name (not counting composed enclosures), sorted.
  static var names: [String] { store.entries.keys.sorted() }

  static func entry(_ name: String) -> Entry? { store.entries[name] }

  /// `glyph` (e.g. "ph:heart") in `weight` ("thin" … "bold", "fill"); Bootstrap icons have only
  /// "regular" (and "fill"), used for every stroke weight.
  static func outline(glyph: String, weight: String, mirrored: Bool = false) -> Outline? {
    store.outline(glyph: glyph, weight: weight, mirrored: mirrored)
  }

  /// The outline of `entry` at `weight` (its fill form if the entry is a `.fill` name).
  static func outline(_ entry: Entry, weight: SymbolWeight, inEnclosure: Bool = false) -> Outline? {
    let w: String
    if entry.fill || (inEnclosure && entry.fillInEnclosure) { w = "fill" } else { w = inEnclosure ? weight.heavierDataWeight : weight.dataWeight }
    return outline(glyph: entry.glyph, weight: w, mirrored: entry.mirrored)
  }

  private static let store = Store()

  /// The parsed file and the outlines parsed so far.
  private final class Store: @unchecked Sendable {
    let entries: [String: Entry]
    /// glyph → (viewBox side, weight → (rule, path data)).
    let glyphs: [String: (side: Double, weights: [String: (FillRule, Substring)])]
    private let lock = NSLock()
    private var parsed: [String: Outline] = [:]

    init() {
      var entries: [String: Entry] = [:]
      var glyphs: [String: (side: Double, weights: [String: (FillRule, Substring)])] = [:]
      let text = Store.load()
      var current: String?
      for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
        guard let kind = line.first, kind != "#" else { continue }
        let fields = line.split(separator: " ", maxSplits: kind == "W" ? 3 : Int.max)
        switch kind {
        case "N" where fields.count >= 3:
          let flags = Set(fields.dropFirst(3))
          entries[String(fields[1])] = Entry(glyph: String(fields[2]), fill: flags.contains("fill"),
                                             fillInEnclosure: flags.contains("cf"), mirrored: flags.contains("mirror"),
                                             approximate: flags.contains("approx"))
        case "G" where fields.count == 3:
          current = String(fields[1])
          glyphs[String(fields[1])] = (Double(fields[2]) ?? 256, [:])
        case "W" where fields.count == 4:
          guard let current else { continue }
          glyphs[current]?.weights[String(fields[1])] = (fields[2] == "e" ? .evenOdd : .nonZero, fields[3])
        default:
          continue
        }
      }
      self.entries = entries
      self.glyphs = glyphs
    }

    static func load() -> String {
      guard let url = Bundle.module.url(forResource: "symbols", withExtension: "txt", subdirectory: "Resources")
              ?? Bundle.module.url(forResource: "symbols", withExtension: "txt"),
            let data = try? Data(contentsOf: url) else {
        RenderWarnings.warnOnce("SymbolCatalog.data",
          "SymbolCatalog.swift: the bundled symbol data (Resources/symbols.txt) is missing; only the 41 hand-drawn symbols are drawn")
        return ""
      }
      return String(decoding: data, as: UTF8.self)
    }

    func outline(glyph: String, weight: String, mirrored: Bool) -> Outline? {
      let key = "\(glyph) \(weight) \(mirrored)"
      lock.lock()
      defer { lock.unlock() }
      if let done = parsed[key] { return done }
      guard let g = glyphs[glyph] else { return nil }
      let source = g.weights[weight] ?? (weight == "fill" ? nil : g.weights["regular"])
      guard let (rule, d) = source, let path = try? SVGPathParser.parse(String(d)) else { return nil }
      var t = AffineTransform2D.scale(x: 1 / g.side, y: 1 / g.side)
      if mirrored { t = t.concatenating(.scale(x: -1, y: 1)).concatenating(.translation(x: 1, y: 0)) }
      let outline = Outline(path: path.applying(t), fillRule: rule)
      parsed[key] = outline
      return outline
    }
  }
}
