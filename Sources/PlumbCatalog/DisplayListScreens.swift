import Foundation
import PlumbGraphics

/// Screens drawn straight from display lists (no view DSL): shapes, colours, gradients, shadows,
/// clips and opacity, and an app-like card list. They exercise the rasteriser end to end from the
/// CLI and give the raster benchmark a realistic screen.
enum DisplayListScreens {
  static var all: [CatalogScreen] {
    [
      CatalogScreen(name: "shapes", summary: "Rects, rounded rects (circular and continuous), ellipses, capsules, paths and strokes") { context in
        .init(displayList: shapes(context))
      },
      CatalogScreen(name: "gradients", summary: "Linear and radial gradients with several stops and transparency") { context in
        .init(displayList: gradients(context))
      },
      CatalogScreen(name: "shadows", summary: "Drop shadows: radii, offsets, colours, on shapes and groups") { context in
        .init(displayList: shadows(context))
      },
      CatalogScreen(name: "clips-and-opacity", summary: "Nested groups with clips, opacity and rotated transforms") { context in
        .init(displayList: clipsAndOpacity(context))
      },
      CatalogScreen(name: "cards", summary: "An app-like feed: shadowed cards with avatars, gradient photos, text and a tab bar") { context in
        .init(displayList: cards(context))
      },
    ].map { var screen = $0; screen.ignoresTraits = true; return screen }
  }

  // MARK: - Palette

  static let ink = RGBAColor(r8: 0x1C, g8: 0x1C, b8: 0x1E)
  static let secondary = RGBAColor(r8: 0x8A, g8: 0x8A, b8: 0x8E)
  static let groupedBackground = RGBAColor(r8: 0xF2, g8: 0xF2, b8: 0xF7)
  static let separator = RGBAColor(r8: 0xC6, g8: 0xC6, b8: 0xC8)
  static let blue = RGBAColor(r8: 0x00, g8: 0x7A, b8: 0xFF)
  static let indigo = RGBAColor(r8: 0x58, g8: 0x56, b8: 0xD6)
  static let pink = RGBAColor(r8: 0xFF, g8: 0x2D, b8: 0x55)
  static let orange = RGBAColor(r8: 0xFF, g8: 0x95, b8: 0x00)
  static let green = RGBAColor(r8: 0x34, g8: 0xC7, b8: 0x59)
  static let teal = RGBAColor(r8: 0x30, g8: 0xB0, b8: 0xC7)
  static let yellow = RGBAColor(r8: 0xFF, g8: 0xCC, b8: 0x00)

  // MARK: - Screens

  static func shapes(_ context: CatalogContext) -> DisplayList {
    let device = context.device, measurer = context.textMeasurer
    let grid = Grid(device, columns: 3, rows: 4)
    var items: [DisplayItem] = [background(device, .white), title("Shapes", device, measurer)]
    let palette = [blue, pink, orange, green, teal, indigo]
    var star = Path()
    for i in 0..<10 {
      let angle = -Double.pi / 2 + Double(i) * .pi / 5
      let r = i % 2 == 0 ? 1.0 : 0.45
      let p = CGPoint(x: cos(angle) * r, y: sin(angle) * r)
      if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    // A pentagram crosses itself: even-odd leaves its centre empty, non-zero fills it.
    var pentagram = Path()
    for i in 0..<5 {
      let angle = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
      let p = CGPoint(x: cos(angle), y: sin(angle))
      if i == 0 { pentagram.move(to: p) } else { pentagram.addLine(to: p) }
    }
    pentagram.closeSubpath()
    for cell in 0..<12 {
      let r = grid.cell(cell).insetBy(dx: 10, dy: 10)
      let color = palette[cell % palette.count]
      let unitToCell = AffineTransform2D.scale(x: r.width / 2, y: r.height / 2)
        .concatenating(.translation(x: r.midX, y: r.midY))
      switch cell {
      case 0: items.append(.fill(Path(rect: r), .solid(color)))
      case 1: items.append(.fill(Path(roundedRect: r, cornerRadius: 16, style: .circular), .solid(color)))
      case 2: items.append(.fill(Path(roundedRect: r, cornerRadius: 16, style: .continuous), .solid(color)))
      case 3: items.append(.fill(Path(ellipseIn: r), .solid(color)))
      case 4: items.append(.fill(Path(capsuleIn: r.insetBy(dx: 0, dy: r.height / 4)), .solid(color)))
      case 5: items.append(.fill(pentagram.applying(unitToCell), .solid(color), .nonZero))
      case 6: items.append(.fill(pentagram.applying(unitToCell), .solid(color), .evenOdd))
      case 7:
        items.append(.stroke(Path(roundedRect: r, cornerRadius: 12, style: .circular), .solid(color),
                             StrokeStyle(lineWidth: 4, dash: [10, 6])))
      case 8:
        var wave = Path()
        wave.move(to: CGPoint(x: r.minX, y: r.midY))
        wave.addCurve(to: CGPoint(x: r.maxX, y: r.midY), control1: CGPoint(x: r.minX + r.width / 3, y: r.minY),
                      control2: CGPoint(x: r.maxX - r.width / 3, y: r.maxY))
        items.append(.stroke(wave, .solid(color), StrokeStyle(lineWidth: 6, lineCap: .round)))
      case 9:
        var zig = Path()
        zig.move(to: CGPoint(x: r.minX, y: r.maxY))
        zig.addLine(to: CGPoint(x: r.minX + r.width / 3, y: r.minY))
        zig.addLine(to: CGPoint(x: r.maxX - r.width / 3, y: r.maxY))
        zig.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        items.append(.stroke(zig, .solid(color), StrokeStyle(lineWidth: 8, lineJoin: .round)))
      case 10:
        items.append(.fill(Path(ellipseIn: r), .solid(color.multiplyingAlpha(0.25))))
        items.append(.stroke(Path(ellipseIn: r), .solid(color), StrokeStyle(lineWidth: 3)))
      default:
        items.append(.stroke(star.applying(unitToCell), .solid(color),
                             StrokeStyle(lineWidth: 3, lineJoin: .bevel)))
      }
    }
    return DisplayList(items)
  }

  static func gradients(_ context: CatalogContext) -> DisplayList {
    let device = context.device, measurer = context.textMeasurer
    let grid = Grid(device, columns: 2, rows: 3)
    var items: [DisplayItem] = [background(device, .white), title("Gradients", device, measurer)]
    let sunset = stops([orange, pink, indigo])
    let sea = stops([teal, blue])
    for cell in 0..<6 {
      let r = grid.cell(cell).insetBy(dx: 8, dy: 8)
      let shape = Path(roundedRect: r, cornerRadius: 20, style: .continuous)
      let paint: Paint
      switch cell {
      case 0: paint = .linearGradient(stops: sunset, start: CGPoint(x: r.minX, y: r.minY), end: CGPoint(x: r.maxX, y: r.minY))
      case 1: paint = .linearGradient(stops: sunset, start: CGPoint(x: r.minX, y: r.minY), end: CGPoint(x: r.maxX, y: r.maxY))
      case 2: paint = .radialGradient(stops: sea, center: CGPoint(x: r.midX, y: r.midY), startRadius: 0,
                                      endRadius: min(r.width, r.height) / 2)
      case 3: paint = .radialGradient(stops: stops([yellow, orange, pink, .clear]), center: CGPoint(x: r.minX + 20, y: r.minY + 20),
                                      startRadius: 10, endRadius: max(r.width, r.height))
      case 4: paint = .linearGradient(stops: stops([blue, blue.multiplyingAlpha(0)]), start: CGPoint(x: r.midX, y: r.minY),
                                      end: CGPoint(x: r.midX, y: r.maxY))
      default:
        paint = .linearGradient(stops: [GradientStop(color: green, location: 0), GradientStop(color: green, location: 0.5),
                                        GradientStop(color: yellow, location: 0.5), GradientStop(color: yellow, location: 1)],
                                start: CGPoint(x: r.minX, y: r.minY), end: CGPoint(x: r.maxX, y: r.minY))
      }
      items.append(.fill(shape, paint))
    }
    return DisplayList(items)
  }

  static func shadows(_ context: CatalogContext) -> DisplayList {
    let device = context.device, measurer = context.textMeasurer
    let grid = Grid(device, columns: 2, rows: 3)
    var items: [DisplayItem] = [background(device, groupedBackground), title("Shadows", device, measurer)]
    let specs: [(Shadow, ShapeKind)] = [
      (Shadow(radius: 2, offset: CGSize(width: 0, height: 1)), .roundedRect),
      (Shadow(radius: 10, offset: CGSize(width: 0, height: 6)), .roundedRect),
      (Shadow(color: blue.multiplyingAlpha(0.5), radius: 16, offset: .zero), .ellipse),
      (Shadow(color: pink.multiplyingAlpha(0.6), radius: 6, offset: CGSize(width: 8, height: 8)), .capsule),
      (Shadow(color: .black, radius: 0, offset: CGSize(width: 6, height: 6)), .rect),
      (Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), radius: 24, offset: CGSize(width: 0, height: 12)), .roundedRect),
    ]
    for (cell, spec) in specs.enumerated() {
      let r = grid.cell(cell).insetBy(dx: 28, dy: 28)
      let path: Path
      switch spec.1 {
      case .rect: path = Path(rect: r)
      case .roundedRect: path = Path(roundedRect: r, cornerRadius: 14, style: .continuous)
      case .ellipse: path = Path(ellipseIn: r)
      case .capsule: path = Path(capsuleIn: r.insetBy(dx: 0, dy: r.height / 4))
      }
      items.append(.group(DisplayGroup(items: [.fill(path, .solid(.white))], shadow: spec.0,
                                       label: "shadow \(cell)")))
    }
    return DisplayList(items)
  }

  static func clipsAndOpacity(_ context: CatalogContext) -> DisplayList {
    let device = context.device, measurer = context.textMeasurer
    let grid = Grid(device, columns: 2, rows: 3)
    var items: [DisplayItem] = [background(device, .white)]
    // Stripes to show what clips and opacity let through.
    var stripes: [DisplayItem] = []
    for i in 0..<Int(device.size.width / 12) + 1 {
      stripes.append(.fill(Path(rect: CGRect(x: Double(i) * 24, y: 0, width: 12, height: device.size.height)),
                           .solid(groupedBackground)))
    }
    items.append(.group(DisplayGroup(items: stripes, label: "stripes")))
    items.append(title("Clips & opacity", device, measurer))
    for cell in 0..<6 {
      let r = grid.cell(cell).insetBy(dx: 14, dy: 14)
      let circles: [DisplayItem] = [
        .fill(Path(ellipseIn: CGRect(x: r.minX, y: r.minY, width: r.width * 0.66, height: r.height * 0.66)), .solid(pink)),
        .fill(Path(ellipseIn: CGRect(x: r.maxX - r.width * 0.66, y: r.minY, width: r.width * 0.66, height: r.height * 0.66)), .solid(blue)),
        .fill(Path(ellipseIn: CGRect(x: r.midX - r.width * 0.33, y: r.maxY - r.height * 0.66, width: r.width * 0.66, height: r.height * 0.66)), .solid(green)),
      ]
      let centre = CGPoint(x: r.midX, y: r.midY)
      let group: DisplayGroup
      switch cell {
      case 0: group = DisplayGroup(items: circles, opacity: 0.5, label: "faded together")
      case 1: group = DisplayGroup(items: circles.map { .group(DisplayGroup(items: [$0], opacity: 0.5)) }, label: "faded apart")
      case 2: group = DisplayGroup(items: circles, clip: Path(roundedRect: r.insetBy(dx: 16, dy: 16), cornerRadius: 18, style: .continuous))
      case 3: group = DisplayGroup(items: circles, clip: Path(ellipseIn: r.insetBy(dx: 10, dy: 20)))
      case 4:
        group = DisplayGroup(items: circles, opacity: 0.8, transform: .rotation(radians: .pi / 6, about: centre),
                             clip: Path(rect: r.insetBy(dx: 20, dy: 20)))
      default:
        let inner = DisplayGroup(items: circles, opacity: 0.6, transform: .scale(x: 0.6, y: 0.6, about: centre),
                                 clip: Path(ellipseIn: r))
        group = DisplayGroup(items: [.fill(Path(roundedRect: r, cornerRadius: 12, style: .circular), .solid(ink)), .group(inner)],
                             opacity: 0.9, clip: Path(roundedRect: r, cornerRadius: 12, style: .circular))
      }
      items.append(.group(group))
    }
    return DisplayList(items)
  }

  /// A feed of cards: navigation title, cards with an avatar, text lines, a photo placeholder
  /// gradient and a like button, and a tab bar over the home indicator.
  static func cards(_ context: CatalogContext) -> DisplayList {
    let device = context.device, measurer = context.textMeasurer
    let w = device.size.width, h = device.size.height
    let insets = device.safeAreaInsets
    let margin = 16.0 + max(insets.leading, insets.trailing)
    var items: [DisplayItem] = [background(device, groupedBackground)]
    var y = insets.top + 52
    items.append(text("Discover", measurer, at: CGPoint(x: margin, y: insets.top + 8), size: 34, color: ink, weight: 700))
    let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov",
                 "Donald Knuth", "Frances Allen", "Ken Thompson"]
    let accents = [blue, pink, orange, green, teal, indigo, yellow, pink]
    var index = 0
    while y < h {
      let cardRect = CGRect(x: margin, y: y, width: w - 2 * margin, height: 236)
      items.append(card(in: cardRect, name: names[index % names.count], accent: accents[index % accents.count], measurer,
                        index: index))
      y += cardRect.height + 16
      index += 1
    }
    // Tab bar: translucent white over the content, a hairline, four icons.
    let barHeight = 49 + insets.bottom
    let bar = CGRect(x: 0, y: h - barHeight, width: w, height: barHeight)
    var tab: [DisplayItem] = [
      .fill(Path(rect: bar), .solid(RGBAColor(red: 0.98, green: 0.98, blue: 0.98, alpha: 0.94))),
      .fill(Path(rect: CGRect(x: 0, y: bar.minY, width: w, height: 1.0 / Double(device.scale))), .solid(separator)),
    ]
    for i in 0..<4 {
      let cx = w * (Double(i) + 0.5) / 4
      let icon = CGRect(x: cx - 12, y: bar.minY + 7, width: 24, height: 24)
      let color = i == 0 ? blue : secondary
      tab.append(i % 2 == 0
                 ? .fill(Path(roundedRect: icon, cornerRadius: 6, style: .continuous), .solid(color))
                 : .stroke(Path(ellipseIn: icon.insetBy(dx: 1.5, dy: 1.5)), .solid(color), StrokeStyle(lineWidth: 2)))
      tab.append(text(["Home", "Search", "Library", "Profile"][i], measurer, at: CGPoint(x: cx, y: bar.minY + 34),
                      size: 10, color: color, anchor: CGPoint(x: 0.5, y: 0)))
    }
    items.append(.group(DisplayGroup(items: tab, label: "tab bar")))
    return DisplayList(items)
  }

  static func card(in r: CGRect, name: String, accent: RGBAColor, _ measurer: any TextMeasuring,
                   index: Int) -> DisplayItem {
    let pad = 14.0
    let avatar = CGRect(x: r.minX + pad, y: r.minY + pad, width: 40, height: 40)
    let photo = CGRect(x: r.minX + pad, y: avatar.maxY + 12, width: r.width - 2 * pad, height: 110)
    var content: [DisplayItem] = [
      .fill(Path(roundedRect: r, cornerRadius: 16, style: .continuous), .solid(.white)),
      .fill(Path(ellipseIn: avatar), .linearGradient(
        stops: stops([accent, accent.multiplyingAlpha(0.6)]), start: CGPoint(x: avatar.minX, y: avatar.minY),
        end: CGPoint(x: avatar.maxX, y: avatar.maxY))),
      text(String(name.prefix(1)), measurer, at: CGPoint(x: avatar.midX, y: avatar.midY), size: 20, color: .white,
           weight: 600, anchor: CGPoint(x: 0.5, y: 0.5)),
      text(name, measurer, at: CGPoint(x: avatar.maxX + 10, y: avatar.minY + 2), size: 15, color: ink, weight: 600),
      text("\(index + 2)h ago · Plumbline", measurer, at: CGPoint(x: avatar.maxX + 10, y: avatar.minY + 22), size: 12,
           color: secondary),
      .group(DisplayGroup(items: [
        .fill(Path(rect: photo), .linearGradient(
          stops: stops([accent.multiplyingAlpha(0.35), accent]), start: CGPoint(x: photo.minX, y: photo.minY),
          end: CGPoint(x: photo.maxX, y: photo.maxY))),
        .fill(Path(ellipseIn: CGRect(x: photo.maxX - 70, y: photo.minY + 14, width: 44, height: 44)),
              .radialGradient(stops: stops([.white, .white.multiplyingAlpha(0)]),
                              center: CGPoint(x: photo.maxX - 48, y: photo.minY + 36), startRadius: 0, endRadius: 22)),
        .fill(mountains(in: photo), .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.45))),
      ], clip: Path(roundedRect: photo, cornerRadius: 10, style: .continuous), label: "photo")),
      text("A short caption that wraps onto a second line of the card", measurer, at: CGPoint(x: photo.minX, y: photo.maxY + 10),
           size: 13, color: ink, width: photo.width),
    ]
    let like = CGRect(x: r.maxX - pad - 28, y: r.minY + pad + 6, width: 28, height: 28)
    content.append(.group(DisplayGroup(items: [
      .fill(Path(ellipseIn: like), .solid(accent.multiplyingAlpha(0.15))),
      .stroke(Path(ellipseIn: like.insetBy(dx: 8, dy: 8)), .solid(accent), StrokeStyle(lineWidth: 2)),
    ], opacity: 0.9, label: "like")))
    return .group(DisplayGroup(items: content, shadow: Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.12),
                                                              radius: 8, offset: CGSize(width: 0, height: 4)),
                               label: "card \(index)"))
  }

  // MARK: - Helpers

  /// The shape families of the shadow screen.
  enum ShapeKind { case rect, roundedRect, ellipse, capsule }

  /// Cells of a grid filling the safe area below the title.
  struct Grid {
    var area: CGRect
    var columns, rows: Int
    init(_ device: Device, columns: Int, rows: Int) {
      let i = device.safeAreaInsets
      area = CGRect(x: i.leading + 12, y: i.top + 56, width: device.size.width - i.leading - i.trailing - 24,
                    height: device.size.height - i.top - i.bottom - 68)
      self.columns = columns; self.rows = rows
    }
    func cell(_ n: Int) -> CGRect {
      let w = area.width / Double(columns), h = area.height / Double(rows)
      return CGRect(x: area.minX + Double(n % columns) * w, y: area.minY + Double(n / columns) * h, width: w, height: h)
    }
  }

  static func background(_ device: Device, _ color: RGBAColor) -> DisplayItem {
    .fill(Path(rect: CGRect(origin: .zero, size: device.size)), .solid(color))
  }

  static func title(_ s: String, _ device: Device, _ measurer: any TextMeasuring) -> DisplayItem {
    text(s, measurer, at: CGPoint(x: 16 + device.safeAreaInsets.leading, y: device.safeAreaInsets.top + 8), size: 28,
         color: ink, weight: 700)
  }

  /// Text laid out by the context's text engine (real fonts in the CLI, boxes with the
  /// fixed-metrics font), wrapped at `width` when given. `anchor` is the unit point of the text's
  /// box placed at `origin`: (0, 0) the top-left, (0.5, 0.5) the centre.
  static func text(_ s: String, _ measurer: any TextMeasuring, at origin: CGPoint, size: Double, color: RGBAColor,
                   weight: Int = 400, width: Double? = nil, anchor: CGPoint = .zero) -> DisplayItem {
    let style = TextLayoutStyle(font: FontDescriptor(size: size, weight: weight), lineLimit: 2,
                                lineSpacing: size * 0.3)
    let layout = measurer.layout(s, style: style, proposedWidth: width, proposedHeight: nil)
    let runs: [DisplayItem] = layout.runs.map { run in
      var run = run
      run.color = color
      return .glyphs(run)
    }
    let x = origin.x - anchor.x * layout.size.width, y = origin.y - anchor.y * layout.size.height
    return .group(DisplayGroup(items: runs, transform: .translation(x: x, y: y), label: s))
  }

  static func stops(_ colors: [RGBAColor]) -> [GradientStop] {
    colors.enumerated().map {
      GradientStop(color: $0.element, location: colors.count == 1 ? 0 : Double($0.offset) / Double(colors.count - 1))
    }
  }

  static func mountains(in r: CGRect) -> Path {
    var p = Path()
    p.move(to: CGPoint(x: r.minX, y: r.maxY))
    p.addLine(to: CGPoint(x: r.minX + r.width * 0.3, y: r.minY + r.height * 0.45))
    p.addLine(to: CGPoint(x: r.minX + r.width * 0.5, y: r.minY + r.height * 0.7))
    p.addLine(to: CGPoint(x: r.minX + r.width * 0.72, y: r.minY + r.height * 0.35))
    p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    p.closeSubpath()
    return p
  }
}
