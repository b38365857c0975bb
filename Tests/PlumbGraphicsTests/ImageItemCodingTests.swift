import Foundation
import Testing
@testable import PlumbGraphics

/// `ImageItem` gained `tint` and the JPEG/SVG sources; lists encoded before then must still decode.
@Suite struct ImageItemCodingTests {
  @Test func jsonWrittenBeforeTintDecodesWithNoTint() throws {
    // The shape the synthesized coding produced before `tint` existed.
    let old = #"{"source":{"png":{"_0":[1,2,3]}},"rect":[[1,2],[30,40]],"interpolation":"nearest"}"#
    let item = try JSONDecoder().decode(ImageItem.self, from: Data(old.utf8))
    #expect(item == ImageItem(source: .png([1, 2, 3]), rect: CGRect(x: 1, y: 2, width: 30, height: 40),
                              interpolation: .nearest))
    #expect(item.tint == nil)
  }

  @Test func noTintIsNotEncodedAndATintRoundTrips() throws {
    let plain = ImageItem(source: .jpeg([9]), rect: CGRect(x: 0, y: 0, width: 4, height: 4))
    let json = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
    #expect(!json.contains("tint"))
    let tinted = ImageItem(source: .svg(Array("<svg/>".utf8)), rect: plain.rect,
                           tint: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    let back = try JSONDecoder().decode(ImageItem.self, from: JSONEncoder().encode(tinted))
    #expect(back == tinted)
  }

  @Test func noSlicingIsNotEncodedAndASlicingRoundTrips() throws {
    let plain = ImageItem(source: .png([1]), rect: CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(!String(decoding: try JSONEncoder().encode(plain), as: UTF8.self).contains("slicing"))
    var sliced = plain
    sliced.slicing = ImageSlicing(top: 1, left: 2, bottom: 3, right: 4, mode: .tile, imageSize: CGSize(width: 10, height: 12),
                                  centerSize: CGSize(width: 1, height: 1))
    #expect(try JSONDecoder().decode(ImageItem.self, from: JSONEncoder().encode(sliced)) == sliced)
    #expect(sliced != plain)
  }
}
