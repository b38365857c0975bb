import Foundation
import PlumbGraphics
import PlumbScreens
import PlumbUI

/// Asserts that a view, laid out and rendered on a device, matches its golden under `Goldens/`:
/// `assertGolden(of:as: .image(device:scale:time:))` with the parameters spelled out.
///
/// In XCTest, write the test method `@MainActor … async` and await the async form (XCTest on Linux
/// cannot run a `@MainActor` synchronous test method, and a `@MainActor` class makes every method
/// one); in Swift Testing, `@Test @MainActor func … async` does the same:
/// ```swift
/// final class HomeTests: XCTestCase {
///   @MainActor func testHomePage() async {
///     await assertGolden(of: HomePage(), device: .iPhone14)
///   }
/// }
/// ```
/// This synchronous form settles the view with run-loop turns; call it from a synchronous,
/// non-isolated test inside `MainActor.assumeIsolated { }`.
/// - Parameters:
///   - view: The view to render, made inside the render so that what it stores at init
///     (`UIScreen.main`, `UIFont.preferredFont`) sees the render's device and text size; its update
///     cycle settles first and animations show their end state (`ScreenRenderer`, as `plumb verify`).
///   - name: The golden's name; defaults to the test function's name.
///   - variant: A suffix such as "dark" (`name.dark.png`).
///   - device: The screen (size, scale, safe area); `ScreenRenderer.defaultDevice` (iPhone 14) by default.
///   - scale: Overrides the device's pixel scale.
///   - time: Seconds into running animations; nil = settled.
///   - tolerance: How much may differ; strict by default.
///   - record: Overrides the record mode (`PLUMB_RECORD`) for this assertion.
///   - goldensDirectory: Overrides the Goldens folder.
@MainActor
public func assertGolden(
  of view: @autoclosure () -> any View, named name: String? = nil, variant: String? = nil, device: Device = ScreenRenderer.defaultDevice,
  scale: Int? = nil, time: Double? = nil, tolerance: GoldenTolerance = .strict, record: RecordMode? = nil,
  goldensDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let shot = GoldenShot(suffix: variant, options: ViewRenderOptions(device: device, scale: scale, time: time))
  assertShots([shot], of: view, named: name, tolerance: tolerance, record: record,
              goldensDirectory: goldensDirectory, fileID: fileID, filePath: filePath, testName: testName,
              line: line, column: column)
}

/// The synchronous assertion with its render options spelled out (devices, traits, time).
@MainActor
func assertViewGolden(
  _ view: () -> any View, options: ViewRenderOptions, named name: String?, variant: String?, tolerance: GoldenTolerance,
  record: RecordMode?, goldensDirectory: String?,
  fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
) {
  assertGolden(of: try ScreenRenderer.render(view(), options: options), named: name, variant: variant, tolerance: tolerance,
               record: record, goldensDirectory: goldensDirectory,
               fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// The async form, for `@MainActor` async tests (Swift Testing): the view settles while queued
/// main-queue work runs. Renders once (twice when recording, to prove determinism).
@MainActor
public func assertGolden(
  of view: @autoclosure () -> any View, named name: String? = nil, variant: String? = nil, device: Device = ScreenRenderer.defaultDevice,
  scale: Int? = nil, time: Double? = nil, tolerance: GoldenTolerance = .strict, record: RecordMode? = nil,
  goldensDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) async {
  let shot = GoldenShot(suffix: variant, options: ViewRenderOptions(device: device, scale: scale, time: time))
  await assertShots([shot], of: view, named: name, tolerance: tolerance, record: record,
                    goldensDirectory: goldensDirectory, fileID: fileID, filePath: filePath, testName: testName,
                    line: line, column: column)
}

/// The async assertion with its render options spelled out (devices, traits, time).
@MainActor
func assertViewGolden(
  _ view: () -> any View, options: ViewRenderOptions, named name: String?, variant: String?, tolerance: GoldenTolerance,
  record: RecordMode?, goldensDirectory: String?,
  fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
) async {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let verifier: ImageGoldenVerifier
  do {
    let name = try GoldenNameClaims.shared.name(explicit: name, variant: variant, suite: nil, fileID: fileID,
                                                filePath: filePath, testName: testName, line: line, column: column)
    verifier = try makeVerifier(named: name, variant: variant, tolerance: tolerance, record: record,
                                goldensDirectory: goldensDirectory, suite: nil, fileID: fileID,
                                filePath: filePath, testName: testName)
  } catch {
    recordIssue("\(error)", at: site)
    return
  }
  // Render ahead (async), twice only when this assertion may record (the determinism check).
  var renders: [Rendering] = []
  do {
    renders.append(try await ScreenRenderer.render(view(), options: options))
    if verifier.mightRecord { renders.append(try await ScreenRenderer.render(view(), options: options)) }
  } catch {
    recordIssue("Rendering \(verifier.location.relativeImagePath) failed: \(error)", at: site)
    return
  }
  var queue = renders[...]
  let failure = verifier.verify(render: {
    guard let next = queue.popFirst() else { throw ViewHostRenderExhausted() }
    return next
  }, warn: { FileHandle.standardError.write(Data((TerminalText.escapeLines($0) + "\n").utf8)) })
  if let failure {
    recordIssue(failure.message, attachments: failure.attachments.map { ($0.name, $0.path) }, at: site)
  }
}

/// Raised if the verifier asks for more renders than were prepared (a bug, reported as such).
struct ViewHostRenderExhausted: Error, CustomStringConvertible {
  var description: String { "internal error: the golden verifier asked for a render that was not prepared" }
}

/// Asserts every sampled frame of a transition against its own golden: `name.f00.png`,
/// `name.f01.png`, … Each frame is the view at `times[i]` seconds into its animations.
@MainActor
public func assertGolden(
  frames view: @autoclosure () -> any View, at times: [Double], named name: String? = nil, device: Device = ScreenRenderer.defaultDevice,
  scale: Int? = nil, tolerance: GoldenTolerance = .strict, record: RecordMode? = nil,
  goldensDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  assertShots(GoldenShot.frames(at: times, device: device, scale: scale), of: view, named: name, tolerance: tolerance,
              record: record, goldensDirectory: goldensDirectory, fileID: fileID, filePath: filePath,
              testName: testName, line: line, column: column)
}


/// The async form of `assertGolden(frames:at:)`, for `@MainActor` async tests (Swift Testing, or an
/// XCTest method `@MainActor func testX() async`): each frame settles while queued main-queue work
/// runs, then renders at `times[i]` seconds into its animations and is checked against
/// `name.fNN.png`.
@MainActor
public func assertGolden(
  frames view: @autoclosure () -> any View, at times: [Double], named name: String? = nil, device: Device = ScreenRenderer.defaultDevice,
  scale: Int? = nil, tolerance: GoldenTolerance = .strict, record: RecordMode? = nil,
  goldensDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) async {
  await assertShots(GoldenShot.frames(at: times, device: device, scale: scale), of: view, named: name,
                    tolerance: tolerance, record: record, goldensDirectory: goldensDirectory, fileID: fileID,
                    filePath: filePath, testName: testName, line: line, column: column)
}
