import Dispatch
import Foundation
import PlumbGraphics
import PlumbTestSupport
import Testing

@testable import PlumbRaster

/// The hostile-asset battery (issue 23): every bomb of `HostileAssets`, written to a file at run
/// time and drawn as an asset is, ends quickly, draws nothing, and warns once naming the file and
/// the limit of `ResourceBudget.untrusted`. `plumb-bench hostile-memory` measures the same cases'
/// peak memory in child processes.
@Suite struct HostileAssetTests {
  typealias S = ImageTestSupport

  /// The item an asset catalog's image makes for `path`, by its extension.
  static func item(_ path: String, _ bytes: [UInt8]) -> DisplayItem {
    let source: ImageItem.Source
    switch (path as NSString).pathExtension {
    case "svg": source = .svg(bytes)
    case "pdf": source = .pdf(bytes)
    case "jpg": source = .jpeg(bytes)
    default: source = .png(bytes)
    }
    return .image(ImageItem(source: source, rect: CGRect(x: 0, y: 0, width: 100, height: 100), name: path))
  }

  static func render(_ item: DisplayItem) -> RGBAImage {
    Rasterizer().render(DisplayList([item]), on: Canvas(size: CGSize(width: 100, height: 100), scale: 3, background: nil))
  }

  @Test(arguments: HostileAssets.names)
  func eachBombEndsQuicklyWithAWarningNamingTheFile(_ name: String) throws {
    let bomb = HostileAssets.make(name)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent(name).path
    try Data(bomb.bytes).write(to: URL(fileURLWithPath: path))
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let start = DispatchTime.now().uptimeNanoseconds
    let (image, warnings) = RenderWarnings.collecting { Self.render(Self.item(path, bytes)) }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    #expect(seconds < 10, "\(name) (\(bomb.claim)) took \(seconds) s")
    let named = warnings.filter { $0.contains("\"\(path)\"") && $0.contains("resource budget") }
    #expect(named.count == 1, "\(name): \(warnings)")
    #expect(image.pixels.allSatisfy { $0 == 0 }, "\(name) drew something")
  }

  @Test func identicalBytesInTwoFilesAreEachNamed() {
    // Decoded images are shared by content; a refusal is named when reported, so the second
    // catalog's byte-identical file is not reported under the first one's name.
    let bomb = HostileAssets.oneBitPNG(side: 16385)
    let warnings = RenderWarnings.collecting {
      for name in ["/one/a.png", "/two/b.png"] { _ = DecodedImageCache.shared.bitmap(for: .png(bomb), name: name) }
    }.warnings
    #expect(warnings.count == 2 && warnings[0].contains("\"/one/a.png\"") && warnings[1].contains("\"/two/b.png\""), "\(warnings)")
  }

  // MARK: - What stays drawn

  @Test func illustratorStyleEntitiesStillDraw() {
    let doc = Array("""
      <?xml version="1.0" encoding="utf-8"?>
      <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
        <!ENTITY ns_svg "http://www.w3.org/2000/svg">
        <!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
      ]>
      <svg xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="10" height="10"><!-- a comment -->
      <style>.st0{fill:url(#g);}</style><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
      <rect class="st0" width="10" height="10"/><text y="5" font-size="1">&amp;Hi</text></svg>
      """.utf8)
    #expect(SVGBudgetScan.check(doc, budget: .untrusted) == nil)
    let (img, warnings) = RenderWarnings.collecting { S.render([S.image(.svg(doc))]) }
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(S.px(img, 10, 10) == [255, 0, 0, 255])
  }

  @Test func svgLimitsAreEachChecked() {
    let tight = ResourceBudget(maxFileBytes: 1 << 20, maxPixels: 100, maxSide: 10, maxElements: 10, maxDepth: 4,
                               maxTextCharacters: 20, maxEntityExpansion: 30, maxInflatedBytes: 100, maxOperations: 10, maxSeconds: 5)
    func limit(_ body: String, doctype: String = "") -> ResourceBudget.Limit? {
      SVGBudgetScan.check(Array("\(doctype)<svg xmlns=\"http://www.w3.org/2000/svg\">\(body)</svg>".utf8), budget: tight)?.limit
    }
    #expect(limit("<rect/><rect/>") == nil)
    #expect(limit(String(repeating: "<rect/>", count: 10)) == .elements)
    #expect(limit("<g><g><g><g><rect/></g></g></g></g>") == .depth)
    #expect(limit("<text>" + String(repeating: "é", count: 20) + "</text>") == nil)  // characters, not bytes
    #expect(limit("<text>" + String(repeating: "a", count: 21) + "</text>") == .textCharacters)
    #expect(limit("<desc>" + String(repeating: "a", count: 100) + "</desc>") == nil)  // not laid out
    #expect(limit("<text>&e;&e;&e;&e;</text>", doctype: "<!DOCTYPE svg [<!ENTITY e \"0123456789\">]>") == .entityExpansion)
    #expect(limit("<text>&e;</text>", doctype: "<!DOCTYPE svg [<!ENTITY e \"&#60;g/>\">]>") == .unmeasurable)
    #expect(limit("<text>&e;</text>", doctype: "<!DOCTYPE svg [<!ENTITY % e \"x\">]>") == .unmeasurable)
    #expect(limit("<g id=\"a\"><use href=\"#a\"/></g>") == .unmeasurable)  // a cycle
    #expect(limit("<defs><g id=\"a\"><rect/><rect/></g></defs><use href=\"#a\"/><use href=\"#a\"/><use href=\"#a\"/>") == .elements)
    #expect(limit("<defs><text id=\"t\">0123456789</text></defs><use href=\"#t\"/><use href=\"#t\"/>") == .textCharacters)
    #expect(SVGBudgetScan.check([0x1F, 0x8B, 0, 0], budget: tight)?.limit == .unmeasurable)
  }

  @Test func aSmallFlatePDFStillDraws() {
    let content = Array("1 0 0 rg 0 0 100 100 re f\n".utf8)  // the whole 100×100 page
    let pdf = HostileAssets.pdf([], streams: [], pageContent: HostileAssets.zlibOfRepeats(content, count: content.count),
                                resources: "", compressed: true)
    #expect(PDFBudgetScan.check(pdf, budget: .untrusted) == nil)
    let (img, warnings) = RenderWarnings.collecting { S.render([S.image(.pdf(pdf))]) }
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(S.px(img, 2, 2) == [255, 0, 0, 255])
  }

  @Test func pdfLimitsAreEachChecked() {
    let tight = ResourceBudget(maxFileBytes: 1 << 20, maxPixels: 10_000, maxSide: 1000, maxElements: 10, maxDepth: 4,
                               maxTextCharacters: 20, maxEntityExpansion: 30, maxInflatedBytes: 4096, maxOperations: 100, maxSeconds: 5)
    // 5 Do of a form of 5 strokes (15 operators), invoked once: 81 operators; one level more: 406.
    #expect(PDFBudgetScan.check(HostileAssets.pdfFormFanout(levels: 1, fanout: 5), budget: tight) == nil)
    #expect(PDFBudgetScan.check(HostileAssets.pdfFormFanout(levels: 2, fanout: 5), budget: tight)?.limit == .operations)
    #expect(PDFBudgetScan.check(HostileAssets.pdfOperatorFlood(inflatedBytes: 5000), budget: tight)?.limit == .inflatedBytes)
    #expect(PDFBudgetScan.check(HostileAssets.pdfImageBomb(side: 100), budget: tight) == nil)
    #expect(PDFBudgetScan.check(HostileAssets.pdfImageBomb(side: 101), budget: tight)?.limit == .pixels)
    #expect(PDFBudgetScan.check(HostileAssets.pdfInlineImageBomb(side: 101), budget: tight)?.limit == .pixels)
    let lzw = HostileAssets.pdf([Array("<< /Filter /LZWDecode /Length 1 >>".utf8)], streams: [[0]], page: "", resources: "")
    #expect(PDFBudgetScan.check(lzw, budget: tight)?.limit == .unmeasurable)
  }

  @Test func bitmapsAtTheLimitDecodeAndOneOverIsRefusedFromTheHeader() {
    let budget = ResourceBudget(maxFileBytes: 1 << 20, maxPixels: 64 * 64, maxSide: 128, maxElements: 1, maxDepth: 1,
                                maxTextCharacters: 1, maxEntityExpansion: 1, maxInflatedBytes: 1, maxOperations: 1, maxSeconds: 1)
    if case .bitmap(let b, _) = DecodedImageCache.decode(.png(HostileAssets.oneBitPNG(side: 64)), budget: budget) {
      #expect(b.width == 64)
    } else { Issue.record("a 64² PNG within the budget was refused") }
    guard case .overBudget(let over) = DecodedImageCache.decode(.png(HostileAssets.oneBitPNG(side: 65)), budget: budget) else {
      Issue.record("a 65² PNG over the budget decoded"); return
    }
    #expect(over.limit == .pixels && "\(over)".contains("65×65 pixels, over the pixel count limit of 4096 pixels"))
    guard case .overBudget(let side) = DecodedImageCache.decode(.jpeg(HostileAssets.jpegHeaderBomb(width: 129, height: 1)), budget: budget) else {
      Issue.record("a JPEG wider than the budget was decoded"); return
    }
    #expect(side.limit == .side)
  }
}
