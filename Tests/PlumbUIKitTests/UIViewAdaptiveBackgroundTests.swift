import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

/// A UIView's system or asset background colour stays adaptive: it paints its dark value in a
/// dark render and its iOS 26 value under `.design(.iOS26)`, as UIKit resolves a view's colours
/// in its trait collection (docs/appearance.md, docs/design-generations.md); a fixed colour is
/// painted as set.
@MainActor
@Suite struct UIViewAdaptiveBackgroundTests {
  struct Swatch: UIViewRepresentable {
    let color: UIColor
    func makeUIView(context: Context) -> UIView {
      let v = UIView()
      v.backgroundColor = color
      return v
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
  }

  func pixel(_ color: UIColor, _ traits: RenderTraits) async throws -> (Int, Int, Int) {
    let view = Swatch(color: color).frame(width: 40, height: 40)
    let r = try await ScreenRenderer.render(view, options: ViewRenderOptions(device: .iPhone14, traits: traits))
    let p = r.image[195 * 3, 422 * 3]
    return (Int(p.r), Int(p.g), Int(p.b))
  }

  @Test func systemColoursFollowTheAppearanceAndTheDesign() async throws {
    #expect(try await pixel(.systemBackground, RenderTraits()) == (255, 255, 255))
    #expect(try await pixel(.systemBackground, RenderTraits(colorScheme: .dark)) == (0, 0, 0))
    #expect(try await pixel(.systemBlue, RenderTraits()) == (0, 122, 255))
    #expect(try await pixel(.systemBlue, RenderTraits(designGeneration: .iOS26)) == (0, 136, 255))
    // A fixed colour is painted as set, in any appearance.
    let fixed = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    #expect(try await pixel(fixed, RenderTraits(colorScheme: .dark)) == (51, 102, 153))
  }
}
