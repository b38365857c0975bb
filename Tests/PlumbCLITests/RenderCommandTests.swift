import Foundation
import PlumbCatalog
import PlumbPNG
import Testing
@testable import PlumbCLI

@Suite struct RenderCommandTests {
  @Test func unknownScreenListsValidNamesWithExit2() {
    let r = runPlumb(["render", "no-such-screen"])
    #expect(r.status == .failure)
    #expect(r.err.contains("Unknown screen 'no-such-screen'. Valid screens: "))
    #expect(r.err.contains("See 'plumb render --help'"))
  }

  @Test func unknownDeviceListsValidNamesWithExit2() throws {
    let screen = try #require(Catalog.screens.first)
    let r = runPlumb(["render", screen.name, "--device", "iphone41"])
    #expect(r.status == .failure)
    #expect(r.err.contains("Unknown device 'iphone41'. Valid devices: iphonese3, iphone14"))
  }

  @Test func rendersAPNGOfTheDeviceSize() throws {
    let screen = try #require(Catalog.screens.first)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("shot.png").path
    let r = runPlumb(["render", screen.name, "--device", "iphonese3", "--scale", "1", "--out", out])
    #expect(r.status == .success, "\(r.err)")
    let image = try PNG.readFile(out)
    #expect(image.width == 375 && image.height == 667)
    let meta = try PNG.readMetadata(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
    #expect(meta.rendererFingerprint?.contains("cairo") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["shot.png"])
  }

  @Test func refusesHugeCanvases() throws {
    let screen = try #require(Catalog.screens.first)
    let r = runPlumb(["render", screen.name, "--device", "9000x9000", "--scale", "3", "--out", "/tmp/never.png"])
    #expect(r.status == .failure)
    #expect(r.err.contains("27000×27000 pixels; the limit is 16384×16384 and 268435456 bytes"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
  }

  @Test func unwritableOutputIsAClearError() throws {
    let screen = try #require(Catalog.screens.first)
    let r = runPlumb(["render", screen.name, "--out", "/nonexistent-dir/x.png"])
    #expect(r.status == .failure)
    #expect(r.err.contains("/nonexistent-dir/x.png"))
  }

  @Test func framePathsAreNumbered() {
    #expect(RenderCommand.framePath("a/shot.png", index: 3) == "a/shot.03.png")
    #expect(RenderCommand.framePath("shot", index: 12) == "shot.12")
    #expect(RenderCommand.framePath("out/popup.layout.json", index: 2) == "out/popup.02.layout.json")
  }
}
