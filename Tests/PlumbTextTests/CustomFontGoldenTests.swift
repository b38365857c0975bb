import PlumbGraphics
import XCTest
@testable import PlumbText

/// What an app font looks like drawn: the Comfortaa fixture (Regular, and Bold picked by weight)
/// beside Inter, a Chinese fallback after it, and an italic request the family cannot honour
/// (drawn upright). Uses a registry of the test fixtures only, so no resource bundle matters.
final class CustomFontGoldenTests: XCTestCase {
  func testComfortaaBesideInter() throws {
    let registry = try CustomFontTests.comfortaa()
    func font(_ name: String?, _ size: Double, weight: Int? = nil, italic: Bool = false) -> TextLayoutStyle {
      TextLayoutStyle(font: FontDescriptor(size: size, italic: italic,
                                           custom: name.map { CustomFontRequest(name: $0, weight: weight) }))
    }
    FontRegistry.withRegistry(registry) {
      var scene = TextScene(width: 320)
      scene.text("Comfortaa Regular 24", style: font("Comfortaa-Regular", 24))
      scene.text("Comfortaa Bold 24", style: font("Comfortaa", 24, weight: 700))
      scene.text("Inter Regular 24", style: font(nil, 24))
      scene.text("Quiet fox 17 · 工厂", style: font("Comfortaa-Regular", 17))
      scene.text("Italic asked, upright drawn", style: font("Comfortaa-Regular", 17, italic: true))
      TextGoldens.assertGolden(scene, named: "custom-font-comfortaa")
    }
  }
}
