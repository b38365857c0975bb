import Foundation
import PlumbGraphics
@testable import PlumbUI
import XCTest

// Colour changes inside an animated transaction are interpolated, not jumped
// (docs/compatibility/layout.md "Colour animation"). SwiftUI animates a colour as its
// `Color.Resolved`, whose components are stored in linear sRGB with straight alpha (Apple docs,
// Color.Resolved; OpenSwiftUI's ColorView is Animatable over it): confidence M for the space.
// Red (1, 0, 0) → blue (0, 0, 1) half way in linear light is 0.5 per channel, which is
// 1.055 · 0.5^(1/2.4) − 0.055 = 0.7354 encoded; mixing encoded sRGB would give 0.5.

private let from = Color(red: 1, green: 0, blue: 0)
private let to = Color(red: 0, green: 0, blue: 1)
private let midEncoded = 1.055 * pow(0.5, 1 / 2.4) - 0.055

private struct ColorChange: View {
  @State private var flipped = false
  var body: some View {
    VStack(spacing: 0) {
      Rectangle().fill(flipped ? to : from).frame(width: 50, height: 50)
      Text("Hi").foregroundColor(flipped ? to : from)
      Color.clear.frame(width: 50, height: 50).background(flipped ? to : from)
      Button("Flip") { withAnimation(.linear(duration: 1)) { flipped.toggle() } }.id("flip")
    }
  }
}

/// Every solid fill colour and glyph colour in drawing order.
private func paints(_ items: [DisplayItem]) -> (fills: [RGBAColor], glyphs: [RGBAColor]) {
  var fills: [RGBAColor] = [], glyphs: [RGBAColor] = []
  func walk(_ items: [DisplayItem]) {
    for item in items {
      switch item {
      case .group(let g): walk(g.items)
      case .fill(_, .solid(let c), _): fills.append(c)
      case .glyphs(let run): glyphs.append(run.color)
      default: break
      }
    }
  }
  walk(items)
  return (fills, glyphs)
}

private func assertColor(_ c: RGBAColor?, _ r: Double, _ g: Double, _ b: Double, file: StaticString = #filePath,
                         line: UInt = #line) {
  guard let c else { return XCTFail("no colour", file: file, line: line) }
  XCTAssertEqual(c.red, r, accuracy: 1e-4, "red of \(c)", file: file, line: line)
  XCTAssertEqual(c.green, g, accuracy: 1e-4, "green of \(c)", file: file, line: line)
  XCTAssertEqual(c.blue, b, accuracy: 1e-4, "blue of \(c)", file: file, line: line)
}

final class ColorAnimationTests: XCTestCase {
  /// A shape fill, a text foreground colour and a background colour all pass through the
  /// linear-light mid colour at 0.5 s of a linear 1-s animation, and end at blue.
  func testFillForegroundAndBackgroundColoursInterpolateInLinearLight() { onMain {
    let host = ViewHost(ColorChange())
    let f = try XCTUnwrap(host.layoutSnapshot.frame("flip"))
    try host.tap(at: CGPoint(x: f.midX, y: f.midY))
    host.advance(to: 0)
    let start = paints(host.displayList.items)
    assertColor(start.fills.first, 1, 0, 0)
    host.advance(to: 0.5)
    let mid = paints(host.displayList.items)
    let redBlueMixes = mid.fills.filter { abs($0.red - midEncoded) < 1e-4 && abs($0.blue - midEncoded) < 1e-4 }
    XCTAssertEqual(redBlueMixes.count, 2, "the rectangle fill and the background, half way: \(mid.fills)")
    assertColor(mid.glyphs.first, midEncoded, 0, midEncoded)
    host.advance(to: 1)
    let end = paints(host.displayList.items)
    assertColor(end.fills.first, 0, 0, 1)
    assertColor(end.glyphs.first, 0, 0, 1)
  } }

  /// Without an animation the colour jumps to its end value at once.
  func testUnanimatedColourChangeJumps() { onMain {
    struct Plain: View {
      @State private var flipped = false
      var body: some View {
        VStack {
          Rectangle().fill(flipped ? to : from).frame(width: 50, height: 50)
          Button("Flip") { flipped.toggle() }.id("flip")
        }
      }
    }
    let host = ViewHost(Plain())
    let f = try XCTUnwrap(host.layoutSnapshot.frame("flip"))
    try host.tap(at: CGPoint(x: f.midX, y: f.midY))
    host.advance(to: 0.5)
    assertColor(paints(host.displayList.items).fills.first, 0, 0, 1)
  } }

  /// The mixing function itself: linear-light channels, straight alpha, ends exact.
  func testMixIsLinearLightWithStraightAlpha() {
    let a = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0), b = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    let m = ColorInterpolation.mix(a, b, 0.5)
    XCTAssertEqual(m.red, midEncoded, accuracy: 1e-9)
    XCTAssertEqual(m.alpha, 0.5, accuracy: 1e-9)
    XCTAssertEqual(ColorInterpolation.mix(a, b, 0).red, 1, accuracy: 1e-9)
    XCTAssertEqual(ColorInterpolation.mix(a, b, 1).red, 0, accuracy: 1e-9)
  }
}
