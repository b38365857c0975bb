import CCairo
import PlumbGraphics
import PlumbPNG
#if canImport(Glibc)
import Glibc
#endif

/// PNG figures for one 1170×2532 UI-like screen drawn with cairo: our encoder against cairo's
/// `cairo_surface_write_to_png` (same pixels), file sizes, our decoder against plain libpng, and
/// peak memory. Every time is the median of several runs in this process, in thread CPU time
/// (the machine's cores are shared, so wall time mostly measures the neighbours); peers are
/// timed alternately with ours.
enum PNGBenchmark {
  static let width = 1170, height = 2532
  static let runs = 9

  static func run() throws {
    let drawStart = now()
    let surface = drawScreen()
    let drawMs = ms(since: drawStart)
    defer { cairo_surface_destroy(surface) }
    let image = straightRGBA(surface)
    print("  screen: \(width)×\(height) UI-like (flat fills, list rows, text, gradient, shadows), drawn by cairo in \(fmt(drawMs)) ms")

    // Encode: ours (default options) vs cairo's writer, both into memory.
    var ours: [UInt8] = []
    var cairo: [UInt8] = []
    let (oursMs, cairoMs) = medians({ ours = PNG.encode(image, metadata: PNGMetadata(rendererFingerprint: "bench")) },
                                    { cairo = cairoWrite(surface) })
    print("")
    print("  encode                 time (ms)   size (bytes)")
    print("  PlumbPNG (default)   \(col(fmt(oursMs), 10))   \(col(String(ours.count), 12))")
    print("  cairo_write_to_png   \(col(fmt(cairoMs), 10))   \(col(String(cairo.count), 12))")
    print("  ratio                \(col(fmt(cairoMs / oursMs) + "× faster", 10))   \(col(fmt(Double(ours.count) / Double(cairo.count)) + "× size", 12))")

    // Correctness guards: the benchmark refuses to print figures for a wrong encoder.
    guard try PNG.decode(ours) == image, PNG.encode(image, metadata: PNGMetadata(rendererFingerprint: "bench")) == ours else {
      throw BenchError.mismatch("PlumbPNG output does not round-trip or is not deterministic")
    }
    guard try PNG.decode(cairo, allowFastPath: false) == image else {
      throw BenchError.mismatch("cairo's PNG decodes to different pixels than the surface")
    }

    // Decode: fast path (libdeflate + Swift unfilter) vs plain libpng through the shim.
    print("")
    print("  decode                 ours (ms)   libpng (ms)   ratio")
    for (name, bytes) in [("PlumbPNG file", ours), ("cairo file", cairo)] {
      let (fast, plain) = medians({ _ = try? PNG.decode(bytes) }, { _ = try? PNG.decode(bytes, allowFastPath: false) })
      print("  \(name.padding(toLength: 18, withPad: " ", startingAt: 0))   \(col(fmt(fast), 10))   \(col(fmt(plain), 11))   \(fmt(plain / fast))×")
    }
    let metaMs = median { _ = try? PNG.readMetadata(ours) }
    print("  readMetadata (no inflate): \(fmt(metaMs)) ms")
    print("  peak memory so far (maxrss): \(maxRSSMiB()) MiB (cairo surface + RGBA copy alone: \(2 * width * height * 4 / 1_048_576) MiB)")

    // The choices behind the defaults: filter strategy × deflate encoder (ours, libdeflate levels), on this screen and on
    // a denser one (full-screen diagonal gradient, paragraphs of text, a soft glow).
    let dense = drawScreen(dense: true)
    defer { cairo_surface_destroy(dense) }
    let denseImage = straightRGBA(dense)
    var denseCairo: [UInt8] = []
    let denseCairoMs = median(runs: 3) { denseCairo = cairoWrite(dense) }
    print("")
    print("  encoder options            settings screen      dense screen")
    print("                             ms      bytes        ms      bytes")
    print("  cairo_write_to_png     \(col(fmt(cairoMs), 6)) \(col(String(cairo.count), 10))   \(col(fmt(denseCairoMs), 6)) \(col(String(denseCairo.count), 10))")
    let filters: [(String, PNGEncodeOptions.Filter)] = [("none", .none), ("sub", .sub), ("up", .up), ("paeth", .paeth), ("adaptive", .adaptive)]
    for (name, filter) in filters {
      for level in [0, 1, 2, 4, 6] {
        let options = PNGEncodeOptions(filter: filter, compression: level == 0 ? .fast : .libdeflate(level: level))
        let label = level == 0 ? "\(name) fast" : "\(name) libdeflate \(level)"
        var line = "  \(label.padding(toLength: 22, withPad: " ", startingAt: 0))"
        for screen in [image, denseImage] {
          var bytes: [UInt8] = []
          let t = median(runs: 3) { bytes = PNG.encode(screen, options: options) }
          line += " \(col(fmt(t), 6)) \(col(String(bytes.count), 10))  "
        }
        print(line)
      }
    }

    print("")
    print("  peak memory at the end (maxrss): \(maxRSSMiB()) MiB")
  }

  static func maxRSSMiB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss / 1024
  }

  enum BenchError: Error, CustomStringConvertible {
    case mismatch(String)
    var description: String { if case .mismatch(let s) = self { return s }; return "" }
  }

  // MARK: - The screen

  /// A phone settings-like screen at 3×: status and navigation bars with a gradient, grouped
  /// list rows with icons, separators and text, a card with a shadow, a translucent tab bar.
  static func drawScreen(dense: Bool = false) -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let w = Double(width), h = Double(height)
    cairo_set_source_rgb(cr, 0.949, 0.949, 0.969)
    cairo_paint(cr)

    // Header gradient.
    let gradient = cairo_pattern_create_linear(0, 0, 0, 420)!
    cairo_pattern_add_color_stop_rgb(gradient, 0, 0.04, 0.52, 1.0)
    cairo_pattern_add_color_stop_rgb(gradient, 1, 0.35, 0.34, 0.84)
    cairo_set_source(cr, gradient)
    cairo_rectangle(cr, 0, 0, w, 420)
    cairo_fill(cr)
    cairo_pattern_destroy(gradient)

    cairo_select_font_face(cr, "Inter", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_set_font_size(cr, 44)
    text(cr, 60, 100, "9:41")
    cairo_set_font_size(cr, 102)
    text(cr, 48, 360, "Settings")

    // Grouped list rows.
    cairo_select_font_face(cr, "Inter", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    let labels = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Mobile Data", "Personal Hotspot", "Notifications",
                  "Sounds & Haptics", "Focus", "Screen Time", "General", "Control Centre", "Display & Brightness",
                  "Home Screen", "Accessibility", "Wallpaper", "Siri & Search", "Face ID & Passcode", "Battery"]
    let icons: [(Double, Double, Double)] = [(1, 0.58, 0), (0, 0.48, 1), (0, 0.48, 1), (0.2, 0.78, 0.35),
                                              (0.2, 0.78, 0.35), (1, 0.23, 0.19), (1, 0.18, 0.33), (0.35, 0.34, 0.84)]
    var y = 480.0
    for (group, range) in [(0, 0..<5), (1, 5..<9), (2, 9..<18)] {
      let rows = Double(range.count)
      roundedRect(cr, 48, y, w - 96, rows * 132, 30)
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_fill(cr)
      for (i, index) in range.enumerated() {
        let rowY = y + Double(i) * 132
        let icon = icons[(index + group) % icons.count]
        roundedRect(cr, 84, rowY + 30, 72, 72, 16)
        cairo_set_source_rgb(cr, icon.0, icon.1, icon.2)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_set_font_size(cr, 51)
        text(cr, 192, rowY + 84, labels[index])
        cairo_set_source_rgb(cr, 0.56, 0.56, 0.58)
        cairo_set_font_size(cr, 45)
        text(cr, w - 240, rowY + 84, index % 3 == 0 ? "On" : "")
        // Chevron.
        cairo_set_line_width(cr, 7)
        cairo_move_to(cr, w - 110, rowY + 48)
        cairo_line_to(cr, w - 90, rowY + 66)
        cairo_line_to(cr, w - 110, rowY + 84)
        cairo_stroke(cr)
        if i < range.count - 1 {
          cairo_set_source_rgb(cr, 0.78, 0.78, 0.8)
          cairo_rectangle(cr, 192, rowY + 131, w - 240, 2)
          cairo_fill(cr)
        }
      }
      y += rows * 132 + 72
    }

    // A card with a soft shadow (stacked translucent rounded rects).
    for i in 0..<12 {
      roundedRect(cr, 48 - Double(i), y - Double(i) + 12, w - 96 + 2 * Double(i), 260 + 2 * Double(i), 30 + Double(i))
      cairo_set_source_rgba(cr, 0, 0, 0, 0.012)
      cairo_fill(cr)
    }
    roundedRect(cr, 48, y, w - 96, 260, 30)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 0.2, 0.2, 0.2)
    cairo_set_font_size(cr, 42)
    text(cr, 90, y + 90, "Software Update available")
    cairo_set_source_rgb(cr, 0.45, 0.45, 0.47)
    cairo_set_font_size(cr, 36)
    text(cr, 90, y + 160, "iOS 18.2 includes improvements and bug fixes.")

    // Translucent tab bar over the content.
    cairo_set_source_rgba(cr, 0.97, 0.97, 0.97, 0.92)
    cairo_rectangle(cr, 0, h - 250, w, 250)
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 0.7, 0.7, 0.72)
    cairo_rectangle(cr, 0, h - 250, w, 1.5)
    cairo_fill(cr)
    for i in 0..<4 {
      let cx = w / 8 + Double(i) * w / 4
      cairo_arc(cr, cx, h - 170, 34, 0, 2 * .pi)
      cairo_set_source_rgb(cr, i == 0 ? 0 : 0.6, i == 0 ? 0.48 : 0.6, i == 0 ? 1 : 0.6)
      cairo_fill(cr)
    }
    if dense { drawDenseOverlay(cr) }
    cairo_surface_flush(surface)
    return surface
  }

  /// The dense variant: a diagonal gradient wash over everything, a radial glow, and an article's
  /// worth of small text (harder for filters and deflate than flat fills).
  static func drawDenseOverlay(_ cr: OpaquePointer) {
    let w = Double(width), h = Double(height)
    let wash = cairo_pattern_create_linear(0, 0, w, h)!
    cairo_pattern_add_color_stop_rgba(wash, 0, 1.0, 0.8, 0.6, 0.35)
    cairo_pattern_add_color_stop_rgba(wash, 1, 0.3, 0.5, 1.0, 0.35)
    cairo_set_source(cr, wash)
    cairo_paint(cr)
    cairo_pattern_destroy(wash)
    let glow = cairo_pattern_create_radial(w * 0.7, h * 0.3, 10, w * 0.7, h * 0.3, 600)!
    cairo_pattern_add_color_stop_rgba(glow, 0, 1, 1, 1, 0.6)
    cairo_pattern_add_color_stop_rgba(glow, 1, 1, 1, 1, 0)
    cairo_set_source(cr, glow)
    cairo_paint(cr)
    cairo_pattern_destroy(glow)
    cairo_select_font_face(cr, "Inter", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, 38)
    cairo_set_source_rgba(cr, 0.1, 0.1, 0.15, 0.9)
    let words = ["layout", "regression", "overlay", "sheet", "anchor", "transition", "golden", "pixel",
                 "safe", "area", "spacing", "frame", "offset", "modifier", "preference", "geometry"]
    var seed: UInt64 = 12345
    for line in 0..<48 {
      var s = ""
      while s.count < 44 {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        s += words[Int(seed >> 33) % words.count] + " "
      }
      text(cr, 60, 520 + Double(line) * 46, s)
    }
  }

  static func text(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ s: String) {
    cairo_move_to(cr, x, y)
    cairo_show_text(cr, s)
  }

  static func roundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
    cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
    cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
    cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
    cairo_close_path(cr)
  }

  /// Cairo's premultiplied native-endian ARGB32 as straight RGBA8.
  static func straightRGBA(_ surface: OpaquePointer) -> RGBAImage {
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    var image = RGBAImage(width: width, height: height)
    image.pixels.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
          let p = row[x]
          let a = p >> 24, r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255
          let o = (y * width + x) * 4
          if a == 255 || a == 0 {
            out[o] = UInt8(r); out[o + 1] = UInt8(g); out[o + 2] = UInt8(b)
          } else {  // the same rounding cairo's PNG writer uses to unpremultiply
            out[o] = UInt8((r * 255 + a / 2) / a); out[o + 1] = UInt8((g * 255 + a / 2) / a)
            out[o + 2] = UInt8((b * 255 + a / 2) / a)
          }
          out[o + 3] = UInt8(a)
        }
      }
    }
    return image
  }

  /// `cairo_surface_write_to_png`, but into memory (its stream variant), so disk speed is not measured.
  static func cairoWrite(_ surface: OpaquePointer) -> [UInt8] {
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    sink.bytes.reserveCapacity(1 << 20)
    let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
      let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      return CAIRO_STATUS_SUCCESS
    }, Unmanaged.passUnretained(sink).toOpaque())
    precondition(status == CAIRO_STATUS_SUCCESS, "cairo_surface_write_to_png_stream failed")
    return sink.bytes
  }

  // MARK: - Timing

  static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
  }

  static func ms(since start: Double) -> Double { now() - start }

  /// Median wall time in ms of `runs` calls (after one warm-up call).
  static func median(runs: Int = runs, _ body: () -> Void) -> Double {
    body()
    var times: [Double] = []
    for _ in 0..<runs {
      let start = now()
      body()
      times.append(ms(since: start))
    }
    return times.sorted()[runs / 2]
  }

  /// Median times of two bodies run alternately, so both see the same machine load (the cores
  /// are shared with other work).
  static func medians(runs: Int = runs, _ a: () -> Void, _ b: () -> Void) -> (Double, Double) {
    a(); b()
    var ta: [Double] = [], tb: [Double] = []
    for _ in 0..<runs {
      var start = now()
      a()
      ta.append(ms(since: start))
      start = now()
      b()
      tb.append(ms(since: start))
    }
    return (ta.sorted()[runs / 2], tb.sorted()[runs / 2])
  }

  static func fmt(_ v: Double) -> String {
    let r = (v * 10).rounded() / 10
    return String(r)
  }

  static func col(_ s: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - s.count)) + s
  }
}

extension PNG {
  /// `decode` with the fast path switchable, for the benchmark.
  static func decode(_ bytes: [UInt8], allowFastPath: Bool) throws(PNGError) -> RGBAImage {
    try decode(bytes, limits: .default, source: "<bench>", allowFastPath: allowFastPath)
  }
}

