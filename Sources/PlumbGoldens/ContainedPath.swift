import Foundation
import PlumbGraphics

/// Paths built from names that come from data (a `summary.json` of a fork's CI, a test name).
///
/// Every component is checked as a golden name is (no separators, no leading '.', no control
/// characters), and the joined path is resolved, symlinks included, and proven to lie inside
/// its root. All path building from data goes through `join`, so hostile names can neither read
/// nor write outside the folder they belong to.
public enum ContainedPath {
  /// `root/c1/c2/…`, or throws when a component is unsafe or the result would leave `root`.
  public static func join(_ root: String, _ components: [String]) throws(GoldenError) -> String {
    for c in components { _ = try GoldenName.validate(c) }
    let path = ([root] + components).joined(separator: "/")
    guard isInside(path, root: root) else { throw .outsideRoot(path, root: root) }
    return path
  }

  /// `root/c1/…/cN<fileSuffix>`: as `join(_:_:)`, the suffix (such as `.png`) added to the last
  /// component after it is checked, so a name at the length limit still gets its extension.
  public static func join(_ root: String, _ components: [String], fileSuffix: String) throws(GoldenError) -> String {
    for c in components { _ = try GoldenName.validate(c) }
    if components.isEmpty || fileSuffix.contains("/") || fileSuffix.contains("\\") {
      throw .unsafeName(fileSuffix, reason: "it is not a file extension")
    }
    let path = ([root] + components).joined(separator: "/") + fileSuffix
    guard isInside(path, root: root) else { throw .outsideRoot(path, root: root) }
    return path
  }

  /// Whether `path`, resolved, is `root` (resolved) or below it.
  public static func isInside(_ path: String, root: String) -> Bool { ResolvedPath.isInside(path, root: root) }

  /// The absolute path with `.`, `..` and symlinks resolved as far as the path exists.
  public static func resolved(_ path: String) -> String { ResolvedPath.resolved(path) }
}
