import Foundation
@_exported import PlumbGoldens
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
  named name: String? = nil, variant: String? = nil, tolerance: GoldenTolerance = .strict,
  record: RecordMode? = nil, goldensDirectory: String? = nil, suite: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  if let failure = verifyGolden(of: render, named: name, variant: variant, tolerance: tolerance, record: record,
                                goldensDirectory: goldensDirectory, suite: suite,
                                fileID: fileID, filePath: filePath, testName: testName) {
    recordIssue(failure.message, attachments: failure.attachments.map { ($0.name, $0.path) },
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
