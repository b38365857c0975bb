import Foundation
import PlumbGraphics
import PlumbText
import SwiftUI
import Testing
import UIKit

/// `UIFont(name:size:)` resolves against the app's registered fonts as `Font.custom` does (the
/// catalog's Comfortaa fixture is registered from its resource bundle), and returns nil for an
/// unknown name, as on iOS.
@Suite struct UIFontNameTests {
  @Test func namedFontResolvesAndConvertsToAFixedSizeCustomFont() {
    _ = TextEngine()  // installs the registry's names, as any render does
    let font = UIFont(name: "Comfortaa-Bold", size: 18)
    #expect(font?.fontName == "Comfortaa-Bold")
    #expect(font?.familyName == "Comfortaa")
    #expect(font?.pointSize == 18)
    #expect(UIFont(name: "Comfortaa", size: 12)?.fontName == "Comfortaa-Regular", "a family name picks its regular face")
    #expect(UIFont.familyNames.contains("Comfortaa"))
    #expect(UIFont.fontNames(forFamilyName: "Comfortaa") == ["Comfortaa-Bold", "Comfortaa-Regular"])
    #expect(Font(font!) == Font.custom("Comfortaa-Bold", fixedSize: 18))
    #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
  }

  @Test func unknownNameIsNilAndWarns() {
    _ = TextEngine()
    let (font, warnings) = RenderWarnings.collecting { UIFont(name: "Futura-Nope", size: 18) }
    #expect(font == nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix(#"UIFont(name: "Futura-Nope", size:): no registered font has that name"#) == true, "\(warnings)")
  }
}
