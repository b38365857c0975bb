import Foundation
import PlumbDiff
import PlumbGoldens
import PlumbGraphics
import PlumbText
import PlumbUI

/// Asserts that a view's layout (every view's global frame) matches `Goldens/<Suite>/<name>.layout.json`,
/// without comparing pixels: `assertGolden(of:as: .layout(device:textMeasurer:))` with the parameters
/// spelled out, rendered by the same path as image goldens. Faster than an image golden and immune to rendering changes; the
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
  let shot = GoldenShot(suffix: variant, options: ViewRenderOptions(device: device, textMeasurer: textMeasurer), kind: .layout)
  assertShots([shot], of: { view }, named: name, tolerance: .strict, record: record,
              goldensDirectory: goldensDirectory, fileID: fileID, filePath: filePath, testName: testName,
              line: line, column: column)
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
  let shot = GoldenShot(suffix: variant, options: ViewRenderOptions(device: device, textMeasurer: textMeasurer), kind: .layout)
  await assertShots([shot], of: { view }, named: name, tolerance: .strict, record: record,
                    goldensDirectory: goldensDirectory, fileID: fileID, filePath: filePath, testName: testName,
                    line: line, column: column)
}

/// Checks a settled layout against `name.layout.json` (the layout shot of a strategy).
@MainActor
func checkLayout(_ layout: LayoutSnapshot, named name: String?, variant: String?, record: RecordMode?,
                 goldensDirectory: String?, fileID: StaticString, filePath: StaticString,
                 testName: String, site: CallSite) throws {
    let name = try GoldenNameClaims.shared.name(explicit: name, variant: variant, suite: nil, fileID: fileID,
                                                filePath: filePath, testName: testName, line: site.line,
                                                column: site.column, kind: "layout")
    let verifier = try makeVerifier(named: name, variant: variant, tolerance: .strict, record: record,
                                    goldensDirectory: goldensDirectory, suite: nil, fileID: fileID,
                                    filePath: filePath, testName: testName)
    if let failure = verifyLayoutGolden(layout, location: verifier.location, mode: verifier.mode) {
      recordIssue(failure.message, at: site)
    }
}


/// Asserts that no text of a view is cut off (an inserted "…" or dropped lines) on `device` under
/// `variant`: the check a pseudolanguage variant exists for (`.pseudolanguage(.doubleLength)`
/// shows which labels a longer translation would truncate; docs/localization.md). The failure
/// names each truncated text, what the screen shows of it and where.
@MainActor
public func assertNoTruncatedText<V: View>(
  of view: V, variant: Variant = .standard, device: Device = .iPhone14,
  textMeasurer: any TextMeasuring = TextEngine(),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let host = ViewHost(view, device: variant.device ?? device, textMeasurer: textMeasurer, traits: variant.traits)
    try await host.settle()
    let cut = host.truncatedTexts
    guard !cut.isEmpty else { return }
    recordIssue("\(cut.count) text\(cut.count == 1 ? " is" : "s are") truncated under variant \(variant):\n"
                + cut.map { "  \($0)" }.joined(separator: "\n"), at: site)
  } catch {
    recordIssue("\(error)", at: site)
  }
}
