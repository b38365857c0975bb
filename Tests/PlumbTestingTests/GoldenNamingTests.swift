import Foundation
import PlumbGraphics
import PlumbUI
import Testing
@testable import PlumbTesting

private let tiny = Device.custom(width: 8, height: 8, scale: 1)

private func scratchFolder() throws -> String {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-naming-\(UUID().uuidString)/Goldens").path
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  return dir
}

/// Derived golden names never collide silently (docs/naming.md): parameterized tests must name
/// their goldens, a second unnamed assertion in a test is numbered, and a second suite writing
/// another's golden is told so.
@Suite struct GoldenNamingTests {
  @Test(arguments: [1, 2])
  @MainActor func parameterizedTestsMustNameTheirGoldens(value: Int) async throws {
    let dir = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    await withKnownIssue {
      await assertGolden(of: Color.red.frame(width: 8, height: 8), device: tiny, record: .missing, goldensDirectory: dir)
    } matching: { $0.comments.contains { $0.rawValue.contains("is parameterized") && $0.rawValue.contains("named:") } }
    #expect(!FileManager.default.fileExists(atPath: "\(dir)/GoldenNaming"), "nothing is written")
    // Named from the argument, each case has its own golden.
    await withKnownIssue {
      await assertGolden(of: Color.red.frame(width: 8, height: 8), named: "case-\(value)", device: tiny,
                         record: .missing, goldensDirectory: dir)
    } matching: { $0.comments.contains { $0.rawValue.contains("recorded") } }
    #expect(FileManager.default.fileExists(atPath: "\(dir)/GoldenNaming/case-\(value).png"))
  }

  @Test @MainActor func aSecondUnnamedAssertionIsNumbered() async throws {
    let dir = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // Two unnamed assertions in one test, as a test body would have them (testName is this test's).
    func body(_ mode: RecordMode) async {
      await assertGolden(of: Color.red.frame(width: 8, height: 8), device: tiny, record: mode, goldensDirectory: dir,
                         testName: "aSecondUnnamedAssertionIsNumbered()")
      await assertGolden(of: Color.blue.frame(width: 8, height: 8), device: tiny, record: mode, goldensDirectory: dir,
                         testName: "aSecondUnnamedAssertionIsNumbered()")
    }
    await withKnownIssue { await body(.missing) } matching: { $0.comments.contains { $0.rawValue.contains("recorded") } }
    let files = try FileManager.default.contentsOfDirectory(atPath: "\(dir)/GoldenNaming").filter { $0.hasSuffix(".png") }.sorted()
    #expect(files == ["aSecondUnnamedAssertionIsNumbered-2.png", "aSecondUnnamedAssertionIsNumbered.png"])
    // Run again (as the next run would), each matches its own golden: red is not compared with blue.
    await body(.never)
  }

  @Test func aSecondSuiteIsToldWhoseGoldenItIs() throws {
    let claims = GoldenNameClaims()
    func claim(_ test: String, line: UInt) throws -> String? {
      try claims.name(explicit: nil, variant: nil, suite: nil, fileID: "App/LoginTests.swift",
                      filePath: "/p/App/LoginTests.swift", testName: "login()", line: line, column: 5, test: test)
    }
    #expect(try claim("LoginTests/login()", line: 10) == "login")
    #expect(try claim("LoginTests/login()", line: 10) == "login", "the same call site again keeps its name")
    #expect(try claim("LoginTests/login()", line: 14) == "login-2")
    #expect(throws: GoldenNamingError.self) { try claim("LoginDarkTests/login()", line: 30) }
    do { _ = try claim("LoginDarkTests/login()", line: 30) } catch {
      #expect("\(error)".contains("Login/login.png is already written by LoginTests/login()"))
      #expect("\(error)".contains("suite: or named:"))
    }
    // An explicit name is the user's choice and is never renumbered.
    #expect(try claims.name(explicit: "login", variant: nil, suite: nil, fileID: "A/B.swift", filePath: "/B.swift",
                            testName: "x()", line: 1, column: 1, test: "Other/x()") == "login")
    // Variants of one call site are separate files, not collisions.
    #expect(try claims.name(explicit: nil, variant: "dark", suite: nil, fileID: "App/LoginTests.swift",
                            filePath: "/p/App/LoginTests.swift", testName: "login()", line: 10, column: 5,
                            test: "LoginTests/login()") == "login")
  }
}

@Suite struct GoldenNamingVariantTests {
  @Test func differentVariantsAtTwoCallSitesKeepThePlainName() throws {
    let claims = GoldenNameClaims()
    func claim(_ variant: String?, line: UInt) throws -> String? {
      try claims.name(explicit: nil, variant: variant, suite: nil, fileID: "App/HomeTests.swift",
                      filePath: "/p/App/HomeTests.swift", testName: "homePage()", line: line, column: 5,
                      test: "HomeTests/homePage()")
    }
    #expect(try claim(nil, line: 20) == "homePage")
    #expect(try claim("se", line: 21) == "homePage", "homePage.se.png is another file")
    #expect(try claim("se", line: 22) == "homePage-2", "a second homePage.se.png would collide")
    #expect(try claim(nil, line: 22) == "homePage-2", "the call site keeps its name for every variant")
  }
}
