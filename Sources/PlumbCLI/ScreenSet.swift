import PlumbCatalog
import PlumbGoldens

/// The screens one run of the CLI works on, with the Goldens subfolder they go in: the built-in
/// catalog for the `plumb` executable, a package's previews for `swift package plumb`, or any
/// list a user's own executable passes to `PlumbCLI.run(_:screens:console:)`.
public struct ScreenSet: Sendable {
  public var screens: [CatalogScreen]
  /// The Goldens subfolder (`Goldens/<suite>/<name>.png`); a device other than the default
  /// adds `-<device>` to it.
  public var suite: String
  /// How different a rendering may be from its golden (plumb.json's `tolerance`).
  public var tolerance: GoldenTolerance
  /// Printed once before a run: the screens' code has `#if os(iOS)` and other conditions that
  /// differ on Linux (PlatformConditions), so parts an iPhone draws may be missing.
  public var platformConditionWarning: String?

  public init(screens: [CatalogScreen], suite: String, tolerance: GoldenTolerance = .strict) {
    self.screens = screens; self.suite = suite; self.tolerance = tolerance
  }

  /// The built-in catalog (`Goldens/Catalog`).
  public static var catalog: ScreenSet { ScreenSet(screens: Catalog.screens, suite: CatalogRendering.goldenSuite) }

  public func screen(named name: String) -> CatalogScreen? { screens.first { $0.name == name } }

  /// The set the running command reads (the catalog unless a caller supplied one).
  @TaskLocal static var current: ScreenSet = .catalog
}

/// A screen the CLI lists, renders and verifies (the catalog's screen type), named for users'
/// own runners: `Screen.view("login") { LoginView() }`.
public typealias Screen = CatalogScreen
