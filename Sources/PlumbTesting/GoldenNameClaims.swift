import Foundation
import Testing

/// Keeps golden names derived from test names from colliding silently (docs/naming.md).
///
/// An assertion without `named:` takes the test function's name. Three mistakes used to make two
/// assertions share one golden, so that one recorded and the other failed on every run:
/// - a parameterized `@Test(arguments:)`: every argument wrote the same file. There is no public
///   way to read the current argument, so this is an error that says to pass `named:`;
/// - two unnamed assertions in one test: the second call site now gets `name-2`, the third
///   `name-3`, numbered in the order the test reaches them;
/// - two suites in one file with a test of the same name: both wrote `Goldens/<File>/<test>.png`.
///   The second suite is told whose golden it is and to pass `suite:` or `named:`.
final class GoldenNameClaims: @unchecked Sendable {
  static let shared = GoldenNameClaims()
  private let lock = NSLock()
  /// Per test: its unnamed call sites in the order they were reached.
  private var sites: [String: [String]] = [:]
  /// Per derived golden (suite folder / name.variant): the test that wrote it first.
  private var owners: [String: String] = [:]

  /// The name an assertion's golden gets: `name` when given, else the test's derived name,
  /// numbered per call site. Throws when the derived name cannot be unique.
  /// `kind` separates namespaces that never share files (layout-only goldens).
  func name(explicit name: String?, variant: String?, suite: String?, fileID: StaticString,
            filePath: StaticString, testName: String, line: UInt, column: UInt,
            kind: String = "image", test explicitTest: String? = nil) throws -> String? {
    if let name { return name }
    let base = GoldenName.fromTestName(testName)
    if Test.Case.current?.isParameterized == true {
      throw GoldenNamingError(message: """
        \(testName) is parameterized: every argument would write the same golden '\(base).png'. \
        Pass named: built from the argument, e.g. assertGolden(of: view, named: "\(base)-\\(argument)").
        """)
    }
    let test = explicitTest ?? Test.current.map { "\($0.id)" } ?? "\(filePath):\(testName)"
    let site = "\(kind):\(line):\(column)"
    let folder = suite ?? GoldenLocation.suiteName(forTestFile: "\(fileID)")
    lock.lock(); defer { lock.unlock() }
    var list = sites[test + "#" + kind, default: []]
    if !list.contains(site) { list.append(site) }
    sites[test + "#" + kind] = list
    let index = list.firstIndex(of: site)!
    let derived = index == 0 ? base : "\(base)-\(index + 1)"
    let key = "\(kind):\(folder)/\(derived)" + (variant.map { ".\($0)" } ?? "")
    if let owner = owners[key], owner != test {
      throw GoldenNamingError(message: """
        The golden \(folder)/\(derived).png is already written by \(owner) in this run \
        (two suites in one file with a test of the same name?). Pass suite: or named: to keep them apart.
        """)
    }
    owners[key] = test
    return derived
  }
}

/// Why an unnamed assertion could not get a golden name of its own.
struct GoldenNamingError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
