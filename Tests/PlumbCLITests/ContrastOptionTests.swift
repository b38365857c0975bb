import Foundation
import PlumbGoldens
import PlumbPNG
import Testing
@testable import PlumbCLI

/// `--contrast standard|increased` on render/verify/record and plumb.json's `variants.contrast`
/// (docs/increased-contrast.md): the `hc` golden name, a different picture, and errors naming the
/// allowed values.
@Suite struct ContrastOptionTests {
  @Test func increasedContrastRecordsTheHcGoldenAndChangesThePicture() throws {
    let scratch = Scratch()
    let goldens = scratch.path("Goldens")
    let flags = ["--goldens", goldens, "--artifacts", scratch.path("artifacts"), "--appearance", "dark", "--contrast", "increased"]
    let rec = runPlumb(["record", "sheet-form"] + flags)
    #expect(rec.status == .success, "\(rec.err)")
    let files = try FileManager.default.contentsOfDirectory(atPath: "\(goldens)/Catalog").sorted()
    #expect(files == ["sheet-form.dark.hc.layout.json", "sheet-form.dark.hc.png"])
    #expect(runPlumb(["verify", "sheet-form"] + flags).status == .success)

    func render(_ extra: [String]) throws -> [UInt8] {
      let out = scratch.path("\(extra.joined(separator: "_")).png")
      let r = runPlumb(["render", "sheet-form", "--scale", "1", "--out", out] + extra)
      #expect(r.status == .success, "\(r.err)")
      return try PNG.readFile(out).pixels
    }
    let plain = try render([])
    #expect(try render(["--contrast", "increased"]) != plain, "increased contrast drew the standard picture")
    #expect(try render(["--contrast", "standard"]) == plain)
  }

  @Test func unknownValuesAreErrorsNamingTheAllowedOnes() {
    let r = runPlumb(["render", "sheet-form", "--contrast", "high"])
    #expect(r.status == .failure)
    #expect(r.err.contains("'high'") || r.err.contains("high"))
    #expect(r.err.contains("standard") && r.err.contains("increased"), "\(r.err)")
    #expect(runPlumb(["render", "--help"]).out.contains("--contrast"))
    #expect(runPlumb(["verify", "--help"]).out.contains("standard|increased"))
    let shapes = runPlumb(["render", "shapes", "--contrast", "increased", "--out", "/tmp/plumb-never-hc.png"])
    #expect(shapes.status == .failure, "a display-list screen has no environment to raise the contrast of")
  }

  @Test func plumbJSONListsContrasts() throws {
    let s = try PlumbSettings.parse(Data(#"{"variants": {"appearance": ["light", "dark"], "contrast": ["standard", "increased"]}}"#.utf8))
    #expect(try s.variants().map { $0.nameSuffix ?? "" } == ["", "hc", "dark", "dark.hc"])
    do {
      _ = try PlumbSettings.parse(Data(#"{"variants": {"contrast": ["high"]}}"#.utf8), file: "/p/plumb.json")
      Issue.record("accepted an unknown contrast")
    } catch {
      #expect("\(error)" == "/p/plumb.json: variants.contrast: 'high' is not standard or increased")
    }
  }
}
