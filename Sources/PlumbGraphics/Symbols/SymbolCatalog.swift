import Foundation

/// The SF Symbol names drawn from bundled open-licensed icons (Phosphor Icons and Bootstrap
/// Icons, both MIT; Remix Icon, Apache 2.0; Resources/LICENSE-*.txt) and from the project's own
/// drawings (scripts/symbols/symbol-drawings.txt), read from Resources/symbols.txt, which
/// scripts/symbols/build-symbol-data.py makes from the hand-checked table
/// scripts/symbols/symbol-map.txt (docs/symbols.md), with the map's compositions and slashes.
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
    /// A quarter turn or flip of the icon (the set draws another direction): `rotate90` is a
    /// clockwise quarter turn, `flipv` a top↔bottom reflection.
    var turn: Turn = .none
  }

  /// The map's transform flags (docs/symbols.md, "Bundled icons").
  enum Turn: String, Sendable {
    case none, rotate90, rotate180, rotate270, flipv

    /// In the unit box, y down.
    var transform: AffineTransform2D {
      switch self {
      case .none: return .identity
      // (x, y) → (1 − y, x): the top edge goes to the right.
      case .rotate90: return AffineTransform2D(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)
      case .rotate180: return AffineTransform2D(a: -1, b: 0, c: 0, d: -1, tx: 1, ty: 1)
      case .rotate270: return AffineTransform2D(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 1)
      case .flipv: return AffineTransform2D(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
      }
    }
  }

  /// A name drawn by composing drawn names (the map's `compose` lines): `mark` placed over
  /// `base` with its centre at `center` and scaled by `scale`, the base kept whole (`over`), cut
  /// out around the mark by a disc (`cut`, as badges are) or with the mark's shape cut out of it
  /// (`hole`).
  struct Composition: Sendable {
    enum Mode: String, Sendable { case over, cut, hole }
    var base: String
    var mark: String
    var center: CGPoint
    var scale: Double
    var mode: Mode
    /// The base is drawn at this scale about `baseCenter` (1 and the box centre: unchanged).
    var baseScale: Double
    var baseCenter: CGPoint
    var approximate: Bool
  }

  /// An icon's outline in one weight, in the unit box.
  struct Outline: Sendable {
    var path: Path
    var fillRule: FillRule
    /// The outline is several shapes that may overlap (a drawing's strokes), filled together
    /// under the non-zero rule: it cannot be cut out of a shape by reversing it.
    var overlapping = false
  }

  /// Every drawn name (not counting composed enclosures), sorted.
  static var names: [String] { store.entries.keys.sorted() }

  static func entry(_ name: String) -> Entry? { store.entries[name] }

  /// The composition recipe for `name`, if the map composes it.
  static func composition(_ name: String) -> Composition? { store.compositions[name] }

  /// Whether the map lists `name` (`<base>.slash[.fill]`) as its base with SF's slash.
  static func isSlashed(_ name: String) -> Bool { store.slashed.contains(name) }

  /// Every composed name of the map, sorted.
  static var composedNames: [String] { store.compositions.keys.sorted() }

  /// `glyph` (e.g. "ph:heart") in `weight` ("thin" … "bold", "fill"); Bootstrap icons have only
  /// "regular" (and "fill"), used for every stroke weight.
  static func outline(glyph: String, weight: String, mirrored: Bool = false, turn: Turn = .none) -> Outline? {
    store.outline(glyph: glyph, weight: weight, mirrored: mirrored, turn: turn)
  }

  /// The outline of `entry` at `weight` (its fill form if the entry is a `.fill` name).
  static func outline(_ entry: Entry, weight: SymbolWeight, inEnclosure: Bool = false) -> Outline? {
    let w: String
    if entry.fill || (inEnclosure && entry.fillInEnclosure) { w = "fill" } else { w = inEnclosure ? weight.heavierDataWeight : weight.dataWeight }
    return outline(glyph: entry.glyph, weight: w, mirrored: entry.mirrored, turn: entry.turn)
  }

  /// A stroke part's width at `weight`, as a multiple of its regular width (Phosphor's strokes:
  /// 8, 12, 16 and 24 of 256 for thin, light, regular and bold).
  static func strokeFactor(_ weight: String) -> Double {
    switch weight {
    case "thin": return 0.5
    case "light": return 0.75
    case "bold": return 1.5
    default: return 1
    }
  }

  private static let store = Store()

  /// The parsed file and the outlines parsed so far.
  private final class Store: @unchecked Sendable {
    let entries: [String: Entry]
    let compositions: [String: Composition]
    let slashed: Set<String>
    /// glyph → (viewBox side, weight → its parts: (rule, path data)). A part's rule is `n`
    /// (non-zero), `e` (even-odd) or `s<width>` (a centre line stroked `width` wide, round caps
    /// and joins).
    let glyphs: [String: (side: Double, weights: [String: [(Substring, Substring)]])]
    private let lock = NSLock()
    private var parsed: [String: Outline] = [:]

    init() {
      var entries: [String: Entry] = [:]
      var compositions: [String: Composition] = [:]
      var slashed: Set<String> = []
      var glyphs: [String: (side: Double, weights: [String: [(Substring, Substring)]])] = [:]
      let text = Store.load()
      var current: String?
      for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
        guard let kind = line.first, kind != "#" else { continue }
        let fields = line.split(separator: " ", maxSplits: kind == "W" ? 3 : Int.max)
        switch kind {
        case "N" where fields.count >= 3:
          let flags = Set(fields.dropFirst(3))
          let turn = flags.lazy.compactMap { Turn(rawValue: String($0)) }.first ?? .none
          entries[String(fields[1])] = Entry(glyph: String(fields[2]), fill: flags.contains("fill"),
                                             fillInEnclosure: flags.contains("cf"), mirrored: flags.contains("mirror"),
                                             approximate: flags.contains("approx"), turn: turn)
        case "C" where fields.count >= 8:
          // C <name> <base> <mark> <cx> <cy> <scale> <mode> [base=<scale>,<cx>,<cy>] [approx]
          guard let cx = Double(fields[4]), let cy = Double(fields[5]), let scale = Double(fields[6]),
                let mode = Composition.Mode(rawValue: String(fields[7])) else { continue }
          var composition = Composition(base: String(fields[2]), mark: String(fields[3]), center: CGPoint(x: cx, y: cy),
                                        scale: scale, mode: mode, baseScale: 1, baseCenter: CGPoint(x: 0.5, y: 0.5),
                                        approximate: false)
          for flag in fields.dropFirst(8) {
            if flag == "approx" { composition.approximate = true }
            if flag.hasPrefix("base=") {
              let v = flag.dropFirst(5).split(separator: ",").compactMap { Double($0) }
              if v.count == 3 { composition.baseScale = v[0]; composition.baseCenter = CGPoint(x: v[1], y: v[2]) }
            }
          }
          compositions[String(fields[1])] = composition
        case "L" where fields.count == 2:
          slashed.insert(String(fields[1]))
        case "G" where fields.count == 3:
          current = String(fields[1])
          glyphs[String(fields[1])] = (Double(fields[2]) ?? 256, [:])
        case "W" where fields.count == 4:
          guard let current else { continue }
          glyphs[current]?.weights[String(fields[1]), default: []].append((fields[2], fields[3]))
        default:
          continue
        }
      }
      self.entries = entries
      self.compositions = compositions
      self.slashed = slashed
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

    func outline(glyph: String, weight: String, mirrored: Bool, turn: Turn) -> Outline? {
      let key = "\(glyph) \(weight) \(mirrored) \(turn)"
      lock.lock()
      defer { lock.unlock() }
      if let done = parsed[key] { return done }
      guard let g = glyphs[glyph] else { return nil }
      guard let parts = g.weights[weight] ?? (weight == "fill" ? nil : g.weights["regular"]), !parts.isEmpty else { return nil }
      var whole = Path()
      var rule = FillRule.nonZero
      for (kind, d) in parts {
        guard let path = try? SVGPathParser.parse(String(d)) else { return nil }
        if kind.hasPrefix("s"), let width = Double(kind.dropFirst()) {
          whole.addPath(SymbolStroke.outline(path, width: width * strokeFactor(weight)))
        } else {
          whole.addPath(path)
          if kind == "e" { rule = .evenOdd }
        }
      }
      let overlapping = parts.count > 1 || parts.contains { $0.0.hasPrefix("s") }
      var t = AffineTransform2D.scale(x: 1 / g.side, y: 1 / g.side)
      if mirrored { t = t.concatenating(.scale(x: -1, y: 1)).concatenating(.translation(x: 1, y: 0)) }
      t = t.concatenating(turn.transform)
      let outline = Outline(path: whole.applying(t), fillRule: overlapping ? .nonZero : rule, overlapping: overlapping)
      parsed[key] = outline
      return outline
    }
  }
}
