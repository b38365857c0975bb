import Foundation
import PlumbGraphics
import PlumbPNG
import Testing

@testable import PlumbRaster

/// SVG sources: drawn by librsvg into the render's Cairo context, stretched to the item's rect;
/// external references never load; bad documents draw nothing and warn.
@Suite struct SVGImageTests {
  typealias S = ImageTestSupport

  static func svg(_ body: String, size: String = #"width="10" height="10""#) -> [UInt8] {
    Array(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \#(size)>\#(body)</svg>"#.utf8)
  }

  @Test func aRedRectLandsWhereTheDocumentPutsIt() {
    // 10×10 document, red on its left half, drawn into a 20×20 rect at (0,0): red on x < 10.
    let doc = Self.svg(#"<rect x="0" y="0" width="5" height="10" fill="red"/>"#)
    let img = S.render([S.image(.svg(doc))])
    #expect(S.px(img, 2, 10) == [255, 0, 0, 255])
    #expect(S.px(img, 9, 19) == [255, 0, 0, 255])
    #expect(S.px(img, 10, 10) == [0, 0, 0, 0])
    #expect(S.px(img, 19, 0) == [0, 0, 0, 0])
  }

  @Test func theDocumentIsStretchedToTheRectLikeABitmap() {
    // A 10×10 document in a 20×10 rect at (0,5): its left half covers x 0..<10, y 5..<15.
    let doc = Self.svg(#"<rect x="0" y="0" width="5" height="10" fill="red"/>"#)
    let img = S.render([S.image(.svg(doc), 0, 5, 20, 10)])
    #expect(S.px(img, 9, 5) == [255, 0, 0, 255])
    #expect(S.px(img, 9, 14) == [255, 0, 0, 255])
    #expect(S.px(img, 9, 4) == [0, 0, 0, 0])
    #expect(S.px(img, 10, 10) == [0, 0, 0, 0])
  }

  @Test func aViewBoxOnlyDocumentFillsTheRect() {
    let doc = Self.svg(#"<rect x="50" y="0" width="50" height="100" fill="blue"/>"#, size: #"viewBox="0 0 100 100""#)
    let img = S.render([S.image(.svg(doc))])
    #expect(S.px(img, 15, 10) == [0, 0, 255, 255])
    #expect(S.px(img, 5, 10) == [0, 0, 0, 0])
  }

  @Test func externalFilesAreNeverLoaded() throws {
    // A red PNG on disk, referenced by absolute path, by file: URL and as a relative name: none draws.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = dir.appendingPathComponent("red.png")
    try Data(PNGFixture.red4x4).write(to: png)
    for href in [png.path, "file://" + png.path, "red.png"] {
      let doc = Self.svg(#"<image x="0" y="0" width="10" height="10" xlink:href="\#(href)"/>"#)
      let img = RenderWarnings.collecting { S.render([S.image(.svg(doc))]) }.value
      #expect(S.px(img, 10, 10) == [0, 0, 0, 0], "\(href) was loaded")
    }
    // The same PNG as a data: URL (inside the document) does draw: the check above can fail.
    let inline = "data:image/png;base64," + Data(PNGFixture.red4x4).base64EncodedString()
    let doc = Self.svg(#"<image x="0" y="0" width="10" height="10" xlink:href="\#(inline)"/>"#)
    #expect(S.px(S.render([S.image(.svg(doc))]), 10, 10) == [255, 0, 0, 255])
  }

  @Test func externalEntitiesAreNotExpanded() {
    // An external entity naming a file with an SVG rect inside: if it were read, red would appear.
    let dir = FileManager.default.temporaryDirectory
    let file = dir.appendingPathComponent("plumb-entity-\(UUID().uuidString).xml")
    try? Data(#"<rect x="0" y="0" width="10" height="10" fill="red"/>"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let doc = Array(("<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY ext SYSTEM \"file://\(file.path)\">]>"
      + #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">&ext;</svg>"#).utf8)
    let img = RenderWarnings.collecting { S.render([S.image(.svg(doc))]) }.value
    #expect(S.px(img, 10, 10) == [0, 0, 0, 0])
  }

  @Test func aBrokenDocumentDrawsNothingAndSaysWhy() {
    let (img, warnings) = RenderWarnings.collecting {
      S.render([S.image(.svg(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect".utf8)))])
    }
    #expect(S.px(img, 10, 10) == [0, 0, 0, 0])
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("Image: an SVG image") == true, "\(warnings)")
  }

  @Test func anOversizedDocumentIsRefusedBeforeParsing() {
    let big = [UInt8](repeating: 0x20, count: SVGPainter.maxBytes + 1)
    let (_, warnings) = RenderWarnings.collecting { S.render([S.image(.svg(big))]) }
    #expect(warnings.first?.contains("\(big.count) bytes, over the file size limit of \(SVGPainter.maxBytes) bytes") == true, "\(warnings)")
  }
}

/// A 4×4 opaque red PNG.
enum PNGFixture {
  static let red4x4: [UInt8] = PNG.encode(RGBAImage(width: 4, height: 4, fill: (255, 0, 0, 255)))
}
