import CCairo
import Foundation
import PlumbGraphics
import PlumbRaster
import PlumbText

/// Text figures: one frame of a 40-row list of labels (a title and a detail per row, some in
/// Chinese) on a 390-point-wide screen at @3x: measure every label with the real engine, then draw
/// the display list. Median of N frames (`PLUMB_BENCH_RUNS`, default 11).
///
/// Peers in the same run:
/// - the fixed-metrics test font (same list, glyphs drawn as boxes): layout and raster floor;
/// - Cairo's own text path (`cairo_show_text` on the same bundled face: no HarfBuzz, no line
///   breaking): what the shaping and the engine add over bare glyph drawing;
/// - Pillow with libraqm (HarfBuzz shaping + FreeType), drawing the same 80 strings with the same
///   font file at the same pixel size, timed inside Python (interpreter start-up excluded).
enum TextBenchmark {
  static let rows = 40
  static let rowHeight = 44.0
  static let width = 390.0

  static let titles = ["Living Room", "Kitchen HomePod", "Factory 工厂", "首页 Home", "Bedroom Apple TV",
                       "Office iPad Pro", "Garage Door", "Porch Light", "设备列表", "Thermostat"]
  static let details = ["Connected", "Updated 2 minutes ago", "离线", "Battery 84%", "Firmware 17.4.1"]

  static func labels() -> [(String, String)] {
    (0..<rows).map { i in ("\(titles[i % titles.count]) \(i + 1)", details[i % details.count]) }
  }

  static func frame(_ engine: any TextMeasuring) -> DisplayList {
    var list = DisplayList()
    let title = TextLayoutStyle(font: FontDescriptor(size: 17), lineLimit: 1)
    let detail = TextLayoutStyle(font: FontDescriptor(size: 15), lineLimit: 1, alignment: .trailing)
    for (i, (t, d)) in labels().enumerated() {
      let y = Double(i) * rowHeight
      let dl = engine.layout(d, style: detail, proposedWidth: 140, proposedHeight: nil)
      let tl = engine.layout(t, style: title, proposedWidth: width - 32 - dl.size.width - 8, proposedHeight: nil)
      list.items += place(tl, x: 16, y: y + (rowHeight - tl.size.height) / 2, color: .black)
      list.items += place(dl, x: width - 16 - dl.size.width, y: y + (rowHeight - dl.size.height) / 2,
                          color: RGBAColor(red: 0.56, green: 0.56, blue: 0.58))
    }
    return list
  }

  static func place(_ l: TextLayout, x: Double, y: Double, color: RGBAColor) -> [DisplayItem] {
    l.runs.map { run in
      var run = run
      run.color = color
      run.positions = run.positions.map { CGPoint(x: $0.x + x, y: $0.y + y) }
      return .glyphs(run)
    }
  }

  static func run() throws {
    let runs = max(1, ProcessInfo.processInfo.environment["PLUMB_BENCH_RUNS"].flatMap { Int($0) } ?? 11)
    let canvas = Canvas(size: CGSize(width: width, height: Double(rows) * rowHeight), scale: 3, background: .white)
    print("  \(rows) rows × 2 labels, canvas \(canvas.pixelWidth)×\(canvas.pixelHeight) @3x, median of \(runs)")

    let engine = TextEngine()
    let fixed = FixedMetricsFont()
    let measure = medianTime(runs) {
      TextEngine.clearCaches()
      _ = frame(engine)
    }
    let warm = medianTime(runs) { _ = frame(engine) }
    let fixedMeasure = medianTime(runs) { _ = frame(fixed) }
    let list = frame(engine), fixedList = frame(fixed)
    // Real and fixed-metrics renders alternate, so machine load hits both alike; the per-pair
    // difference is what drawing real glyphs costs over drawing boxes (same surface, same floor).
    var draws: [Double] = [], fixedDraws: [Double] = [], extra: [Double] = []
    _ = Rasterizer().render(list, on: canvas)
    for _ in 0..<runs {
      let a = time { _ = Rasterizer().render(list, on: canvas) }
      let b = time { _ = Rasterizer().render(fixedList, on: canvas) }
      draws.append(a); fixedDraws.append(b); extra.append(a - b)
    }
    let draw = median(draws), fixedDraw = median(fixedDraws), glyphs = median(extra)
    let total = measure + draw
    print(pad("real fonts: measure 80 labels") + ms(measure) + "   (shaping cached: " + ms(warm).trimmed
          + "; fixed-metrics font " + ms(fixedMeasure).trimmed + ")")
    let glyphCost = glyphs > 0 ? "real glyphs cost " + ms(glyphs).trimmed + " more"
      : "no measurable extra cost for real glyphs (paired median " + ms(glyphs).trimmed + ")"
    print(pad("real fonts: draw") + ms(draw) + "   (fixed-metrics boxes " + ms(fixedDraw).trimmed + "; " + glyphCost + ")")
    print(pad("real fonts: frame (measure + draw)") + ms(total)
          + String(format: "   ×%.2f of the fixed-metrics frame", total / (fixedMeasure + fixedDraw)))

    if let toy = cairoShowText(canvas: canvas, runs: runs) {
      let toyFloor = cairoBlank(canvas: canvas, runs: runs)
      print(pad("peer: cairo_show_text, glyphs only") + ms(toy - toyFloor)
            + "   (same labels and face, no shaping; its surface set-up subtracted)")
    }
    if let pillow = pillowFrame(runs: runs) {
      print(pad("peer: Pillow+raqm, frame") + ms(pillow) + String(format: "   real fonts ×%.2f", total / pillow))
    } else {
      print(pad("peer: Pillow+raqm") + "  (python3 with Pillow not available)")
    }

    // Two threads at once (the rasteriser may render in parallel): both frames must be identical.
    let images = ThreadBox()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in images.add(Rasterizer().render(frame(engine), on: canvas)) }
    print(pad("two threads at once, same pixels") + (images.allEqual ? "  yes" : "  NO"))

    WorldTextBenchmark.run()
  }

  /// The same labels through Cairo's own text path on the bundled Inter face (no shaping).
  static func cairoShowText(canvas: Canvas, runs: Int) -> Double? {
    guard let face = FontLibrary.shared.face(named: "Inter-Regular") else { return nil }
    let labels = labels()
    return face.withFreeTypeFace { ft -> Double in
      let fontFace = cairo_ft_font_face_create_for_ft_face(ft.assumingMemoryBound(to: FT_FaceRec_.self), 0)
      defer { cairo_font_face_destroy(fontFace) }
      return medianTime(runs) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(canvas.pixelWidth), Int32(canvas.pixelHeight))
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, 3, 3)
        cairo_set_font_face(cr, fontFace)
        for (i, (t, d)) in labels.enumerated() {
          let y = Double(i) * rowHeight + 28
          cairo_set_source_rgb(cr, 0, 0, 0)
          cairo_set_font_size(cr, 17)
          cairo_move_to(cr, 16, y)
          cairo_show_text(cr, t)
          cairo_set_font_size(cr, 15)
          cairo_set_source_rgb(cr, 0.56, 0.56, 0.58)
          cairo_move_to(cr, 270, y)
          cairo_show_text(cr, d)
        }
        cairo_surface_flush(surface)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
      }
    }
  }

  /// A Cairo surface created, painted white and flushed: the floor under `cairoShowText`.
  static func cairoBlank(canvas: Canvas, runs: Int) -> Double {
    medianTime(runs) {
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(canvas.pixelWidth), Int32(canvas.pixelHeight))
      let cr = cairo_create(surface)
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_paint(cr)
      cairo_surface_flush(surface)
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
    }
  }

  /// Pillow (FreeType + libraqm/HarfBuzz layout) drawing the same strings with the same font file
  /// at the same pixel sizes; returns its median frame time, or nil when Python/Pillow is missing.
  static func pillowFrame(runs: Int) -> Double? {
    guard let font = fontFileURL() else { return nil }
    let strings = labels().flatMap { [$0.0, $0.1] }
    let script = """
      import json, sys, time
      from PIL import Image, ImageDraw, ImageFont, features
      strings = json.loads(sys.argv[2]); runs = int(sys.argv[3])
      layout = ImageFont.Layout.RAQM if features.check('raqm') else ImageFont.Layout.BASIC
      title = ImageFont.truetype(sys.argv[1], 51, layout_engine=layout)
      detail = ImageFont.truetype(sys.argv[1], 45, layout_engine=layout)
      def frame():
          im = Image.new('RGBA', (1170, \(Int(Double(rows) * rowHeight * 3))), 'white')
          d = ImageDraw.Draw(im)
          for i in range(0, len(strings), 2):
              y = (i // 2) * \(Int(rowHeight * 3)) + 30
              d.text((48, y), strings[i], font=title, fill='black')
              w = d.textlength(strings[i + 1], font=detail)
              d.text((1170 - 48 - w, y), strings[i + 1], font=detail, fill=(143, 143, 148))
      frame()
      times = []
      for _ in range(runs):
          t = time.perf_counter(); frame(); times.append(time.perf_counter() - t)
      print(sorted(times)[len(times) // 2])
      """
    let data = (try? JSONSerialization.data(withJSONObject: strings)) ?? Data()
    return PythonPeer.median(script: script, arguments: [font.path, String(decoding: data, as: UTF8.self), String(runs)])
  }

  /// The bundled Inter-Regular file (Pillow reads it from disk; it has no CJK fallback, so the
  /// Chinese labels draw as boxes there, which costs about the same).
  static func fontFileURL() -> URL? { FontLibrary.shared.fileURL(named: "Inter-Regular") }

  final class ThreadBox: @unchecked Sendable {
    private var images: [RGBAImage] = []
    private let lock = NSLock()
    func add(_ i: RGBAImage) { lock.lock(); images.append(i); lock.unlock() }
    var allEqual: Bool { images.count == 2 && images[0] == images[1] && images[0].width > 0 }
  }

  static func ms(_ s: Double) -> String { String(format: "%8.2f ms", s * 1000) }
  /// Median wall time of `runs` calls, in seconds, after one warm-up call.
  static func medianTime(_ runs: Int, _ body: () -> Void) -> Double {
    body()
    return median((0..<runs).map { _ in time(body) })
  }
  static func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
  static func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }
  static func pad(_ s: String) -> String { "  " + s.padding(toLength: 36, withPad: " ", startingAt: 0) }
}

private extension String {
  var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
