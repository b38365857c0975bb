import Foundation
import PlumbGraphics
import XCTest

/// Custom SF Symbol templates (the SVG the SF Symbols app exports; `.symbolset` folders).
final class SymbolTemplateTests: XCTestCase {
  /// A template in the exported layout: guides at 100 pt (cap height 70.459), a 60-unit square
  /// between margins 20 and 80 sitting on Baseline-M, and a secondary-layer dot.
  static func template(symbols: String = SymbolTemplateTests.art, guides: String = SymbolTemplateTests.guides) -> Data {
    Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <!--Generator: SF Symbols-->
    <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
    <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
     <g id="Notes"><text>Weight/Scale Variations</text></g>
     <g id="Guides">\(guides)</g>
     <g id="Symbols">\(symbols)</g>
    </svg>
    """.utf8)
  }
  static let guides = """
    <line id="Baseline-S" x1="0" y1="696" x2="3300" y2="696"/><line id="Capline-S" x1="0" y1="625.541" x2="3300" y2="625.541"/>
    <line id="Baseline-M" x1="0" y1="1126" x2="3300" y2="1126"/><path id="Capline-M" d="M0 1055.541 L3300 1055.541"/>
    <line id="Baseline-L" x1="0" y1="1556" x2="3300" y2="1556"/><line id="Capline-L" x1="0" y1="1485.541" x2="3300" y2="1485.541"/>
    <line id="left-margin-Regular-M" x1="1000" y1="1000" x2="1000" y2="1200"/>
    <line id="right-margin-Regular-M" x1="1060" y1="1000" x2="1060" y2="1200"/>
    """
  static let art = """
    <g id="Regular-M" transform="matrix(1 0 0 1 1000 1126)">
      <path class="monochrome-0 hierarchical-0:primary" d="M0 0 L60 0 L60 -60 L0 -60 Z"/>
      <path class="hierarchical-1:secondary" d="M25 -80 h10 v10 h-10 z"/>
    </g>
    <g id="Black-M" transform="translate(990 1126)"><path d="M0 0 L80 0 L80 -80 L0 -80 Z"/></g>
    """

  func testRegularMediumIsPlacedOnTheBaselineBetweenTheMargins() throws {
    let t = try SymbolTemplate(svg: Self.template(), name: "custom.square")
    XCTAssertEqual(t.variantNames, ["Black-M", "Regular-M"])
    let s = t.symbol
    XCTAssertEqual(s.name, "custom.square")
    XCTAssertEqual(s.layers.map(\.level), [0, 1])
    // Font size S = 70.459 / 0.70459 = 100; the box is 120 units; the square's bottom is the
    // baseline (0.8 of the box) and its centre the margins' centre (0.5).
    let square = try XCTUnwrap(s.layers[0].path.tightBounds)
    XCTAssertEqual(square.maxY, 0.8, accuracy: 1e-9)
    XCTAssertEqual(square.midX, 0.5, accuracy: 1e-9)
    XCTAssertEqual(square.width, 60.0 / 120, accuracy: 1e-9)
  }

  func testNearestWeightIsChosen() throws {
    let t = try SymbolTemplate(svg: Self.template())
    XCTAssertEqual(t.symbol(weight: .heavy).path.tightBounds?.width ?? 0, 80.0 / 120, accuracy: 1e-9)
    XCTAssertEqual(t.symbol(weight: .light).path.tightBounds?.width ?? 0, 60.0 / 120, accuracy: 1e-9)
    // No small variant: the medium one.
    XCTAssertEqual(t.symbol(scale: .small).path, t.symbol.path)
  }

  func testMalformedTemplatesNameWhatIsWrong() {
    func failure(_ data: Data) -> String {
      do { _ = try SymbolTemplate(svg: data); return "no error" } catch { return "\(error)" }
    }
    XCTAssertTrue(failure(Data("<svg><g id=\"Symbols\">".utf8)).contains("never closed"))
    XCTAssertTrue(failure(Data("<html/>".utf8)).contains("<html>"))
    XCTAssertTrue(failure(Self.template(symbols: "<g id=\"Regular\"/>")).contains("found: Regular"))
    XCTAssertTrue(failure(Self.template(guides: "")).contains("Baseline-M"))
    XCTAssertTrue(failure(Self.template(symbols: "<g id=\"Regular-M\"><path d=\"M0 0 L\"/></g>"))
      .contains("path 1 of Regular-M"))
    XCTAssertTrue(failure(Self.template(symbols: "<g id=\"Regular-M\"><polygon points=\"0 0 1 1\"/></g>"))
      .contains("<polygon>"))
    XCTAssertTrue(failure(Self.template(symbols: "<g id=\"Regular-M\" transform=\"skew(3)\"><path d=\"M0 0h1v1z\"/></g>"))
      .contains("transform"))
  }
}
