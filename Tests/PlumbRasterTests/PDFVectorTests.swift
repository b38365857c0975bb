import Foundation
import PlumbGraphics
import Testing
@testable import PlumbRaster

/// A one-page PDF written out with a correct cross-reference table: `content` is the page's
/// drawing operators, in PDF points (origin bottom-left).
func makePDF(width: Int, height: Int, content: String) -> [UInt8] {
  var out = "%PDF-1.4\n"
  var offsets: [Int] = []
  let objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R /Resources << >> >>",
    "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
  ]
  for (i, body) in objects.enumerated() {
    offsets.append(out.utf8.count)
    out += "\(i + 1) 0 obj\n\(body)\nendobj\n"
  }
  let xref = out.utf8.count
  out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
  for o in offsets { out += String(repeating: "0", count: 10 - String(o).count) + "\(o) 00000 n \n" }
  out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
  return Array(out.utf8)
}

@Suite struct PDFVectorTests {
  @Test func popplerIsAvailableOnThisMachine() throws {
    // scripts/bootstrap.sh installs poppler-glib; without it PDFs are an error, never blank.
    if case .failure(let f) = PDFVectors.availability() { Issue.record("\(f)") }
  }

  @Test func pageSizeIsTheMediaBoxInPoints() throws {
    let pdf = makePDF(width: 24, height: 30, content: "1 0 0 rg 0 0 12 30 re f")
    #expect(try PDFVectors.pageSize(of: pdf) == CGSize(width: 24, height: 30))
  }

  @Test func garbageIsAFailureNamingTheProblem() {
    #expect(throws: PDFVectors.Failure.self) { try PDFVectors.pageSize(of: Array("not a pdf at all".utf8)) }
    do { _ = try PDFVectors.pageSize(of: []) } catch { #expect("\(error)".contains("empty")) }
  }

  @Test func oversizedPDFIsRefusedBeforeParsing() {
    let big = [UInt8](repeating: 0x20, count: PDFVectors.maximumBytes + 1)
    do { _ = try PDFVectors.pageSize(of: big); Issue.record("accepted") } catch {
      #expect("\(error)".contains("over the \(PDFVectors.maximumBytes)-byte limit"))
    }
  }

  typealias S = ImageTestSupport

  /// A 10×10 page with red on its top-left quarter (PDF y grows upwards: the quarter is 5…10).
  static let quarter = makePDF(width: 10, height: 10, content: "1 0 0 rg 0 5 5 5 re f")

  @Test func aPageIsDrawnScaledToTheRect() {
    // Drawn into 20×20 at (0,0): red on x < 10, y < 10 only.
    let img = S.render([S.image(.pdf(Self.quarter))])
    #expect(S.px(img, 2, 2) == [255, 0, 0, 255])
    #expect(S.px(img, 9, 9) == [255, 0, 0, 255])
    #expect(S.px(img, 12, 2) == [0, 0, 0, 0])
    #expect(S.px(img, 2, 12) == [0, 0, 0, 0])
  }

  @Test func aTemplatePDFTakesTheTint() {
    let img = S.render([S.image(.pdf(Self.quarter), tint: RGBAColor(red: 0, green: 0, blue: 1, alpha: 1))])
    #expect(S.px(img, 2, 2) == [0, 0, 255, 255])
    #expect(S.px(img, 12, 12) == [0, 0, 0, 0])
  }

  @Test func anUnreadablePDFDrawsNothingAndWarnsWithTheReason() {
    let (img, warnings) = RenderWarnings.collecting { S.render([S.image(.pdf(Array("%PDF-1.4 garbage".utf8)))]) }
    #expect(S.px(img, 2, 2) == [0, 0, 0, 0])
    #expect(warnings.contains { $0.contains("a PDF image (16 bytes) is not drawn") }, "\(warnings)")
  }
}

