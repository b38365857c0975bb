/// Why an artifacts folder (what a verify run leaves for `plumb report`) cannot be used. Each
/// case names the path, because the folder may come from another machine's run.
public enum ArtifactError: Error, Equatable, CustomStringConvertible {
  /// A summary's `suite` or `name` is not a safe golden name.
  case unsafeSummary(String, GoldenError)
  /// The artifacts folder does not exist (often a typo: a clean run still creates it).
  case missingFolder(String)
  /// The path is not a folder.
  case notAFolder(String)
  /// A file or folder below it could not be read.
  case unreadable(String, reason: String)
  /// A `summary.json` is not a summary.
  case badSummary(String, reason: String)

  public var description: String {
    switch self {
    case .unsafeSummary(let path, let error): return "\(path): \(error)"
    case .missingFolder(let path):
      return "No artifacts folder at \(path). 'plumb verify' creates it even when every golden matches; check the path."
    case .notAFolder(let path): return "\(path) is not a folder."
    case .unreadable(let path, let reason): return "\(path) cannot be read: \(reason)"
    case .badSummary(let path, let reason): return "\(path) is not a golden failure summary: \(reason)"
    }
  }
}
