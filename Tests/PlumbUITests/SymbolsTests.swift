import Foundation
import PlumbTesting
import PlumbUI
import XCTest

// The symbol catalog golden (Goldens/Symbols/): bundled SF Symbol names in monochrome, the four
// drawn weights, hierarchical and palette layers, variants, scales and text baselines
// (docs/symbols.md).

/// A grid of about 60 symbols in several modes and weights.
struct SymbolCatalogScreen: View {
  static let monochrome = [
    "plus", "trash", "magnifyingglass", "square.and.arrow.up", "clock", "gear", "globe", "play.fill", "arrow.clockwise",
    "person.crop.circle", "pencil", "exclamationmark.triangle.fill", "calendar", "doc.on.doc", "photo", "envelope",
    "folder", "list.bullet", "heart.fill", "bell.fill", "lock", "sun.max", "moon.fill", "camera", "paperplane",
    "bookmark.fill", "tag", "mic", "flag.fill", "cart", "wifi", "link", "house", "star.fill", "questionmark.circle",
    "info.circle.fill"]
  static let weighted = ["folder", "trash.circle", "bell", "gearshape.fill", "arrow.up.arrow.down", "person.2"]
  static let layered = ["xmark.circle.fill", "folder.circle.fill", "plus.square.fill", "heart.circle", "bell.square",
                        "person.crop.circle.fill", "play.circle.fill", "2.circle", "questionmark.app"]

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      caption("monochrome, regular, 22 pt")
      grid(Self.monochrome) { Image(systemName: $0) }
      caption("ultralight · light · regular · bold (rows)")
      ForEach([Font.Weight.ultraLight, .light, .regular, .bold], id: \.self) { w in
        row(Self.weighted) { Image(systemName: $0).fontWeight(w) }
      }
      caption("hierarchical, blue")
      row(Self.layered) { Image(systemName: $0).symbolRenderingMode(.hierarchical).foregroundStyle(Color.blue) }
      caption("palette: white on orange")
      row(Self.layered) { Image(systemName: $0).symbolRenderingMode(.palette).foregroundStyle(Color.white, Color.orange) }
      caption("symbolVariant(.circle.fill) over bell, heart, person, folder, trash")
      row(["bell", "heart", "person", "folder", "trash"]) { Image(systemName: $0).symbolVariant(.circle.fill) }
      HStack(alignment: .firstTextBaseline, spacing: 6) {
        Text("Scales")
        Image(systemName: "folder").imageScale(.small)
        Image(systemName: "folder")
        Image(systemName: "folder").imageScale(.large)
        Text("Title").font(.title)
        Image(systemName: "star.fill").font(.title)
      }
    }
    .padding(12)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .font(.system(size: 22))
  }

  func caption(_ s: String) -> some View { Text(s).font(.caption).foregroundStyle(Color.gray) }

  func row<C: View>(_ names: [String], @ViewBuilder _ cell: @escaping (String) -> C) -> some View {
    HStack(spacing: 0) {
      ForEach(names, id: \.self) { name in cell(name).frame(width: 40, height: 36) }
    }
  }

  func grid<C: View>(_ names: [String], @ViewBuilder _ cell: @escaping (String) -> C) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<(names.count + 8) / 9, id: \.self) { r in
        row(Array(names[(r * 9)..<min(names.count, r * 9 + 9)]), cell)
      }
    }
  }
}

final class SymbolsTests: XCTestCase {
  func testSymbolCatalog() { onMain {
    let (_, warnings) = RenderWarnings.collecting { assertGolden(of: SymbolCatalogScreen(), named: "symbol-catalog") }
    XCTAssertEqual(warnings.filter { $0.contains("SymbolLibrary") }, [], "every name in the catalog is drawn")
  } }
}
