import Foundation
import PlumbCatalog
import PlumbPNG
import Testing
@testable import PlumbCLI

/// `--appearance`, `--dynamic-type`, `--layout-direction` and `--locale` on render/verify/record:
/// they select the variant's golden and refuse what cannot be honoured (docs/variants.md).
@Suite struct TraitOptionTests {
  @Test func recordAndVerifyUseTheVariantsGoldenName() throws {
    let scratch = Scratch()
    let goldens = scratch.path("Goldens")
    let flags = ["--goldens", goldens, "--artifacts", scratch.path("artifacts"), "--appearance", "dark",
                 "--dynamic-type", "accessibility3", "--layout-direction", "rtl", "--locale", "ar"]
    let rec = runPlumb(["record", "frame-getter"] + flags)
    #expect(rec.status == .success, "\(rec.err)")
    let files = try FileManager.default.contentsOfDirectory(atPath: "\(goldens)/Catalog").sorted()
    #expect(files == ["frame-getter.dark.ax3.rtl.ar.layout.json", "frame-getter.dark.ax3.rtl.ar.png"])
    #expect(runPlumb(["verify", "frame-getter"] + flags).status == .success)
    // The plain golden is a different file: it is missing.
    let plain = runPlumb(["verify", "frame-getter", "--goldens", goldens, "--artifacts", scratch.path("artifacts")])
    #expect(plain.status == .differences)
    #expect(plain.out.contains("Catalog/frame-getter.png"))
  }

  @Test func transitionFramesCarryTheVariantBeforeTheFrame() throws {
    let scratch = Scratch()
    let goldens = scratch.path("Goldens")
    let r = runPlumb(["record", "custom-popup", "--goldens", goldens, "--artifacts", scratch.path("a"), "--appearance", "dark"])
    #expect(r.status == .success, "\(r.err)")
    let pngs = try FileManager.default.contentsOfDirectory(atPath: "\(goldens)/Catalog").filter { $0.hasSuffix(".png") }.sorted()
    #expect(pngs.first == "custom-popup.dark.f00.png")
    #expect(pngs.count == Catalog.screen(named: "custom-popup")!.transitionTimes.count)
  }

  @Test func displayListScreensRefuseTraitsAndAreSkippedWhenVerifyingAll() throws {
    let r = runPlumb(["render", "shapes", "--appearance", "dark", "--out", "/tmp/plumb-never.png"])
    #expect(r.status == .failure)
    #expect(r.err.contains("Screen 'shapes' is drawn as a display list"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/plumb-never.png"))
    // Light is the plain picture: allowed.
    let scratch = Scratch()
    let light = runPlumb(["render", "shapes", "--appearance", "light", "--out", scratch.path("s.png")])
    #expect(light.status == .success, "\(light.err)")
    // Verifying every screen in dark lists no display-list screen.
    let all = runPlumb(["verify", "--goldens", scratch.path("G"), "--artifacts", scratch.path("a"), "--appearance", "dark"])
    #expect(!all.out.contains("shapes"))
    #expect(all.out.contains("Catalog/home-pop-menu.dark.png"))
  }

  @Test func badValuesAreUsageErrorsNamingTheChoices() {
    let size = runPlumb(["render", "frame-getter", "--dynamic-type", "huge"])
    #expect(size.status == .failure)
    #expect(size.err.contains("'huge'") && size.err.contains("ax3"))
    let locale = runPlumb(["render", "frame-getter", "--locale", "../../etc"])
    #expect(locale.status == .failure)
    #expect(locale.err.contains("Unknown locale '../../etc'"))
    let dir = runPlumb(["render", "frame-getter", "--layout-direction", "up"])
    #expect(dir.status == .failure)
    #expect(runPlumb(["render", "--help"]).out.contains("--dynamic-type"))
    #expect(runPlumb(["verify", "--help"]).out.contains("--layout-direction"))
  }

  @Test func eachFlagChangesThePicture() throws {
    let scratch = Scratch()
    func render(_ flags: [String]) throws -> [UInt8] {
      let out = scratch.path("\(flags.joined(separator: "_")).png")
      let r = runPlumb(["render", "sheet-form", "--scale", "1", "--out", out] + flags)
      #expect(r.status == .success, "\(r.err)")
      return try PNG.readFile(out).pixels
    }
    let plain = try render([])
    for flags in [["--appearance", "dark"], ["--dynamic-type", "ax3"], ["--layout-direction", "rtl"]] {
      #expect(try render(flags) != plain, "\(flags) drew the plain picture")
    }
    #expect(try render(["--appearance", "light"]) == plain)
  }
}
