import Foundation
@testable import PlumbUI
import PlumbTesting
import XCTest

/// Badge composites (`bell.badge`, `person.crop.circle.badge.plus`, …; SymbolBadge.swift,
/// docs/symbols.md): the badge at the top-trailing corner, the base cut out around it.
private let side = 120

@MainActor private func render(_ name: String, _ mode: SymbolRenderingMode? = nil) throws -> RGBAImage {
  let image = Image(systemName: name).resizable().frame(width: Double(side), height: Double(side))
    .symbolRenderingMode(mode).foregroundStyle(Color.red, Color.blue)
  return try renderView(image, options: ViewRenderOptions(device: .custom(width: Double(side), height: Double(side), scale: 1),
                                                         background: nil)).image
}

final class SymbolBadgeTests: XCTestCase {
  /// New names draw: no placeholder, no warning, ink in the badge's corner and in the base.
  func testBadgeNamesDraw() { onMain {
    let names = ["bell.badge", "bell.badge.fill", "person.crop.circle.badge.plus", "person.crop.circle.badge.xmark",
                 "person.crop.circle.badge.checkmark", "photo.badge.plus", "folder.badge.gearshape",
                 "calendar.badge.clock", "externaldrive.badge.minus", "network.badge.shield.half.filled", "app.badge.fill"]
    let (_, warnings) = RenderWarnings.collecting {
      for name in names {
        let symbol = SymbolLibrary.symbol(named: name)
        XCTAssertNil(symbol.placeholderLabel, name)
        XCTAssertEqual(symbol.layers.map(\.level), [1, 0], name)
        let badge = symbol.layers[1].path.tightBounds ?? .zero
        XCTAssertGreaterThan(badge.minX, 0.5, name)
        XCTAssertLessThan(badge.maxY, 0.5, name)
        XCTAssertGreaterThan(badge.width, 0.1, name)
      }
    }
    XCTAssertEqual(warnings, [])
    // The warning-triangle badge sits at the bottom-trailing corner instead.
    let warned = SymbolLibrary.symbol(named: "bolt.trianglebadge.exclamationmark.fill")
    XCTAssertNil(warned.placeholderLabel)
    XCTAssertGreaterThan(warned.layers[1].path.tightBounds?.minY ?? 0, 0.45)
    XCTAssertGreaterThan(warned.layers[1].path.tightBounds?.minX ?? 0, 0.45)
    // A name over a base that is not drawn stays the placeholder.
    XCTAssertNotNil(SymbolLibrary.symbol(named: "faxmachine.badge.plus").placeholderLabel)
  } }

  /// `bell.badge`: the dot is inked at its centre (0.79, 0.21 of the box); around it a clear ring
  /// where plain `bell` has ink; away from the badge the two are the same pixels.
  func testBadgeCutsTheBaseOut() { onMain {
    let bell = try render("bell"), badged = try render("bell.badge")
    XCTAssertGreaterThan(badged[Int(0.79 * Double(side)), Int(0.21 * Double(side))].a, 250)
    XCTAssertLessThan(bell[Int(0.79 * Double(side)), Int(0.21 * Double(side))].a, 10)
    var knockedOut = 0
    for y in 0..<side { for x in 0..<side {
      let d = hypot((Double(x) + 0.5) / Double(side) - 0.79, (Double(y) + 0.5) / Double(side) - 0.21)
      if d > 0.158, d < 0.2, bell[x, y].a > 250 {
        XCTAssertEqual(badged[x, y].a, 0, "gap pixel \(x),\(y)")
        knockedOut += 1
      }
      // Away from the badge the same ink (the knocked-out base is flattened to lines: ±6 of 255).
      if d > 0.25 { XCTAssertLessThanOrEqual(abs(Int(badged[x, y].a) - Int(bell[x, y].a)), 6, "pixel \(x),\(y)") }
    } }
    XCTAssertGreaterThan(knockedOut, 20, "the bell crosses the gap ring")
  } }

  /// Palette: the badge takes the first style, the base the second (`foregroundStyle(.red, .blue)`).
  func testPaletteColoursTheBadgeFirst() { onMain {
    let image = try render("person.crop.circle.badge.plus", .palette)
    let c = image[Int(0.79 * Double(side)), Int(0.21 * Double(side))]
    XCTAssertGreaterThan(c.r, 200); XCTAssertLessThan(c.b, 60)
    let mono = try render("person.crop.circle.badge.plus")
    XCTAssertGreaterThan(mono[Int(0.79 * Double(side)), Int(0.21 * Double(side))].r, 200)
  } }
}
