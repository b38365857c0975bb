import CoreText
import Foundation
import Testing
@testable import PlumbText

/// `CTFontManagerRegisterFontsForURL` as apps call it at launch: true once, then false with
/// CoreText's "already registered" code; a bad file gives false with an error naming it.
@Suite struct CTFontManagerTests {
  @Test func registersOnceThenReportsAlreadyRegistered() {
    let registry = FontRegistry(discoversResources: false)
    FontRegistry.withRegistry(registry) {
      let url = CustomFontTests.regular
      #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
      #expect(registry.postScriptNames == ["Comfortaa-Regular"])
      var error: Unmanaged<CFError>?
      #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
      let e = error?.takeRetainedValue()
      #expect(e?.domain == kCTFontManagerErrorDomain)
      #expect(e?.code == kCTFontManagerErrorAlreadyRegistered)
    }
  }

  @Test func aTextFileIsUnrecognizedAndNamed() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-notes-\(UUID().uuidString).ttf")
    try Data("not a font".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let registry = FontRegistry(discoversResources: false)
    FontRegistry.withRegistry(registry) {
      var error: Unmanaged<CFError>?
      #expect(!CTFontManagerRegisterFontsForURL(file as CFURL, .process, &error))
      let e = error?.takeRetainedValue()
      #expect(e?.code == kCTFontManagerErrorUnrecognizedFormat)
      #expect(e?.localizedDescription.contains(file.path) == true, "\(String(describing: e))")
      #expect(registry.postScriptNames.isEmpty)
    }
  }
}
