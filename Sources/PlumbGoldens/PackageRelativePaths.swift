import Foundation

/// Failure messages (in `swift test`, and the summaries JUnit and the report read) name files under
/// the package as the package sees them ("Goldens/Home/list.png"),
/// not with the machine's folder in front (docs/layout-diff.md, "The first line"): `swift test` runs in the
/// package's folder, so every path below the working directory loses that prefix. Paths
/// elsewhere (a temporary folder, another package) stay absolute.
public enum PackageRelativePaths {
  public static func apply(_ text: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
    let root = workingDirectory.hasSuffix("/") ? String(workingDirectory.dropLast()) : workingDirectory
    guard !root.isEmpty, root != "/" else { return text }
    return text.replacingOccurrences(of: root + "/", with: "")
  }
}
