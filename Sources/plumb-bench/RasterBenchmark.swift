import Foundation
import PlumbCatalog
import PlumbGraphics
import PlumbRaster
import PlumbText

/// Raster figures: draw time of device-sized catalog screens at 390×844 @3x (1170×2532 pixels),
/// with real text (PlumbText's engine), median of N renders (`PLUMB_BENCH_RUNS`, default 11).
///
/// Peers in the same run: the same list with its shadows removed (what the Swift blur costs) and
/// an empty list (Cairo surface set-up, background fill and the premultiplied → straight
/// conversion: the floor under every render).
enum RasterBenchmark {
  static func run() throws {
    let runs = max(1, ProcessInfo.processInfo.environment["PLUMB_BENCH_RUNS"].flatMap { Int($0) } ?? 11)
    let device = Device.iPhone14
    let canvas = Canvas(size: device.size, scale: device.scale, background: .white)
    print("  canvas \(canvas.pixelWidth)×\(canvas.pixelHeight) (\(device.name) @\(device.scale)x), median of \(runs)")
    print("  \(RendererFingerprint.current)")

    let floor = median(runs) { _ = Rasterizer().render(DisplayList(), on: canvas) }
    print(pad("empty list (floor)", 34) + ms(floor))
    for name in ["cards", "shapes", "gradients", "shadows", "clips-and-opacity"] {
      guard let screen = Catalog.screen(named: name) else { continue }
      let list = try screen.render(CatalogContext(device: device, textMeasurer: TextEngine())).displayList
      let full = median(runs) { _ = Rasterizer().render(list, on: canvas) }
      let flat = DisplayList(list.items.map(withoutShadows))
      let noShadow = median(runs) { _ = Rasterizer().render(flat, on: canvas) }
      print(pad(name, 34) + ms(full) + "   without shadows " + ms(noShadow)
            + String(format: "   ×%.2f of shadowless, ×%.1f of floor", full / noShadow, full / floor))
    }
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    print(pad("peak resident memory", 34) + "\(usage.ru_maxrss / 1024) MB")
  }

  /// Median wall time of `runs` calls, in seconds, after one warm-up call.
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

  static func withoutShadows(_ item: DisplayItem) -> DisplayItem {
    guard case .group(var g) = item else { return item }
    g.shadow = nil
    g.items = g.items.map(withoutShadows)
    return .group(g)
  }

  static func ms(_ s: Double) -> String { String(format: "%8.2f ms", s * 1000) }
  static func pad(_ s: String, _ n: Int) -> String { "  " + s.padding(toLength: n, withPad: " ", startingAt: 0) }
}
