import Foundation
import PlumbGoldens
import PlumbUI
import Testing
@testable import PlumbCLI

/// The design generation as a variant: `--design ios18|ios26`, plumb.json's `variants.design`,
/// `Variant.design(_:)` and its `ios26` golden name; a render in a generation that is only partly
/// drawn warns once, naming what is still drawn in the other design (docs/design-generations.md).
@Suite struct DesignOptionTests {
  @Test func theGenerationNamesItsGoldenAndReadsBack() {
    #expect(Variant.design(.iOS26).nameSuffix == "ios26")
    #expect(Variant.design(DesignGeneration.standard).nameSuffix == nil)
    #expect((Variant.device(.iPhoneSE3) + .design(.iOS26) + .dark).nameSuffix == "iphonese3.ios26.dark")
    let parsed = Variant.parse(suffix: "ios26.dark.f02")
    #expect(parsed?.variant.traits.designGeneration == .iOS26 && parsed?.frame == "f02")
    #expect(Variant.parse(suffix: "ios19") == nil)
  }

  @Test func recordWritesTheGenerationsGoldenAndWarnsWhatIsNotDrawn() throws {
    let scratch = Scratch()
    let goldens = scratch.path("Goldens")
    let flags = ["--goldens", goldens, "--artifacts", scratch.path("artifacts"), "--design", "ios26"]
    let rec = runPlumb(["record", "sheet-form"] + flags)
    #expect(rec.status == .success, "\(rec.err)")
    let files = try FileManager.default.contentsOfDirectory(atPath: "\(goldens)/Catalog").sorted()
    #expect(files == ["sheet-form.ios26.layout.json", "sheet-form.ios26.png"])
    #expect(rec.err.contains("iOS 26 design: drawn in the iOS 18 design still: "), "\(rec.err)")
    #expect(runPlumb(["verify", "sheet-form"] + flags).status == .success)
    // The standard generation adds nothing to the name and does not warn.
    let plain = runPlumb(["record", "sheet-form", "--goldens", goldens, "--artifacts", scratch.path("a2"),
                          "--design", DesignGeneration.standard.rawValue])
    #expect(plain.status == .success && !plain.err.contains("iOS 26 design"), "\(plain.err)")
    #expect(FileManager.default.fileExists(atPath: "\(goldens)/Catalog/sheet-form.png"))
  }

  @Test func unknownValuesAreErrorsNamingTheAllowedOnes() throws {
    let r = runPlumb(["render", "sheet-form", "--design", "ios19"])
    #expect(r.status == .failure)
    #expect(r.err.contains("ios18") && r.err.contains("ios26"), "\(r.err)")
    #expect(runPlumb(["verify", "--help"]).out.contains("ios18|ios26"))
    let s = try PlumbSettings.parse(Data(#"{"variants": {"design": ["ios18", "ios26"], "appearance": ["light", "dark"]}}"#.utf8))
    #expect(try s.variants().map { $0.nameSuffix ?? "" } == ["", "dark", "ios26", "ios26.dark"])
    do {
      _ = try PlumbSettings.parse(Data(#"{"variants": {"design": ["glass"]}}"#.utf8), file: "/p/plumb.json")
      Issue.record("accepted an unknown design")
    } catch {
      #expect("\(error)" == "/p/plumb.json: variants.design: 'glass' is not a design generation (one of ios18, ios26)")
    }
  }
}
