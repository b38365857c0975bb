import Foundation
import PlumbGraphics

/// Reads the files of an asset catalog with bounds, turning every problem into a warning that
/// names the file (never a crash, never an unbounded read).
///
/// A catalog comes from the user's repository, but it may be half-edited, truncated or simply
/// wrong; rendering must go on and say exactly which file is at fault.
public enum AssetFileReader {
  /// The largest `Contents.json` read (1 MiB; Xcode's are a few kilobytes).
  public static let maxContentsBytes = 1 << 20
  /// The largest image or symbol file read (64 MiB).
  public static let maxImageBytes = 64 << 20
  /// The largest data-set file read (64 MiB; `NSDataAsset` holds it in memory).
  public static let maxDataBytes = 64 << 20

  /// Reports a problem with a catalog file, once per file and problem.
  static func warn(_ url: URL, _ problem: String) {
    RenderWarnings.warnOnce("asset:\(url.path):\(problem)", "asset catalog: \(url.path): \(problem)")
  }

  /// The bytes of `url`, or nil (with a warning) if it is missing, no regular file (a folder, a
  /// FIFO, a device: refused at once, never waited on), unreadable or over `limit`.
  static func bytes(of url: URL, limit: Int, what: String) -> Data? {
    do { return try RegularFile.read(url.path, maxBytes: limit) } catch {
      switch error {
      case .missing: warn(url, "\(what) is missing")
      case .tooLarge(let size, let limit): warn(url, "\(what) is \(size) bytes, over the \(limit)-byte limit; not read")
      default: warn(url, "\(what) cannot be read: \(error)")
      }
      return nil
    }
  }

  /// Whether `url`, with every symbolic link on its way resolved, lies inside `root` (the folder
  /// holding the catalog); warns naming both when not. A catalog from a pull request may hold a
  /// link to any file of the machine, which would otherwise be drawn into a render that CI
  /// uploads (docs/security.md).
  static func isContained(_ url: URL, root: String) -> Bool {
    guard ResolvedPath.isInside(url.path, root: root) else {
      warn(url, "resolves to \(ResolvedPath.resolved(url.path)), outside \(root) (a symbolic link out of the "
           + "catalog's folder); not read")
      return false
    }
    return true
  }

  /// The top-level object of a `Contents.json`, or nil with a warning. A folder without one is
  /// allowed (`required: false`) where Xcode allows it (plain group folders).
  static func contents(of folder: URL, required: Bool, root: String) -> [String: Any]? {
    let url = folder.appendingPathComponent("Contents.json")
    if !required && !FileManager.default.fileExists(atPath: url.path) && !isLink(url) { return nil }
    guard isContained(url, root: root) else { return nil }
    guard let data = bytes(of: url, limit: maxContentsBytes, what: "Contents.json") else { return nil }
    let object: Any
    do { object = try JSONSerialization.jsonObject(with: data) } catch {
      warn(url, "malformed JSON (\(Self.reason(error))); the asset is skipped")
      return nil
    }
    guard let dictionary = object as? [String: Any] else {
      warn(url, "the top level is not a JSON object; the asset is skipped")
      return nil
    }
    return dictionary
  }

  /// Whether a (possibly dangling) symbolic link is at `url`.
  static func isLink(_ url: URL) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
  }

  private static func reason(_ error: Error) -> String {
    let ns = error as NSError
    if let detail = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
    return ns.localizedDescription
  }
}

/// Reading loosely typed JSON values as Xcode writes them (numbers often as strings).
enum JSONValue {
  static func string(_ v: Any?) -> String? {
    if let s = v as? String { return s }
    if let n = v as? NSNumber { return n.stringValue }
    return nil
  }
  static func double(_ v: Any?) -> Double? {
    if let n = v as? NSNumber { return n.doubleValue }
    if let s = v as? String { return Double(s.trimmingCharacters(in: .whitespaces)) }
    return nil
  }
  static func bool(_ v: Any?) -> Bool? {
    if let b = v as? Bool { return b }
    if let n = v as? NSNumber { return n.boolValue }
    if let s = v as? String { return ["true", "yes", "1"].contains(s.lowercased()) }
    return nil
  }
}
