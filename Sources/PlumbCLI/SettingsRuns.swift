import Foundation
import PlumbAssets
import PlumbGoldens
import PlumbText

extension PlumbCLI {
  /// Runs the command line over `screens` with plumb.json's settings: `verify` and `record` run
  /// once per configured device × appearance × Dynamic Type size × direction × locale (a flag
  /// given on the command line wins over its list), every command takes plumb.json's Goldens
  /// folder unless `--goldens` is given. The status is the worst of the runs.
  ///
  /// plumb.json's paths (`goldens`, `assets`, `fonts`) must resolve inside the package (the
  /// working directory) unless `--allow-outside-package` is among the arguments (it is taken out
  /// before the command sees them) or `PLUMB_ALLOW_OUTSIDE_PACKAGE=1` (docs/security.md).
  public static func run(_ arguments: [String], screens: ScreenSet, settings: PlumbSettings?,
                         console: Console = .standard,
                         environment: [String: String] = ProcessInfo.processInfo.environment) -> ExitStatus {
    let allowOutside = arguments.contains(PlumbSettings.allowOutsideFlag) || PlumbSettings.environmentAllowsOutside(environment)
    let arguments = arguments.filter { $0 != PlumbSettings.allowOutsideFlag }
    guard let settings, let command = arguments.first, !arguments.contains("--help"), !arguments.contains("-h") else {
      return run(arguments, screens: screens, console: console)
    }
    let packageRoot = FileManager.default.currentDirectoryPath
    do { try settings.checkPathsInside(packageRoot: packageRoot, allowOutside: allowOutside) } catch {
      console.error("Error: \(error)")
      return .failure
    }
    // plumb.json's asset catalogs, relative to its folder (the working directory), docs/assets.md:
    // searched for this run only (an in-process caller's other runs never see them).
    let cwd = URL(fileURLWithPath: packageRoot, isDirectory: true)
    let catalogs = settings.assets.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
    return AssetCatalogs.withRegistered(catalogs) {
      runWithCatalogs(arguments, command: command, screens: screens, settings: settings, console: console, cwd: cwd)
    }
  }

  private static func runWithCatalogs(_ arguments: [String], command: String, screens: ScreenSet, settings: PlumbSettings,
                                      console: Console, cwd: URL) -> ExitStatus {
    // plumb.json's fonts, in the order listed (docs/fonts.md); a bad file warns, naming it.
    for path in settings.fonts { FontRegistry.registerFromSettings(URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL) }
    // plumb.json's systemFonts, for this run (PLUMB_SYSTEM_FONTS wins when set): a folder that
    // holds none of the families is an error here, before anything is drawn.
    if let folder = settings.systemFonts, !SystemFontSet.environmentNamesAFolder {
      let url = URL(fileURLWithPath: folder, relativeTo: cwd).standardizedFileURL
      let set: SystemFontSet
      do { set = try SystemFontSet(folder: url, families: settings.systemFontFamiliesResolved) } catch {
        console.error("Error: \(PlumbSettings.fileName): systemFonts: \(error)")
        return .failure
      }
      return SystemFontSet.withSystemFonts(set) { variantRuns(arguments, command: command, screens: screens,
                                                               settings: settings, console: console, cwd: cwd) }
    }
    return variantRuns(arguments, command: command, screens: screens, settings: settings, console: console, cwd: cwd)
  }

  private static func variantRuns(_ arguments: [String], command: String, screens: ScreenSet, settings: PlumbSettings,
                                  console: Console, cwd: URL) -> ExitStatus {
    var base = arguments
    if let goldens = settings.goldens, ["verify", "record", "report", "orphans", "accept"].contains(command),
       !arguments.contains(where: { $0 == "--goldens" || $0.hasPrefix("--goldens=") }) {
      base += ["--goldens", goldens]
    }
    guard ["verify", "record"].contains(command) else { return run(base, screens: screens, console: console) }
    func given(_ flag: String) -> Bool { arguments.contains { $0 == "--\(flag)" || $0.hasPrefix("--\(flag)=") } }
    var runs: [[String]] = [base]
    for (flag, values) in [("device", settings.devices), ("appearance", settings.appearances), ("contrast", settings.contrasts),
                           ("dynamic-type", settings.dynamicTypeSizes), ("layout-direction", settings.layoutDirections),
                           ("locale", settings.locales)] where !values.isEmpty && !given(flag) {
      runs = runs.flatMap { run in values.map { run + ["--\(flag)", $0] } }
    }
    var worst = ExitStatus.success
    // What the variant runs left unchecked is said once, over all of them.
    let unchecked = UncheckedGoldens.Accumulator()
    UncheckedGoldens.$accumulator.withValue(runs.count > 1 ? unchecked : nil) {
      for args in runs {
        if runs.count > 1 { console.print("plumb.json: \(args.dropFirst(arguments.count).joined(separator: " "))") }
        let status = run(args, screens: screens, console: console)
        if status.code > worst.code { worst = status }
      }
    }
    if runs.count > 1 {
      for note in unchecked.notes { arguments.contains("--json") ? console.error(note) : console.print(note) }
    }
    return worst
  }
}
