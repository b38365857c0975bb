@_exported import PlumbScreens

extension ScreenSet {
  /// The set the running command reads: the one `PlumbCLI.run(_:screens:console:)` was given
  /// (the `plumb` executable passes the built-in catalog), else none.
  @TaskLocal static var current = ScreenSet(screens: [], suite: "Screens")
}
