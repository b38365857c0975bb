import Foundation
import PlumbCLI
@testable import PlumbCatalog
import PlumbGoldens
import PlumbTesting
import PlumbUI
import Testing

/// Stores, when it is made, what code outside SwiftUI's environment reads: the screen's width
/// (`UIScreen.main` answers `RenderingDevice.current`). A path that made it outside the render's
/// device would draw another bar. (It does not store `RenderingTextSize.current`: that default is
/// process-wide, and other tests running in parallel set it from other threads.)
struct RenderPathProbe: View {
  let width: CGFloat
  @MainActor init() {
    width = RenderingDevice.current.size.width
  }
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Rectangle().fill(Color.blue).frame(width: width / 2, height: 24)
      Text("stored width: \(Int(width))")
    }
    .padding()
  }
}

#Preview("Probe") { RenderPathProbe() }

/// One render path (issue 19, docs/architecture.md "The render path"): the same view through
/// `assertGolden`, `assertPreviews`, `plumb record` and a catalog screen gives the same PNG bytes,
/// on a device and at a text size that are not the defaults.
@Suite struct RenderPathTests {
  static let variant = Variant.dynamicType(.xxLarge) + .device(.iPhoneSE3)

  @Test func everyPathWritesTheSameBytes() async throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-paths-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }

    await Self.throughAssertGolden(goldens: dir + "/assert")

    // The test process holds every test target's previews: only the probe is rendered here (the
    // others took 90 s of the suite's critical path).
    let set = try await MainActor.run { try ScreenSet.previews(settings: PlumbSettings()) }
    var settings = PlumbSettings()
    settings.goldens = "previews"
    settings.devices = [Device.iPhoneSE3.name]
    settings.dynamicTypeSizes = ["xxl"]
    settings.exclude = set.screens.map(\.name).filter { $0 != "RenderPathTests.Probe" }
    #expect(settings.exclude.count == set.screens.count - 1, "the probe is among the previews")
    await withKnownIssue {
      await assertPreviews(settings: settings, packageRoot: dir, record: .missing)
    } matching: { $0.comments.contains { $0.rawValue.contains("recorded") } }

    let console = Console(out: { _ in }, err: { _ in })
    let status = PlumbCLI.run(["record", "RenderPathTests.Probe", "--goldens", dir + "/cli", "--artifacts", dir + "/artifacts",
                               "--device", Device.iPhoneSE3.name, "--dynamic-type", "xxl"], screens: set, console: console)
    #expect(status == .success)

    let screen = Screen(name: "probe", summary: "") { c in
      try SeedRendering.frame("probe", c, timed: false, view: { RenderPathProbe() })
    }
    _ = verifyGolden(of: { try ScreenRenderer.render(screen, device: .iPhoneSE3, traits: Self.variant.traits) },
                     named: "probe", variant: Self.variant.nameSuffix, record: .all, goldensDirectory: dir + "/catalog",
                     suite: Catalog.goldenSuite, warn: { _ in })

    let paths = try ["assert", "previews", "cli", "catalog"].map { try Self.onlyPNG(under: "\(dir)/\($0)", containing: "robe") }
    let bytes = try paths.map { Self.withoutRendererChunk(try Data(contentsOf: URL(fileURLWithPath: $0))) }
    #expect(bytes.allSatisfy { $0.count > 1000 }, "each PNG keeps its image data")
    for (path, data) in zip(paths.dropFirst(), bytes.dropFirst()) {
      #expect(data == bytes[0], "\(path) differs from \(paths[0])")
    }
  }

  @MainActor static func throughAssertGolden(goldens: String) async {
    await withKnownIssue {
      await assertGolden(of: RenderPathProbe(), variants: [variant], named: "probe", record: .missing,
                         goldensDirectory: goldens)
    } matching: { $0.comments.contains { $0.rawValue.contains("recorded") } }
  }

  /// The PNG without its `plumb:renderer` text chunk: the fingerprint counts the fonts registered
  /// in the process, which other tests running in parallel change; every other byte (the pixels,
  /// their hash) must match.
  static func withoutRendererChunk(_ png: Data) -> Data {
    let bytes = [UInt8](png)
    var out = Array(bytes.prefix(8)), i = 8
    while i + 12 <= bytes.count {
      let length = bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
      let end = min(i + 12 + length, bytes.count)
      let chunk = bytes[i..<end]
      let isRenderer = bytes[i + 4..<i + 8].elementsEqual("tEXt".utf8)
        && bytes[(i + 8)...].starts(with: "plumb:renderer".utf8)
      if !isRenderer { out += chunk }
      i = end
    }
    return Data(out)
  }

  /// The one PNG under `folder` whose name contains `part`.
  static func onlyPNG(under folder: String, containing part: String) throws -> String {
    let all = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".png") && $0.contains(part) }
    try #require(all.count == 1, "\(folder): \(all)")
    return folder + "/" + all[0]
  }
}
