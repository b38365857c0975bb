import Foundation

/// A custom SF Symbol: the SVG template the SF Symbols app exports and Xcode's `.symbolset`
/// folders hold, parsed into symbols drawn like the bundled ones (docs/symbols.md, "Custom symbols").
///
/// The template has a `Guides` group (`Baseline-S/M/L`, `Capline-S/M/L`, `left-margin-Regular-M`,
/// `right-margin-Regular-M`, …) and a `Symbols` group with one group per variant, named
/// `<Weight>-<Scale>` (`Regular-M`, `Ultralight-S`, `Black-L`). Each variant is placed in the unit
/// box as the bundled symbols are: the cap height (Capline − Baseline) is SF Pro's 0.705 em, so
/// it gives the font size S; the box is 1.2 S on a side with the baseline at 0.8 of it, centred
/// horizontally between the margins. Paths whose class names a hierarchy level
/// (`hierarchical-1:secondary`) become that layer.
public struct SymbolTemplate: Sendable {
  /// What is wrong with a template.
  public enum Failure: Error, CustomStringConvertible, Equatable {
    case notXML(String)
    case notSVG(root: String)
    case noSymbolsGroup
    case noVariants(found: [String])
    case missingGuide(String)
    case badPathData(variant: String, pathIndex: Int, message: String)
    case badTransform(String)
    case unsupportedElement(variant: String, element: String)
    case emptyVariant(String)

    public var description: String {
      switch self {
      case .notXML(let m): return "symbol template: not well-formed XML (\(m))"
      case .notSVG(let root): return "symbol template: the root element is <\(root)>, not <svg>"
      case .noSymbolsGroup: return "symbol template: no <g id=\"Symbols\"> group"
      case .noVariants(let found):
        return "symbol template: the Symbols group has no <Weight>-<Scale> variant such as Regular-M (found: \(found.isEmpty ? "none" : found.joined(separator: ", ")))"
      case .missingGuide(let id): return "symbol template: the guide \(id) is missing"
      case .badPathData(let v, let i, let m): return "symbol template: path \(i + 1) of \(v): \(m)"
      case .badTransform(let t): return "symbol template: cannot read transform \(t.debugDescription)"
      case .unsupportedElement(let v, let e): return "symbol template: <\(e)> in \(v) is not drawn (convert it to a path)"
      case .emptyVariant(let v): return "symbol template: \(v) has no paths"
      }
    }
  }

  /// A symbol scale, as the template's S/M/L and `Image.Scale`.
  public enum Scale: String, Sendable, CaseIterable { case small = "S", medium = "M", large = "L" }

  /// One variant, already in the unit box.
  struct Variant: Sendable {
    var layers: [SymbolLayer]
  }

  public let name: String
  let variants: [String: Variant]

  /// The variants present, as `Regular-M`, sorted.
  public var variantNames: [String] { variants.keys.sorted() }

  /// SF Pro's cap height in em (the templates' Capline − Baseline is 70.459 at 100 pt).
  static let capHeight = 0.70459
  static let weightNames: [(String, SymbolWeight)] = [
    ("Ultralight", .ultraLight), ("Thin", .thin), ("Light", .light), ("Regular", .regular), ("Medium", .medium),
    ("Semibold", .semibold), ("Bold", .bold), ("Heavy", .heavy), ("Black", .black)]

  /// Parses an exported template. Throws a `Failure` naming what is wrong.
  public init(svg: Data, name: String = "") throws {
    self.name = name
    let root: MiniXML.Element
    do { root = try MiniXML.parse(svg) } catch { throw Failure.notXML("\(error)") }
    guard root.name == "svg" else { throw Failure.notSVG(root: root.name) }
    guard let symbols = root.first(id: "Symbols") else { throw Failure.noSymbolsGroup }
    let groups = symbols.children.filter { $0.name == "g" }
    let ids = groups.compactMap { $0.attributes["id"] }
    var variants: [String: Variant] = [:]
    for group in groups {
      guard let id = group.attributes["id"], let (weightName, scale) = Self.splitVariant(id) else { continue }
      _ = weightName
      let base = try Self.transform(group.attributes["transform"])
      var layers: [SymbolLayer] = []
      var index = 0
      try Self.collect(group.children, transform: base, variant: id, index: &index, into: &layers)
      guard !layers.isEmpty else { throw Failure.emptyVariant(id) }
      // Placement from the guides of this scale and the margins of this variant (else Regular-M's).
      let baseline = try Self.guideY(root, "Baseline-\(scale.rawValue)")
      let capline = try Self.guideY(root, "Capline-\(scale.rawValue)")
      let left = try Self.guideX(root, ["left-margin-\(id)", "left-margin-Regular-\(scale.rawValue)", "left-margin-Regular-M"])
      let right = try Self.guideX(root, ["right-margin-\(id)", "right-margin-Regular-\(scale.rawValue)", "right-margin-Regular-M"])
      let fontSize = abs(baseline - capline) / Self.capHeight
      let side = SymbolLibrary.boxScale * fontSize
      let place = AffineTransform2D.translation(x: -(left + right) / 2, y: -baseline)
        .concatenating(.scale(x: 1 / side, y: 1 / side))
        .concatenating(.translation(x: 0.5, y: SymbolLibrary.baseline))
      variants[id] = Variant(layers: layers.map { var l = $0; l.path = l.path.applying(place); return l })
    }
    guard !variants.isEmpty else { throw Failure.noVariants(found: ids) }
    self.variants = variants
  }

  /// The symbol at `weight` and `scale`: the variant of that name, else the nearest weight at
  /// that scale, else the nearest weight at medium, else any.
  public func symbol(weight: SymbolWeight = .regular, scale: Scale = .medium) -> SymbolLibrary.Symbol {
    let chosen = pick(weight: weight, scale: scale)
    let layers = chosen.layers
    var whole = Path()
    for l in layers { whole.addPath(l.path) }
    let rule: FillRule = layers.allSatisfy { $0.fillRule == .evenOdd } ? .evenOdd : .nonZero
    return SymbolLibrary.Symbol(name: name, path: whole, fillRule: rule, layers: layers)
  }

  /// The Regular-M symbol (or the nearest).
  public var symbol: SymbolLibrary.Symbol { symbol() }

  private func pick(weight: SymbolWeight, scale: Scale) -> Variant {
    for s in [scale, .medium] {
      let candidates = Self.weightNames.filter { variants["\($0.0)-\(s.rawValue)"] != nil }
      if let best = candidates.min(by: { abs($0.1.rawValue - weight.rawValue) < abs($1.1.rawValue - weight.rawValue) }) {
        return variants["\(best.0)-\(s.rawValue)"]!
      }
    }
    return variants[variantNames[0]]!
  }

  static func splitVariant(_ id: String) -> (String, Scale)? {
    let parts = id.split(separator: "-")
    guard parts.count == 2, let scale = Scale(rawValue: String(parts[1])),
          weightNames.contains(where: { $0.0 == parts[0] }) else { return nil }
    return (String(parts[0]), scale)
  }

  private static func collect(_ elements: [MiniXML.Element], transform: AffineTransform2D, variant: String,
                              index: inout Int, into layers: inout [SymbolLayer]) throws {
    for e in elements {
      let t = try Self.transform(e.attributes["transform"]).concatenating(transform)
      let path: Path
      switch e.name {
      case "g":
        try collect(e.children, transform: t, variant: variant, index: &index, into: &layers)
        continue
      case "path":
        do { path = try SVGPathParser.parse(e.attributes["d"] ?? "") } catch {
          throw Failure.badPathData(variant: variant, pathIndex: index, message: "\(error)")
        }
      case "rect":
        let r = CGRect(x: number(e, "x"), y: number(e, "y"), width: number(e, "width"), height: number(e, "height"))
        let rx = e.attributes["rx"].flatMap(Double.init) ?? e.attributes["ry"].flatMap(Double.init) ?? 0
        path = rx > 0 ? Path(roundedRect: r, cornerRadius: rx) : Path(rect: r)
      case "circle":
        let r = number(e, "r")
        path = Path(ellipseIn: CGRect(x: number(e, "cx") - r, y: number(e, "cy") - r, width: 2 * r, height: 2 * r))
      case "ellipse":
        let rx = number(e, "rx"), ry = number(e, "ry")
        path = Path(ellipseIn: CGRect(x: number(e, "cx") - rx, y: number(e, "cy") - ry, width: 2 * rx, height: 2 * ry))
      case "title", "desc", "defs", "style":
        continue
      default:
        throw Failure.unsupportedElement(variant: variant, element: e.name)
      }
      // Every exported variant path carries the SFSymbolsPreviewWireframe class (the template's
      // own <style> draws it as an outline when the file is opened in a browser): it is art.
      let classes = (e.attributes["class"] ?? "").split(separator: " ")
      let level = classes.compactMap(hierarchyLevel).first ?? 0
      let rule: FillRule = e.attributes["fill-rule"] == "evenodd" ? .evenOdd : .nonZero
      layers.append(SymbolLayer(path: path.applying(t), fillRule: rule, level: level))
      index += 1
    }
  }

  /// `hierarchical-1:secondary` → 1.
  private static func hierarchyLevel(_ cls: Substring) -> Int? {
    guard cls.hasPrefix("hierarchical-") else { return nil }
    switch cls.split(separator: ":").last {
    case "primary": return 0
    case "secondary": return 1
    case "tertiary": return 2
    default: return nil
    }
  }

  private static func number(_ e: MiniXML.Element, _ key: String) -> Double {
    e.attributes[key].flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? 0
  }

  private static func guide(_ root: MiniXML.Element, _ id: String) -> MiniXML.Element? {
    root.allElements.first { $0.attributes["id"] == id }
  }

  /// A horizontal guide's y: a `<line>`'s y1, or a `<path>`'s first point.
  static func guideY(_ root: MiniXML.Element, _ id: String) throws -> Double {
    guard let g = guide(root, id), let p = guidePoint(g) else { throw Failure.missingGuide(id) }
    return p.y
  }

  /// A vertical guide's x, from the first id present.
  static func guideX(_ root: MiniXML.Element, _ ids: [String]) throws -> Double {
    for id in ids { if let g = guide(root, id), let p = guidePoint(g) { return p.x } }
    throw Failure.missingGuide(ids[0])
  }

  private static func guidePoint(_ g: MiniXML.Element) -> CGPoint? {
    if g.name == "line" { return CGPoint(x: number(g, "x1"), y: number(g, "y1")) }
    if g.name == "path", let d = g.attributes["d"], let p = try? SVGPathParser.parse(d),
       case .move(let first)? = p.elements.first { return first }
    return nil
  }

  /// An SVG transform list: matrix, translate, scale, rotate (degrees, optional centre).
  static func transform(_ text: String?) throws -> AffineTransform2D {
    guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return .identity }
    var result = AffineTransform2D.identity
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "(") {
      guard let close = rest[open...].firstIndex(of: ")") else { throw Failure.badTransform(text) }
      let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\n"))
      let args = rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" })
        .compactMap { Double($0) }
      let t: AffineTransform2D
      switch (name, args.count) {
      case ("matrix", 6): t = AffineTransform2D(a: args[0], b: args[1], c: args[2], d: args[3], tx: args[4], ty: args[5])
      case ("translate", 1): t = .translation(x: args[0], y: 0)
      case ("translate", 2): t = .translation(x: args[0], y: args[1])
      case ("scale", 1): t = .scale(x: args[0], y: args[0])
      case ("scale", 2): t = .scale(x: args[0], y: args[1])
      case ("rotate", 1): t = .rotation(radians: args[0] * .pi / 180)
      case ("rotate", 3): t = .rotation(radians: args[0] * .pi / 180, about: CGPoint(x: args[1], y: args[2]))
      default: throw Failure.badTransform(text)
      }
      // "A B" applies B first: the later item is nearer the point.
      result = t.concatenating(result)
      rest = rest[rest.index(after: close)...]
    }
    guard rest.trimmingCharacters(in: .whitespaces).isEmpty else { throw Failure.badTransform(text) }
    return result
  }
}
