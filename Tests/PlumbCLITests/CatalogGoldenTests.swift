import PlumbCatalog
import PlumbTesting
import Testing
@testable import PlumbCLI

/// Every catalog screen (and every sampled frame of its transitions) matches its committed golden
/// in Goldens/Catalog/, through the same assertion users write.
@Suite struct CatalogGoldenTests {
  @Test(arguments: Catalog.screens.map(\.name))
  func screenMatchesItsGolden(name: String) throws {
    let screen = try #require(Catalog.screen(named: name))
    for (variant, time) in CatalogRendering.goldenFrames(of: screen) {
      assertGolden(of: try CatalogRendering.render(screen, time: time), named: name, variant: variant,
                   suite: CatalogRendering.goldenSuite)
    }
  }
}
