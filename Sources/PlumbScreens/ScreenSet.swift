import PlumbGoldens
import PlumbGraphics

/// The screens one run works on, with the Goldens subfolder they go in: the built-in catalog for
/// the `plumb` executable, a package's previews for `swift package plumb` and `assertPreviews`,
/// or any list a user's own executable passes to `PlumbCLI.run(_:screens:console:)`.
public struct ScreenSet: Sendable {
  public var screens: [Screen]
  /// The Goldens subfolder (`Goldens/<suite>/<name>.png`); a device other than the default
  /// adds `-<device>` to it (`suite(on:)`).
  public var suite: String
  /// How different a rendering may be from its golden (plumb.json's `tolerance`).
  public var tolerance: GoldenTolerance
  /// Printed once before a run: the screens' code has `#if os(iOS)` and other conditions that
  /// differ on Linux (PlatformConditions), so parts an iPhone draws may be missing.
  public var platformConditionWarning: String?

  public init(screens: [Screen], suite: String, tolerance: GoldenTolerance = .strict) {
    self.screens = screens; self.suite = suite; self.tolerance = tolerance
  }

  public func screen(named name: String) -> Screen? { screens.first { $0.name == name } }

  /// The Goldens subfolder for renders on `device`: the suite itself on the default device,
  /// else `<suite>-<device>`.
  public func suite(on device: Device) -> String {
    device == ScreenRenderer.defaultDevice ? suite : "\(suite)-\(device.name)"
  }
}
