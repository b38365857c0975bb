import Foundation
import PlumbGoldens
import PlumbGraphics
import PlumbScreens

/// Verifies every preview linked into the test process (`PreviewProvider`s and `#Preview`s of the
/// modules the test target imports) against its golden, for every device and variant plumb.json
/// lists, under the same names `swift package plumb verify` uses (`Goldens/Previews/<name>.png`,
/// docs/previews.md). One failure per preview and variant that differs, at this call site.
/// `PLUMB_RECORD` (or `record:`) records as in `assertGolden`. plumb.json's `goldens` must lie
/// inside `packageRoot` unless `PLUMB_ALLOW_OUTSIDE_PACKAGE=1` (docs/security.md).
///
///     @Test func previews() async { await assertPreviews() }
///     func testPreviews() async { await assertPreviews() }
public func assertPreviews(
  settings: PlumbSettings? = nil, packageRoot: String = FileManager.default.currentDirectoryPath,
  record: RecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let settings = try settings ?? PlumbSettings.load(fromDirectory: packageRoot) ?? PlumbSettings()
    try settings.checkPathsInside(packageRoot: packageRoot, allowOutside: PlumbSettings.environmentAllowsOutside())
    let set = try await MainActor.run { try ScreenSet.previews(settings: settings) }
    if let warning = set.platformConditionWarning { FileHandle.standardError.write(Data((TerminalText.escapeLines(warning) + "\n").utf8)) }
    if set.screens.isEmpty {
      recordIssue("assertPreviews: no PreviewProvider or #Preview is linked into this test process: "
        + "make the test target depend on the targets that declare them, and import them", at: site)
      return
    }
    let goldens = URL(fileURLWithPath: packageRoot).appendingPathComponent(settings.goldens ?? "Goldens").standardizedFileURL.path
    var devices: [Device] = []
    for name in settings.devices {
      guard let d = Device.named(name) else {
        recordIssue("\(PlumbSettings.fileName): devices: '\(name)' is not a device preset (\(Device.presets.map(\.name).joined(separator: ", ")))", at: site)
        return
      }
      devices.append(d)
    }
    if devices.isEmpty { devices = [ScreenRenderer.defaultDevice] }
    let variants = try settings.variants()
    for device in devices {
      let suite = set.suite(on: device)
      for variant in variants {
        for screen in set.screens {
          let failure = verifyGolden(
            of: { try ScreenRenderer.render(screen, device: device, traits: variant.traits) },
            named: screen.name, variant: variant.nameSuffix, tolerance: set.tolerance, record: record,
            goldensDirectory: goldens, suite: suite)
          if let failure {
            recordIssue("\(screen.name) (\(screen.summary)): \(failure.message)",
                        attachments: failure.attachments.map { ($0.name, $0.path) }, at: site)
          }
        }
      }
    }
  } catch {
    recordIssue("assertPreviews: \(error)", at: site)
  }
}
