import Foundation
import PlumbCLI
import PlumbGoldens
import PlumbPreviewFixtures
import Testing

/// `#if os(iOS)` and the other platform tests that differ on Linux are named once per run, so a
/// render missing iPhone-only code says so (docs/previews.md, "Platform conditions").
@Suite struct PlatformConditionsTests {
  @Test func findsTheConditionsThatDifferOnLinux() {
    let text = ["import SwiftUI", "#if os(iOS)", "let a = 1", "#elseif os(macOS)", "#endif",
                "  #if DEBUG", "  #endif", "#if canImport(UIKit)", "#endif",
                "    #elseif targetEnvironment(simulator) // the simulator", "#if !os( Linux )", "#if arch(arm64)",
                "let s = \"#if os(iOS)\""].joined(separator: "\n")
    let found = PlatformConditions.conditions(in: text)
    #expect(found.map(\.line) == [2, 10, 11, 12])
    #expect(found.map(\.condition) == ["os(iOS)", "targetEnvironment(simulator)", "!os( Linux )", "arch(arm64)"])
  }

  @Test func targetRootsAreTheFoldersUnderSources() {
    let roots = PlatformConditions.targetRoots(of: ["/p/Sources/App/Screens/Home.swift", "/p/Sources/App/Card.swift",
                                                    "/p/Tests/Fixtures/Rows.swift"])
    #expect(roots.map(\.path) == ["/p/Sources/App", "/p/Tests/Fixtures"])
  }

  /// Scans every file of a target, names them relative to the package, and follows no symlink.
  @Test func scansTargetsWithoutFollowingLinks() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-conditions-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("Sources/App/Screens")
    let outside = root.appendingPathComponent("Outside")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try "struct A {}\n#if os(iOS)\n#endif\n".write(to: app.appendingPathComponent("Home.swift"), atomically: true, encoding: .utf8)
    try "#if os(iOS)\n#endif\n".write(to: outside.appendingPathComponent("Secret.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("Linked.swift"),
                                               withDestinationURL: outside.appendingPathComponent("Secret.swift"))
    try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("LinkedFolder"), withDestinationURL: outside)
    let places = PlatformConditions.scan(PlatformConditions.targetRoots(of: [app.appendingPathComponent("Home.swift").path]),
                                         relativeTo: root)
    #expect(places == [PlatformConditions.Place(file: "Sources/App/Screens/Home.swift", line: 2, condition: "os(iOS)")])
  }

  /// The warning names the first places and counts the rest; the user's text is escaped for a terminal.
  @Test func warningNamesPlacesAndEscapesThem() throws {
    #expect(PlatformConditions.warning([]) == nil)
    let places = (1...7).map { PlatformConditions.Place(file: "Sources/A/F\($0).swift", line: $0, condition: "os(iOS)") }
      + [PlatformConditions.Place(file: "Sources/A/\u{1B}[2Jevil\u{202E}.swift", line: 9, condition: "os(iOS)")]
    let w = try #require(PlatformConditions.warning(places))
    #expect(w.hasPrefix("warning: 8 #if conditions in 8 files test the platform"))
    #expect(w.contains("Sources/A/F1.swift:1 #if os(iOS)"))
    #expect(w.contains("and 3 more"))
    let escaped = try #require(PlatformConditions.warning([places[7]]))
    #expect(!escaped.contains("\u{1B}") && !escaped.contains("\u{202E}"))
    #expect(escaped.contains("\\u{1B}[2Jevil\\u{202E}.swift:9"))
  }

  /// The preview screen set of this process names the fixture module's iPhone-only line.
  @Test @MainActor func previewScreensCarryTheWarning() throws {
    let set = try PlumbCLI.previewScreens(settings: PlumbSettings())
    let warning = try #require(set.platformConditionWarning)
    #expect(warning.contains("Tests/PlumbPreviewFixtures/FixtureScreens.swift:"))
  }
}
