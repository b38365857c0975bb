import Foundation
import PlumbGraphics
import PlumbPNG
import PlumbRaster

/// Image figures (issue 11's goal: an image-heavy screen within 1.5× of the same screen with
/// solid rectangles): a 390×844 @3x screen with 20 PNG images in a 4×5 grid (alternately a
/// 600×400 "photo", noisy so it compresses like one, shown at 90×60 pt, and a 180×180 @3x icon
/// with alpha at 60×60 pt; four distinct assets, each shown five times), against the same
/// screen with each image replaced by a solid rectangle of its size. Median thread CPU time of N
/// renders (`PLUMB_BENCH_RUNS`, default 11), with the empty list as the floor, after one warm-up render, so images come from the
/// decoded-image cache as they do for every render after the first; the decode that the first
/// render pays once is timed beside it.
enum ImagesBenchmark {
  static func run() throws {
    let runs = max(1, ProcessInfo.processInfo.environment["PLUMB_BENCH_RUNS"].flatMap { Int($0) } ?? 11)
    let canvas = Canvas(size: CGSize(width: 390, height: 844), scale: 3, background: .white)
    let assets = [photo(seed: 1), icon(seed: 2), photo(seed: 3), icon(seed: 4)]
    let pngs = assets.map { PNG.encode($0) }
    var images: [DisplayItem] = [], copies: [DisplayItem] = [], rects: [DisplayItem] = []
    for i in 0..<20 {
      let isPhoto = i % 2 == 0
      let size = isPhoto ? CGSize(width: 90, height: 60) : CGSize(width: 60, height: 60)
      let rect = CGRect(x: 8 + Double(i % 4) * 96, y: 40 + Double(i / 4) * 150, width: size.width, height: size.height)
      images.append(.image(ImageItem(source: .png(pngs[i % 4]), rect: rect)))
      // The same bytes in an array of its own: found by hashing its bytes, not by its address.
      copies.append(.image(ImageItem(source: .png(pngs[i % 4].map { $0 }), rect: rect)))
      rects.append(.fill(Path(rect: rect), .solid(RGBAColor(red: 0.2, green: 0.4, blue: 0.8))))
    }
    print("  canvas \(canvas.pixelWidth)×\(canvas.pixelHeight) (@3x), 20 items, median of \(runs), thread CPU ms")
    print("  assets: " + zip(assets, pngs).map { "\($0.width)×\($0.height) px (\($1.count / 1024) KiB PNG)" }.joined(separator: ", "))
    let floor = RasterBenchmark.measure(runs) { _ = Rasterizer().render(DisplayList(), on: canvas) }
    let rectTime = RasterBenchmark.measure(runs) { _ = Rasterizer().render(DisplayList(rects), on: canvas) }
    let imageTime = RasterBenchmark.measure(runs) { _ = Rasterizer().render(DisplayList(images), on: canvas) }
    let copyTime = RasterBenchmark.measure(runs) { _ = Rasterizer().render(DisplayList(copies), on: canvas) }
    let decode = RasterBenchmark.measure(runs) { for png in pngs { _ = try? PNG.decode(png) } }
    print(String(format: "  empty list (floor)    %9.2f ms", floor.cpu * 1000))
    print(String(format: "  20 solid rectangles   %9.2f ms", rectTime.cpu * 1000))
    print(String(format: "  20 PNG images         %9.2f ms   ×%.2f the rectangles (goal ≤ 1.5)",
                 imageTime.cpu * 1000, imageTime.cpu / rectTime.cpu))
    print(String(format: "  20 PNGs, own arrays   %9.2f ms   ×%.2f (each item's bytes hashed to find its decode)",
                 copyTime.cpu * 1000, copyTime.cpu / rectTime.cpu))
    print(String(format: "  decoding the 4 PNGs   %9.2f ms   (paid once per process: the first render)", decode.cpu * 1000))
    print(String(format: "  first render, estimated %7.2f ms   ×%.2f the rectangles",
                 (imageTime.cpu + decode.cpu) * 1000, (imageTime.cpu + decode.cpu) / rectTime.cpu))
  }

  /// A deterministic pseudo-random number generator (xorshift), so every run draws the same assets.
  struct Noise {
    var state: UInt64
    mutating func next() -> UInt8 {
      state ^= state << 13; state ^= state >> 7; state ^= state << 17
      return UInt8(truncatingIfNeeded: state >> 24)
    }
  }

  /// 600×400 opaque: a colour gradient with per-pixel noise, which PNG compresses about as badly
  /// as a photograph.
  static func photo(seed: UInt64) -> RGBAImage {
    let w = 600, h = 400
    var noise = Noise(state: 0x9E37_79B9_7F4A_7C15 &* seed)
    var px = [UInt8](repeating: 255, count: w * h * 4)
    for y in 0..<h {
      for x in 0..<w {
        let i = (y * w + x) * 4
        let n = Int(noise.next() % 24)
        px[i] = UInt8(min(255, x * 200 / w + n))
        px[i + 1] = UInt8(min(255, y * 200 / h + n))
        px[i + 2] = UInt8(min(255, 120 + n * 2))
      }
    }
    return RGBAImage(width: w, height: h, pixels: px)
  }

  /// 180×180 with alpha: a filled circle with an antialiased edge in a transparent square, as a
  /// 60 pt @3x app icon glyph is.
  static func icon(seed: UInt64) -> RGBAImage {
    let s = 180
    var px = [UInt8](repeating: 0, count: s * s * 4)
    let tone = UInt8(truncatingIfNeeded: 60 &* seed)
    for y in 0..<s {
      for x in 0..<s {
        let dx = Double(x) + 0.5 - 90, dy = Double(y) + 0.5 - 90
        let coverage = max(0, min(1, 80 - (dx * dx + dy * dy).squareRoot()))
        let i = (y * s + x) * 4
        px[i] = tone; px[i + 1] = 140; px[i + 2] = 220 &- tone
        px[i + 3] = UInt8((coverage * 255).rounded())
      }
    }
    return RGBAImage(width: s, height: s, pixels: px)
  }
}
