import Foundation
import PlumbAssetSymbolsFixture
import PlumbGraphics
import PlumbRaster
import PlumbTesting
import SwiftUI
import Testing
import UIKit

/// The screen of issue 23's one-off SIGSEGV: a namespaced 2x-only icon ("Icons/star-filled")
/// drawn many times on 3x devices, next to a byte-identical copy of its file read separately (as
/// another catalog's logo is), so both reach one entry of the decoded-image cache through two
/// different arrays. Rendered repeatedly and on several threads at once; the same build under
/// AddressSanitizer is how the crash was looked for (docs/security.md).
@Suite struct NamespacedIconRenderTests {
  /// Collects renders from several threads.
  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [Int: RGBAImage] = [:]
    func put(_ i: Int, _ image: RGBAImage) { lock.withLock { images[i] = image } }
    var all: [Int: RGBAImage] { lock.withLock { images } }
  }

  static let threeX: [Device] = [.iPhone14, .iPhone15Pro, .iPhone15ProMax, .iPhone16Pro.landscape]

  @Test @MainActor func namespacedTwoXOnlyIconDrawsOnThreeXDevicesRepeatedlyAndInParallel() async throws {
    let file = try #require(AssetSymbolsFixture.bundle.resourceURL)
      .appendingPathComponent("Assets.xcassets/Icons/star-filled.imageset/logo@2x.png")
    for device in Self.threeX {
      #expect(device.scale == 3)
      let (host, warnings) = RenderWarnings.collecting { ViewHost(AssetSymbolsFixture.IconGrid(), device: device) }
      try await host.settle()
      #expect(!warnings.contains { $0.contains("star-filled") || $0.contains("Image") }, "\(warnings)")
      #expect(!host.layoutSnapshot.root.flattened.contains { $0.name.contains("placeholder") })
      let big = try #require(host.layoutSnapshot.frame(id: "big"))
      let small = try #require(host.layoutSnapshot.frame(id: "uiImage"))
      #expect(big.size == CGSize(width: 90, height: 45))
      #expect(small.size == CGSize(width: 40, height: 20))

      // The same file's bytes in a second array, drawn at the big icon's size where the grid is not.
      let copyRect = CGRect(x: 0, y: device.size.height - 50, width: 90, height: 45)
      let list = host.displayList
      let copy = ImageItem(source: .png([UInt8](try Data(contentsOf: file))), rect: copyRect)
      let withCopy = DisplayList(list.items + [.image(copy)])

      let results = Results()
      let size = device.size, scale = device.scale
      DispatchQueue.concurrentPerform(iterations: 8) { i in
        let canvas = Canvas(size: size, scale: scale, background: nil)
        results.put(i, Rasterizer().render(i % 2 == 0 ? list : withCopy, on: canvas))
      }
      let images = results.all
      #expect(images.count == 8)
      // Every thread drew the same pixels as every other thread given the same list.
      #expect(Set((0..<8).filter { $0 % 2 == 0 }.map { images[$0]?.pixels }).count == 1)
      #expect(Set((0..<8).filter { $0 % 2 == 1 }.map { images[$0]?.pixels }).count == 1)

      let image = try #require(images[1])
      func px(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { image[Int(x * Double(scale)), Int(y * Double(scale))] }
      // The logo's body is opaque blue (its white bar is in the top quarter).
      let inBig = px(big.minX + 45, big.minY + 35), inCopy = px(copyRect.minX + 45, copyRect.minY + 35)
      let inSmall = px(small.minX + 20, small.minY + 15)
      #expect(inBig.a == 255 && inBig.b > 150 && inBig.r < 100, "\(inBig)")
      #expect(inSmall.a == 255 && inSmall.b > 150 && inSmall.r < 100, "\(inSmall)")
      // The catalog's icon and the separately read copy are the same decoded pixels.
      #expect([inBig.r, inBig.g, inBig.b] == [inCopy.r, inCopy.g, inCopy.b])
    }
  }
}
