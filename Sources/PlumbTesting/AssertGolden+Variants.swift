import Foundation
import PlumbGraphics
import PlumbScreens
import PlumbUI

/// Asserts a view in several configurations, each against its own golden with its own verdict:
/// `name.png`, `name.dark.png`, `name.ax3.png`, `name.rtl.png`, … (docs/variants.md).
///
/// ```swift
/// @Test @MainActor func settings() async {
///   await assertGolden(of: SettingsScreen(),
///                      variants: [.light, .dark, .dynamicType(.accessibility3), .rightToLeft])
/// }
/// ```
/// Variants combine with `+` (`.dark + .rightToLeft`) and with devices
/// (`Variant.combinations([.light, .dark], [.device(.iPhoneSE3), .device(.iPad10)])`). Two variants
/// that would write the same file are reported as one failure and nothing is rendered.
@MainActor
public func assertGolden(
  of view: @autoclosure () -> any View, variants: [Variant], named name: String? = nil, device: Device = ScreenRenderer.defaultDevice,
  scale: Int? = nil, time: Double? = nil, tolerance: GoldenTolerance = .strict, record: RecordMode? = nil,
  goldensDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) async {
  guard checkVariants(variants, fileID: fileID, filePath: filePath, line: line, column: column) else { return }
  await assertShots(stillShots(variants, device: device, scale: scale, time: time), of: view, named: name,
                    tolerance: tolerance, record: record, goldensDirectory: goldensDirectory, fileID: fileID,
                    filePath: filePath, testName: testName, line: line, column: column)
}

/// The synchronous form (XCTest methods that are not async: call inside `MainActor.assumeIsolated`).
@MainActor
public func assertGolden(
  of view: @autoclosure () -> any View, variants: [Variant], named name: String? = nil, device: Device = ScreenRenderer.defaultDevice,
  scale: Int? = nil, time: Double? = nil, tolerance: GoldenTolerance = .strict, record: RecordMode? = nil,
  goldensDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  guard checkVariants(variants, fileID: fileID, filePath: filePath, line: line, column: column) else { return }
  assertShots(stillShots(variants, device: device, scale: scale, time: time), of: view, named: name,
              tolerance: tolerance, record: record, goldensDirectory: goldensDirectory, fileID: fileID,
              filePath: filePath, testName: testName, line: line, column: column)
}

/// Every sampled frame of a transition in every variant: `name.dark.f03.png`, …
@MainActor
public func assertGolden(
  frames view: @autoclosure () -> any View, at times: [Double], variants: [Variant], named name: String? = nil,
  device: Device = ScreenRenderer.defaultDevice, scale: Int? = nil, tolerance: GoldenTolerance = .strict,
  record: RecordMode? = nil, goldensDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) async {
  guard checkVariants(variants, fileID: fileID, filePath: filePath, line: line, column: column) else { return }
  let shots = GoldenShot.shots(GoldenShot.frames(at: times, device: device, scale: scale), in: variants)
  await assertShots(shots, of: view, named: name, tolerance: tolerance, record: record,
                    goldensDirectory: goldensDirectory, fileID: fileID, filePath: filePath, testName: testName,
                    line: line, column: column)
}

/// The shots of a still in each variant, as `GoldenStrategy.image(…).variants(…)` takes them.
private func stillShots(_ variants: [Variant], device: Device, scale: Int?, time: Double?) -> [GoldenShot] {
  GoldenShot.shots([GoldenShot(options: ViewRenderOptions(device: device, scale: scale, time: time))], in: variants)
}

/// Reports an empty list or two variants writing one file; returns whether the list is usable.
private func checkVariants(_ variants: [Variant], fileID: StaticString, filePath: StaticString,
                           line: UInt, column: UInt) -> Bool {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  if variants.isEmpty {
    recordIssue("assertGolden(of:variants:) was given no variants: pass at least [.standard]", at: site)
    return false
  }
  if let (a, b) = Variant.firstCollision(in: variants) {
    recordIssue("assertGolden(of:variants:): variants \(a) and \(b) both write the golden "
                + "'\(a.nameSuffix.map { "name.\($0).png" } ?? "name.png")'; remove one of them", at: site)
    return false
  }
  return true
}
