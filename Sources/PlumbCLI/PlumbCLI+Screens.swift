import Foundation
import PlumbGoldens
import PlumbUI
#if canImport(Glibc)
import Glibc
#endif

extension PlumbCLI {
  /// Runs the CLI over `screens` instead of the built-in catalog: what a user's own executable
  /// calls with screens it registers by hand, and what `swift package plumb` runs with the
  /// package's previews. Goldens go in `Goldens/<screens.suite>/`.
  public static func run(_ arguments: [String], screens: ScreenSet, console: Console = .standard) -> ExitStatus {
    ScreenSet.$current.withValue(screens) { run(arguments, console: console) }
  }

  /// Makes this process a run of its own, for the results it leaves (`GoldenRun`): the first
  /// call of a command-line executable.
  public static func startsRun() { GoldenRun.startsInThisProcess() }

  /// The whole `main.swift` of a runner: reads `plumb.json` from the working directory (when
  /// there is one), runs the command line over `screens` once per configured device and
  /// variant, and exits with the run's status.
  public static func main(screens: ScreenSet, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
    let console = Console.standard
    GoldenRun.startsInThisProcess()
    let status: ExitStatus
    do {
      let settings = try PlumbSettings.load(fromDirectory: FileManager.default.currentDirectoryPath)
      if let warning = screens.platformConditionWarning { console.error(warning) }
      status = run(arguments, screens: screens, settings: settings, console: console)
    } catch {
      console.error("Error: \(error)")
      status = .failure
    }
    exit(status.code)
  }

  /// The previews linked into this process as a screen set (`Goldens/Previews/`), less
  /// plumb.json's `exclude` list: what the runner `swift package plumb` builds passes to `main`.
  @MainActor public static func previewScreens(settings: PlumbSettings? = nil) throws -> ScreenSet {
    try ScreenSet.previews(settings: settings ?? PlumbSettings.load(fromDirectory: FileManager.default.currentDirectoryPath))
  }
}
