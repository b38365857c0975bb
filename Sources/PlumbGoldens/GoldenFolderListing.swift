import Foundation
import PlumbGraphics

/// The files under a Goldens folder, listed without leaving it: symbolic links to folders are
/// never descended, a link to a file counts only when it resolves inside the folder, and every
/// entry left out is named with the reason, so `plumb orphans` and the rename hints never read
/// or list a file from elsewhere on the machine (a pull request can commit any link).
public struct GoldenFolderListing: Sendable {
  /// One entry left out, relative to the Goldens folder, and why.
  public struct Skipped: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
  }

  /// Regular files (and links to files inside the folder), relative, sorted.
  public var files: [String] = []
  public var skipped: [Skipped] = []

  /// Folders nested deeper than this are not listed (a Goldens folder is two levels deep).
  static let maxDepth = 16

  /// Lists `goldens` (an absolute or relative folder path).
  public init(goldens: String) {
    walk(goldens, relative: "", root: goldens, depth: 0)
    files.sort()
    skipped.sort { $0.path < $1.path }
  }

  private mutating func walk(_ folder: String, relative: String, root: String, depth: Int) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      if !relative.isEmpty { skipped.append(Skipped(path: relative, reason: "cannot be listed")) }
      return
    }
    for name in names.sorted() {
      let path = "\(folder)/\(name)", rel = relative.isEmpty ? name : "\(relative)/\(name)"
      var st = stat()
      guard lstat(path, &st) == 0 else { continue }
      switch st.st_mode & S_IFMT {
      case S_IFDIR:
        guard depth < Self.maxDepth else {
          skipped.append(Skipped(path: rel, reason: "nested more than \(Self.maxDepth) folders deep; not listed"))
          continue
        }
        walk(path, relative: rel, root: root, depth: depth + 1)
      case S_IFREG:
        files.append(rel)
      case S_IFLNK:
        var target = stat()
        let isFolder = stat(path, &target) == 0 && (target.st_mode & S_IFMT) == S_IFDIR
        if isFolder {
          skipped.append(Skipped(path: rel, reason: "a symbolic link to a folder (\(ResolvedPath.resolved(path))); not followed"))
        } else if !ResolvedPath.isInside(path, root: root) {
          skipped.append(Skipped(path: rel, reason: "a symbolic link to \(ResolvedPath.resolved(path)), outside the Goldens folder; not read"))
        } else {
          files.append(rel)
        }
      default:
        skipped.append(Skipped(path: rel, reason: "\(RegularFile.kind(ofMode: st.st_mode) ?? "not a file"); not read"))
      }
    }
  }
}
