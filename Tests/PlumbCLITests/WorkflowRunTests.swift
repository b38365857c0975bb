import Foundation
import Testing

/// scripts/run-workflow.py plays .github/workflows/goldens.yml on this machine, as CI runs it:
/// the build job's artifact, the verify matrix (one job per shard), the report job merging the
/// shards and writing the step summary (docs/ci.md, "Running the workflow here"). The suite's own
/// build stands in for the release build, and the bootstrap (run once per machine) is skipped.
@Suite struct WorkflowRunTests {
  static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path

  func runWorkflow(_ extra: [String]) throws -> (status: Int32, output: String, work: String) {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-workflow-\(UUID().uuidString)").path
    let p = Process(), out = Pipe()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["python3", WorkflowTests.root + "/scripts/run-workflow.py", WorkflowTests.root + "/.github/workflows/goldens.yml",
                   "--products", Self.products, "--skip-step", "scripts/bootstrap.sh", "--work", work] + extra
    p.standardOutput = out
    p.standardError = out
    try p.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return (p.terminationStatus, text, work)
  }

  @Test func theGoldensWorkflowRunsItsJobsInOrder() throws {
    let r = try runWorkflow([])
    defer { try? FileManager.default.removeItem(atPath: r.work) }
    #expect(r.status == 0, "\(r.output)")
    #expect(r.output.contains("run-workflow: build success, verify success, report success, comment skipped"), "\(r.output)")
    for shard in 1...4 { #expect(r.output.contains("in shard \(shard)/4:"), "shard \(shard)") }
    // Every catalog golden was checked by exactly one shard, and the merged summary counts them.
    let perShard = r.output.split(separator: "\n").filter { $0.contains(" in shard ") }
      .compactMap { Int($0.split(separator: " ").first ?? "") }
    let goldens = try FileManager.default.contentsOfDirectory(atPath: WorkflowTests.root + "/Goldens/Catalog")
      .filter { $0.hasSuffix(".png") }.count
    #expect(perShard.count == 4)
    #expect(perShard.reduce(0, +) > 0)
    #expect(perShard.reduce(0, +) <= goldens)
    let summary = try String(contentsOfFile: r.work + "/step-summary.md", encoding: .utf8)
    #expect(summary.contains("\(perShard.reduce(0, +))"), "\(summary)")
    #expect(FileManager.default.fileExists(atPath: r.work + "/artifacts/plumb-report/index.html"))
    #expect(FileManager.default.fileExists(atPath: r.work + "/artifacts/goldens-shard-4/junit.xml"))
  }

  @Test func aShardThatUploadsNothingFailsTheRun() throws {
    let r = try runWorkflow(["--skip-step", "plumb verify"])
    defer { try? FileManager.default.removeItem(atPath: r.work) }
    #expect(r.status == 1, "\(r.output)")
    #expect(r.output.contains("upload-artifact goldens-shard-1: no files"), "\(r.output)")
    #expect(r.output.contains("verify failure"), "\(r.output)")
    #expect(r.output.contains("report failure"), "\(r.output)")  // it runs (always()) and then fails the run
  }
}
