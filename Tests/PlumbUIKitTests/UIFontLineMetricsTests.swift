import Foundation
import PlumbGraphics
import PlumbText
import Testing
import UIKit

/// `UIFont.ascender`, `descender`, `leading` and `lineHeight` are the numbers text is spaced with
/// (docs/fonts.md, "Line height"): SF Pro's for the system font (UIFont's 17 pt body lineHeight is
/// 20.287 on iOS, H), the hhea table's for a registered font (Comfortaa: 881 / −234 / 0 of 1000, from
/// the file's bytes; CustomFontLineMetricsTests reads them).
@Suite struct UIFontLineMetricsTests {
  @Test func systemFontHasSFProMetrics() {
    let f = UIFont.systemFont(ofSize: 17)
    #expect(abs(f.ascender - 17 * 1950 / 2048) < 1e-9)
    #expect(abs(f.descender + 17 * 494 / 2048) < 1e-9)
    #expect(f.leading == 0)
    #expect(abs(f.lineHeight - 20.287109375) < 1e-9)
  }

  @Test func registeredFontHasItsOwnHheaMetrics() throws {
    _ = TextEngine()  // installs the registry, as any render does
    let f = try #require(UIFont(name: "Comfortaa-Regular", size: 20))
    #expect(abs(f.ascender - 17.62) < 1e-9, "\(f.ascender)")
    #expect(abs(f.descender + 4.68) < 1e-9, "\(f.descender)")
    #expect(f.leading == 0)
    #expect(abs(f.lineHeight - 22.3) < 1e-9, "\(f.lineHeight)")
    #expect(abs(f.withSize(10).lineHeight - 11.15) < 1e-9)
  }
}
