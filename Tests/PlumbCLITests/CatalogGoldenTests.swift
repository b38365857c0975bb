import Foundation
import PlumbCatalog
import PlumbGoldens
import PlumbTesting
import Testing
@testable import PlumbCLI

/// Every catalog screen (and every sampled frame of its transitions) matches its committed golden
/// in Goldens/Catalog/, through the same assertion users write.
@Suite struct CatalogGoldenTests {
  @Test(arguments: Catalog.screens.map(\.name))
  func screenMatchesItsGolden(name: String) throws {
    let screen = try #require(Catalog.screen(named: name))
    for (variant, time) in screen.goldenFrames {
      assertGolden(of: try ScreenRenderer.render(screen, time: time), named: name, variant: variant,
                   suite: Catalog.goldenSuite)
    }
  }

  /// Every variant golden of a catalog screen in Goldens/Catalog (`home-pop-menu.dark.png`,
  /// `custom-popup.rtl.f03.png`, recorded with `plumb record <screen> --appearance dark` or by a
  /// variants test) matches a render with that variant's traits.
  @Test func variantGoldensMatch() throws {
    let folder = CatalogGoldenTests.goldensFolder + "/" + Catalog.goldenSuite
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
    for file in files {
      let stem = String(file.dropLast(4))
      // The longest screen name that prefixes the stem, followed by a variant suffix.
      guard let screen = Catalog.screens.filter({ stem.hasPrefix($0.name + ".") }).max(by: { $0.name.count < $1.name.count }),
            let (variant, frame) = Variant.parse(suffix: String(stem.dropFirst(screen.name.count + 1))),
            variant.nameSuffix != nil else { continue }
      let frames = screen.goldenFrames
      let time = try #require(frames.first { $0.variant == frame }?.time, "\(file): no such frame of \(screen.name)")
      assertGolden(of: try ScreenRenderer.render(screen, device: variant.device ?? ScreenRenderer.defaultDevice,
                                                   time: time, traits: variant.traits),
                   named: screen.name, variant: variant.suffix(appending: frame), suite: Catalog.goldenSuite)
    }
  }

  static let goldensFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens").path
}
