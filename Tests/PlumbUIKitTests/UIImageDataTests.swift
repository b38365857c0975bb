import Foundation
import PlumbGraphics
import PlumbPNG
import PlumbTesting
import SwiftUI
import Testing
import UIKit

// `UIImage(data:scale:)` decodes PNG data (and says it cannot read other formats), `UIImage()`
// is the empty image, and both reach SwiftUI through `Image(uiImage:)`.

@Suite struct UIImageDataTests {
  static func png(width: Int, height: Int) -> Data {
    Data(PNG.encode(RGBAImage(width: width, height: height, fill: (255, 0, 0, 255))))
  }

  @Test @MainActor func pngDataDrawsAtItsScale() async throws {
    let image = try #require(UIImage(data: Self.png(width: 8, height: 4), scale: 2))
    #expect(image.size == CGSize(width: 4, height: 2))
    #expect(image.scale == 2)
    #expect(image.pngData() == Self.png(width: 8, height: 4))
    let options = ViewRenderOptions(device: .custom(width: 10, height: 10, scale: 1), background: .white)
    let picture = try await renderView(Image(uiImage: image).resizable().frame(width: 10, height: 10), options: options).image
    #expect(picture[5, 5].r == 255 && picture[5, 5].g == 0)
    let layout = ViewHost(Image(uiImage: image), device: .custom(width: 20, height: 20, scale: 1)).layoutSnapshot
    #expect(layout.root.flattened.contains { $0.frame.size == CGSize(width: 4, height: 2) })
  }

  @Test @MainActor func otherFormatsAreNilWithAWarning() {
    let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0, 1])
    let (image, warnings) = RenderWarnings.collecting { UIImage(data: jpeg) }
    #expect(image == nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("JPEG") == true)
    let (garbage, said) = RenderWarnings.collecting { UIImage(data: Data("not an image".utf8), scale: 3) }
    #expect(garbage == nil)
    #expect(said.first?.contains("unrecognised") == true)
  }

  @Test @MainActor func theEmptyImageDrawsNothing() async throws {
    let empty = UIImage()
    #expect(empty.size == .zero)
    #expect(empty.pngData() == nil)
    let options = ViewRenderOptions(device: .custom(width: 10, height: 10, scale: 1), background: .white)
    let picture = try await renderView(Image(uiImage: empty).resizable().frame(width: 10, height: 10), options: options).image
    #expect(picture[5, 5].r == 255 && picture[5, 5].g == 255 && picture[5, 5].b == 255)
  }
}
