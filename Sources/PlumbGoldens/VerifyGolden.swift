import Foundation
import PlumbGraphics

/// Verifies a rendering against its golden and returns why it failed, or nil when it passed.
///
/// The building block of every golden assertion (and of third-party helpers): it never reports
/// anything itself. `render` is called once, or twice when a golden is recorded, to prove the
/// rendering is deterministic.
///
/// - Parameters:
///   - render: Produces the rendering (pixels, layout, scale).
///   - name: The golden's name; defaults to the test function's name, made file-safe.
///   - variant: An optional suffix, e.g. "dark" → `name.dark.png`.
///   - tolerance: How much may differ; strict by default.
///   - record: Overrides the record mode for this assertion.
///   - goldensDirectory: Overrides the Goldens folder.
///   - suite: Overrides the subfolder (default: the test file's name without `Tests`).
public func verifyGolden(
  of render: () throws -> Rendering,
  named name: String? = nil, variant: String? = nil, tolerance: GoldenTolerance = .strict,
  record: RecordMode? = nil, goldensDirectory: String? = nil, suite: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  recordHint: RecordHint? = nil,
  warn: (String) -> Void = { FileHandle.standardError.write(Data((TerminalText.escapeLines($0) + "\n").utf8)) }
) -> GoldenFailure? {
  do {
    let verifier = try makeVerifier(named: name, variant: variant, tolerance: tolerance, record: record,
                                    goldensDirectory: goldensDirectory, suite: suite, fileID: fileID,
                                    filePath: filePath, testName: testName, recordHint: recordHint)
    return verifier.verify(render: render, warn: warn)
  } catch {
    return GoldenFailure(kind: .configuration, message: "\(error)", attachments: [])
  }
}

/// Resolves the golden's location, record mode and artifacts folder for one assertion.
package func makeVerifier(
  named name: String?, variant: String?, tolerance: GoldenTolerance, record: RecordMode?,
  goldensDirectory: String?, suite: String?, fileID: StaticString, filePath: StaticString, testName: String,
  recordHint: RecordHint? = nil
) throws -> ImageGoldenVerifier {
  let config = GoldenConfiguration(record: record, goldensDirectory: goldensDirectory).merged(over: GoldenConfiguration.current)
  let mode = try config.record ?? RecordMode.fromEnvironment()
  let dir = try GoldenLocation.goldensDirectory(forTestFile: "\(filePath)", configured: config.goldensDirectory)
  let location = try GoldenLocation(
    directory: dir, suite: suite ?? GoldenLocation.suiteName(forTestFile: "\(fileID)"),
    name: name ?? GoldenName.fromTestName(testName), variant: variant)
  let artifacts = config.artifactsDirectory
    ?? ProcessInfo.processInfo.environment["PLUMB_ARTIFACTS_DIR"]
    ?? URL(fileURLWithPath: dir).deletingLastPathComponent().appendingPathComponent(".build/plumb-artifacts").path
  return ImageGoldenVerifier(
    location: location, tolerance: tolerance, mode: mode, artifactsRoot: artifacts,
    recordHint: recordHint ?? .swiftTest(filter: GoldenName.fromTestName(testName)))
}

