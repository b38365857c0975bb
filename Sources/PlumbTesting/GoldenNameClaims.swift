import Foundation
import Testing

/// Keeps golden names derived from test names from colliding silently (docs/naming.md).
///
/// An assertion without `named:` takes the test function's name. Three mistakes used to make two
/// assertions share one golden, so that one recorded and the other failed on every run:
/// - a parameterized `@Test(arguments:)`: every argument wrote the same file. There is no public
///   way to read the current argument, so this is an error that says to pass `named:`;
/// - two unnamed assertions in one test writing the same file: the second call site now gets
///   `name-2`, the third `name-3`, numbered in the order the test reaches them (different variants,
///   `name.png` and `name.se.png`, do not collide and keep the plain name);
/// - two suites in one file with a test of the same name: both wrote `Goldens/<File>/<test>.png`.
///   The second suite is told whose golden it is and to pass `suite:` or `named:`.
final class GoldenNameClaims: @unchecked Sendable {
  static let shared = GoldenNameClaims()
  private let lock = NSLock()
  /// Per test: the derived name each of its unnamed call sites got.
  private var siteNames: [String: [String: String]] = [:]
  /// Per derived golden (kind: suite folder / name.variant): the test and call site that wrote it first.
  private var owners: [String: (test: String, site: String)] = [:]

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
    let suffix = variant.map { ".\($0)" } ?? ""
    func key(_ name: String) -> String { "\(kind):\(folder)/\(name)\(suffix)" }
    lock.lock(); defer { lock.unlock() }
    let testKey = test + "#" + kind
    // A call site keeps the name it got first; a new one takes the first name whose file no
    // other call site of this test has written.
    var names = siteNames[testKey, default: [:]]
    let derived: String
    if let known = names[site] {
      derived = known
    } else {
      var n = 1, candidate = base
      while let (owner, ownerSite) = owners[key(candidate)], owner == test, ownerSite != site {
        n += 1
        candidate = "\(base)-\(n)"
      }
      derived = candidate
      names[site] = derived
      siteNames[testKey] = names
    }
    if let (owner, _) = owners[key(derived)], owner != test {
      throw GoldenNamingError(message: """
        The golden \(folder)/\(derived)\(suffix).png is already written by \(owner) in this run \
        (two suites in one file with a test of the same name?). Pass suite: or named: to keep them apart.
        """)
    }
    owners[key(derived)] = (test, site)
    return derived
  }
}

/// Why an unnamed assertion could not get a golden name of its own.
struct GoldenNamingError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
