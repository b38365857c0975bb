import Foundation
@testable import PlumbUI
import Testing

/// iOS 17 Metal shader effects: they compile as on iOS, the view draws without the effect and one
/// warning names the function that was not run (docs/compatibility/graphics.md, "Colour and effects").
@MainActor @Suite struct ShaderEffectTests {
  let plain = ViewHost(Color.blue.frame(width: 40, height: 40), device: .iPhoneSE3).displayList

  @Test func colorEffectDrawsTheViewAndWarns() {
    let shader = ShaderLibrary.default.iridescence(.float(0.5), .color(.red), .boundingRect)
    #expect(shader.function.name == "iridescence")
    #expect(shader.arguments.count == 3)
    let (drawn, warnings) = RenderWarnings.collecting {
      ViewHost(Color.blue.frame(width: 40, height: 40).colorEffect(shader), device: .iPhoneSE3).displayList
    }
    #expect(drawn == plain)
    #expect(warnings == ["colorEffect: the Metal shader function 'iridescence' is not run (no Metal on Linux); the view is drawn without the effect"])
  }

  @Test func disabledEffectsAreSilent() {
    let (drawn, warnings) = RenderWarnings.collecting {
      ViewHost(Color.blue.frame(width: 40, height: 40)
        .distortionEffect(ShaderLibrary.wave(.float(1)), maxSampleOffset: .zero, isEnabled: false)
        .layerEffect(ShaderLibrary.bundle(.main).pixelate(), maxSampleOffset: CGSize(width: 4, height: 4), isEnabled: false),
               device: .iPhoneSE3).displayList
    }
    #expect(drawn == plain)
    #expect(warnings.isEmpty)
  }

  @Test func aShaderFillWarns() {
    let (_, warnings) = RenderWarnings.collecting {
      _ = ViewHost(Rectangle().fill(ShaderLibrary.default.noise()).frame(width: 40, height: 40), device: .iPhoneSE3).displayList
    }
    #expect(warnings.contains { $0.contains("ShapeStyle Shader is not drawn") })
  }
}
