import Foundation
import PlumbGraphics
import SwiftUI
import Testing
import UIKit

/// `UIImage.resizableImage(withCapInsets:resizingMode:)` carried into SwiftUI by `Image(uiImage:)`:
/// the caps in points, tile by default as in UIKit (docs/images.md, "Resizable images").
@Suite struct UIImageResizableTests {
  @MainActor static func slicing(_ image: UIImage, resizable: Bool = true) -> ImageSlicing?? {
    let view = resizable ? AnyView(Image(uiImage: image).resizable().frame(width: 90, height: 40)) : AnyView(Image(uiImage: image))
    let list = ViewHost(view, device: .custom(width: 100, height: 100, scale: 3)).displayList
    func walk(_ items: [DisplayItem]) -> [ImageItem] {
      items.flatMap { item -> [ImageItem] in
        switch item {
        case .image(let i): return [i]
        case .group(let g): return walk(g.items)
        default: return []
        }
      }
    }
    return walk(list.items).first.map(\.slicing)
  }

  @Test @MainActor func capsAndModeReachTheDisplayList() async throws {
    let logo = try #require(UIImage(named: "logo"))
    let caps = UIEdgeInsets(top: 4, left: 5, bottom: 6, right: 7)
    let stretched = logo.resizableImage(withCapInsets: caps, resizingMode: .stretch)
    #expect(stretched.capInsets == caps && stretched.resizingMode == .stretch && stretched.size == logo.size)
    #expect(Self.slicing(stretched) == .some(ImageSlicing(top: 4, left: 5, bottom: 6, right: 7, mode: .stretch,
                                                           imageSize: CGSize(width: 40, height: 20))))
    // resizableImage(withCapInsets:) tiles, UIKit's default.
    #expect(Self.slicing(logo.resizableImage(withCapInsets: caps))??.mode == .tile)
    // Zero insets tile the whole image ("the entire image is tiled").
    #expect(Self.slicing(logo.resizableImage(withCapInsets: .zero)) == .some(ImageSlicing(mode: .tile, imageSize: CGSize(width: 40, height: 20))))
    // A plain UIImage, or one not made resizable in SwiftUI, has no slicing.
    #expect(Self.slicing(logo) == .some(nil))
    #expect(Self.slicing(stretched, resizable: false) == .some(nil))
  }
}
