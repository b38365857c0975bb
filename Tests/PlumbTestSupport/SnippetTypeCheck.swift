import Foundation

/// Type-checks a snippet of app code with `swiftc -typecheck` against the modules this test run
/// built (`.build/<config>/Modules`, beside the test binary), so a test can prove that code
/// written as for iOS compiles, in a given language mode, without adding it to a target.
///
/// Only modules whose C dependencies are the Apple submodules (`import os.log`) and cmark-gfm
/// (under SwiftUI's Markdown) can be imported: SwiftUI, UIKit, Combine, CoreGraphics, CoreImage.
public enum SnippetTypeCheck {
  /// What the compiler said about `source`: nil when it type-checks without errors or warnings,
  /// else the diagnostics (or why the compiler could not run).
  ///
  /// - Parameters:
  ///   - source: The Swift file's text.
  ///   - swiftVersion: The language mode, `5` or `6`.
  public static func diagnostics(_ source: String, swiftVersion: Int) -> String? {
    guard let swiftc = compiler else { return "swiftc was not found on PATH or beside the toolchain" }
    guard let modules = modulesFolder else { return "the built Modules folder was not found beside \(testBinary.path)" }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-snippet-\(UUID().uuidString)")
    let file = folder.appendingPathComponent("Snippet.swift")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try source.write(to: file, atomically: true, encoding: .utf8)
    } catch { return "the snippet could not be written: \(error)" }
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = swiftc
    process.arguments = ["-typecheck", "-swift-version", String(swiftVersion), "-I", modules.path,
                         "-module-cache-path", modules.deletingLastPathComponent().appendingPathComponent("ModuleCache").path,
                         // The Apple submodules (`import os.log`), as SwiftPM passes their map.
                         "-Xcc", "-fmodule-map-file=" + systemModuleMap("CAppleSubmodules").path,
                         // cmark-gfm, which PlumbMarkdown (under SwiftUI) imports.
                         "-Xcc", "-fmodule-map-file=" + systemModuleMap("CCmarkGFM").path,
                         file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    do { try process.run() } catch { return "swiftc could not be started: \(error)" }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let said = text.split(separator: "\n").contains { $0.contains("error:") || $0.contains("warning:") }
    return process.terminationStatus == 0 && !said ? nil : text
  }

  // MARK: - Private

  /// The module map of the Clang modules that carry Apple's submodules (Sources/CSystem).
  private static func systemModuleMap(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/CSystem/\(name)/module.modulemap")
  }

  private static var testBinary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  }

  /// `Modules` in the build folder the test binary sits in (or above, for a bundle).
  private static var modulesFolder: URL? {
    var dir = testBinary.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("UIKit.swiftmodule").path) { return candidate }
      dir.deleteLastPathComponent()
    }
    return nil
  }

  /// `swiftc` on PATH.
  private static var compiler: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for dir in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
