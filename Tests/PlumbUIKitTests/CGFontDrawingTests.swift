import CoreText
import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbText
import SwiftUI
import Testing
import UIKit

/// A font registered from memory at launch is found by `UIFont(name:size:)` and `Font.custom`
/// and drawn: the same pixels as the file it came from, not the system font's.
@Suite struct CGFontDrawingTests {
  /// Comfortaa Regular renamed "Plumbfont" (same glyphs), so that registering it in the shared
  /// registry meets no face already discovered in the resource bundles.
  static func plumbfont() throws -> CGFont {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../PlumbTextTests/Fixtures/Fonts/Comfortaa-Regular.ttf")
    var bytes = [UInt8](try Data(contentsOf: url))
    for (from, to) in [("Comfortaa", "Plumbfont")] {
      let ascii = (Array(from.utf8), Array(to.utf8))
      let utf16 = (from.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, to.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
      for (a, b) in [ascii, utf16] {
        var i = 0
        while i + a.count <= bytes.count {
          if bytes[i..<i + a.count].elementsEqual(a) { bytes.replaceSubrange(i..<i + a.count, with: b); i += a.count } else { i += 1 }
        }
      }
    }
    let provider = try #require(CGDataProvider(data: Data(bytes) as CFData))
    return try #require(CGFont(provider))
  }

  @Test @MainActor func registeredGraphicsFontIsNamedAndDrawn() async throws {
    let font = try Self.plumbfont()
    #expect(font.postScriptName == "Plumbfont-Regular")
    var error: Unmanaged<CFError>?
    let registered = CTFontManagerRegisterGraphicsFont(font, &error)
    #expect(registered, "\(String(describing: error?.takeRetainedValue()))")
    defer { CTFontManagerUnregisterGraphicsFont(font, nil) }
    _ = TextEngine()  // installs the registry's names, as any render does

    let uiFont = try #require(UIFont(name: "Plumbfont-Regular", size: 40))
    #expect(uiFont.familyName == "Plumbfont")

    func draw(_ font: Font) async throws -> Rendering {
      let view = Text("Plumb").font(font).foregroundStyle(.black).id("t")
        .frame(width: 200, height: 60, alignment: .topLeading).background(.white)
      return try await renderView(view, options: ViewRenderOptions(device: .iPhone14, textMeasurer: TextEngine()))
    }
    let plumb = try await draw(.custom("Plumbfont-Regular", size: 40))
    let viaUIFont = try await draw(Font(uiFont))
    let comfortaa = try await draw(.custom("Comfortaa-Regular", size: 40))
    let system = try await draw(.system(size: 40))
    let width = { (r: Rendering) in r.layout?.frame(id: "t")?.width ?? -1 }
    #expect(width(plumb) == width(comfortaa) && width(viaUIFont) == width(comfortaa))
    #expect(abs(width(plumb) - width(system)) > 5, "\(width(plumb)) vs system \(width(system))")
    #expect(plumb.image.pixels == comfortaa.image.pixels, "drawn in the registered face")
    #expect(viaUIFont.image.pixels == comfortaa.image.pixels)
    #expect(plumb.image.pixels != system.image.pixels)
  }
}
