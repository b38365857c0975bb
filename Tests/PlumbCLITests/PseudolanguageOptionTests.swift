import Foundation
import PlumbGoldens
import PlumbPNG
import Testing
@testable import PlumbCLI

/// `--pseudolanguage` on render/verify/record and plumb.json's `variants.pseudolanguage`
/// (docs/localization.md, "Pseudolanguages"): the golden name, a different picture, and errors
/// naming the allowed values.
@Suite struct PseudolanguageOptionTests {
  @Test func doubleLengthRecordsItsGoldenAndChangesThePicture() throws {
    let scratch = Scratch()
    let goldens = scratch.path("Goldens")
    let flags = ["--goldens", goldens, "--artifacts", scratch.path("artifacts"), "--pseudolanguage", "double"]
    let rec = runPlumb(["record", "frame-getter"] + flags)
    #expect(rec.status == .success, "\(rec.err)")
    let files = try FileManager.default.contentsOfDirectory(atPath: "\(goldens)/Catalog").sorted()
    #expect(files == ["frame-getter.pseudo-double.layout.json", "frame-getter.pseudo-double.png"])
    #expect(runPlumb(["verify", "frame-getter"] + flags).status == .success)

    func render(_ extra: [String]) throws -> [UInt8] {
      let out = scratch.path("\(extra.joined(separator: "_")).png")
      let r = runPlumb(["render", "frame-getter", "--scale", "1", "--out", out] + extra)
      #expect(r.status == .success, "\(r.err)")
      return try PNG.readFile(out).pixels
    }
    let plain = try render([])
    for p in ["double", "accented", "bounded", "rtl"] {
      #expect(try render(["--pseudolanguage", p]) != plain, "\(p) drew the plain picture")
    }
  }

  @Test func unknownValuesAreErrors() {
    let r = runPlumb(["render", "frame-getter", "--pseudolanguage", "klingon"])
    #expect(r.status == .failure)
    #expect(r.err.contains("double") && r.err.contains("accented"), "\(r.err)")
    #expect(runPlumb(["record", "--help"]).out.contains("--pseudolanguage"))
  }

  @Test func plumbJSONListsPseudolanguages() throws {
    let s = try PlumbSettings.parse(Data(#"{"variants": {"appearance": ["light", "dark"], "pseudolanguage": ["none", "double"]}}"#.utf8))
    #expect(try s.variants().map { $0.nameSuffix ?? "" } == ["", "pseudo-double", "dark", "dark.pseudo-double"])
    do {
      _ = try PlumbSettings.parse(Data(#"{"variants": {"pseudolanguage": ["klingon"]}}"#.utf8), file: "/p/plumb.json").variants(file: "/p/plumb.json")
      Issue.record("accepted an unknown pseudolanguage")
    } catch {
      #expect("\(error)".hasPrefix("/p/plumb.json: variants.pseudolanguage: 'klingon' is not a pseudolanguage"))
    }
  }
}
