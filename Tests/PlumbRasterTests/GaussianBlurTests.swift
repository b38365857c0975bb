import Testing

@testable import PlumbRaster

@Suite struct GaussianBlurTests {
  @Test(arguments: [0.0, 0.3, 1, 2.5, 7.5, 30])
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

  @Test func blurPreservesAFlatFieldAndSpreadsAnImpulseSymmetrically() {
    let k = GaussianBlur.kernel(sigma: 2)
    let r = k.count / 2
    let n = 2 * r + 9
    let flat = [UInt8](repeating: 200, count: n * n)
    let f = flat.withUnsafeBufferPointer {
      GaussianBlur.blur($0.baseAddress!, width: n, height: n, inputStride: n, kernel: k)
    }
    #expect(f.width == 9 && f.height == 9)
    #expect(f.pixels.allSatisfy { $0 == 200 })

    var impulse = [UInt8](repeating: 0, count: n * n)
    impulse[(n / 2) * n + n / 2] = 255
    let g = impulse.withUnsafeBufferPointer {
      GaussianBlur.blur($0.baseAddress!, width: n, height: n, inputStride: n, kernel: k)
    }
    let c = 4
    let centre = g.pixels[c * 9 + c]
    #expect(centre > 0 && centre < 255)
    #expect(g.pixels[c * 9 + c - 1] == g.pixels[c * 9 + c + 1])
    #expect(g.pixels[(c - 1) * 9 + c] == g.pixels[(c + 1) * 9 + c])
    #expect(g.pixels[(c - 1) * 9 + c] == g.pixels[c * 9 + c - 1])
    #expect(g.pixels[c * 9 + c - 1] < centre)
  }
}

import Foundation
