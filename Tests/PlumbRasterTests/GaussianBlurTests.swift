import Foundation
import Testing

@testable import PlumbRaster

@Suite struct GaussianBlurTests {
  @Test(arguments: [0.0, 0.3, 1, 1.9])
  func kernelIsSymmetricSumsToOneAndPeaksInTheMiddle(sigma: Double) {
    let k = GaussianBlur.kernel(sigma: sigma)
    #expect(k.count % 2 == 1)
    #expect(k.reduce(0, +) == 1 << 16)
    #expect(k == Array(k.reversed()))
    let mid = k.count / 2
    #expect(k[mid] == k.max())
    if sigma >= 0.05 { #expect(mid == Int((3 * sigma).rounded(.up))) }
  }

  @Test func deterministicExpMatchesTheLibraryToTwelveDigits() {
    for i in 0...50 {
      let x = -Double(i) / 10
      let rel = abs(GaussianBlur.deterministicExp(x) - Foundation.exp(x)) / Foundation.exp(x)
      #expect(rel < 1e-12, "x = \(x)")
    }
  }

  @Test func largeSigmasUseThreeBoxesAsTheFilterEffectsSpecSays() {
    // σ = 4: d = ⌊4·3·√(2π)/4 + 0.5⌋ = ⌊8.02⌋ = 8 (even): boxes 8, 8 (shifted) and 9.
    #expect(GaussianBlur(sigma: 4).method == .boxes([.init(left: 4, right: 3), .init(left: 3, right: 4),
                                                     .init(left: 4, right: 4)]))
    // σ = 5: d = ⌊10.53⌋ = 10 (even); σ = 6: d = ⌊12.03⌋ = 12; σ = 3: d = ⌊6.14⌋ = 6; σ = 2.5: d = 5 (odd).
    #expect(GaussianBlur(sigma: 2.5).method == .boxes(Array(repeating: .init(left: 2, right: 2), count: 3)))
    #expect(GaussianBlur(sigma: 2.5).radius == 6)
    #expect(GaussianBlur(sigma: 1).radius == 3)
    #expect(GaussianBlur(sigma: 0).radius == 0)
  }

  @Test(arguments: [1.0, 2.5, 4, 12])
  func blurPreservesAFlatFieldAndSpreadsAnImpulseSymmetrically(sigma: Double) {
    let blur = GaussianBlur(sigma: sigma)
    let r = blur.radius
    let n = 2 * r + 9
    let flat = [UInt8](repeating: 200, count: n * n)
    let f = flat.withUnsafeBufferPointer { blur.blur($0.baseAddress!, width: n, height: n, inputStride: n) }
    #expect(f.width == 9 && f.height == 9)
    #expect(f.pixels.allSatisfy { $0 == 200 })

    // A bright square (an impulse would round to zero for wide blurs).
    var square = [UInt8](repeating: 0, count: n * n)
    for y in (n / 2 - 2)...(n / 2 + 2) { for x in (n / 2 - 2)...(n / 2 + 2) { square[y * n + x] = 255 } }
    let g = square.withUnsafeBufferPointer { blur.blur($0.baseAddress!, width: n, height: n, inputStride: n) }
    let c = 4
    let centre = g.pixels[c * 9 + c]
    #expect(centre > 0 && centre < 255)
    #expect(g.pixels[c * 9 + c - 1] == g.pixels[c * 9 + c + 1])
    #expect(g.pixels[(c - 1) * 9 + c] == g.pixels[(c + 1) * 9 + c])
    #expect(g.pixels[(c - 1) * 9 + c] == g.pixels[c * 9 + c - 1])
    #expect(g.pixels[c * 9] <= centre)
  }

  @Test func boxBlurIsCloseToTheSampledGaussian() {
    // Same σ both ways on a step edge: the box approximation stays within a few levels.
    let sigma = 3.0
    let boxes = GaussianBlur(sigma: sigma)
    let exact = GaussianBlur(method: .kernel(GaussianBlur.kernel(sigma: sigma)))
    let r = max(boxes.radius, exact.radius)
    let n = 2 * r + 20
    var step = [UInt8](repeating: 0, count: n * n)
    for y in 0..<n { for x in (n / 2)..<n { step[y * n + x] = 255 } }
    func run(_ b: GaussianBlur) -> [UInt8] {
      let m = n - 2 * (r - b.radius)
      var crop = [UInt8](repeating: 0, count: m * m)
      let o = r - b.radius
      for y in 0..<m { for x in 0..<m { crop[y * m + x] = step[(y + o) * n + x + o] } }
      let out = crop.withUnsafeBufferPointer { b.blur($0.baseAddress!, width: m, height: m, inputStride: m) }
      return Array(out.pixels[(10 * out.width)..<(11 * out.width)])
    }
    let a = run(boxes), b = run(exact)
    #expect(a.count == b.count)
    let worst = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst <= 6, "box \(a) vs gaussian \(b)")
  }
}
