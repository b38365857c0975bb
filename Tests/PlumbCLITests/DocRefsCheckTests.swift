import Foundation
import Testing

/// scripts/check-doc-refs.sh keeps docs/ true: it passes on the repository and fails, naming the
/// file, on a page docs/README.md does not list and on a folder of one machine in a doc or a
/// source comment. Each case runs the script on a copy of docs/ in a temporary folder.
@Suite struct DocRefsCheckTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs the script in `dir` (a repository root); returns its exit status and output.
  static func run(in dir: URL) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["bash", dir.appendingPathComponent("scripts/check-doc-refs.sh").path]
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A temporary repository with the real docs/ and the script, and empty Sources/ and Tests/.
  static func copy() throws -> URL {
    let fm = FileManager.default
    let dir = fm.temporaryDirectory.appendingPathComponent("doc-refs-\(UUID().uuidString)")
    for sub in ["scripts", "Sources/X", "Tests/Y"] {
      try fm.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    try fm.copyItem(at: root.appendingPathComponent("docs"), to: dir.appendingPathComponent("docs"))
    try fm.copyItem(at: root.appendingPathComponent("scripts/check-doc-refs.sh"),
                    to: dir.appendingPathComponent("scripts/check-doc-refs.sh"))
    return dir
  }

  @Test func theRepositoryPasses() throws {
    let r = try Self.run(in: Self.root)
    #expect(r.status == 0, "\(r.output)")
  }

  @Test func anUnlistedPageFails() throws {
    let dir = try Self.copy()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(try Self.run(in: dir).status == 0)
    try "# New\n".write(to: dir.appendingPathComponent("docs/new-page.md"), atomically: true, encoding: .utf8)
    let r = try Self.run(in: dir)
    #expect(r.status == 1)
    #expect(r.output.contains("docs/README.md does not list docs/new-page.md"))
  }

  @Test func aMachineFolderFails() throws {
    let dir = try Self.copy()
    defer { try? FileManager.default.removeItem(at: dir) }
    let page = dir.appendingPathComponent("docs/time.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    try (text + "\nRun it from /home/alice/plumbline.\n").write(to: page, atomically: true, encoding: .utf8)
    try "// Fixtures are in /tmp/x, see /work/repo/fixtures.\nlet a = 1\n"
      .write(to: dir.appendingPathComponent("Sources/X/A.swift"), atomically: true, encoding: .utf8)
    let r = try Self.run(in: dir)
    #expect(r.status == 1)
    #expect(r.output.contains("docs/time.md"))
    #expect(r.output.contains("Sources/X/A.swift:1"))
  }

  @Test func aTemporaryFolderInADocFails() throws {
    let dir = try Self.copy()
    defer { try? FileManager.default.removeItem(at: dir) }
    let page = dir.appendingPathComponent("docs/ci.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    try (text + "\nThe report is in /tmp/report.\n").write(to: page, atomically: true, encoding: .utf8)
    let r = try Self.run(in: dir)
    #expect(r.status == 1)
    #expect(r.output.contains("docs/ci.md"))
  }
}
