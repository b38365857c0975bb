import Foundation

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

  /// Whether `path`, resolved, is `root` (resolved) or below it.
  public static func isInside(_ path: String, root: String) -> Bool {
    let r = resolved(root), p = resolved(path)
    return p == r || p.hasPrefix(r == "/" ? "/" : r + "/")
  }

  /// The absolute path with `.`, `..` and symlinks resolved as far as the path exists, and the
  /// part that does not exist yet appended as written (after `.`/`..` removal).
  public static func resolved(_ path: String) -> String {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    var missing: [String] = []
    while true {
      if let real = realpath(url.path, nil) {
        defer { free(real) }
        let base = String(cString: real)
        guard !missing.isEmpty else { return base }
        return (base == "/" ? "" : base) + "/" + missing.reversed().joined(separator: "/")
      }
      if url.path == "/" || url.path.isEmpty { return URL(fileURLWithPath: path).standardizedFileURL.path }
      missing.append(url.lastPathComponent)
      url = url.deletingLastPathComponent()
    }
  }
}
