import Foundation

/// A data set of an asset catalog (`name.dataset`), as `NSDataAsset(name:)` reads it: one file of
/// any kind (JSON, a sound, a model) with its uniform type identifier.
///
/// The file is the `universal` entry of the set's `Contents.json` (else the first entry with a
/// file name): Xcode lets a data set vary by device and memory, and a render is a universal
/// device. Its name may not contain "/", it must resolve inside the catalog's folder after
/// symbolic links, and it is read only when asked for, up to `AssetFileReader.maxDataBytes`.
public struct AssetDataSet: Hashable, Sendable {
  public var name: String
  /// The `.dataset` folder.
  public var url: URL
  /// The file the set holds.
  public var file: URL
  /// The `universal-type-identifier` Xcode records (`public.data` when the entry has none).
  public var typeIdentifier: String
  /// The folder the file had to resolve inside (checked again when it is read).
  var root: String

  /// The file's bytes, read on each call (bounded; nil with a warning naming the file when it is
  /// missing, over the limit, no regular file, or now resolves outside the catalog).
  public var bytes: Data? {
    guard AssetFileReader.isContained(file, root: root) else { return nil }
    return AssetFileReader.bytes(of: file, limit: AssetFileReader.maxDataBytes, what: "data set file")
  }

  static func read(name: String, folder: URL, root: String) -> AssetDataSet? {
    guard let json = AssetFileReader.contents(of: folder, required: true, root: root) else { return nil }
    let contents = folder.appendingPathComponent("Contents.json")
    guard let entries = json["data"] as? [[String: Any]] else {
      AssetFileReader.warn(contents, "no \"data\" list; the data set \"\(name)\" is skipped")
      return nil
    }
    let named = entries.filter { JSONValue.string($0["filename"]) != nil }
    guard let entry = named.first(where: { JSONValue.string($0["idiom"]) == "universal" }) ?? named.first,
          let filename = JSONValue.string(entry["filename"]) else {
      AssetFileReader.warn(contents, "names no file; the data set \"\(name)\" is skipped")
      return nil
    }
    guard !filename.contains("/"), filename != "..", filename != "." else {
      AssetFileReader.warn(contents, "the file name \"\(filename)\" is not a name in the set's folder; the data set \"\(name)\" is skipped")
      return nil
    }
    let url = folder.appendingPathComponent(filename)
    guard FileManager.default.fileExists(atPath: url.path) else {
      AssetFileReader.warn(url, "named by \(contents.path) but missing; the data set \"\(name)\" is skipped")
      return nil
    }
    guard AssetFileReader.isContained(url, root: root) else { return nil }
    let type = JSONValue.string(entry["universal-type-identifier"]) ?? "public.data"
    return AssetDataSet(name: name, url: folder, file: url, typeIdentifier: type, root: root)
  }
}
