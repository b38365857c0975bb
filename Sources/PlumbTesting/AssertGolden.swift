import Foundation
@_exported import PlumbGoldens
@_exported import PlumbScreens
import PlumbGraphics

/// Asserts that a rendering matches its golden PNG (and layout sidecar) under `Goldens/`.
///
/// Works in XCTest and Swift Testing alike: the failure is reported at the call site, with the
/// layout changes first, then the pixel figures, and absolute paths to actual, golden and diff
/// images (attached to the Swift Testing report). A missing golden is recorded (and the test
/// fails, so someone looks at it) unless the record mode is `never`, the default on CI.
/// See `verifyGolden` for the parameters.
public func assertGolden(
  of render: @autoclosure () throws -> Rendering,
  named explicitName: String? = nil, variant: String? = nil, tolerance: GoldenTolerance = .strict,
  record: RecordMode? = nil, goldensDirectory: String? = nil, suite: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let name: String?
  do {
    name = try GoldenNameClaims.shared.name(explicit: explicitName, variant: variant, suite: suite, fileID: fileID,
                                            filePath: filePath, testName: testName, line: line, column: column)
  } catch {
    return recordIssue("\(error)", at: site)
  }
  if let failure = verifyGolden(of: render, named: name, variant: variant, tolerance: tolerance, record: record,
                                goldensDirectory: goldensDirectory, suite: suite,
                                fileID: fileID, filePath: filePath, testName: testName) {
    recordIssue(failure.message, attachments: failure.attachments.map { ($0.name, $0.path) },
                at: site)
  }
}
