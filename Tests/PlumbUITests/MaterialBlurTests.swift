import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbUI
import Testing

/// A material blurs what is behind it under its tint (docs/appearance.md): black and white stripes
/// behind `.ultraThinMaterial` come out as greys, not as a tinted copy of the stripes.
/// Black and white stripes 4 pt wide, 80 × 60 pt, with `front` over their middle.
struct StripesBehind<Front: View>: View {
  let front: Front
  var body: some View {
    ZStack {
      HStack(spacing: 0) {
        ForEach(0..<20) { i in (i % 2 == 0 ? Color.black : Color.white).frame(width: 4) }
      }
      front
    }
    .frame(width: 80, height: 60)
  }
}

@MainActor
@Suite struct MaterialBlurTests {

  @Test func stripesBehindAMaterialAreBlurred() async throws {
    let options = ViewRenderOptions(device: .iPhone14)
    let view = StripesBehind(front: Rectangle().fill(.ultraThinMaterial).frame(width: 40, height: 40))
    let r = try await ScreenRenderer.render(view, options: options)
    let layout = try #require(r.layout)
    let material = try #require(layout.root.flattened.first { $0.name == "Rectangle" }?.frame)
    // Across the middle row under the material: the darkest and lightest pixels are close greys.
    let y = Int(material.midY * 3)
    var lo = 255, hi = 0
    for x in Int(material.minX * 3) + 12..<Int(material.maxX * 3) - 12 {
      let v = Int(r.image[x, y].r)
      lo = min(lo, v); hi = max(hi, v)
    }
    #expect(hi - lo < 40, "stripes still sharp: \(lo)…\(hi)")
    // Beside it the stripes are untouched.
    let x = Int((material.minX - 10) * 3)
    let beside = (0..<12).map { Int(r.image[x + $0, y].r) }
    #expect(beside.contains { $0 < 10 } && beside.contains { $0 > 245 })
  }
}

/// `glassEffect` draws the chrome's glass: what is behind blurred under a light fill (iOS 26's
/// Liquid Glass without refraction, which one warning names).
@MainActor
@Suite struct GlassEffectBlurTests {
  @Test func stripesBehindGlassAreBlurredAndTheWarningNamesRefraction() async throws {
    let collected = try await RenderWarnings.collecting {
      try await ScreenRenderer.render(StripesBehind(front: Text("Glass").frame(width: 60, height: 40).glassEffect()),
                                      options: ViewRenderOptions(device: .iPhone14))
    }
    let r = collected.value
    let glass = try #require(r.layout?.root.flattened.first { $0.name == "Glass" }?.frame)
    let y = Int((glass.minY + 4) * 3)
    var lo = 255, hi = 0
    for x in Int(glass.minX * 3) + 30..<Int(glass.maxX * 3) - 30 {
      let v = Int(r.image[x, y].r)
      lo = min(lo, v); hi = max(hi, v)
    }
    #expect(hi - lo < 30, "stripes still sharp under the glass: \(lo)…\(hi)")
    #expect(collected.warnings.contains { $0.contains("refraction") })
  }
}
