import Foundation
import PlumbDiff
import PlumbGraphics
import PlumbText
import PlumbUI

/// Asserts that a view's layout (every view's global frame) matches `Goldens/<Suite>/<name>.layout.json`,
/// without comparing pixels. Faster than an image golden and immune to rendering changes; the
/// failure lists which views moved, appeared, vanished or changed size, and by how much.
///
/// It uses the bundled fonts like image goldens do, so it shares their `.layout.json` sidecar.
/// Record modes work as for image goldens (a recorded layout still fails the test once).
/// This form settles the view with run-loop turns: call it on the main thread outside a
/// main-queue block (`MainActor.assumeIsolated` in a synchronous XCTest method); in `@MainActor`
/// async tests use the async form.
@MainActor
public func assertLayout<V: View>(
  of view: V, named name: String? = nil, variant: String? = nil, device: Device = .iPhone14,
  textMeasurer: any TextMeasuring = TextEngine(), record: RecordMode? = nil,
  goldensDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let host = ViewHost(view, device: device, textMeasurer: textMeasurer)
    try host.settle()
    try checkLayout(host, named: name, variant: variant, record: record, goldensDirectory: goldensDirectory,
                    fileID: fileID, filePath: filePath, testName: testName, site: site)
  } catch {
    recordIssue("\(error)", at: site)
  }
}

/// The async form of `assertLayout`, for `@MainActor` async tests (XCTest or Swift Testing).
@MainActor
public func assertLayout<V: View>(
  of view: V, named name: String? = nil, variant: String? = nil, device: Device = .iPhone14,
  textMeasurer: any TextMeasuring = TextEngine(), record: RecordMode? = nil,
  goldensDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) async {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let host = ViewHost(view, device: device, textMeasurer: textMeasurer)
    try await host.settle()
    try checkLayout(host, named: name, variant: variant, record: record, goldensDirectory: goldensDirectory,
                    fileID: fileID, filePath: filePath, testName: testName, site: site)
  } catch {
    recordIssue("\(error)", at: site)
  }
}

@MainActor
private func checkLayout(_ host: ViewHost, named name: String?, variant: String?, record: RecordMode?,
                         goldensDirectory: String?, fileID: StaticString, filePath: StaticString,
                         testName: String, site: CallSite) throws {
    let verifier = try makeVerifier(named: name, variant: variant, tolerance: .strict, record: record,
                                    goldensDirectory: goldensDirectory, suite: nil, fileID: fileID,
                                    filePath: filePath, testName: testName)
    if let failure = verifyLayoutGolden(host.layoutSnapshot, location: verifier.location, mode: verifier.mode) {
      recordIssue(failure.message, at: site)
    }
}

/// Compares a layout with its `.layout.json` golden, recording it when the mode allows.
/// Returns nil when they match.
public func verifyLayoutGolden(_ layout: LayoutSnapshot, location: GoldenLocation, mode: RecordMode) -> GoldenFailure? {
  let path = location.layoutPath
  GoldenLedger.touch("\(location.suite)/\(location.stem).layout.json", goldens: location.directory)
  func write(_ reason: String) -> GoldenFailure {
    do {
      try FileManager.default.createDirectory(atPath: "\(location.directory)/\(location.suite)", withIntermediateDirectories: true)
      try layout.jsonData().write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      return GoldenFailure(kind: .configuration, message: "Could not write \(path): \(error)", attachments: [])
    }
    return GoldenFailure(kind: .recorded, message: "\(reason); recorded \(path) (mode: \(mode)). Look at it and commit it.",
                         attachments: [.init(name: "layout.json", path: path)])
  }
  guard let data = FileManager.default.contents(atPath: path) else {
    guard mode.recordsMissing else {
      return GoldenFailure(kind: .missing, message: "No layout golden at \(path) (record mode: \(mode)). Record it with PLUMB_RECORD=missing.", attachments: [])
    }
    return write("No layout golden existed")
  }
  let golden: LayoutSnapshot
  do { golden = try LayoutSnapshot.decode(data) } catch {
    return GoldenFailure(kind: .unreadableGolden, message: "The layout golden \(path) is not valid layout JSON: \(error). It was left untouched.", attachments: [])
  }
  let changes = LayoutDiff.compare(golden, layout)
  if changes.isEmpty { return nil }
  if mode.recordsFailed { return write("The layout differed (\(changes.count) changes)") }
  let lines = ["Layout mismatch: \(path)", "Changes (\(changes.count)):"] + changes.prefix(30).map { "  \($0)" }
  return GoldenFailure(kind: .mismatch, message: lines.joined(separator: "\n"), attachments: [])
}
