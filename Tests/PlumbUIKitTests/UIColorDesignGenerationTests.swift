import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

/// UIKit's system colours keep their iOS 26 values on their way into SwiftUI
/// (`Color(uiColor: .systemBlue)`, `Color(.systemRed)`), so a SwiftUI view painted with them
/// follows the design generation as `Color.blue` does (docs/design-generations.md, "The palette").
@MainActor
@Suite struct UIColorDesignGenerationTests {
  struct Swatches: View {
    var body: some View {
      HStack(spacing: 0) {
        Color(uiColor: .systemBlue).frame(width: 10, height: 10)
        Color(.systemRed).frame(width: 10, height: 10)
      }
    }
  }

  func pixels(_ g: DesignGeneration, _ scheme: ColorScheme) async throws -> [String] {
    let r = try await ScreenRenderer.render(Swatches(), options: ViewRenderOptions(
      device: .custom(width: 20, height: 10, scale: 1), traits: RenderTraits(colorScheme: scheme, designGeneration: g)))
    return [5, 15].map { let p = r.image[$0, 5]; return "\(p.r),\(p.g),\(p.b)" }
  }

  @Test func systemColoursFollowTheGeneration() async throws {
    #expect(try await pixels(.iOS26, .light) == ["0,136,255", "255,56,60"])
    #expect(try await pixels(.iOS26, .dark) == ["0,145,255", "255,66,69"])
    #expect(try await pixels(.iOS18, .light) == ["0,122,255", "255,59,48"])
  }
}
