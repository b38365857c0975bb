import Foundation
import PlumbUI
import Testing

/// Row separators are hairlines on the pixel grid: one whole pixel row under each row, wherever
/// the row's fractional height puts its bottom edge (Tests/PlumbUITests/Conformance/NOTES.md, Lists).
@Suite struct ListSeparatorTests {
  @Test @MainActor func separatorsFillOneWholePixelRow() throws {
    // Rows of fractional heights, so that row bottoms fall between pixel rows at 3x.
    let list = List {
      ForEach(0..<6) { i in Text("Row \(i)").frame(height: 44 + CGFloat(i) * 0.2) }
    }
    let host = ViewHost(list, device: .iPhone14)
    let separators = host.layoutSnapshot.root.flattened.filter { $0.name == "Separator" }
    #expect(separators.count >= 5)
    let pixel = 1.0 / Double(host.device.scale)
    // The fills of the list, groups opened (the card clips its rows; no group here transforms).
    func fills(_ items: [DisplayItem]) -> [DisplayItem] {
      items.flatMap { item -> [DisplayItem] in
        if case .group(let g) = item { return fills(g.items) }
        return [item]
      }
    }
    var lines = 0
    for item in fills(host.displayList.items) {
      guard case .fill(let path, .solid, _) = item else { continue }
      let r = path.boundingBox
      guard abs(Double(r.height) - pixel) < 1e-9, r.width > 100 else { continue }
      lines += 1
      let rows = Double(r.minY) / pixel
      #expect(abs(rows - rows.rounded()) < 1e-6, "a separator at y = \(r.minY) straddles two pixel rows")
    }
    #expect(lines == separators.count)
  }
}
