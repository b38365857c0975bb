import Foundation
import PlumbGraphics
import PlumbPNG
import PlumbUI
import Testing
@testable import PlumbTesting

/// A model shown by a view: what `pullback` checks through the view's strategy.
private struct Swatch: Sendable { var red: Bool }

private struct SwatchView: View {
  let swatch: Swatch
  @Environment(\.colorScheme) private var scheme
  var body: some View {
    HStack(spacing: 0) {
      (swatch.red ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)).frame(width: 5)
      (scheme == .dark ? Color.black : Color.white).frame(width: 5)
    }
  }
}

private let swatchDevice = Device.custom(width: 10, height: 10, scale: 1)

/// `assertGolden(of:as:)` and `GoldenStrategy`: the strategy says which goldens are taken, the
/// parameter forms are strategies spelled out and write the same files, `pullback` checks a model
/// through its view, and a strategy whose shots collide fails before rendering.
@Suite struct GoldenStrategyTests {
  func goldens() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-strategy-\(UUID().uuidString)/Goldens").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  func files(_ dir: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: "\(dir)/GoldenStrategy").filter { $0.hasSuffix(".png") }.sorted()
  }

  @Test @MainActor func theStrategyAndTheParameterFormWriteTheSameGolden() async throws {
    let a = try goldens(), b = try goldens()
    defer { try? FileManager.default.removeItem(atPath: a); try? FileManager.default.removeItem(atPath: b) }
    await withKnownIssue {
      await assertGolden(of: SwatchView(swatch: Swatch(red: true)), as: .image(device: swatchDevice), named: "s",
                         record: .missing, goldensDirectory: a)
      await assertGolden(of: SwatchView(swatch: Swatch(red: true)), named: "s", device: swatchDevice,
                         record: .missing, goldensDirectory: b)
    } matching: { $0.comments.contains { $0.rawValue.contains("recorded") } }
    // The same pixels and layout (not the same bytes: the PNG's renderer fingerprint counts the
    // fonts registered in the process, which parallel tests change).
    let one = try PNG.readFile("\(a)/GoldenStrategy/s.png"), other = try PNG.readFile("\(b)/GoldenStrategy/s.png")
    #expect(one.width == other.width && one.pixels == other.pixels)
    let layouts = try ["\(a)", "\(b)"].map { try Data(contentsOf: URL(fileURLWithPath: "\($0)/GoldenStrategy/s.layout.json")) }
    #expect(layouts[0] == layouts[1])
  }

  @Test @MainActor func framesInVariantsTakeEveryShot() async throws {
    let dir = try goldens()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let strategy = GoldenStrategy<SwatchView>.frames(at: [0, 0.1], device: swatchDevice).variants([.light, .dark])
    #expect(strategy.shots.map { $0.suffix ?? "" } == ["f00", "f01", "dark.f00", "dark.f01"])
    await withKnownIssue {
      await assertGolden(of: SwatchView(swatch: Swatch(red: false)), as: strategy, named: "t", record: .missing,
                         goldensDirectory: dir)
    } matching: { $0.comments.contains { $0.rawValue.contains("recorded") } }
    #expect(try files(dir) == ["t.dark.f00.png", "t.dark.f01.png", "t.f00.png", "t.f01.png"])
    // The same goldens through the parameter form pass.
    await assertGolden(frames: SwatchView(swatch: Swatch(red: false)), at: [0, 0.1], variants: [.light, .dark],
                       named: "t", device: swatchDevice, record: .never, goldensDirectory: dir)
  }

  @Test @MainActor func pullbackChecksAModelThroughItsView() async throws {
    let dir = try goldens()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let swatches = GoldenStrategy<SwatchView>.image(device: swatchDevice).pullback { SwatchView(swatch: $0) }
    await withKnownIssue {
      await assertGolden(of: Swatch(red: true), as: swatches, named: "m", record: .missing, goldensDirectory: dir)
    } matching: { $0.comments.contains { $0.rawValue.contains("recorded") } }
    await assertGolden(of: Swatch(red: true), as: swatches, named: "m", record: .never, goldensDirectory: dir)
    await withKnownIssue {
      await assertGolden(of: Swatch(red: false), as: swatches, named: "m", record: .never, goldensDirectory: dir)
    } matching: { $0.comments.contains { $0.rawValue.contains("Golden mismatch") } }
  }

  @Test @MainActor func aLayoutShotKeepsFramesOnlyAndNamesWhatMoved() async throws {
    let dir = try goldens()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    await withKnownIssue {
      await assertGolden(of: SwatchView(swatch: Swatch(red: true)), as: .layout(device: swatchDevice), named: "l",
                         record: .missing, goldensDirectory: dir)
    } matching: { $0.comments.contains { $0.rawValue.contains("recorded") } }
    let folder = "\(dir)/GoldenStrategy"
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["l.layout.json"])
    // The same view passes; a moved one fails naming what moved.
    await assertGolden(of: SwatchView(swatch: Swatch(red: true)), as: .layout(device: swatchDevice), named: "l",
                       record: .never, goldensDirectory: dir)
    await withKnownIssue {
      await assertGolden(of: SwatchView(swatch: Swatch(red: true)).padding(.leading, 2),
                         as: .layout(device: swatchDevice), named: "l", record: .never, goldensDirectory: dir)
    } matching: { $0.comments.contains { $0.rawValue.contains("Layout mismatch") && $0.rawValue.contains("HStack") } }
  }

  @Test @MainActor func collidingOrNoShotsFailWithoutRendering() async {
    await withKnownIssue {
      await assertGolden(of: SwatchView(swatch: Swatch(red: true)),
                         as: .image(device: swatchDevice).variants([.standard, .light]), named: "c",
                         record: .never, goldensDirectory: "/nonexistent")
    } matching: { $0.comments.contains { $0.rawValue.contains("two shots write the golden 'name.png'") } }
    await withKnownIssue {
      await assertGolden(of: SwatchView(swatch: Swatch(red: true)),
                         as: GoldenStrategy(shots: [], view: { $0 }), named: "c",
                         record: .never, goldensDirectory: "/nonexistent")
    } matching: { $0.comments.contains { $0.rawValue.contains("no shots") } }
  }
}
