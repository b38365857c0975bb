import Testing
@testable import PlumbPNG
import PlumbGraphics
import PlumbTestSupport
import Foundation

@Suite struct PNGFileTests {
  let directory: String

  init() throws {
    directory = NSTemporaryDirectory() + "plumbpng-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  func entries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: directory).sorted() }

  @Test func writeThenReadRoundTripsAndLeavesNoTemporaryFile() throws {
    let image = SyntheticScreen.make(width: 40, height: 60)
    let path = directory + "/screen.png"
    try PNG.writeFile(PNG.encode(image), to: path)
    #expect(try PNG.readFile(path) == image)
    #expect(try entries() == ["screen.png"])
    // Overwriting replaces the contents.
    let other = SyntheticScreen.make(width: 10, height: 10, seed: 5)
    try PNG.writeFile(PNG.encode(other), to: path)
    #expect(try PNG.readFile(path) == other)
    #expect(try entries() == ["screen.png"])
  }

  @Test func aFailedWriteLeavesTheTargetUntouchedAndNoTemporaryFile() throws {
    // The target is a non-empty directory, so the final rename must fail.
    let target = directory + "/busy.png"
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    try Data("keep".utf8).write(to: URL(fileURLWithPath: target + "/inside"))
    #expect { try PNG.writeFile([1, 2, 3], to: target) } throws: { error in
      guard case .io(let path, _) = error as? PNGError else { return false }
      return path == target
    }
    #expect(try entries() == ["busy.png"])
    #expect(try String(contentsOfFile: target + "/inside", encoding: .utf8) == "keep")
  }

  @Test func writingIntoAMissingDirectoryNamesThePath() {
    let path = directory + "/no/such/dir/x.png"
    #expect { try PNG.writeFile([1], to: path) } throws: { error in
      guard case .io(let p, _) = error as? PNGError else { return false }
      return p == path && (error as! PNGError).description.hasPrefix(path)
    }
  }

  @Test func readErrorsNameThePath() throws {
    let missing = directory + "/missing.png"
    #expect(throws: PNGError.self) { try PNG.readFile(missing) }
    do { _ = try PNG.readFile(missing) } catch { #expect(error.description.hasPrefix(missing)) }

    let broken = directory + "/broken.png"
    try PNG.writeFile(Array(PNG.encode(SyntheticScreen.make(width: 8, height: 8)).dropLast(20)), to: broken)
    #expect { try PNG.readFile(broken) } throws: { error in
      guard case .truncated(let source, _) = error as? PNGError else { return false }
      return source == broken
    }
    #expect { try PNG.readFile(directory) } throws: { error in
      guard case .io(let path, _) = error as? PNGError else { return false }
      return path == directory
    }
  }
}
