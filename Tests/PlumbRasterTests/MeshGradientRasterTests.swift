import Foundation
import PlumbGraphics
import Testing

@testable import PlumbRaster

/// Mesh gradients (`Paint.mesh`) drawn as Cairo Coons patches: vertex colours at the vertices,
/// bilinear mixes between them, and malformed or oversized grids drawing nothing.
@Suite struct MeshGradientRasterTests {
  let canvas = Canvas(size: CGSize(width: 100, height: 100), scale: 1, background: .white)
  let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
  let green = RGBAColor(red: 0, green: 1, blue: 0), black = RGBAColor(red: 0, green: 0, blue: 0)

  func render(_ paint: Paint) -> RGBAImage {
    Rasterizer().render(DisplayList([.fill(Path(rect: Fixtures.rect(0, 0, 100, 100)), paint)]), on: canvas)
  }

  func near(_ p: [UInt8], _ rgb: [Double], _ tolerance: Double = 5) -> Bool {
    zip(p.prefix(3), rgb).allSatisfy { abs(Double($0) - $1 * 255) <= tolerance }
  }

  @Test func aTwoByTwoGridMixesItsCornersBilinearly() {
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 100)]
    let img = render(.mesh(columns: 2, rows: 2, points: points, colors: [red, blue, green, black]))
    #expect(near(Fixtures.pixel(img, 0.5, 0.5, scale: 1), [1, 0, 0]), "\(Fixtures.pixel(img, 0.5, 0.5, scale: 1))")
    #expect(near(Fixtures.pixel(img, 99.5, 0.5, scale: 1), [0, 0, 1]))
    #expect(near(Fixtures.pixel(img, 0.5, 99.5, scale: 1), [0, 1, 0]))
    // The centre: a quarter of each corner.
    #expect(near(Fixtures.pixel(img, 50, 50, scale: 1), [0.25, 0.25, 0.25], 6), "\(Fixtures.pixel(img, 50, 50, scale: 1))")
    // Halfway along the top edge: half red, half blue.
    #expect(near(Fixtures.pixel(img, 50, 0.5, scale: 1), [0.5, 0, 0.5], 6), "\(Fixtures.pixel(img, 50, 0.5, scale: 1))")
  }

  @Test func aMovedInnerVertexMovesItsColour() {
    // 3 × 3: the centre vertex is blue, moved to (25, 25); the rest red.
    var points: [CGPoint] = []
    for y in [0.0, 50, 100] { for x in [0.0, 50, 100] { points.append(CGPoint(x: x, y: y)) } }
    points[4] = CGPoint(x: 25, y: 25)
    var colors = Array(repeating: red, count: 9)
    colors[4] = blue
    let img = render(.mesh(columns: 3, rows: 3, points: points, colors: colors))
    #expect(near(Fixtures.pixel(img, 25, 25, scale: 1), [0, 0, 1], 12), "\(Fixtures.pixel(img, 25, 25, scale: 1))")
    #expect(near(Fixtures.pixel(img, 98, 98, scale: 1), [1, 0, 0], 12), "\(Fixtures.pixel(img, 98, 98, scale: 1))")
    // Where the centre vertex was before it moved, blue has faded: the colour moved with the vertex.
    #expect(Fixtures.pixel(img, 50, 50, scale: 1)[2] < Fixtures.pixel(img, 25, 25, scale: 1)[2])
  }

  @Test func malformedOrOversizedGridsDrawNothing() {
    let white: [Double] = [1, 1, 1]
    let square = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 100)]
    // Too few colours, a non-finite point, a one-row grid, a grid past the vertex bound.
    let cases: [Paint] = [
      .mesh(columns: 2, rows: 2, points: square, colors: [red, blue, green]),
      .mesh(columns: 2, rows: 2, points: [CGPoint(x: CGFloat.nan, y: 0)] + square.dropFirst(), colors: [red, blue, green, black]),
      .mesh(columns: 4, rows: 1, points: square, colors: [red, blue, green, black]),
      .mesh(columns: 65, rows: 65, points: Array(repeating: .zero, count: 65 * 65), colors: Array(repeating: red, count: 65 * 65)),
    ]
    for paint in cases {
      let img = render(paint)
      #expect(near(Fixtures.pixel(img, 50, 50, scale: 1), white, 0), "\(paint)")
    }
  }
}
