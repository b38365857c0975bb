import Foundation
import PlumbCatalog
@testable import PlumbCLI
@testable import PlumbGoldens
import PlumbGraphics

/// A real run for the report viewer, made with the real pipeline: catalog screens recorded into
/// a Goldens folder, then verified with changes, so every status is present with real images,
/// real diffs and real layout sentences:
/// - failed: `device-list` verified on a device whose top inset is 12 pt taller (everything moves);
/// - failed transition: `custom-popup` frames f00…f04, frame f02 verified 0.05 s later;
/// - new: `sheet-form`, never recorded, verified in record mode `never` (as on CI);
/// - passed: `cards`, `gradients`; removed: `shapes` (recorded, no test verifies it any more);
/// - hostile: an artifact whose layout sentence, message and the title are markup and script.
struct ReportFixture {
  static let suite = "Catalog"
  /// An iPhone SE at 1 pixel per point: a real screen, rendered quickly enough for a test run.
  static let device = Device(name: "iphonese3", displayName: "iPhone SE (3rd generation)",
                             size: Device.iPhoneSE3.size, scale: 1, safeAreaInsets: Device.iPhoneSE3.safeAreaInsets)
  /// The same screen with a 12 pt taller top inset: the layout change of the failed still.
  static let movedDevice = Device(name: device.name, displayName: device.displayName,
                                  size: device.size, scale: device.scale, safeAreaInsets: Device.Insets(top: 32))
  static let hostileLayout = "<img src=x onerror=\"window.__pwned='layout'\"> moved by \"0\" & 'nothing'"
  static let hostileMessage = "</script><script>window.__pwned='message'</script><!--"
  static let hostileTitle = "PR #7: <b>goldens</b> & \"layout\" changes"

  let root: String
  var goldens: String { "\(root)/Goldens" }
  var artifacts: String { "\(root)/artifacts" }
  var report: String { "\(root)/report" }

  /// Records, forgets the recording from the ledger, verifies, and writes the report.
  static func make(in root: String) throws -> ReportFixture {
    let f = ReportFixture(root: root)
    try FileManager.default.createDirectory(atPath: f.artifacts, withIntermediateDirectories: true)
    let popup = try screen("custom-popup")
    let times = Array(popup.transitionTimes.prefix(5))
    // Phase 1: the goldens as the main branch has them.
    for name in ["device-list", "cards", "gradients", "shapes"] {
      _ = try f.verify(name, variant: nil, device: device, time: 0, mode: .missing)
    }
    for (i, t) in times.enumerated() {
      _ = try f.verify("custom-popup", variant: String(format: "f%02d", i), device: device, time: t, mode: .missing)
    }
    // Phase 2: the pull request's run, with a fresh ledger (scripts/test.sh empties it too).
    try? FileManager.default.removeItem(atPath: GoldenLedger.directory(forGoldens: f.goldens))
    var failed = 0
    for name in ["cards", "gradients"] where try f.verify(name, variant: nil, device: device, time: 0, mode: .never) != nil {
      failed += 1
    }
    if try f.verify("device-list", variant: nil, device: movedDevice, time: 0, mode: .never)?.kind == .mismatch { failed += 1 }
    for (i, t) in times.enumerated() {
      let kind = try f.verify("custom-popup", variant: String(format: "f%02d", i), device: device,
                              time: i == 2 ? t + 0.05 : t, mode: .never)?.kind
      if (i == 2) != (kind == .mismatch) { throw BrowserError(description: "custom-popup f0\(i): unexpected verdict \(String(describing: kind))") }
    }
    guard failed == 1 else { throw BrowserError(description: "the fixture's stills gave \(failed) mismatches, not 1") }
    guard try f.verify("sheet-form", variant: nil, device: device, time: 0, mode: .never)?.kind == .missing else {
      throw BrowserError(description: "sheet-form was not reported missing")
    }
    try f.hostileArtifact()
    let summaries = try GoldenFailureSummary.all(in: f.artifacts)
    try ReviewReport(title: hostileTitle, failures: summaries, goldens: f.goldens).write(to: f.report, artifactsRoot: f.artifacts)
    return f
  }

  static func screen(_ name: String) throws -> CatalogScreen {
    guard let s = Catalog.screen(named: name) else { throw BrowserError(description: "no catalog screen \(name)") }
    return s
  }

  func verify(_ name: String, variant: String?, device: Device, time: Double, mode: RecordMode) throws -> GoldenFailure? {
    let screen = try Self.screen(name)
    let rendering = try ScreenRenderer.render(screen, device: device, time: time)
    return withGoldenConfiguration(artifactsDirectory: artifacts) {
      verifyGolden(of: { rendering }, named: name, variant: variant, record: mode, goldensDirectory: goldens,
                   suite: Self.suite, warn: { _ in })
    }
  }

  /// A failure whose strings are markup: the page must show them as text and run none of it.
  func hostileArtifact() throws {
    let dir = "\(artifacts)/Hostile/quote-and-script"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let summary = GoldenFailureSummary(
      suite: "Hostile", name: "quote-and-script", golden: "Goldens/Hostile/quote-and-script.png", differentPixels: 1,
      totalPixels: 4, largestDelta: 0.5, loosestPassingThreshold: nil, layoutChanges: [Self.hostileLayout],
      sizeMismatch: nil, goldenRenderer: "<b>renderer</b>", message: Self.hostileMessage, renderer: "\"run\" & <i>")
    try JSONEncoder().encode(summary).write(to: URL(fileURLWithPath: "\(dir)/summary.json"))
  }
}
