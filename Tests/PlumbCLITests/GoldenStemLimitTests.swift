import Foundation
import PlumbGoldens
import PlumbGraphics
import Testing
@testable import PlumbCLI

/// A golden's stem (name plus variant) is what the artifacts folder, `summary.json` and
/// `plumb report` read back. It was written at any length, and the report then refused the
/// summary of one over 120 characters as an unsafe name; now record and verify refuse it first,
/// naming the limit, and every stem they accept the report accepts too.
@Suite struct GoldenStemLimitTests {
  private func rendering(_ grey: UInt8) -> Rendering {
    Rendering(image: RGBAImage(width: 6, height: 4, fill: (grey, grey, grey, 255)), layout: nil, scale: 1)
  }

  @Test func aStemOverTheLimitIsRefusedBeforeAnythingIsWritten() throws {
    let s = Scratch()
    let goldens = s.path("Goldens")
    let name = String(repeating: "n", count: 100), variant = String(repeating: "v", count: 30)
    let failure = try #require(verifyGolden(of: { rendering(90) }, named: name, variant: variant, record: .all,
                                            goldensDirectory: goldens, suite: "S"))
    #expect(failure.kind == .configuration)
    #expect(failure.message.contains("131 characters, longer than the 120-character limit"), "\(failure.message)")
    #expect(!FileManager.default.fileExists(atPath: "\(goldens)/S"), "nothing recorded")
    // Each part alone is within the limit, as is a stem of exactly 120 characters.
    #expect(throws: Never.self) {
      try GoldenLocation(directory: goldens, suite: "S", name: name, variant: String(repeating: "v", count: 19))
    }
  }

  /// The longest stem accepted is recorded, fails verify with its artifacts, and is reported.
  @Test func theLongestAcceptedStemIsReported() throws {
    let s = Scratch()
    let goldens = s.path("Goldens"), artifacts = s.path(".build/plumb-artifacts")
    let name = String(repeating: "n", count: 100), variant = String(repeating: "v", count: 19)
    let stem = "\(name).\(variant)"
    #expect(stem.count == 120)
    #expect(verifyGolden(of: { rendering(90) }, named: name, variant: variant, record: .missing,
                         goldensDirectory: goldens, suite: "S")?.kind == .recorded)
    let failure = verifyGolden(of: { rendering(10) }, named: name, variant: variant, record: .never,
                               goldensDirectory: goldens, suite: "S")
    #expect(failure?.kind == .mismatch)
    #expect(FileManager.default.fileExists(atPath: "\(artifacts)/S/\(stem)/summary.json"))
    let r = runPlumb(["report", "--artifacts", artifacts, "--goldens", goldens, "--out", s.path("report")])
    #expect(r.status == .success, "\(r.err)")
    #expect(r.out.contains("1 failed golden(s)"), "\(r.out)")
    #expect(!r.err.contains("not a safe golden name"), "\(r.err)")
    #expect(FileManager.default.fileExists(atPath: s.path("report/S/\(stem)/diff.png")))
  }
}
