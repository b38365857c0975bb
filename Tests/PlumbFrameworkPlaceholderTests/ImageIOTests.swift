import Foundation
import ImageIO
import PlumbGraphics
import Testing

/// Image sources over PNG and JPEG headers (docs/compatibility/frameworks.md, "ImageIO"): real
/// pixel sizes and counts, no decoded bitmaps, no crash on bytes that are not an image.
@Suite struct ImageIOTests {
  /// A PNG signature and IHDR chunk for a `width` × `height` image (all ImageIO reads here).
  static func pngHeader(width: UInt32, height: UInt32) -> Data {
    var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
    for v in [width, height] { d += Data([UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }
    return d + Data([8, 6, 0, 0, 0, 0, 0, 0, 0])
  }

  /// A JPEG start, an APP0 segment and a baseline start-of-frame for `width` × `height`.
  static func jpegHeader(width: UInt16, height: UInt16) -> Data {
    Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
         + [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
         + [UInt8](repeating: 0, count: 12))
  }

  @Test func pngAndJPEGSizesComeFromTheHeader() throws {
    let png = try #require(CGImageSourceCreateWithData(Self.pngHeader(width: 640, height: 480) as CFData, nil))
    #expect(CGImageSourceGetCount(png) == 1)
    #expect(CGImageSourceGetType(png) == "public.png")
    let properties = CGImageSourceCopyPropertiesAtIndex(png, 0, nil) as? [CFString: Any]
    #expect(properties?[kCGImagePropertyPixelWidth] as? Int == 640)
    #expect(properties?[kCGImagePropertyPixelHeight] as? Int == 480)
    #expect(properties?[kCGImagePropertyOrientation] == nil)
    #expect(CGImageSourceCopyPropertiesAtIndex(png, 1, nil) == nil)

    let jpeg = try #require(CGImageSourceCreateWithData(Self.jpegHeader(width: 4032, height: 3024) as CFData, nil))
    let jpegProperties = CGImageSourceCopyPropertiesAtIndex(jpeg, 0, nil) as? [String: Any]
    #expect(jpegProperties?[kCGImagePropertyPixelWidth as String] as? Int == 4032)
    #expect(jpegProperties?[kCGImagePropertyPixelHeight as String] as? Int == 3024)
    #expect(CGImageSourceGetType(jpeg) == "public.jpeg")
  }

  @Test func aFileIsReadThroughItsURL() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID().uuidString).png")
    try (Self.pngHeader(width: 3, height: 7) + Data(count: 100_000)).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
    let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any]
    #expect(properties?[kCGImagePropertyPixelHeight as String] as? Int == 7)
    #expect((CGImageSourceCopyProperties(source, nil) as? [String: Any])?[kCGImagePropertyFileSize as String] as? Int == 100_033)
    #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).png") as CFURL, nil) == nil)
  }

  @Test func bytesThatAreNotAnImageHaveNoImages() throws {
    for bytes in [Data(), Data("%PDF-1.7 /MediaBox [0 0 10 10]".utf8), Data([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF]),
                  Self.pngHeader(width: 0, height: 5), Data(repeating: 0xFF, count: 100_000),
                  Data("<svg width='10' height='10'/>".utf8)] {
      let source = try #require(CGImageSourceCreateWithData(bytes as CFData, nil))
      #expect(CGImageSourceGetCount(source) == 0)
      #expect(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) == nil)
      #expect(CGImageSourceGetStatus(source) == .statusUnknownType)
    }
  }

  @Test func thumbnailsAreNilAndWarnOnce() throws {
    let source = try #require(CGImageSourceCreateWithData(Self.pngHeader(width: 10, height: 10) as CFData, nil))
    let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 100,
                   kCGImageSourceCreateThumbnailWithTransform: true, kCGImageSourceShouldCache: false] as CFDictionary
    let (images, warnings) = RenderWarnings.collecting {
      [CGImageSourceCreateThumbnailAtIndex(source, 0, options), CGImageSourceCreateThumbnailAtIndex(source, 0, options)]
    }
    #expect(images.allSatisfy { $0 == nil })
    #expect(warnings.filter { $0.contains("CGImageSourceCreateThumbnailAtIndex") }.count == 1)
  }
}
