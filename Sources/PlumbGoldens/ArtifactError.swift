/// Why an artifacts folder (what a verify run leaves for `plumb report`) cannot be used. Each
/// case names the path, because the folder may come from another machine's run.
public enum ArtifactError: Error, Equatable, CustomStringConvertible {
  /// A summary's `suite` or `name` is not a safe golden name.
  case unsafeSummary(String, GoldenError)

  public var description: String {
    switch self {
    case .unsafeSummary(let path, let error): return "\(path): \(error)"
    }
  }
}
