/// Problems with the golden set-up itself (as opposed to a golden that does not match).
public enum GoldenError: Error, Equatable, CustomStringConvertible {
  case badRecordMode(String)
  case unsafeName(String, reason: String)
  case goldensFolderNotFound(startingAt: String)
  /// A path built from data would leave the folder it must stay in.
  case outsideRoot(String, root: String)

  public var description: String {
    switch self {
    case .badRecordMode(let v):
      return "PLUMB_RECORD='\(v)' is not a record mode; use missing, failed, all or never."
    case .unsafeName(let n, let reason):
      return "Golden name '\(n)' is unsafe: \(reason). Use letters, digits, '-', '_' and '.'."
    case .goldensFolderNotFound(let start):
      return "No Package.swift found above \(start), so the Goldens folder is unknown; set PLUMB_GOLDENS_DIR or pass goldensDirectory:."
    case .outsideRoot(let path, let root):
      return "The path \(path) resolves outside \(root) (through a symbolic link); refused."
    }
  }
}
