import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PlumbGoldens
import Testing
@testable import PlumbCLI

private let small = "200x300"
private let suite = "Catalog-custom-200x300"
/// Stills and view screens (which lay out on the main actor) plus a 10-frame transition.
private let screens = ["shapes", "gradients", "cards", "frame-getter", "home-pop-menu", "custom-popup"]

/// `plumb verify --json`, `--shard`, `--jobs` and `--junit`.
@Suite struct VerifyRunTests {
  /// Every golden lands in exactly one shard, for any shard count, and the shard of a name is
  /// fixed (FNV-1a 64, checked against values computed independently), never per process.
  @Test func shardsPartitionTheGoldens() {
    let keys = (0..<2000).map { "Suite\($0 % 7)/golden-\($0).f\($0 % 10)" } + ["Catalog/shapes", "Catalog/custom-popup.f03"]
    for n in 1...9 {
      let shards = (1...n).map { GoldenShard(index: $0, count: n) }
      var sizes = Array(repeating: 0, count: n)
      for k in keys {
        let owners = shards.filter { $0.contains(k) }
        #expect(owners.count == 1, "\(k) is in \(owners.count) of \(n) shards")
        if let o = owners.first { sizes[o.index - 1] += 1 }
      }
      // A hash, not a pile-up: no shard of 2000 names is empty or holds more than twice its share.
      #expect(sizes.allSatisfy { $0 > 0 && $0 < 2 * keys.count / n + 10 }, "\(sizes)")
    }
    #expect([2, 3, 4, 7].map { GoldenShard.shard(of: "Catalog/shapes", count: $0) } == [2, 2, 4, 5])
    #expect([2, 3, 4, 7].map { GoldenShard.shard(of: "Catalog/custom-popup.f03", count: $0) } == [1, 1, 1, 4])
    #expect(GoldenShard("2/4") == GoldenShard(index: 2, count: 4))
    for bad in ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3", ""] { #expect(GoldenShard(bad) == nil, "\(bad)") }
  }

  @Test func shardedVerifyRunsEveryGoldenExactlyOnce() throws {
    let s = Scratch()
    let goldens = s.path("Goldens")
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    let whole = try verdicts(runPlumb(["verify"] + screens + ["--goldens", goldens, "--artifacts", s.path("a"), "--device", small, "--json"]))
    #expect(whole.goldens.count == 15)
    #expect(whole.goldens.allSatisfy { $0.status == .missing && $0.suite == suite })
    var seen: [String] = []
    for i in 1...3 {
      let r = runPlumb(["verify"] + screens + ["--goldens", goldens, "--artifacts", s.path("s\(i)"), "--device", small,
                                               "--json", "--shard", "\(i)/3", "--jobs", "1"])
      let record = try verdicts(r)
      #expect(record.shard == "\(i)/3")
      #expect(record.goldens.allSatisfy { GoldenShard(index: i, count: 3).contains($0.key) })
      seen += record.goldens.map(\.key)
      #expect(FileManager.default.fileExists(atPath: s.path("s\(i)/plumb-run-\(i)-of-3.json")))
    }
    #expect(seen.sorted() == whole.goldens.map(\.key).sorted())
    #expect(Set(seen).count == seen.count)
    let bad = runPlumb(["verify", "shapes", "--goldens", goldens, "--device", small, "--shard", "4/3"])
    #expect(bad.status == .failure && bad.err.contains("--shard"), "\(bad.err)")
  }

  /// Two jobs give the same verdicts, messages and progress order as one, in-process (the test
  /// thread is not the main thread) and in a real process (whose main thread turns the run loop
  /// for the view screens while the workers wait on it).
  @Test func jobsDoNotChangeTheOutput() throws {
    let s = Scratch()
    let goldens = s.path("Goldens")
    #expect(runPlumb(["record"] + screens + ["--goldens", goldens, "--device", small, "--jobs", "2"]).status == .success)
    // One golden changed, so a failure message is part of what must match.
    try FileManager.default.removeItem(atPath: "\(goldens)/\(suite)/gradients.png")
    try FileManager.default.copyItem(atPath: "\(goldens)/\(suite)/shapes.png", toPath: "\(goldens)/\(suite)/gradients.png")
    let args = ["verify"] + screens + ["--goldens", goldens, "--artifacts", s.path("a"), "--device", small]
    let one = runPlumb(args + ["--jobs", "1"])
    let two = runPlumb(args + ["--jobs", "2"])
    #expect(one.status == .differences && two.status == .differences)
    #expect(one.out == two.out)
    #expect(one.err == two.err)
    #expect(one.out.contains("15 golden(s): 14 matched, 0 recorded, 1 failed."), "\(one.out)")
    let child = try runPlumbChild(args + ["--jobs", "2", "--json"], hangGuard: 300)
    #expect(child.exitCode == 1, "\(child.err)")
    let record = try JSONDecoder().decode(GoldenRunRecord.self, from: Data(child.out.utf8))
    #expect(record.goldens.map(\.key) == (try verdicts(runPlumb(args + ["--jobs", "1", "--json"]))).goldens.map(\.key))
    #expect(record.goldens.filter(\.isFailure).map(\.name) == ["gradients"])
  }

  @Test func jsonListsEveryGoldenAndJUnitHasOneCaseEach() throws {
    let s = Scratch()
    let goldens = s.path("Goldens"), junit = s.path("out/junit.xml")
    try FileManager.default.createDirectory(atPath: s.path("out"), withIntermediateDirectories: true)
    #expect(runPlumb(["record", "shapes", "--goldens", goldens, "--device", small]).status == .success)
    let r = runPlumb(["verify", "shapes", "cards", "--goldens", goldens, "--artifacts", s.path("a"), "--device", small,
                      "--json", "--junit", junit])
    #expect(r.status == .differences)
    let record = try verdicts(r)
    #expect(record.goldens.map { "\($0.name) \($0.status)" } == ["shapes passed", "cards missing"])
    #expect(record.renderer.contains("cairo"))
    #expect(r.err.contains("No golden at"), "messages go to stderr with --json")
    let cases = try JUnitCases(contentsOf: junit)
    #expect(cases.testcases == ["\(suite).cards", "\(suite).shapes"])
    #expect(cases.failures == ["missing"])
  }

  /// Names, messages and layout sentences are escaped for XML; control characters XML cannot
  /// hold are replaced; the result parses and gives the strings back.
  @Test func junitEscapesEveryString() throws {
    let hostile = "a\"b'c<d>&e]]>\u{1}f"
    let xml = JUnitReport(name: "run <1>", verdicts: [
      GoldenVerdict(suite: "S", name: "n", status: .failed, message: "Golden mismatch \(hostile)\nLabel “\(hostile)” moved"),
      GoldenVerdict(suite: "S", name: "ok", status: .passed),
      GoldenVerdict(suite: "T", name: "broken", status: .unreadable, message: "cannot be read"),
    ]).xml()
    #expect(!xml.contains("<d>") && !xml.contains("\u{1}"))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString).xml").path
    try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let cases = try JUnitCases(contentsOf: path)
    #expect(cases.testcases == ["S.n", "S.ok", "T.broken"])
    #expect(cases.failures == ["failed"] && cases.errors == ["unreadable"])
    #expect(cases.messages.first == "Golden mismatch a\"b'c<d>&e]]>\u{FFFD}f")
    #expect(cases.suitesName == "run <1>")
  }

  private func verdicts(_ r: CLIResult) throws -> GoldenRunRecord {
    try JSONDecoder().decode(GoldenRunRecord.self, from: Data(r.out.utf8))
  }
}

/// What a JUnit file holds, read with a real XML parser (so malformed XML fails the test).
final class JUnitCases: NSObject, XMLParserDelegate {
  var testcases: [String] = []
  var failures: [String] = []
  var errors: [String] = []
  var skipped: [String] = []
  var messages: [String] = []
  var suitesName: String?

  init(contentsOf path: String) throws {
    super.init()
    let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: path)))
    parser.delegate = self
    #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
  }

  func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
              attributes: [String: String] = [:]) {
    switch name {
    case "testsuites": suitesName = attributes["name"]
    case "testcase": testcases.append("\(attributes["classname"] ?? "").\(attributes["name"] ?? "")")
    case "failure": failures.append(attributes["type"] ?? ""); messages.append(attributes["message"] ?? "")
    case "error": errors.append(attributes["type"] ?? "")
    case "skipped": skipped.append(attributes["message"] ?? "")
    default: break
    }
  }
}
