import Foundation
import PlumbGraphics
import PlumbTestSupport
import Testing

@testable import PlumbRaster

/// Random display lists full of hostile numbers (NaN, ±∞, huge, tiny, negative): a render must
/// never crash, never leave Cairo in an error state (which would drop later drawing), and give
/// the same pixels twice. `PLUMB_FUZZ_SEED` and `PLUMB_FUZZ_COUNT` explore further.
@Suite struct FuzzTests {

  static let nasty: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e-300, 0, -0.0, -1, 1e9, -1e9,
                                3e7, 0.5, 1, 7, 40, 100]

  struct Maker {
    var rng: SplitMix64
    mutating func number() -> Double {
      Int.random(in: 0..<4, using: &rng) == 0 ? FuzzTests.nasty.randomElement(using: &rng)!
        : Double.random(in: -20...140, using: &rng)
    }
    mutating func point() -> CGPoint { CGPoint(x: number(), y: number()) }
    mutating func rect() -> CGRect { CGRect(x: number(), y: number(), width: number(), height: number()) }
    mutating func color() -> RGBAColor { RGBAColor(red: number() / 100, green: number() / 100, blue: 0.5, alpha: number() / 50) }
    mutating func path() -> Path {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: return Path(rect: rect())
      case 1: return Path(roundedRect: rect(), cornerRadius: number(), style: .continuous)
      case 2: return Path(roundedRect: rect(), cornerRadius: number(), style: .circular)
      case 3: return Path(ellipseIn: rect())
      case 4: return Path(capsuleIn: rect())
      default:
        var p = Path()
        for _ in 0..<Int.random(in: 0..<6, using: &rng) {
          switch Int.random(in: 0..<5, using: &rng) {
          case 0: p.move(to: point())
          case 1: p.addLine(to: point())
          case 2: p.addQuadCurve(to: point(), control: point())
          case 3: p.addCurve(to: point(), control1: point(), control2: point())
          default: p.closeSubpath()
          }
        }
        return p
      }
    }
    mutating func paint() -> Paint {
      let stops = (0..<Int.random(in: 0..<4, using: &rng)).map { _ in GradientStop(color: color(), location: number() / 100) }
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: return .solid(color())
      case 1: return .linearGradient(stops: stops, start: point(), end: point())
      default: return .radialGradient(stops: stops, center: point(), startRadius: number(), endRadius: number())
      }
    }
    mutating func transform() -> AffineTransform2D {
      AffineTransform2D(a: number() / 50, b: number() / 200, c: number() / 200, d: number() / 50, tx: number(), ty: number())
    }
    mutating func item(depth: Int) -> DisplayItem {
      switch Int.random(in: 0..<(depth < 4 ? 6 : 5), using: &rng) {
      case 0: return .fill(path(), paint(), Bool.random(using: &rng) ? .evenOdd : .nonZero)
      case 1:
        return .stroke(path(), paint(), StrokeStyle(
          lineWidth: number() / 10, lineCap: [.butt, .round, .square].randomElement(using: &rng)!,
          lineJoin: [.miter, .round, .bevel].randomElement(using: &rng)!, miterLimit: number(),
          dash: (0..<Int.random(in: 0..<4, using: &rng)).map { _ in number() / 10 }, dashPhase: number()))
      case 2:
        let n = Int.random(in: 0..<5, using: &rng)
        return .glyphs(GlyphRun(fontName: Bool.random(using: &rng) ? FixedMetricsFont.name : "NoSuchFont",
                                fontSize: number() / 4, color: color(), glyphs: Array(repeating: 3, count: n),
                                positions: (0..<n).map { _ in point() }, obliqueSkew: number() / 100))
      case 3:
        let w = Int.random(in: 0..<4, using: &rng), h = Int.random(in: 0..<4, using: &rng)
        let count = Bool.random(using: &rng) ? w * h * 4 : Int.random(in: 0..<20, using: &rng)
        return .image(ImageItem(source: .rgba(width: w, height: h, pixels: (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }),
                                rect: rect(), interpolation: Bool.random(using: &rng) ? .nearest : .bilinear))
      case 4:
        return .image(ImageItem(source: .png((0..<Int.random(in: 0..<40, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }), rect: rect()))
      default:
        let children = (0..<Int.random(in: 0..<4, using: &rng)).map { _ in item(depth: depth + 1) }
        return .group(DisplayGroup(
          items: children, opacity: number() / 100, transform: Bool.random(using: &rng) ? .identity : transform(),
          clip: Bool.random(using: &rng) ? path() : nil,
          shadow: Bool.random(using: &rng) ? Shadow(color: color(), radius: number() / 10, offset: CGSize(width: number() / 10, height: number() / 10)) : nil))
      }
    }
  }

  @Test func hostileListsNeverFailOrCrash() throws {
    let seed = ProcessInfo.processInfo.environment["PLUMB_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED
    let count = ProcessInfo.processInfo.environment["PLUMB_FUZZ_COUNT"].flatMap { Int($0) } ?? 400
    var maker = Maker(rng: SplitMix64(seed: seed))
    let canvas = Canvas(size: CGSize(width: 40, height: 30), scale: 2, background: .white)
    for i in 0..<count {
      let list = DisplayList((0..<Int.random(in: 1..<6, using: &maker.rng)).map { _ in maker.item(depth: 0) })
      do {
        let image = try Rasterizer().rendering(list, on: canvas)
        #expect(image.width == 80 && image.height == 60)
        #expect(try Rasterizer().rendering(list, on: canvas).pixels == image.pixels, "list \(i) is not deterministic")
      } catch {
        Issue.record("list \(i): \(error)\n\(list)")
        return
      }
    }
  }
}
