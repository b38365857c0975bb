import Foundation
import PlumbUI
import XCTest

// Conformance: Grid / GridRow (iOS 16; docs/compatibility/layout.md "Grid").
// Device: iPhone 14, safe area (0, 47, 390, 763); the root centres the grid.
//
// Sources (Apple documentation, developer.apple.com/documentation/swiftui/…):
// - `Grid`: rows of GridRow cells, the first view of each row in the first column; a view that is
//   not a GridRow makes a row spanning all columns; rows with fewer cells end in empty cells;
//   "A grid and its rows behave something like a collection of HStack instances wrapped in a
//   VStack", with column widths and row heights shared across the grid. (H)
// - `Grid.init(alignment:horizontalSpacing:verticalSpacing:content:)`: the alignment of every cell
//   and the spacing between cells; nil spacing is "a default distance … appropriate for the
//   platform": 8 pt, as for stacks (M).
// - `GridRow(alignment:)`, `gridColumnAlignment(_:)` ("causes all cells in the same column … to
//   use the same alignment"), `gridCellAnchor(_:)`, `gridCellColumns(_:)`, `gridCellUnsizedAxes(_:)`
//   ("prevents a flexible view like a Spacer, Divider, or Color from defining the size of a row or
//   column"; without it the Divider example "fills the width of the display, expanding all the
//   other cells to match"). (H for what each does)
// - Flexible cells sharing what is left, least flexible column first, as an HStack does: M
//   (the documented HStack analogy; no published capture of the numbers). How a spanning view
//   wider than the columns widens them (equal parts): L.
// Colour cells with fixed frames keep every number independent of font metrics.

final class GridConformanceTests: XCTestCase {
  /// Two rows, two columns: columns 40 and 60 wide (the widest cells), rows 30 and 10 tall (the
  /// tallest), 8-pt spacing: 108 × 48, centred at (141, 404.5); cells centred in their cells.
  func testColumnsAreWidestCellAndRowsTallestCell() { onMain {
    let s = layout(Grid {
      GridRow { Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 10, height: 30).id("b") }
      GridRow { Color.green.frame(width: 20, height: 10).id("c"); Color.yellow.frame(width: 60, height: 10).id("d") }
    }.id("grid"))
    assertFrame(s.frame("grid"), 141, 404.5, 108, 48)
    assertFrame(s.frame("a"), 141, 409.5, 40, 20)
    assertFrame(s.frame("b"), 214, 404.5, 10, 30)
    assertFrame(s.frame("c"), 151, 442.5, 20, 10)
    assertFrame(s.frame("d"), 189, 442.5, 60, 10)
  } }

  /// Explicit spacing: 40 + 2 + 60 = 102 wide, 30 + 4 + 10 = 44 tall, at (144, 406.5).
  func testExplicitSpacing() { onMain {
    let s = layout(Grid(horizontalSpacing: 2, verticalSpacing: 4) {
      GridRow { Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 10, height: 30).id("b") }
      GridRow { Color.green.frame(width: 20, height: 10).id("c"); Color.yellow.frame(width: 60, height: 10).id("d") }
    }.id("grid"))
    assertFrame(s.frame("grid"), 144, 406.5, 102, 44)
    assertFrame(s.frame("b"), 211, 406.5, 10, 30)
    assertFrame(s.frame("d"), 186, 440.5, 60, 10)
  } }

  /// `Grid(alignment: .topLeading)` puts every cell at its cell's top-leading corner.
  func testGridAlignmentAppliesToEveryCell() { onMain {
    let s = layout(Grid(alignment: .topLeading) {
      GridRow { Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 10, height: 30).id("b") }
      GridRow { Color.green.frame(width: 20, height: 10).id("c"); Color.yellow.frame(width: 60, height: 10).id("d") }
    })
    assertFrame(s.frame("a"), 141, 404.5, 40, 20)
    assertFrame(s.frame("b"), 189, 404.5, 10, 30)
    assertFrame(s.frame("c"), 141, 442.5, 20, 10)
  } }

  /// `GridRow(alignment: .bottom)` moves a down to its row's bottom (404.5 + 30 − 20);
  /// `gridColumnAlignment(.trailing)` on c aligns its whole column: c at 141 + 40 − 20.
  func testRowAndColumnAlignment() { onMain {
    let s = layout(Grid {
      GridRow(alignment: .bottom) {
        Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 10, height: 30).id("b")
      }
      GridRow {
        Color.green.frame(width: 20, height: 10).gridColumnAlignment(.trailing).id("c")
        Color.yellow.frame(width: 60, height: 10).id("d")
      }
    })
    assertFrame(s.frame("a"), 141, 414.5, 40, 20)
    assertFrame(s.frame("b"), 214, 404.5, 10, 30)
    assertFrame(s.frame("c"), 161, 442.5, 20, 10)
  } }

  /// `gridCellAnchor` places one cell by a unit point: a at its cell's bottom, c at its top-trailing.
  func testCellAnchor() { onMain {
    let s = layout(Grid {
      GridRow {
        Color.red.frame(width: 40, height: 20).gridCellAnchor(UnitPoint(x: 0.5, y: 1)).id("a")
        Color.blue.frame(width: 10, height: 30).id("b")
      }
      GridRow {
        Color.green.frame(width: 20, height: 10).gridCellAnchor(UnitPoint(x: 1, y: 0)).id("c")
        Color.yellow.frame(width: 60, height: 10).id("d")
      }
    })
    assertFrame(s.frame("a"), 141, 414.5, 40, 20)
    assertFrame(s.frame("c"), 161, 442.5, 20, 10)
    assertFrame(s.frame("d"), 189, 442.5, 60, 10)
  } }

  /// `gridCellColumns(2)`: the cell is offered both columns and the gap between: 40 + 10 + 50.
  func testCellSpanningTwoColumns() { onMain {
    let s = layout(Grid(horizontalSpacing: 10) {
      GridRow { Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 50, height: 20).id("b") }
      GridRow { Color.green.frame(height: 10).gridCellColumns(2).id("wide") }
    })
    assertFrame(s.frame("a"), 145, 409.5, 40, 20)
    assertFrame(s.frame("b"), 195, 409.5, 50, 20)
    assertFrame(s.frame("wide"), 145, 437.5, 100, 10)
  } }

  /// A row with fewer cells ends in empty cells: c sits in column 0 (centred in its 40 pt).
  func testShortRowEndsInEmptyCells() { onMain {
    let s = layout(Grid {
      GridRow { Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 50, height: 20).id("b") }
      GridRow { Color.green.frame(width: 30, height: 10).id("c") }
    }.id("grid"))
    assertFrame(s.frame("grid"), 146, 409.5, 98, 38)
    assertFrame(s.frame("b"), 194, 409.5, 50, 20)
    assertFrame(s.frame("c"), 151, 437.5, 30, 10)
  } }

  /// A view that is not a GridRow spans every column; unsized horizontally it is exactly as wide
  /// as the columns (98), so the grid keeps its width.
  func testUnsizedSpanningRowTakesTheColumnsWidth() { onMain {
    let s = layout(Grid {
      GridRow { Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 50, height: 20).id("b") }
      Color.gray.frame(height: 2).gridCellUnsizedAxes(.horizontal).id("line")
      GridRow { Color.green.frame(width: 40, height: 10).id("c") }
    }.id("grid"))
    assertFrame(s.frame("grid"), 146, 404.5, 98, 48)
    assertFrame(s.frame("line"), 146, 432.5, 98, 2)
    assertFrame(s.frame("c"), 146, 442.5, 40, 10)
  } }

  /// Sized, the flexible spanning row takes the grid's whole offer (390) and the columns widen
  /// to match: 40 + 146 and 50 + 146 (equal parts, L), so a is centred at (186 − 40)/2.
  func testSizedSpanningRowWidensTheGrid() { onMain {
    let s = layout(Grid {
      GridRow { Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 50, height: 20).id("b") }
      Color.gray.frame(height: 2).id("line")
      GridRow { Color.green.frame(width: 40, height: 10).id("c") }
    }.id("grid"))
    assertFrame(s.frame("grid"), 0, 404.5, 390, 48)
    assertFrame(s.frame("line"), 0, 432.5, 390, 2)
    assertFrame(s.frame("a"), 73, 404.5, 40, 20)
    assertFrame(s.frame("b"), 267, 404.5, 50, 20)
  } }

  /// Flexible cells share what the fixed column leaves: (300 − 2 × 10 − 50) / 2 = 115 each.
  func testFlexibleCellsShareTheRemainder() { onMain {
    let s = layout(Grid(horizontalSpacing: 10) {
      GridRow {
        Color.red.frame(width: 50, height: 20).id("fixed")
        Color.blue.frame(height: 20).id("flex1")
        Color.green.frame(height: 20).id("flex2")
      }
    }.frame(width: 300))
    assertFrame(s.frame("fixed"), 45, 418.5, 50, 20)
    assertFrame(s.frame("flex1"), 105, 418.5, 115, 20)
    assertFrame(s.frame("flex2"), 230, 418.5, 115, 20)
  } }

  /// Flexible rows share the height as a VStack's children do: 763 / 2 each with no spacing.
  func testFlexibleRowsShareTheHeight() { onMain {
    let s = layout(Grid(verticalSpacing: 0) {
      GridRow { Color.red.id("r1") }
      GridRow { Color.blue.id("r2") }
    })
    assertFrame(s.frame("r1"), 0, 47, 390, 381.5)
    assertFrame(s.frame("r2"), 0, 428.5, 390, 381.5)
  } }

  /// `gridCellUnsizedAxes(.vertical)`: a height-flexible cell no longer makes its row take the
  /// whole screen; it is offered the row's 30 pt. Grid 48 × 30 at (171, 413.5).
  func testUnsizedCellTakesTheRowHeight() { onMain {
    let s = layout(Grid {
      GridRow {
        Color.red.frame(width: 20, height: 30).id("a")
        Color.blue.frame(width: 20).gridCellUnsizedAxes(.vertical).id("u")
      }
    }.id("grid"))
    assertFrame(s.frame("grid"), 171, 413.5, 48, 30)
    assertFrame(s.frame("u"), 199, 413.5, 20, 30)
  } }

  /// Rows generated by ForEach are rows like any other: 3 × 10 + 2 × 8 = 46 tall.
  func testForEachRows() { onMain {
    let s = layout(Grid {
      ForEach(0..<3) { i in GridRow { Color.red.frame(width: 10, height: 10).id("r\(i)") } }
    })
    assertFrame(s.frame("r0"), 190, 405.5, 10, 10)
    assertFrame(s.frame("r2"), 190, 441.5, 10, 10)
  } }
}
