import Foundation
import PlumbGraphics
import PlumbUI
import Testing
@testable import PlumbTesting

/// Paints red when the root environment is at increased contrast, green otherwise, and systemBlue
/// below, so both the environment value and the resolved colour show up as pixels.
private struct ContrastProbe: View {
  @Environment(\.colorSchemeContrast) private var contrast
  var body: some View {
    VStack(spacing: 0) {
      (contrast == .increased ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 1, blue: 0)).frame(height: 10)
      Color.blue.frame(height: 10)
    }
  }
}

private let probeDevice = Device.custom(width: 10, height: 20, scale: 1)

/// The `.increasedContrast` variant: its documented `hc` name component after the appearance, the
/// parse round trip, and traits that reach the root environment (docs/variants.md,
/// docs/increased-contrast.md).
@Suite struct IncreasedContrastVariantTests {
  @Test func namesPutContrastAfterTheAppearance() {
    #expect(Variant.increasedContrast.nameSuffix == "hc")
    #expect(Variant.contrast(.standard).nameSuffix == nil)
    #expect(Variant.contrast(.increased) == .increasedContrast)
    #expect((Variant.increasedContrast + .dark).nameSuffix == "dark.hc", "fixed order whatever the order of +")
    #expect((Variant.rightToLeft + .increasedContrast + .dynamicType(.accessibility3) + .dark).nameSuffix == "dark.hc.ax3.rtl")
    #expect((Variant.device(.iPhoneSE3) + .increasedContrast).nameSuffix == "iphonese3.hc")
    #expect((Variant.increasedContrast + .contrast(.standard)).nameSuffix == nil, "the right side wins")
    #expect(Variant.increasedContrast.suffix(appending: "f03") == "hc.f03")
    #expect(Variant.firstCollision(in: [.increasedContrast, .contrast(.increased)]) != nil)
  }

  @Test func suffixesParseBackToTheContrastVariant() throws {
    for v in [Variant.increasedContrast, .dark + .increasedContrast, .increasedContrast + .rightToLeft + .locale("ar"),
              .device(.iPhoneSE3) + .dark + .increasedContrast + .dynamicType(.xSmall)] {
      let suffix = try #require(v.nameSuffix)
      let parsed = try #require(Variant.parse(suffix: suffix), "\(suffix)")
      #expect(parsed.variant == v, "\(suffix)")
      #expect(Variant.parse(suffix: suffix + ".f02")?.frame == "f02")
    }
    #expect(Variant.parse(suffix: "hc")?.variant.traits.colorSchemeContrast == .increased)
    #expect(Variant.parse(suffix: "hc.dark") == nil, "out of order: not a name this API writes")
  }

  @Test @MainActor func theVariantReachesTheRootEnvironmentAndTheColours() async throws {
    func pixels(_ variant: Variant) async throws -> [String] {
      let r = try await renderView(ContrastProbe(), options: ViewRenderOptions(device: probeDevice, traits: variant.traits))
      return [5, 15].map { let p = r.image[5, $0]; return "\(p.r),\(p.g),\(p.b)" }
    }
    #expect(try await pixels(.standard) == ["0,255,0", "0,122,255"])
    #expect(try await pixels(.increasedContrast) == ["255,0,0", "0,64,221"])
    #expect(try await pixels(.dark + .increasedContrast) == ["255,0,0", "64,156,255"])
  }

  @Test @MainActor func assertGoldenWritesTheHighContrastGolden() async throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-hc-\(UUID().uuidString)/Goldens").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let variants: [Variant] = [.light, .increasedContrast, .dark + .increasedContrast]
    await withKnownIssue {
      await assertGolden(of: ContrastProbe(), variants: variants, named: "probe", device: probeDevice,
                         record: .missing, goldensDirectory: dir)
    } matching: { $0.comments.contains { $0.rawValue.contains("recorded") } }
    let pngs = try FileManager.default.contentsOfDirectory(atPath: "\(dir)/IncreasedContrastVariant")
      .filter { $0.hasSuffix(".png") }.sorted()
    #expect(pngs == ["probe.dark.hc.png", "probe.hc.png", "probe.png"])
    await assertGolden(of: ContrastProbe(), variants: variants, named: "probe", device: probeDevice,
                       record: .never, goldensDirectory: dir)
  }
}
