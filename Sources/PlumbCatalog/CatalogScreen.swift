import PlumbScreens

/// The catalog's screens are plain `Screen`s; these names stay for code written against them.
public typealias CatalogScreen = Screen
/// The context a catalog screen renders in (`ScreenContext`).
public typealias CatalogContext = ScreenContext

/// The built-in screens, in the order `plumb list` prints them.
public enum Catalog {
  public static var screens: [Screen] {
    DisplayListScreens.all + SeedScreens.all + [GraphicsMoreScreen.screen, WorldTextScreen.screen, AssetsScreen.screen] + UIKitSeedScreens.all
  }

  public static func screen(named name: String) -> Screen? {
    screens.first { $0.name == name }
  }

  /// The Goldens subfolder of catalog screens.
  public static let goldenSuite = "Catalog"
}

extension ScreenSet {
  /// The built-in catalog (`Goldens/Catalog`): what the `plumb` executable runs over.
  public static var catalog: ScreenSet { ScreenSet(screens: Catalog.screens, suite: Catalog.goldenSuite) }
}
