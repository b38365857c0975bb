import Foundation
import Testing

/// `plumb-asset-symbols` (the build-tool plugin's tool) writes through the project's atomic writer
/// and removes the temporary files a stopped run left in its output folder, as Foundation's atomic
/// write did not (docs/security.md).
@Suite struct AssetSymbolsToolTests {
  static let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("plumb-asset-symbols").path

  @Test func theGeneratedFileIsWrittenAndStaleTempFilesOfEndedRunsGo() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-asset-tool-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let colorset = "\(root)/Assets.xcassets/Brand.colorset"
    try FileManager.default.createDirectory(atPath: colorset, withIntermediateDirectories: true)
    try Data(#"{"info":{"version":1,"author":"xcode"}}"#.utf8).write(to: URL(fileURLWithPath: "\(root)/Assets.xcassets/Contents.json"))
    try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.1","green":"0.5","blue":"0.3","alpha":"1"}}}],"info":{"version":1,"author":"xcode"}}"#.utf8)
      .write(to: URL(fileURLWithPath: "\(colorset)/Contents.json"))
    let out = "\(root)/out"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    // Left by ended runs: Foundation's atomic write of pid 0x4C4B40 (5,000,000, above Linux's
    // largest pid) and the project writer's own pattern; a live process's temp file stays.
    let stale = [".dat.nosync4c4b40.Xq1Rz", ".GeneratedAssetSymbols.swift.5000000.0.42.tmp"]
    let live = ".GeneratedAssetSymbols.swift.\(getpid()).0.7.tmp"
    for name in stale + [live] { try Data("x".utf8).write(to: URL(fileURLWithPath: "\(out)/\(name)")) }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.tool)
    process.arguments = ["--output", "\(out)/GeneratedAssetSymbols.swift", "\(root)/Assets.xcassets"]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let text = try String(contentsOfFile: "\(out)/GeneratedAssetSymbols.swift", encoding: .utf8)
    #expect(text.contains("brand"))
    let left = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(left == [live, "GeneratedAssetSymbols.swift"].sorted(), "\(left)")
  }
}
