import Foundation
import PlumbCatalog
import PlumbGraphics
import PlumbRaster
import PlumbText

/// Raster figures: draw time of device-sized catalog screens at 390×844 @3x (1170×2532 pixels),
/// with real text (PlumbText's engine), median of N renders (`PLUMB_BENCH_RUNS`, default 11;
/// `PLUMB_BENCH_SCREENS=cards,shadows` picks screens; `PLUMB_BENCH_DEBUG=1` keeps the Skia peer's
/// JSON and shows its errors).
///
/// Times are the rendering thread's CPU time (steady on a shared machine) with wall time beside
/// it. Peers in the same run: the same list with its shadows removed (what the Swift blur costs),
/// an empty list (Cairo surface set-up, background fill and the premultiplied → straight
/// conversion: the floor under every render), and Skia (skia-python's CPU raster backend, when
/// installed) drawing the same display list, exported as JSON, with the same font files:
/// paths, gradients, clips, layers and drop-shadow image filters.
enum RasterBenchmark {
  static func run() throws {
    let env = ProcessInfo.processInfo.environment
    let runs = max(1, env["PLUMB_BENCH_RUNS"].flatMap { Int($0) } ?? 11)
    let device = Device.iPhone14
    let canvas = Canvas(size: device.size, scale: device.scale, background: .white)
    print("  canvas \(canvas.pixelWidth)×\(canvas.pixelHeight) (\(device.name) @\(device.scale)x), median of \(runs)")
    print("  \(RendererFingerprint.current)")
    print("  " + "screen".padding(toLength: 20, withPad: " ", startingAt: 0)
          + "     cpu ms    wall ms   no-shadow cpu   ×no-shadow   ×floor")

    let floor = measure(runs) { _ = Rasterizer().render(DisplayList(), on: canvas) }
    print(row("empty list (floor)", floor, nil, floor))
    let names = env["PLUMB_BENCH_SCREENS"]?.split(separator: ",").map(String.init)
      ?? ["cards", "shapes", "gradients", "shadows", "clips-and-opacity"]
    for name in names {
      guard let screen = Catalog.screen(named: name) else {
        print("  \(name): no such catalog screen")
        continue
      }
      let list = try screen.render(CatalogContext(device: device, textMeasurer: TextEngine())).displayList
      let full = measure(runs) { _ = Rasterizer().render(list, on: canvas) }
      let flat = DisplayList(list.items.map(withoutShadows))
      let noShadow = measure(runs) { _ = Rasterizer().render(flat, on: canvas) }
      print(row(name, full, noShadow, floor))
      if let skia = SkiaPeer.medianFrame(list, canvas: canvas, runs: runs) {
        print("  " + "  peer: Skia".padding(toLength: 20, withPad: " ", startingAt: 0)
              + String(format: "%22.2f wall ms   Plumbline wall ×%.2f", skia * 1000, full.wall / skia))
      } else {
        print("    peer: Skia (python3 with skia-python not available)")
      }
    }
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    print("  peak resident memory \(usage.ru_maxrss / 1024) MB")
  }

  struct Timing { var cpu: Double; var wall: Double }

  /// Median thread CPU time and median wall time of `runs` calls, in seconds, after one
  /// warm-up call.
  static func measure(_ runs: Int, _ body: () -> Void) -> Timing {
    body()
    var cpu: [Double] = [], wall: [Double] = []
    for _ in 0..<runs {
      let c0 = threadCPUTime(), w0 = DispatchTime.now().uptimeNanoseconds
      body()
      wall.append(Double(DispatchTime.now().uptimeNanoseconds - w0) / 1e9)
      cpu.append(threadCPUTime() - c0)
    }
    return Timing(cpu: cpu.sorted()[runs / 2], wall: wall.sorted()[runs / 2])
  }

  static func threadCPUTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  static func row(_ name: String, _ t: Timing, _ noShadow: Timing?, _ floor: Timing) -> String {
    var s = "  " + name.padding(toLength: 20, withPad: " ", startingAt: 0)
      + String(format: "%11.2f%11.2f", t.cpu * 1000, t.wall * 1000)
    if let n = noShadow {
      s += String(format: "%16.2f%13.2f", n.cpu * 1000, t.cpu / n.cpu)
    } else {
      s += String(repeating: " ", count: 29)
    }
    return s + String(format: "%9.1f", t.cpu / floor.cpu)
  }

  /// Median wall time of `runs` calls, in seconds, after one warm-up call (used by the text
  /// benchmark too).
  static func median(_ runs: Int, _ body: () -> Void) -> Double {
    body()
    var times: [Double] = []
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()[times.count / 2]
  }

  static func ms(_ s: Double) -> String { String(format: "%8.2f ms", s * 1000) }
  static func pad(_ s: String, _ n: Int) -> String { "  " + s.padding(toLength: n, withPad: " ", startingAt: 0) }

  static func withoutShadows(_ item: DisplayItem) -> DisplayItem {
    guard case .group(var g) = item else { return item }
    g.shadow = nil
    g.items = g.items.map(withoutShadows)
    return .group(g)
  }
}

/// Skia drawing the same display list: the list is flattened to plain JSON (paths as commands,
/// paints, groups with transform, clip, opacity and shadow, glyph runs with their font files) and
/// drawn by an embedded skia-python script, which prints its median wall time per frame. Layers
/// get their content bounds (an unbounded drop-shadow layer is canvas-sized and ten times
/// slower), as a careful Skia user would pass them.
enum SkiaPeer {
  static func medianFrame(_ list: DisplayList, canvas: Canvas, runs: Int) -> Double? {
    var fonts: [String: String] = [:]
    let items = list.items.map { json($0, fonts: &fonts) }
    let document: [String: Any] = [
      "width": canvas.pixelWidth, "height": canvas.pixelHeight, "scale": canvas.scale,
      "background": canvas.background.map { color($0) as Any } ?? NSNull(), "fonts": fonts, "items": items, "runs": runs,
    ]
    let debug = ProcessInfo.processInfo.environment["PLUMB_BENCH_DEBUG"] != nil
    guard let data = try? JSONSerialization.data(withJSONObject: document) else {
      if debug { print("    skia peer: cannot encode the display list as JSON") }
      return nil
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-raster-peer-\(getpid()).json")
    defer { if !debug { try? FileManager.default.removeItem(at: file) } }
    guard (try? data.write(to: file)) != nil else { return nil }
    if debug { print("    skia peer: \(file.path)") }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["python3", "-c", script, file.path]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = debug ? FileHandle.standardError : FileHandle.nullDevice
    guard (try? p.run()) != nil else { return nil }
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    guard p.terminationStatus == 0 else {
      if debug { print("    skia peer: python3 exited with \(p.terminationStatus) on \(file.path)") }
      return nil
    }
    return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  static func color(_ c: RGBAColor) -> [Double] { [c.red, c.green, c.blue, c.alpha] }

  static func path(_ p: Path) -> [[Any]] {
    p.elements.map { e -> [Any] in
      switch e {
      case .move(let q): return ["M", Double(q.x), Double(q.y)]
      case .line(let q): return ["L", Double(q.x), Double(q.y)]
      case .quadCurve(let q, let c): return ["Q", Double(c.x), Double(c.y), Double(q.x), Double(q.y)]
      case .curve(let q, let c1, let c2): return ["C", Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(q.x), Double(q.y)]
      case .closeSubpath: return ["Z"]
      }
    }
  }

  static func paint(_ p: Paint) -> [String: Any] {
    switch p {
    case .solid(let c): return ["solid": color(c)]
    case .linearGradient(let stops, let a, let b):
      return ["linear": [Double(a.x), Double(a.y), Double(b.x), Double(b.y)], "colors": stops.map { color($0.color) }, "stops": stops.map(\.location)]
    case .radialGradient(let stops, let c, let r0, let r1):
      return ["radial": [Double(c.x), Double(c.y), r0, r1], "colors": stops.map { color($0.color) }, "stops": stops.map(\.location)]
    case .mesh(_, _, _, let colors):
      // The Skia peer has no mesh case; it draws the first vertex's colour.
      return ["solid": color(colors.first ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))]
    case .angularGradient(let stops, _, _, _):
      // The Skia peer has no conic benchmark case; it draws the first stop's colour.
      return ["solid": color(stops.first?.color ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))]
    }
  }

  static func json(_ item: DisplayItem, fonts: inout [String: String]) -> [String: Any] {
    switch item {
    case .fill(let p, let pt, let rule):
      return ["op": "fill", "path": path(p), "paint": paint(pt), "evenOdd": rule == .evenOdd]
    case .stroke(let p, let pt, let s):
      return ["op": "stroke", "path": path(p), "paint": paint(pt), "width": s.lineWidth, "cap": s.lineCap.rawValue,
              "join": s.lineJoin.rawValue, "miter": s.miterLimit, "dash": s.dash, "phase": s.dashPhase]
    case .glyphs(let run):
      if let url = FontLibrary.shared.fileURL(named: run.fontName) { fonts[run.fontName] = url.path }
      return ["op": "glyphs", "font": run.fontName, "size": run.fontSize, "color": color(run.color),
              "glyphs": run.glyphs.map(Int.init), "positions": run.positions.map { [Double($0.x), Double($0.y)] }, "skew": run.obliqueSkew]
    case .image:
      return ["op": "image"]
    case .group(let g):
      let t = g.transform
      var out: [String: Any] = ["op": "group", "opacity": g.opacity, "transform": [t.a, t.b, t.c, t.d, t.tx, t.ty],
                                "items": g.items.map { json($0, fonts: &fonts) }]
      if let clip = g.clip { out["clip"] = path(clip) }
      if let s = g.shadow {
        out["shadow"] = ["color": color(s.color), "sigma": s.radius / 2, "dx": Double(s.offset.width), "dy": Double(s.offset.height)]
      }
      return out
    }
  }

  static let script = """
    import json, sys, time, struct
    import skia
    doc = json.load(open(sys.argv[1]))
    faces = {name: skia.Typeface.MakeFromFile(path) for name, path in doc['fonts'].items()}
    def col(c): return skia.Color4f(*c).toColor()
    def mkpath(cmds, even=False):
        p = skia.Path()
        for c in cmds:
            k = c[0]
            if k == 'M': p.moveTo(c[1], c[2])
            elif k == 'L': p.lineTo(c[1], c[2])
            elif k == 'Q': p.quadTo(c[1], c[2], c[3], c[4])
            elif k == 'C': p.cubicTo(c[1], c[2], c[3], c[4], c[5], c[6])
            else: p.close()
        p.setFillType(skia.PathFillType.kEvenOdd if even else skia.PathFillType.kWinding)
        return p
    def mkpaint(d):
        p = skia.Paint(AntiAlias=True)
        if 'solid' in d: p.setColor4f(skia.Color4f(*d['solid']))
        elif 'linear' in d:
            x0, y0, x1, y1 = d['linear']
            p.setShader(skia.GradientShader.MakeLinear([skia.Point(x0, y0), skia.Point(x1, y1)],
                        [col(c) for c in d['colors']], d['stops']))
        else:
            cx, cy, r0, r1 = d['radial']
            p.setShader(skia.GradientShader.MakeTwoPointConical(skia.Point(cx, cy), r0, skia.Point(cx, cy), r1,
                        [col(c) for c in d['colors']], d['stops']))
        return p
    caps = {'butt': skia.Paint.kButt_Cap, 'round': skia.Paint.kRound_Cap, 'square': skia.Paint.kSquare_Cap}
    joins = {'miter': skia.Paint.kMiter_Join, 'round': skia.Paint.kRound_Join, 'bevel': skia.Paint.kBevel_Join}
    def prepare(it):
        op = it['op']
        if op == 'fill':
            p = mkpath(it['path'], it['evenOdd'])
            return ('fill', p, mkpaint(it['paint']), p.computeTightBounds())
        if op == 'stroke':
            p = mkpaint(it['paint']); p.setStyle(skia.Paint.kStroke_Style); p.setStrokeWidth(it['width'])
            p.setStrokeCap(caps[it['cap']]); p.setStrokeJoin(joins[it['join']]); p.setStrokeMiter(it['miter'])
            if it['dash']:
                d = it['dash'] * (2 if len(it['dash']) % 2 else 1)
                p.setPathEffect(skia.DashPathEffect.Make(d, it['phase']))
            path = mkpath(it['path'])
            return ('stroke', path, p, path.computeTightBounds().makeOutset(it['width'] * 5, it['width'] * 5))
        if op == 'glyphs':
            face = faces.get(it['font'])
            font = skia.Font(face, it['size']) if face else skia.Font(None, it['size'])
            font.setSkewX(-it['skew']); font.setSubpixel(True); font.setEdging(skia.Font.Edging.kAntiAlias)
            g = it['glyphs']
            blob = skia.TextBlob.MakeFromPosText(struct.pack('<%dH' % len(g), *g),
                [skia.Point(x, y) for x, y in it['positions']], font, skia.TextEncoding.kGlyphID) if g else None
            p = skia.Paint(AntiAlias=True); p.setColor4f(skia.Color4f(*it['color']))
            return ('glyphs', blob, p, blob.bounds() if blob else skia.Rect.MakeEmpty())
        if op == 'group':
            a, b, c, d, tx, ty = it['transform']
            m = skia.Matrix.MakeAll(a, c, tx, b, d, ty, 0, 0, 1)
            clip = mkpath(it['clip']) if 'clip' in it else None
            layer = None
            if it['opacity'] < 1 or 'shadow' in it:
                layer = skia.Paint(); layer.setAlphaf(max(0.0, min(1.0, it['opacity'])))
                if 'shadow' in it:
                    s = it['shadow']
                    layer.setImageFilter(skia.ImageFilters.DropShadow(s['dx'], s['dy'], s['sigma'], s['sigma'], col(s['color'])))
            children = [prepare(x) for x in it['items']]
            local = skia.Rect.MakeEmpty()
            for ch in children: local.join(ch[-1])
            seen = skia.Rect.MakeLTRB(local.left(), local.top(), local.right(), local.bottom())
            if clip is not None and not seen.intersect(clip.computeTightBounds()): seen = skia.Rect.MakeEmpty()
            return ('group', m, clip, layer, children, local, m.mapRect(seen))
        return ('skip', skia.Rect.MakeEmpty())
    items = [prepare(x) for x in doc['items']]
    def draw(canvas, its):
        for it in its:
            k = it[0]
            if k in ('fill', 'stroke'): canvas.drawPath(it[1], it[2])
            elif k == 'glyphs':
                if it[1] is not None: canvas.drawTextBlob(it[1], 0, 0, it[2])
            elif k == 'group':
                canvas.save(); canvas.concat(it[1])
                if it[2] is not None: canvas.clipPath(it[2], doAntiAlias=True)
                if it[3] is not None: canvas.saveLayer(it[5], it[3])
                draw(canvas, it[4])
                if it[3] is not None: canvas.restore()
                canvas.restore()
    def frame():
        surface = skia.Surface(doc['width'], doc['height'])
        canvas = surface.getCanvas()
        canvas.clear(col(doc['background']) if doc['background'] else skia.ColorTRANSPARENT)
        canvas.scale(doc['scale'], doc['scale'])
        draw(canvas, items)
        return surface.makeImageSnapshot().toarray()
    frame()
    times = []
    for _ in range(doc['runs']):
        t = time.perf_counter(); frame(); times.append(time.perf_counter() - t)
    print(sorted(times)[len(times) // 2])
    """
}
