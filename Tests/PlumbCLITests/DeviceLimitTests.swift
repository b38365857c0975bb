import Foundation
import Testing
@testable import PlumbCLI

/// Every command that renders checks the canvas against the pixel limit before drawing.
@Suite struct DeviceLimitTests {
  /// `--device 390x6000` is 1170×18000 pixels at 3×: verify and record once died of SIGILL.
  @Test(arguments: ["verify", "record", "render"])
  func oversizedCustomDeviceIsExitTwoWithTheLimit(_ command: String) throws {
    let s = Scratch()
    let extra = command == "render" ? ["--out", s.path("x.png")] : ["--goldens", s.path("Goldens"), "--artifacts", s.path("a")]
    let r = try runPlumbChild([command, "shapes", "--device", "390x6000"] + extra)
    #expect(r.signal == nil, "killed by signal \(r.signal ?? 0)")
    #expect(r.exitCode == 2)
    #expect(r.err.contains("1170×18000") && r.err.contains("16384"), "\(r.err)")
  }
}
