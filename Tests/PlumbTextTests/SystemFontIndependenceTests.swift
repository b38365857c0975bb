import Foundation
import PlumbGraphics
import PlumbPNG
import PlumbText
import XCTest

/// Output must not depend on the machine's fonts: the same text renders to the same bytes when
/// fontconfig is pointed at nonsense, and no system font or fontconfig cache is ever opened.
///
/// The check runs in a child process (this test binary, filtered to `testChildRender`) so that
/// fontconfig's environment is set before anything in the process could read it, and so that no
/// other test's use of fonts can mask or fake the result.
final class SystemFontIndependenceTests: XCTestCase {
  static let childOutput = "PLUMB_TEXT_CHILD_OUTPUT"

  static func scene() -> TextScene {
    var scene = TextScene(width: 300)
    scene.text("Settings 设置 Factory 工厂", style: TextLayoutStyle(font: FontDescriptor(size: 17)))
    scene.text("Bold italic mono", style: TextLayoutStyle(font: FontDescriptor(size: 15, weight: 700, italic: true)))
    scene.text("let x = 1", style: TextLayoutStyle(font: FontDescriptor(size: 15, design: .monospaced)))
    scene.text("Emoji 😀 👩🏽‍💻 👨‍👩‍👧‍👦", style: TextLayoutStyle(font: FontDescriptor(size: 15)))
    scene.text("مرحبا 2024 שלום (עולם)", style: TextLayoutStyle(font: FontDescriptor(size: 15)))
    scene.text("한국어 ภาษาไทย नमस्ते", style: TextLayoutStyle(font: FontDescriptor(size: 15)))
    return scene
  }

  /// Files in this process's memory map that belong to system fonts or fontconfig.
  static func mappedSystemFontFiles() -> [String] {
    // /proc files report a size of 0, so read them to the end rather than by their size.
    guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"),
          let data = try? handle.readToEnd(), let maps = String(data: data, encoding: .utf8) else { return [] }
    XCTAssertTrue(maps.contains("libcairo"), "the memory map was read")
    return Set(maps.split(separator: "\n").compactMap { line -> String? in
      guard let slash = line.firstIndex(of: "/") else { return nil }
      let path = String(line[slash...])
      let lower = path.lowercased()
      let isFont = [".ttf", ".otf", ".ttc", ".pfb", ".woff"].contains { lower.hasSuffix($0) }
      let isFontconfigData = lower.contains("fontconfig") && !lower.contains("libfontconfig")
      return isFontconfigData || (isFont && !path.contains("PlumbText")) ? path : nil
    }).sorted()
  }

  /// In the child: renders the scene and writes the PNG, then the mapped font files, to the path
  /// in `PLUMB_TEXT_CHILD_OUTPUT`. On its own it checks that the scene draws something.
  func testChildRender() throws {
    let image = TextGoldens.render(Self.scene())
    XCTAssertTrue(image.pixels.contains { $0 < 128 }, "the scene draws dark text on white")
    guard let out = ProcessInfo.processInfo.environment[Self.childOutput] else { return }
    try Data(PNG.encode(image)).write(to: URL(fileURLWithPath: out))
    try Self.mappedSystemFontFiles().joined(separator: "\n")
      .write(toFile: out + ".maps", atomically: true, encoding: .utf8)
  }

  func testOutputIsIndependentOfFontconfigAndSystemFonts() throws {
    let binary = ProcessInfo.processInfo.arguments[0]
    guard binary.hasSuffix(".xctest") || FileManager.default.isExecutableFile(atPath: binary) else {
      throw XCTSkip("not run from an XCTest binary (\(binary))")
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fontconfig-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("child.png").path

    let child = Process()
    child.executableURL = URL(fileURLWithPath: binary)
    child.arguments = ["PlumbTextTests.SystemFontIndependenceTests/testChildRender"]
    var env = ProcessInfo.processInfo.environment
    env["FONTCONFIG_FILE"] = "/nonexistent/plumb-nonsense-fonts.conf"
    env["FONTCONFIG_PATH"] = "/nonexistent"
    env["FONTCONFIG_SYSROOT"] = dir.path
    env["XDG_DATA_HOME"] = dir.path
    env["XDG_CACHE_HOME"] = dir.path
    env[Self.childOutput] = out
    child.environment = env
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    child.waitUntilExit()
    XCTAssertEqual(child.terminationStatus, 0, "the child render failed")

    let childBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out)))
    let here = PNG.encode(TextGoldens.render(Self.scene()))
    XCTAssertEqual(childBytes, here, "fontconfig's environment changed the rendered bytes")
    let maps = try String(contentsOfFile: out + ".maps", encoding: .utf8)
    XCTAssertEqual(maps, "", "the child opened system fonts or fontconfig files:\n\(maps)")
  }
}
