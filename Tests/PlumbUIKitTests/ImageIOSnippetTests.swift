import Foundation
import PlumbTestSupport
import Testing

/// Image-source code as apps write it (docs/compatibility/frameworks.md, "ImageIO"), type-checked
/// in both language modes.
@Suite struct ImageIOSnippetTests {
  static let snippet = """
    import ImageIO
    import UIKit

    enum ImageMetadata {
      static func pixelSize(of url: URL) -> CGSize? {
        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithURL(url as CFURL, options),
              let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any],
              let width = properties[kCGImagePropertyPixelWidth] as? Int,
              let height = properties[kCGImagePropertyPixelHeight] as? Int else { return nil }
        let orientation = (properties[kCGImagePropertyOrientation] as? UInt32).flatMap(CGImagePropertyOrientation.init(rawValue:))
        return orientation == .left || orientation == .right ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
      }

      static func downsample(_ data: Data, to pointSize: CGSize, scale: CGFloat) -> CGImage? {
        let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions), CGImageSourceGetCount(source) > 0 else { return nil }
        let maxDimension = max(pointSize.width, pointSize.height) * scale
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                       kCGImageSourceShouldCacheImmediately: true,
                       kCGImageSourceCreateThumbnailWithTransform: true,
                       kCGImageSourceThumbnailMaxPixelSize: maxDimension] as [CFString: Any] as CFDictionary
        return CGImageSourceCreateThumbnailAtIndex(source, 0, options)
      }
    }
    """

  @Test(arguments: [5, 6]) func imageSourceCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
