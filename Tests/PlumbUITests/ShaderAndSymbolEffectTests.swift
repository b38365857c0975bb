import Foundation
import PlumbUI
import XCTest

/// Shader effects, symbol effects and content transitions compile as Apple's do, keep the layout
/// and say once what they did not draw; `Angle` arithmetic acts on radians as SwiftUI's `_VectorMath`.
final class ShaderAndSymbolEffectTests: XCTestCase {
  func testLayerEffectKeepsTheFrameAndWarnsOnceNamingTheShader() { onMain {
    let progress: Float = 0.5
    let view = VStack {
      Color.red.frame(width: 80, height: 40)
        .layerEffect(ShaderLibrary.emberReveal(.float(progress), .float2(CGSize(width: 80, height: 40))),
                     maxSampleOffset: .zero)
        .id("a")
      Color.blue.frame(width: 80, height: 40)
        .layerEffect(ShaderLibrary.default.emberReveal(.float(1)), maxSampleOffset: .zero)
    }
    let (s, warnings) = RenderWarnings.collecting { layout(view) }
    XCTAssertEqual(warnings, ["layerEffect(_:maxSampleOffset:isEnabled:): Metal shaders are not run; the view is drawn without the shader \"emberReveal\""])
    XCTAssertEqual(s.frame("a")?.size, CGSize(width: 80, height: 40))
  } }

  func testColorAndDistortionEffectsWarnAndADisabledEffectDoesNot() { onMain {
    let shader = ShaderLibrary.ripple(.float2(1, 2), .color(.red), .boundingRect)
    XCTAssertEqual(shader.function.name, "ripple")
    XCTAssertEqual(shader.arguments.count, 3)
    let (_, warnings) = RenderWarnings.collecting {
      _ = layout(Text("a").colorEffect(shader).distortionEffect(shader, maxSampleOffset: CGSize(width: 4, height: 4)))
    }
    XCTAssertEqual(warnings.count, 2, warnings.joined(separator: "\n"))
    XCTAssertTrue(warnings.contains { $0.hasPrefix("colorEffect(_:isEnabled:): ") && $0.hasSuffix("\"ripple\"") })
    XCTAssertTrue(warnings.contains { $0.hasPrefix("distortionEffect(_:maxSampleOffset:isEnabled:): ") })
    let (_, quiet) = RenderWarnings.collecting { _ = layout(Text("a").colorEffect(shader, isEnabled: false)) }
    XCTAssertEqual(quiet, [])
  } }

  /// Round 9's iridescence modifier: a shader inside `visualEffect`, and a shader as a fill.
  func testShadersInVisualEffectsAndAsFillsCompileAndWarn() { onMain {
    let view = Color.blue.frame(width: 40, height: 40)
      .visualEffect { effect, proxy in effect.colorEffect(ShaderLibrary.iridescence(.float(proxy.size.width))) }
    let (_, warnings) = RenderWarnings.collecting {
      _ = layout(view)
      // Styles resolve when the view is painted.
      _ = ViewHost(Rectangle().fill(ShaderLibrary.default.noise()).frame(width: 40, height: 40)).displayList
    }
    XCTAssertTrue(warnings.contains { $0.contains("visualEffect") }, warnings.joined(separator: "\n"))
    XCTAssertTrue(warnings.contains { $0.contains("ShapeStyle Shader is not drawn") }, warnings.joined(separator: "\n"))
  } }

  func testSymbolEffectsWarnPerKindAndKeepTheSymbolsFrame() { onMain {
    struct Screen: View {
      @State var count = 0
      var body: some View {
        HStack {
          Image(systemName: "arrow.counterclockwise").symbolEffect(.rotate.counterClockwise, value: count).id("r")
          Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, options: .repeating)
          Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(2), value: count)
          Image(systemName: "bell").symbolEffect(.pulse, isActive: false)
        }
      }
    }
    let (s, warnings) = RenderWarnings.collecting { layout(Screen()) }
    XCTAssertEqual(Set(warnings.filter { $0.hasPrefix("symbolEffect") }), [
      "symbolEffect(.rotate): symbol animations are not drawn; the symbol is drawn at rest",
      "symbolEffect(.variableColor): symbol animations are not drawn; the symbol is drawn at rest",
      "symbolEffect(.bounce): symbol animations are not drawn; the symbol is drawn at rest",
    ])
    let plain = layout(HStack { Image(systemName: "arrow.counterclockwise").id("r") })
    XCTAssertEqual(s.frame("r")?.size, plain.frame("r")?.size)
  } }

  func testContentTransitionWarnsExceptForIdentity() { onMain {
    let (_, warnings) = RenderWarnings.collecting {
      _ = layout(VStack {
        Text("1").contentTransition(.numericText())
        Text("2").contentTransition(.identity)
      })
    }
    XCTAssertEqual(warnings, ["contentTransition(.numericText): content changes are not animated; the new content is drawn at once"])
  } }

  func testAngleArithmeticActsOnRadians() {
    let a = Angle.degrees(0.25) * 360
    XCTAssertEqual(a.degrees, 90, accuracy: 1e-9)
    XCTAssertEqual((Angle.degrees(30) + .degrees(15)).degrees, 45, accuracy: 1e-9)
    XCTAssertEqual((Angle.degrees(30) - .degrees(45)).degrees, -15, accuracy: 1e-9)
    XCTAssertEqual((-Angle.radians(1)).radians, -1)
    XCTAssertEqual((Angle.degrees(90) / 2).degrees, 45, accuracy: 1e-9)
    var b = Angle.radians(2)
    b *= 1.5; b -= .radians(1); b /= 2
    XCTAssertEqual(b.radians, 1, accuracy: 1e-12)
    XCTAssertEqual(Angle.radians(-3).magnitude, 3)
  }

  func testImageResourceDrawsTheNamedPlaceholderWithItsWarning() { onMain {
    let resource = ImageResource(name: "landing1", bundle: .main)
    let (s, warnings) = RenderWarnings.collecting { layout(Image(resource).id("r")) }
    let (t, named) = RenderWarnings.collecting { layout(Image("landing1").id("r")) }
    XCTAssertEqual(s.frame("r"), t.frame("r"))
    XCTAssertEqual(s.nodes(named: "Image").map(\.name), t.nodes(named: "Image").map(\.name))
    // Both warn about the name; the resource's names only its bundle's catalogs.
    XCTAssertEqual(warnings.count, 1)
    XCTAssertEqual(named.count, 1)
    XCTAssertTrue(warnings[0].hasPrefix("No image named \"landing1\" in asset catalogs"), warnings[0])
    XCTAssertTrue(named[0].hasPrefix("No image named \"landing1\" in asset catalogs"), named[0])
  } }
}
