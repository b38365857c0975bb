/// File names kept within the file system's limit of 255 bytes per name: a name that would be
/// longer keeps its start and its extension and gets a short hash of the whole name in between,
/// so long `--out` names, their frame files and the temporary files beside them stay valid and
/// distinct instead of failing with "File name too long".
public enum FileNameFitting {
  /// The longest file name (one path component), in UTF-8 bytes, on Linux and macOS file systems.
  public static let maxNameBytes = 255

  /// `name` unchanged when it fits in `maxBytes`; otherwise its start (cut between Unicode
  /// scalars), `-` and 12 hex digits of the SHA-256 of the whole name, then `keeping` (a suffix
  /// of `name` to preserve, such as ".png" or ".layout.json"; only when `name` ends with it).
  public static func fitted(_ name: String, maxBytes: Int = maxNameBytes, keeping suffix: String = "") -> String {
    guard name.utf8.count > maxBytes else { return name }
    let kept = !suffix.isEmpty && name.hasSuffix(suffix) && suffix.utf8.count + 13 < maxBytes ? suffix : ""
    let hash = "-" + String(SHA256Digest.hex(Array(name.utf8)).prefix(12))
    let room = maxBytes - kept.utf8.count - hash.utf8.count
    var head = String.UnicodeScalarView()
    var bytes = 0
    for scalar in name.unicodeScalars {
      let n = String(scalar).utf8.count
      if bytes + n > room { break }
      head.append(scalar)
      bytes += n
    }
    return String(head) + hash + kept
  }

  /// `path` with its last component fitted (see `fitted`).
  public static func fittedPath(_ path: String, keeping suffix: String = "") -> String {
    guard let slash = path.lastIndex(of: "/") else { return fitted(path, keeping: suffix) }
    let name = String(path[path.index(after: slash)...])
    return String(path[...slash]) + fitted(name, keeping: suffix)
  }
}
