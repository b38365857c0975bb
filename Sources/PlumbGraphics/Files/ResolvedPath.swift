import Foundation

/// Paths compared as the file system will resolve them, symbolic links included: the one test
/// behind every "this file must lie inside that folder" rule (asset catalogs, Goldens folders,
/// plumb.json paths, artifacts; docs/security.md). A link inside a folder that points out of it
/// resolves outside, so the file it names is refused.
public enum ResolvedPath {
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

  /// Whether `path`, resolved, is `root` (resolved) or below it.
  public static func isInside(_ path: String, root: String) -> Bool {
    let r = resolved(root), p = resolved(path)
    return p == r || p.hasPrefix(r == "/" ? "/" : r + "/")
  }
}
