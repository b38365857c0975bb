import Foundation
import PlumbGraphics
import PlumbPNG
import Testing
@testable import PlumbCLI

/// Names that become file names stay valid paths: `--out` names of 233–255 bytes once failed
/// (the temporary file beside them was over the 255-byte limit), frame files of a long `--out`
/// likewise, and fractional custom devices shared one Goldens and artifacts folder.
@Suite struct LongNameAndDeviceTests {
  @Test func outNamesUpToTheLimitAreWritten() throws {
    let s = Scratch()
    for bytes in [233, 240, 255] {
      let name = String(repeating: "n", count: bytes - 4) + ".png"
      let r = runPlumb(["render", "shapes", "--device", "60x40", "--out", s.path(name)])
      #expect(r.status == .success, "\(bytes) bytes: \(r.err)")
      #expect(FileManager.default.fileExists(atPath: s.path(name)), "\(bytes) bytes")
    }
    // A multibyte name of 254 bytes too (the temp name is cut between characters).
    let wide = String(repeating: "é", count: 125) + ".png"
    #expect(runPlumb(["render", "shapes", "--device", "60x40", "--out", s.path(wide)]).status == .success)
    #expect(s.listing().allSatisfy { !$0.hasSuffix(".tmp") })
  }

  @Test func frameFilesOfALongOutNameFitAndStayDistinct() throws {
    let s = Scratch()
    let out = s.path(String(repeating: "f", count: 250) + ".png")
    let r = runPlumb(["render", "uikit-popup", "--device", "200x300", "--frames", "--out", out])
    #expect(r.status == .success, "\(r.err)")
    let files = s.listing().filter { $0.hasSuffix(".png") }
    #expect(files.count == 5, "\(files)")
    #expect(files.allSatisfy { $0.utf8.count <= 255 })
    #expect(Set(files.map { $0.suffix(7) }) == [".00.png", ".01.png", ".02.png", ".03.png", ".04.png"])
  }

  @Test func fittingKeepsShortNamesAndHashesLongOnes() {
    #expect(FileNameFitting.fitted("short.png", keeping: ".png") == "short.png")
    let a = FileNameFitting.fitted(String(repeating: "a", count: 300) + "1.png", keeping: ".png")
    let b = FileNameFitting.fitted(String(repeating: "a", count: 300) + "2.png", keeping: ".png")
    #expect(a.utf8.count == 255 && b.utf8.count == 255 && a != b && a.hasSuffix(".png"))
  }

  @Test func fractionalDevicesGetTheirOwnFolders() throws {
    #expect(Device.custom(width: 390, height: 844).name == "custom-390x844")
    let names = [Device.custom(width: 390.5, height: 844).name, Device.custom(width: 390.25, height: 844).name,
                 Device.custom(width: 390, height: 844.5).name]
    #expect(Set(names).count == 3, "\(names)")
    #expect(Device.custom(width: .nan, height: .infinity).name == "custom-nanxinf")
    let s = Scratch()
    for size in ["60.5x40", "60.25x40"] {
      let r = runPlumb(["record", "shapes", "--goldens", s.path("Goldens"), "--device", size, "--artifacts", s.path("a")])
      #expect(r.status == .success, "\(r.err)")
    }
    let suites = try FileManager.default.contentsOfDirectory(atPath: s.path("Goldens")).sorted()
    #expect(suites == ["Catalog-custom-60.25x40", "Catalog-custom-60.5x40"], "\(suites)")
  }
}
