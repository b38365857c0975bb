import Foundation
import PDFKit
import PlumbGoldens
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing

/// PDFKit (docs/compatibility/frameworks.md, "PDFKit"): documents are counted and sized by poppler;
/// a PDF view draws a labelled sheet for its current page and warns once.
@Suite struct PDFKitTests {
  /// A small PDF: pages of the given sizes in points, with a correct cross-reference table.
  static func pdf(pages sizes: [(Int, Int)]) -> Data {
    var objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                   "<< /Type /Pages /Kids [\(sizes.indices.map { "\($0 + 3) 0 R" }.joined(separator: " "))] /Count \(sizes.count) >>"]
    objects += sizes.map { "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \($0.0) \($0.1)] >>" }
    var text = "%PDF-1.4\n"
    var offsets: [Int] = []
    for (i, object) in objects.enumerated() {
      offsets.append(text.utf8.count)
      text += "\(i + 1) 0 obj\n\(object)\nendobj\n"
    }
    let xref = text.utf8.count
    text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    text += offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
    text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    return Data(text.utf8)
  }

  @Test func aDocumentHasItsPagesAndTheirSizes() throws {
    let document = try #require(PDFDocument(data: Self.pdf(pages: [(200, 300), (612, 792), (300, 200)])))
    #expect(document.pageCount == 3)
    let second = try #require(document.page(at: 1))
    #expect(second.bounds(for: .mediaBox) == CGRect(x: 0, y: 0, width: 612, height: 792))
    #expect(document.index(for: second) == 1 && second.label == "2")
    #expect(document.page(at: 3) == nil)
    #expect(document.dataRepresentation() == Self.pdf(pages: [(200, 300), (612, 792), (300, 200)]))
    #expect(PDFDocument(data: Data("not a pdf".utf8)) == nil)
    let empty = PDFDocument()
    empty.insert(PDFPage(), at: 0)
    #expect(empty.pageCount == 1 && empty.page(at: 0)?.bounds(for: .cropBox).size == CGSize(width: 612, height: 792))
  }

  @Test @MainActor func aPDFViewDrawsAWhiteSheetForItsPageAndWarnsOnce() async throws {
    struct Viewer: UIViewRepresentable {
      let data: Data
      func makeUIView(context: Context) -> PDFView {
        let view = PDFView()
        view.autoScales = true
        view.displayMode = .singlePage
        view.document = PDFDocument(data: data)
        return view
      }
      func updateUIView(_ view: PDFView, context: Context) {}
    }
    let data = Self.pdf(pages: [(200, 300), (612, 792)])
    let (picture, warnings) = try await renderedAsync(VStack(spacing: 0) {
      Viewer(data: data).frame(width: 300, height: 300)
      Viewer(data: data).frame(width: 300, height: 300)
    })
    #expect(warnings.filter { $0.hasPrefix("PDFView: the PDF's pages are not drawn") }.count == 1, "\(warnings)")
    // The first page (200 × 300 pt) fits the 300 pt square, less the page break margins: a white
    // sheet in the middle on the grey background.
    let view = try #require(picture.layout?.root.flattened.first { $0.name.contains("PDFView") })
    let middle = (view.frame.midX, view.frame.midY)
    #expect(near(rgb(picture, middle.0, middle.1 - 100), [255, 255, 255]))
    #expect(near(rgb(picture, view.frame.minX + 5, middle.1), [229, 229, 234]))
  }
}

/// Renders `view` with the async settle (Swift Testing's main-actor tests may run off the main
/// thread, where the synchronous `rendered` cannot drain the main queue), with its warnings.
@MainActor private func renderedAsync<V: View>(_ view: V, device: Device = .iPhone14) async throws -> (Rendering, [String]) {
  var result: Rendering?
  let warnings = try await RenderWarnings.collecting { result = try await renderView(view, options: ViewRenderOptions(device: device)) }.warnings
  return (try #require(result), warnings)
}
