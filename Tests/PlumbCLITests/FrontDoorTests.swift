import Foundation
import Testing
@testable import PlumbCLI

/// `plumb` is a front door (docs/cli-speed.md, "The front door"): it runs `plumb diff` itself
/// without loading the renderer, and every other command runs in plumb-full, with the same output
/// and exit status as the whole CLI in process.
@Suite struct FrontDoorTests {
  typealias Folder = DiffCommandTests.Folder

  /// The shared objects the dynamic loader maps for `executable` (what ldd prints).
  func loadedObjects(_ executable: String) throws -> String {
    let p = Process(), out = Pipe()
    p.executableURL = URL(fileURLWithPath: executable)
    p.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
    p.standardOutput = out
    try p.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return text
  }

  @Test func theFrontDoorLoadsNoRenderer() throws {
    let front = try loadedObjects(plumbExecutable)
    #expect(front.contains("libdeflate"), "\(front)")  // what decoding a PNG needs is there
    for heavy in ["libcairo", "libharfbuzz", "libfontconfig", "libFoundationNetworking", "libcmark-gfm"] {
      #expect(!front.contains(heavy), "plumb loads \(heavy)")
    }
    let full = try loadedObjects(plumbExecutable + "-full")
    #expect(full.contains("libcairo"))
  }

  @Test func diffRunsInTheFrontDoorAsInTheWholeCLI() throws {
    let f = Folder()
    let a = try f.png("a.png", DiffCommandTests.card()), b = try f.png("b.png", DiffCommandTests.card(dot: (30, 4)))
    let child = try runPlumbChild(["diff", a, b, "--json"])
    let inProcess = runPlumb(["diff", a, b, "--json"])
    #expect(child.exitCode == inProcess.status.code && child.exitCode == 1)
    #expect(child.out == inProcess.out && child.out.contains("\"differentPixels\" : 1"), "\(child.out)")
    let usage = try runPlumbChild(["diff", a])
    #expect(usage.exitCode == 2 && usage.err == runPlumb(["diff", a]).err)
  }

  @Test func otherCommandsRunInPlumbFull() throws {
    let version = try runPlumbChild(["--version"])
    #expect(version.exitCode == 0 && version.out == "plumb \(PlumbVersion.string)\n")
    let help = try runPlumbChild(["--help"])
    #expect(help.out == runPlumb(["--help"]).out)
    let unknown = try runPlumbChild(["dif"])
    #expect(unknown.exitCode == 2 && unknown.err.contains("'diff'"), "\(unknown.err)")
  }

  @Test func plumbFullIsBuiltOnlyFromAPackagesBuildFolder() {
    #expect(FullCommandLine.buildCommand(for: "/tmp/none/.build/x86_64-unknown-linux-gnu/debug") == nil)  // no Package.swift
    let package = WorkflowTests.root
    #expect(FullCommandLine.buildCommand(for: package + "/.build/x86_64-unknown-linux-gnu/release")
      == ["swift", "build", "--package-path", package, "-c", "release", "--product", "plumb-full"])
    #expect(FullCommandLine.buildCommand(for: package + "/.build/debug")?.contains("debug") == true)
    #expect(FullCommandLine.buildCommand(for: package + "/bin") == nil)
  }

  @Test func aMissingPlumbFullIsNamed() throws {
    let f = Folder()
    let lone = f.path("plumb")
    // Copied by a child process: a copy written here would hold a writable descriptor that a
    // subprocess another test forks meanwhile inherits, and running the copy then fails with
    // ETXTBSY ("Text file busy"), as the parallel suite once showed.
    let cp = Process()
    cp.executableURL = URL(fileURLWithPath: "/bin/cp")
    cp.arguments = [plumbExecutable, lone]
    try cp.run()
    cp.waitUntilExit()
    try #require(cp.terminationStatus == 0)
    let p = Process(), err = Pipe()
    p.executableURL = URL(fileURLWithPath: lone)
    p.arguments = ["list"]
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 2)
    #expect(text.contains("cannot run \(f.path("plumb-full")): No such file or directory"), "\(text)")
  }
}
