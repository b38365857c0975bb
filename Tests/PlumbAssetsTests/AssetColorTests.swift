import Foundation
import PlumbGraphics
import Testing
@testable import PlumbAssets

/// Colour sets: every component form and colour space, appearances, and broken files.
@Suite struct AssetColorTests {
  func colorset(_ name: String, _ entries: String) -> String {
    #"{"colors":["# + entries + #"],"info":{"version":1,"author":"xcode"}}"#
  }
  func entry(_ space: String, _ components: String, appearances: String? = nil, idiom: String = "universal") -> String {
    #"{"idiom":"\#(idiom)","#
      + (appearances.map { #""appearances":\#($0),"# } ?? "")
      + #""color":{"color-space":"\#(space)","components":{\#(components)}}}"#
  }

  @Test func componentFormsFloatEightBitAndHexAgree() {
    #expect(AssetColor.component("0.5", isAlpha: false) == 0.5)
    #expect(AssetColor.component("128", isAlpha: false) == 128.0 / 255)
    #expect(AssetColor.component("0x80", isAlpha: false) == 128.0 / 255)
    #expect(AssetColor.component("0xFF", isAlpha: false) == 1)
    #expect(AssetColor.component("1", isAlpha: true) == 1)
    #expect(AssetColor.component("1.000", isAlpha: false) == 1)
    #expect(AssetColor.component("abc", isAlpha: false) == nil)
  }

  @Test func anyAndDarkAppearancesResolvePerScheme() {
    let f = CatalogFixture()
    f.write("Brand.colorset/Contents.json", colorset("Brand", [
      entry("srgb", #""red":"0xFF","green":"128","blue":"0.000","alpha":"1.000""#),
      entry("srgb", #""red":"0.0","green":"0.0","blue":"1.0","alpha":"0.5""#,
            appearances: #"[{"appearance":"luminosity","value":"dark"}]"#),
      entry("srgb", #""red":"0.0","green":"1.0","blue":"0.0","alpha":"1""#,
            appearances: #"[{"appearance":"contrast","value":"high"}]"#),
    ].joined(separator: ",")))
    let catalog = AssetCatalog(reading: f.catalog)
    let brand = catalog.colors["Brand"]
    #expect(brand?.value(dark: false) == .rgba(RGBAColor(red: 1, green: 128.0 / 255, blue: 0)))
    #expect(brand?.value(dark: true) == .rgba(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
    #expect(brand?.value(dark: false, highContrast: true) == .rgba(RGBAColor(red: 0, green: 1, blue: 0)))
  }

  @Test func displayP3IsConvertedToSRGB() {
    // P3 (1, 0, 0) is outside sRGB: its red clips to 1 and green/blue clip to 0.
    let (r, g, b) = ColorSpaceConversion.displayP3ToSRGB(red: 1, green: 0, blue: 0)
    #expect(r == 1 && g == 0 && b == 0)
    // The P3→sRGB matrix from the primaries: its first row is about (1.2249, -0.2249, 0) (the
    // figures Apple's and the W3C's CSS Color 4 conversion give).
    let m = ColorSpaceConversion.p3ToSRGB
    #expect(abs(m[0][0] - 1.2249) < 0.001 && abs(m[0][1] + 0.2249) < 0.001 && abs(m[0][2]) < 0.0005)
    #expect(abs(m[2][2] - 1.0983) < 0.001)
    // A P3 grey is the same grey in sRGB (same white and curve).
    let (gr, gg, gb) = ColorSpaceConversion.displayP3ToSRGB(red: 0.5, green: 0.5, blue: 0.5)
    #expect(abs(gr - 0.5) < 1e-9 && abs(gg - 0.5) < 1e-9 && abs(gb - 0.5) < 1e-9)
    // An in-gamut P3 colour: P3 (0.5, 0.7, 0.3) → sRGB ≈ (0.4384, 0.7069, 0.2238) (CSS Color 4 maths).
    let (pr, pg, pb) = ColorSpaceConversion.displayP3ToSRGB(red: 0.5, green: 0.7, blue: 0.3)
    #expect(abs(pr - 0.4384) < 0.002 && abs(pg - 0.7069) < 0.002 && abs(pb - 0.2238) < 0.002)
  }

  @Test func linearGrayAndExtendedSpaces() {
    let lin = ColorSpaceConversion.rgba(space: .extendedLinearSRGB, red: 0.214, green: 1.5, blue: -0.2, alpha: 1)
    #expect(abs(lin.red - 0.5) < 0.002)
    #expect(lin.green == 1 && lin.blue == 0)
    let gray = ColorSpaceConversion.rgba(space: .grayGamma22, red: 0.5, green: 0, blue: 0, alpha: 1)
    // 0.5^2.2 = 0.2176 linear → sRGB 0.5039.
    #expect(abs(gray.red - 0.5039) < 0.002 && gray.red == gray.green && gray.green == gray.blue)
    let f = CatalogFixture()
    f.write("Ink.colorset/Contents.json", colorset("Ink", entry("gray-gamma-22", #""white":"0.5","alpha":"1""#)))
    f.write("Wide.colorset/Contents.json", colorset("Wide", entry("display-p3", #""red":"0.5","green":"0.7","blue":"0.3","alpha":"1""#)))
    let c = AssetCatalog(reading: f.catalog)
    guard case .rgba(let ink)? = c.colors["Ink"]?.value(dark: false),
          case .rgba(let wide)? = c.colors["Wide"]?.value(dark: true) else { Issue.record("colours not read"); return }
    #expect(abs(ink.red - 0.5039) < 0.002)
    #expect(abs(wide.red - 0.4384) < 0.002)
  }

  @Test func iphoneIdiomWinsOverUniversalAndOtherIdiomsAreSkipped() {
    let f = CatalogFixture()
    f.write("Tint.colorset/Contents.json", colorset("Tint", [
      entry("srgb", #""red":"1.0","green":"0","blue":"0","alpha":"1""#),
      entry("srgb", #""red":"0.0","green":"1.0","blue":"0.0","alpha":"1""#, idiom: "iphone"),
      entry("srgb", #""red":"0.0","green":"0.0","blue":"1.0","alpha":"1""#, idiom: "ipad"),
    ].joined(separator: ",")))
    #expect(AssetCatalog(reading: f.catalog).colors["Tint"]?.value(dark: false) == .rgba(RGBAColor(red: 0, green: 1, blue: 0)))
  }

  @Test func systemColourReferenceIsKeptForTheUILayer() {
    let f = CatalogFixture()
    f.write("Sys.colorset/Contents.json", #"{"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemBlueColor"}}]}"#)
    #expect(AssetCatalog(reading: f.catalog).colors["Sys"]?.value(dark: false) == .system("systemBlueColor"))
  }

  @Test func malformedContentsJSONWarnsNamingTheFileAndSkipsOnlyThatColour() {
    let f = CatalogFixture()
    f.write("Broken.colorset/Contents.json", #"{"colors":[{"idiom":"universal","color": {"#)
    f.write("Good.colorset/Contents.json", colorset("Good", entry("srgb", #""red":"1.0","green":"1.0","blue":"1.0","alpha":"1.0""#)))
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(catalog.colors["Broken"] == nil)
    #expect(catalog.colors["Good"] != nil)
    let path = f.url("Broken.colorset/Contents.json").path
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("asset catalog: \(path): malformed JSON") == true)
  }

  @Test func unknownSpaceAndBadComponentsWarn() {
    let f = CatalogFixture()
    f.write("A.colorset/Contents.json", colorset("A", entry("cmyk", #""red":"1.0""#)))
    f.write("B.colorset/Contents.json", colorset("B", entry("srgb", #""red":"zz","green":"0","blue":"0""#)))
    f.write("C.colorset/Contents.json", #"[1, 2, 3]"#)
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(catalog.colors.isEmpty)
    #expect(warnings.contains { $0.contains(f.url("A.colorset/Contents.json").path) && $0.contains("colour space \"cmyk\" is not supported") })
    #expect(warnings.contains { $0.contains(f.url("B.colorset/Contents.json").path) && $0.contains("component \"red\" is missing or not a number") })
    #expect(warnings.contains { $0.contains(f.url("C.colorset/Contents.json").path) && $0.contains("top level is not a JSON object") })
  }

  /// NaN and infinite components once gave no warning (and an undefined colour): each such
  /// entry is skipped with a warning naming the file and the component.
  @Test func nanAndInfiniteComponentsWarnAndAreNotDrawn() {
    let f = CatalogFixture()
    f.write("N.colorset/Contents.json", colorset("N", entry("srgb", #""red":"nan","green":"0","blue":"0""#)))
    f.write("I.colorset/Contents.json", colorset("I", entry("srgb", #""red":"0.5","green":"inf","blue":"0""#)))
    f.write("H.colorset/Contents.json", colorset("H", entry("srgb", #""red":"0","green":"0","blue":"-infinity""#)))
    f.write("E.colorset/Contents.json", colorset("E", entry("srgb", #""red":"0","green":"0","blue":"0","alpha":"1e999""#)))
    f.write("J.colorset/Contents.json", colorset("J", entry("srgb", #""red":1e999,"green":0,"blue":0"#)))
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(catalog.colors.isEmpty, "\(catalog.colors.keys)")
    for (set, key) in [("N", "red"), ("I", "green"), ("H", "blue"), ("E", "alpha"), ("J", "red")] {
      let path = f.url("\(set).colorset/Contents.json").path
      #expect(warnings.contains { $0.contains(path) && ($0.contains("component \"\(key)\" is") && $0.contains("not a finite number")
                                                       || $0.contains("malformed JSON")) }, "\(set): \(warnings)")
    }
  }

  @Test func hugeContentsJSONIsRefusedWithoutReading() {
    let f = CatalogFixture()
    f.write("Big.colorset/Contents.json", Data(count: AssetFileReader.maxContentsBytes + 1))
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(catalog.colors.isEmpty)
    #expect(warnings.contains { $0.contains(f.url("Big.colorset/Contents.json").path) && $0.contains("over the 1048576-byte limit") })
  }
}
