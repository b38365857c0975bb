import Foundation
import PlumbGoldens
@testable import PlumbUI
import PlumbTesting
import Testing

/// Increase Contrast (`ColorSchemeContrast.increased`): the environment value, system colours'
/// increased-contrast values (HIG "Color" iOS table, **H** for blue, red, the greys; Flutter's
/// CupertinoColors, **M**, for labels and backgrounds; docs/appearance.md), and the asset catalog's
/// "High Contrast" appearances (the demo catalog's Brand colour and logo image).
@Suite struct IncreasedContrastTests {
  func env(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast, elevated: Bool = false) -> EnvironmentValues {
    var e = EnvironmentValues()
    e.colorScheme = scheme
    e._colorSchemeContrast = contrast
    e.isPresentationElevated = elevated
    return e
  }

  func bytes(_ c: Color, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast, elevated: Bool = false) -> [Int] {
    let r = c.resolve(in: env(scheme, contrast, elevated: elevated))
    return [r.red, r.green, r.blue, r.opacity].map { Int(($0 * 255).rounded()) }
  }

  @Test @MainActor func environmentValueFlowsFromTraitsAndModifier() async {
    final class Seen: @unchecked Sendable { var value: ColorSchemeContrast? }
    let seen = Seen()
    struct Probe: View {
      @Environment(\.colorSchemeContrast) var contrast
      let seen: Seen
      var body: some View { seen.value = contrast; return Text("x") }
    }
    _ = ViewHost(Probe(seen: seen))
    #expect(seen.value == .standard)
    _ = ViewHost(Probe(seen: seen).environment(\._colorSchemeContrast, .increased))
    #expect(seen.value == .increased)
    _ = ViewHost(Probe(seen: seen), traits: RenderTraits(colorSchemeContrast: .increased))
    #expect(seen.value == .increased)
    // An inner override wins over the trait, as any environment value.
    _ = ViewHost(Probe(seen: seen).environment(\._colorSchemeContrast, .standard),
                 traits: RenderTraits(colorSchemeContrast: .increased))
    #expect(seen.value == .standard)
  }

  @Test func systemColoursInEveryAppearanceAndContrast() {
    // HIG: systemBlue #007AFF / #0040DD (light), #0A84FF / #409CFF (dark).
    #expect(bytes(.blue, .light, .standard) == [0, 122, 255, 255])
    #expect(bytes(.blue, .light, .increased) == [0, 64, 221, 255])
    #expect(bytes(.blue, .dark, .standard) == [10, 132, 255, 255])
    #expect(bytes(.blue, .dark, .increased) == [64, 156, 255, 255])
    #expect(bytes(.red, .light, .increased) == [215, 0, 21, 255])
    #expect(bytes(.red, .dark, .increased) == [255, 105, 97, 255])
    #expect(bytes(.gray, .light, .increased) == [108, 108, 112, 255])
    #expect(bytes(.gray, .dark, .increased) == [174, 174, 178, 255])
    // Fixed colours do not change.
    #expect(bytes(.black, .light, .increased) == [0, 0, 0, 255])
    #expect(bytes(Color(red: 0.2, green: 0.4, blue: 0.6), .dark, .increased) == [51, 102, 153, 255])
  }

  @Test func labelsAndBackgroundsAtIncreasedContrast() {
    // secondaryLabel: alpha 153 → 173 (Flutter's CupertinoColors); primary stays black / white.
    #expect(bytes(.secondary, .light, .increased) == [60, 60, 67, 173])
    #expect(bytes(.secondary, .dark, .increased) == [235, 235, 245, 173])
    #expect(bytes(.primary, .dark, .increased) == [255, 255, 255, 255])
    #expect(bytes(Color(SystemColorTable.systemGroupedBackground), .light, .increased) == [235, 235, 240, 255])
    #expect(bytes(Color(SystemColorTable.secondarySystemGroupedBackground), .dark, .increased) == [36, 36, 38, 255])
    // Inside a sheet, dark: the elevated increased-contrast value.
    #expect(bytes(Color(SystemColorTable.secondarySystemGroupedBackground), .dark, .increased, elevated: true) == [54, 54, 56, 255])
    #expect(bytes(Color(SystemColorTable.separator), .light, .increased) == [60, 60, 67, 94])
  }

  @Test func everyTableRowHasIncreasedContrastValues() {
    let missing = SystemColorTable.all.filter { $0.increasedContrast == nil }.map(\.name)
    #expect(missing == [])
    // Rows iOS leaves unchanged at increased contrast (Flutter's CupertinoColors).
    let unchanged = SystemColorTable.all.filter {
      $0.increasedContrast?.light == $0.light && $0.increasedContrast?.dark == $0.dark
        && $0.increasedContrast?.darkElevated == $0.darkElevated
    }.map(\.name)
    #expect(unchanged == ["label", "link", "opaqueSeparator"])
  }

  @Test func opacityAndGradientKeepTheIncreasedValues() {
    #expect(bytes(Color.blue.opacity(0.5), .light, .increased) == [0, 64, 221, 128])
    let top = Color.blue.gradient.gradient.stops[0].color
    // 10 % toward white from #0040DD: (25.5, 83.1, 224.4).
    #expect(bytes(top, .light, .increased) == [26, 83, 224, 255])
  }

  @Test @MainActor func chromeColoursWithoutKnownValuesWarnAndDrawTheStandardOne() async {
    let (value, warnings) = RenderWarnings.collecting { bytes(Color.segmentThumb, .dark, .increased) }
    #expect(value == [99, 99, 102, 255])
    #expect(warnings == ["ColorSchemeContrast.increased: segmentThumb has no known increased-contrast value; drawn with its standard value"])
    let (_, none) = RenderWarnings.collecting { _ = bytes(Color.segmentThumb, .dark, .standard) }
    #expect(none == [])
  }

  /// The middle pixel of `color` filling 4 × 4 points, rendered with the traits.
  @MainActor func pixel(_ color: Color, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast) async throws -> [UInt8] {
    let r = try await renderView(color.frame(width: 4, height: 4),
                           options: ViewRenderOptions(device: .custom(width: 4, height: 4, scale: 1), background: nil,
                                                      traits: RenderTraits(colorScheme: scheme, colorSchemeContrast: contrast)))
    let p = r.image[2, 2]
    return [p.r, p.g, p.b, p.a]
  }

  @Test @MainActor func renderedPixelsOfASystemColour() async throws {
    #expect(try await pixel(.blue, .light, .standard) == [0, 122, 255, 255])
    #expect(try await pixel(.blue, .light, .increased) == [0, 64, 221, 255])
    #expect(try await pixel(.blue, .dark, .standard) == [10, 132, 255, 255])
    #expect(try await pixel(.blue, .dark, .increased) == [64, 156, 255, 255])
  }

  @Test @MainActor func assetColourPicksItsHighContrastAppearance() async throws {
    var values: [[UInt8]] = []
    for (scheme, contrast) in [(ColorScheme.light, ColorSchemeContrast.standard), (.light, .increased), (.dark, .standard), (.dark, .increased)] {
      values.append(try await pixel(Color("Brand", bundle: DemoCatalog.bundle), scheme, contrast))
    }
    let (_, warnings) = RenderWarnings.collecting { _ = bytes(Color("Brand", bundle: DemoCatalog.bundle), .dark, .increased) }
    // Brand.colorset: any #5B4AD2, dark (150,160,255), any + high contrast (58,30,160),
    // dark + high contrast (200,205,255).
    #expect(values == [[0x5B, 0x4A, 0xD2, 255], [58, 30, 160, 255], [150, 160, 255, 255], [200, 205, 255, 255]])
    #expect(warnings == [])
    // A colour set without high-contrast appearances keeps its value (Accent, P3 → sRGB).
    #expect(try await pixel(Color("Accent", bundle: DemoCatalog.bundle), .light, .increased) == [112, 180, 57, 255])
  }

  @Test @MainActor func assetImagePicksItsHighContrastFile() async throws {
    func logo(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) async throws -> [UInt8] {
      let r = try await renderView(Image("logo", bundle: DemoCatalog.bundle),
                             options: ViewRenderOptions(device: .custom(width: 40, height: 20, scale: 3), background: nil,
                                                        traits: RenderTraits(colorScheme: scheme, colorSchemeContrast: contrast)))
      let p = r.image[30, 45]
      return [p.r, p.g, p.b, p.a]
    }
    #expect(try await logo(.light, .standard) == [240, 140, 20, 255])    // logo@3x.png
    #expect(try await logo(.light, .increased) == [120, 20, 110, 255])   // logo-hc@3x.png (any, high contrast)
    // Dark at increased contrast: the dark file is more specific than "any, high contrast".
    #expect(try await logo(.dark, .increased) == [40, 170, 90, 255])     // logo-dark@3x.png
  }
}
