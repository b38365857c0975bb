import Foundation
import PlumbGraphics
import Testing

@testable import PlumbRaster

/// Bad values in a display list draw nothing (or fall back) instead of crashing or putting Cairo
/// into its sticky error state, which would silently drop everything drawn after them.
@Suite struct BadInputTests {
  let canvas = Canvas(size: CGSize(width: 40, height: 40), scale: 1, background: .white)
  /// Drawn after every bad item: must still appear.
  let marker = DisplayItem.fill(Path(rect: CGRect(x: 30, y: 30, width: 10, height: 10)), .solid(.black))

  func rendersMarker(after bad: DisplayItem, _ comment: Comment) throws {
    let img = try Rasterizer().rendering(DisplayList([bad, marker]), on: canvas)
    #expect(img[35, 35] == (0, 0, 0, 255), comment)
  }

  @Test func badItemsDoNotStopLaterDrawing() throws {
    let nan = Double.nan
    var nanPath = Path()
    nanPath.move(to: CGPoint(x: nan, y: 0))
    nanPath.addLine(to: CGPoint(x: 10, y: 10))
    let box = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    try rendersMarker(after: .fill(nanPath, .solid(.black)), "NaN point")
    try rendersMarker(after: .stroke(box, .solid(.black), StrokeStyle(lineWidth: 2, dash: [0, 0])), "all-zero dash")
    try rendersMarker(after: .stroke(box, .solid(.black), StrokeStyle(lineWidth: 2, dash: [-1, 2])), "negative dash")
    try rendersMarker(after: .stroke(box, .solid(.black), StrokeStyle(lineWidth: -3)), "negative width")
    try rendersMarker(after: .group(DisplayGroup(items: [.fill(box, .solid(.black))],
                                                 transform: .scale(x: 0, y: 1))), "singular transform")
    try rendersMarker(after: .group(DisplayGroup(items: [.fill(box, .solid(.black))], opacity: nan)), "NaN opacity")
    try rendersMarker(after: .fill(box, .radialGradient(stops: [GradientStop(color: .black, location: 0)],
                                                       center: .zero, startRadius: -1, endRadius: 5)),
                      "negative radius")
    try rendersMarker(after: .fill(box, .linearGradient(stops: [], start: .zero, end: CGPoint(x: 1, y: 0))),
                      "no stops")
    try rendersMarker(after: .image(ImageItem(source: .rgba(width: 4, height: 4, pixels: [1, 2, 3]),
                                              rect: CGRect(x: 0, y: 0, width: 10, height: 10))),
                      "short pixel buffer")
    try rendersMarker(after: .image(ImageItem(source: .png([0, 1, 2]), rect: CGRect(x: 0, y: 0, width: 10, height: 10))),
                      "not a PNG")
    try rendersMarker(after: .group(DisplayGroup(items: [.fill(box, .solid(.black))],
                                                 shadow: Shadow(radius: .infinity))), "infinite shadow")
    try rendersMarker(after: .group(DisplayGroup(items: [.fill(box, .solid(.black))],
                                                 shadow: Shadow(radius: 1e6))), "huge shadow")
    try rendersMarker(after: .glyphs(GlyphRun(fontName: FixedMetricsFont.name, fontSize: -4, color: .black,
                                              glyphs: [1], positions: [.zero])), "negative font size")
  }

  @Test func invalidCanvasesThrowAndRenderEmpty() {
    let bad = [
      Canvas(size: CGSize(width: Double.nan, height: 10), scale: 1),
      Canvas(size: CGSize(width: -1, height: 10), scale: 1),
      Canvas(size: CGSize(width: 10, height: 10), scale: 0),
      Canvas(size: CGSize(width: 100_000, height: 10), scale: 1),
    ]
    for c in bad {
      #expect(throws: RasterError.self) { try Rasterizer().rendering(DisplayList(), on: c) }
      #expect(Rasterizer().render(DisplayList(), on: c).width == 0)
    }
  }

  @Test func groupsNestedBeyondTheLimitAreRefusedNotRecursedInto() throws {
    func nested(_ depth: Int) -> DisplayList {
      var item = marker
      for _ in 0..<depth { item = .group(DisplayGroup(items: [item])) }
      return DisplayList([item])
    }
    let ok = try Rasterizer().rendering(nested(256), on: canvas)
    #expect(ok[35, 35] == (0, 0, 0, 255))
    #expect(throws: RasterError.self) { try Rasterizer().rendering(nested(257), on: canvas) }
    #expect(Rasterizer().render(nested(5_000), on: canvas).width == 0)
  }

  @Test func nestedTinyScalesThatUnderflowDrawNothingInsteadOfFailing() throws {
    var item = DisplayItem.fill(Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), .solid(.black))
    for _ in 0..<40 { item = .group(DisplayGroup(items: [item], transform: .scale(x: 1e-5, y: 1e-5))) }
    try rendersMarker(after: item, "underflowing nested scales")
  }

  @Test func deeplyNestedShadowsRenderInPolynomialTime() throws {
    // Each shadow draws its children twice; 60 nested shadows would be 2⁶⁰ renders unbounded.
    var item = DisplayItem.fill(Path(rect: CGRect(x: 10, y: 10, width: 10, height: 10)), .solid(.black))
    for _ in 0..<60 { item = .group(DisplayGroup(items: [item], shadow: Shadow(radius: 1))) }
    let img = try Rasterizer().rendering(DisplayList([item]), on: canvas)
    #expect(img[15, 15] == (0, 0, 0, 255))
    #expect(img[20, 15].r < 255)  // shadows around the square
  }

  @Test func emptyCanvasRendersEmpty() throws {
    let img = try Rasterizer().rendering(DisplayList([marker]), on: Canvas(size: .zero, scale: 2))
    #expect(img.width == 0 && img.height == 0)
  }

  @Test func fingerprintNamesEveryLibraryWithAVersion() {
    let parts = RendererFingerprint.current.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(parts.map { $0.split(separator: " ").first.map(String.init) ?? "" }
      == ["cairo", "pixman", "libpng", "freetype", "harfbuzz", "fribidi", "icu", "libjpeg-turbo", "librsvg", "lcms2", "fonts"])
    #expect(parts[0].hasPrefix("cairo 1."))
    #expect(parts[3].hasPrefix("freetype 2."))
    // The bundled fonts: their count and a hash of each head table's revision and checksum.
    #expect(parts[10].range(of: #"^fonts [0-9]+x [0-9a-f]{12}$"#, options: .regularExpression) != nil, "\(parts[10])")
    // The parts added for text and images: each a dotted version read from the library.
    for part in parts[5...9] {
      #expect(part.range(of: #"^[a-z][a-z0-9-]* [0-9]+(\.[0-9]+)+$"#, options: .regularExpression) != nil, "\(part)")
    }
  }
}
