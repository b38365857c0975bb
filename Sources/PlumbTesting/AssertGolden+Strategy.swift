import PlumbGraphics
import PlumbScreens
import PlumbUI

/// Asserts a value against the goldens its strategy takes: each shot is its own golden and its
/// own verdict (`name.png`, `name.f03.png`, `name.dark.png`, …). The one assertion every view
/// form of `assertGolden` forwards to.
///
/// ```swift
/// @Test @MainActor func badge() async {
///   await assertGolden(of: Badge(count: 3), as: .image(device: .iPhoneSE3).variants([.light, .dark]))
/// }
/// ```
@MainActor
public func assertGolden<Value>(
  of value: @autoclosure () -> Value, as strategy: GoldenStrategy<Value>, named name: String? = nil,
  tolerance: GoldenTolerance = .strict, record: RecordMode? = nil, goldensDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) async {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  guard checkShots(strategy.shots, api: "assertGolden(of:as:)", at: site) else { return }
  await assertShots(strategy.shots, of: { strategy.view(value()) }, named: name, tolerance: tolerance, record: record,
                    goldensDirectory: goldensDirectory, fileID: fileID, filePath: filePath, testName: testName,
                    line: line, column: column)
}

/// The synchronous form (XCTest methods that are not async: call inside `MainActor.assumeIsolated`).
@MainActor
public func assertGolden<Value>(
  of value: @autoclosure () -> Value, as strategy: GoldenStrategy<Value>, named name: String? = nil,
  tolerance: GoldenTolerance = .strict, record: RecordMode? = nil, goldensDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  guard checkShots(strategy.shots, api: "assertGolden(of:as:)", at: site) else { return }
  assertShots(strategy.shots, of: { strategy.view(value()) }, named: name, tolerance: tolerance, record: record,
              goldensDirectory: goldensDirectory, fileID: fileID, filePath: filePath, testName: testName,
              line: line, column: column)
}

/// Checks every shot, in order, each against its own golden.
@MainActor
func assertShots(
  _ shots: [GoldenShot], of view: () -> any View, named name: String?, tolerance: GoldenTolerance,
  record: RecordMode?, goldensDirectory: String?,
  fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
) async {
  for shot in shots {
    switch shot.kind {
    case .image:
      await assertViewGolden(view, options: shot.options, named: name, variant: shot.suffix, tolerance: tolerance,
                             record: record, goldensDirectory: goldensDirectory, fileID: fileID, filePath: filePath,
                             testName: testName, line: line, column: column)
    case .layout:
      let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      do {
        let layout = try await ScreenRenderer.layout(view(), options: shot.options)
        try checkLayout(layout, named: name, variant: shot.suffix, record: record, goldensDirectory: goldensDirectory,
                        fileID: fileID, filePath: filePath, testName: testName, site: site)
      } catch {
        recordIssue("\(error)", at: site)
      }
    }
  }
}

/// The synchronous form of `assertShots`.
@MainActor
func assertShots(
  _ shots: [GoldenShot], of view: () -> any View, named name: String?, tolerance: GoldenTolerance,
  record: RecordMode?, goldensDirectory: String?,
  fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
) {
  for shot in shots {
    switch shot.kind {
    case .image:
      assertViewGolden(view, options: shot.options, named: name, variant: shot.suffix, tolerance: tolerance,
                       record: record, goldensDirectory: goldensDirectory, fileID: fileID, filePath: filePath,
                       testName: testName, line: line, column: column)
    case .layout:
      let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      do {
        let layout = try ScreenRenderer.layout(view(), options: shot.options)
        try checkLayout(layout, named: name, variant: shot.suffix, record: record, goldensDirectory: goldensDirectory,
                        fileID: fileID, filePath: filePath, testName: testName, site: site)
      } catch {
        recordIssue("\(error)", at: site)
      }
    }
  }
}

/// Reports a strategy with no shots or with two shots writing one file; returns whether it is usable.
func checkShots(_ shots: [GoldenShot], api: String, at site: CallSite) -> Bool {
  if shots.isEmpty {
    recordIssue("\(api) was given a strategy with no shots: nothing would be checked", at: site)
    return false
  }
  var seen = Set<String>()
  for shot in shots where !seen.insert(shot.suffix ?? "").inserted {
    recordIssue("\(api): two shots write the golden '\(shot.suffix.map { "name.\($0).png" } ?? "name.png")'; "
                + "remove one of them", at: site)
    return false
  }
  return true
}
