import Testing
@testable import PlumbGoldens
@testable import PlumbTesting

@Suite struct GoldenNameTests {
  @Test(arguments: [
    ("testHomePage()", "testHomePage"),
    ("home page, dark", "home-page-dark"),
    ("popMenu(device:)", "popMenu"),
    ("../../etc/passwd", "etc-passwd"),
    ("首页", "golden"),
  ])
  func testNamesBecomeSafeComponents(input: String, expected: String) {
    #expect(GoldenName.fromTestName(input) == expected)
  }

  @Test(arguments: [
    ("", "it is empty"),
    ("../x", "it contains a path separator"),
    ("a/b", "it contains a path separator"),
    ("a\\b", "it contains a path separator"),
    ("..", "it starts with '.'"),
    (".hidden", "it starts with '.'"),
    ("name.", "it ends with '.' or a space (Windows drops those)"),
    ("a:b", "it contains ':'"),
    ("tab\there", "it contains 'U+9'"),
    ("CON", "'CON' is a reserved device name on Windows"),
    ("lpt1.dark", "'LPT1' is a reserved device name on Windows"),
    (String(repeating: "a", count: 121), "it is longer than 120 characters"),
  ])
  func unsafeNamesAreRefusedWithTheReason(name: String, reason: String) {
    #expect(throws: GoldenError.unsafeName(name, reason: reason)) { try GoldenName.validate(name) }
  }

  @Test func safeNamesPassUnchanged() throws {
    #expect(try GoldenName.validate("home-page.dark_2") == "home-page.dark_2")
  }

  @Test func locationBuildsPathsAndRefusesTraversal() throws {
    let l = try GoldenLocation(directory: "/p/Goldens", suite: "Home", name: "menu", variant: "dark")
    #expect(l.imagePath == "/p/Goldens/Home/menu.dark.png")
    #expect(l.layoutPath == "/p/Goldens/Home/menu.dark.layout.json")
    #expect(throws: GoldenError.self) { try GoldenLocation(directory: "/p", suite: "..", name: "x") }
  }

  @Test func suiteNameComesFromTheTestFile() {
    #expect(GoldenLocation.suiteName(forTestFile: "PlumbTestingTests/HomeScreenTests.swift") == "HomeScreen")
    #expect(GoldenLocation.suiteName(forTestFile: "Tests.swift") == "Tests")
  }
}

@Suite struct RecordModeTests {
  @Test func defaultsToMissingLocallyAndNeverOnCI() throws {
    #expect(try RecordMode.fromEnvironment([:]) == .missing)
    #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
    #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
    #expect(try RecordMode.fromEnvironment(["CI": "1", "PLUMB_RECORD": "failed"]) == .failed)
  }

  @Test func unknownValuesAreAnError() {
    #expect(throws: GoldenError.badRecordMode("sometimes")) { try RecordMode.fromEnvironment(["PLUMB_RECORD": "sometimes"]) }
  }

  @Test func scopesOverrideAndNest() {
    withGoldenConfiguration(record: .all) {
      #expect(GoldenConfiguration.current.record == .all)
      withGoldenConfiguration(goldensDirectory: "/x") {
        #expect(GoldenConfiguration.current.record == .all)
        #expect(GoldenConfiguration.current.goldensDirectory == "/x")
      }
    }
    #expect(GoldenConfiguration.current.record == nil)
  }
}
