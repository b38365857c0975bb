import Foundation
import PlumbGraphics
import Testing

@testable import PlumbRaster

/// One librsvg parse per distinct SVG document per process, however often it is drawn; bounded.
/// Parses are counted by the cache's test hook; every test uses documents of its own.
@Suite struct SVGDocumentCacheTests {
  typealias S = ImageTestSupport

  /// A red square SVG no other test draws (a fresh UUID in a comment).
  static func uniqueSVG(fill: String = "red") -> [UInt8] {
    SVGImageTests.svg("<!-- \(UUID().uuidString) --><rect width=\"10\" height=\"10\" fill=\"\(fill)\"/>")
  }

  @Test func twentyItemsOfOneSVGParseOnceAcrossRenders() {
    let doc = Self.uniqueSVG()
    let items = (0..<20).map { i in S.image(.svg(doc), Double(i % 5) * 4, Double(i / 5) * 4, 4, 4) }
    let counter = DecodeCounter()
    let img = SVGDocumentCache.$parseCounter.withValue(counter) {
      _ = S.render(items)
      return S.render(items)
    }
    #expect(counter.count == 1)
    #expect(S.px(img, 1, 1) == [255, 0, 0, 255], "every copy is still drawn")
    #expect(S.px(img, 17, 13) == [255, 0, 0, 255])
  }

  @Test func equalBytesHitAndOtherDocumentsParse() {
    let doc = Self.uniqueSVG(), copy = Array(doc.map { $0 }), other = Self.uniqueSVG(fill: "blue")
    let counter = DecodeCounter()
    let img = SVGDocumentCache.$parseCounter.withValue(counter) {
      _ = S.render([S.image(.svg(doc)), S.image(.svg(copy))])
      return S.render([S.image(.svg(other))])
    }
    #expect(counter.count == 2)
    #expect(S.px(img, 10, 10) == [0, 0, 255, 255])
  }

  @Test func aDocumentThatDoesNotParseIsParsedOnceAndWarnsWithTheReason() {
    let bad = Array("<svg \(UUID().uuidString)".utf8)
    let counter = DecodeCounter()
    let (_, warnings) = RenderWarnings.collecting {
      SVGDocumentCache.$parseCounter.withValue(counter) {
        _ = S.render([S.image(.svg(bad)), S.image(.svg(bad))])
      }
    }
    #expect(counter.count == 1)
    #expect(warnings.count == 1 && warnings.first?.hasPrefix("Image: an SVG image (\(bad.count) bytes) is not drawn: ") == true,
            "\(warnings)")
  }

  @Test func theCacheIsBoundedAndADroppedDocumentIsParsedAgain() {
    let cache = SVGDocumentCache(maxEntries: 2, maxBytes: 1 << 20)
    let docs = (0..<3).map { _ in Self.uniqueSVG() }
    let counter = DecodeCounter()
    SVGDocumentCache.$parseCounter.withValue(counter) {
      for d in docs { #expect(cache.withDocument(d) { _ in nil } == nil) }
      #expect(cache.count == 2)
      _ = cache.withDocument(docs[2]) { _ in nil }   // still held: no parse
      #expect(counter.count == 3)
      _ = cache.withDocument(docs[0]) { _ in nil }   // dropped as the least recently used
      #expect(counter.count == 4)
    }
    let small = SVGDocumentCache(maxEntries: 100, maxBytes: docs[0].count + 10)
    for d in docs { _ = small.withDocument(d) { _ in nil } }
    #expect(small.count == 1, "over the byte budget only the newest is kept")
  }
}
