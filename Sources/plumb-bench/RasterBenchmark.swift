import Foundation
import PlumbCatalog
import PlumbGraphics
import PlumbRaster
import PlumbText

/// Raster figures: draw time of device-sized catalog screens at 390×844 @3x (1170×2532 pixels),
/// with real text (PlumbText's engine), median of N renders (`PLUMB_BENCH_RUNS`, default 11;
/// `PLUMB_BENCH_SCREENS=cards,shadows` picks screens).
///
/// Times are the rendering thread's CPU time (steady on a shared machine) with wall time beside
/// it. Peers in the same run: the same list with its shadows removed (what the Swift blur costs)
/// and an empty list (Cairo surface set-up, background fill and the premultiplied → straight
/// conversion: the floor under every render).
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
