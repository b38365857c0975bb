import Foundation

/// One `.xcassets` folder, read: its colours, images, symbols and data sets by name.
///
/// Folders inside the catalog are groups; a group whose `Contents.json` says
/// `"provides-namespace": true` prefixes its name ("Icons/logo"), as Xcode does. A catalog is read
/// once per process (`load(_:)` caches it by path); every problem in it is a warning naming the
/// file, and the rest of the catalog is still used.
///
/// Every folder and file read must resolve, symbolic links included, inside `root` (by default
/// the folder holding the catalog): a link out of it (an image file, a set, a group or the whole
/// catalog pointing elsewhere on the machine) is refused with a warning naming it
/// (docs/security.md).
public final class AssetCatalog: @unchecked Sendable, CustomStringConvertible {
  public let url: URL
  /// The folder every file of the catalog must resolve inside.
  public let root: String
  public private(set) var colors: [String: AssetColor] = [:]
  public private(set) var images: [String: AssetImage] = [:]
  public private(set) var symbols: [String: AssetSymbol] = [:]
  public private(set) var dataSets: [String: AssetDataSet] = [:]

  /// Folder nesting deeper than this is not read (a guard against link loops).
  static let maxDepth = 16
  /// At most this many entries are read per catalog.
  static let maxEntries = 20_000

  /// The catalog at `url`, read on first use and cached for the process.
  public static func load(_ url: URL) -> AssetCatalog {
    let key = url.standardizedFileURL.path
    return cache.value(key) { AssetCatalog(reading: url.standardizedFileURL) }
  }

  /// Reads a catalog (uncached; `load` is the normal entry). `root` is the folder its files
  /// must resolve inside: by default the folder holding the catalog, as its path is written.
  public init(reading url: URL, root: URL? = nil) {
    self.url = url
    self.root = (root ?? url.standardizedFileURL.deletingLastPathComponent()).standardizedFileURL.path
    guard AssetFileReader.isContained(url, root: self.root) else { return }
    var budget = Self.maxEntries
    walk(url, prefix: "", depth: 0, budget: &budget)
  }

  public var description: String { url.path }

  private func walk(_ folder: URL, prefix: String, depth: Int, budget: inout Int) {
    guard depth <= Self.maxDepth else {
      AssetFileReader.warn(folder, "nested more than \(Self.maxDepth) folders deep; not read")
      return
    }
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() } catch {
      AssetFileReader.warn(folder, "cannot be listed; not read")
      return
    }
    for entry in names where !entry.hasPrefix(".") && entry != "Contents.json" {
      budget -= 1
      guard budget >= 0 else {
        AssetFileReader.warn(url, "more than \(Self.maxEntries) entries; the rest are not read")
        return
      }
      let child = folder.appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
      guard AssetFileReader.isContained(child, root: root) else { continue }
      let ext = child.pathExtension.lowercased()
      let base = prefix + child.deletingPathExtension().lastPathComponent
      switch ext {
      case "colorset": if let c = AssetColor.read(name: base, folder: child, root: root) { colors[base] = c }
      case "imageset": if let i = AssetImage.read(name: base, folder: child, root: root) { images[base] = i }
      case "symbolset": if let s = AssetSymbol.read(name: base, folder: child, root: root) { symbols[base] = s }
      case "dataset": if let d = AssetDataSet.read(name: base, folder: child, root: root) { dataSets[base] = d }
      case "":
        let json = AssetFileReader.contents(of: child, required: false, root: root)
        let namespaced = JSONValue.bool(json?["properties"].flatMap { ($0 as? [String: Any])?["provides-namespace"] }) ?? false
        walk(child, prefix: namespaced ? prefix + entry + "/" : prefix, depth: depth + 1, budget: &budget)
      default:
        // App icons, launch images, sticker packs…: not drawn by a render.
        let kinds = ["appiconset", "launchimage", "brandassets", "imagestack", "stickerpack",
                     "iconset", "complicationset", "arimageset", "textureset", "cubetextureset", "spriteatlas"]
        if !kinds.contains(ext) {
          AssetFileReader.warn(child, "unknown asset kind \".\(ext)\"; skipped")
        }
      }
    }
  }

  private static let cache = LockedCache<String, AssetCatalog>()
}

/// A small thread-safe memo (catalogs, file bytes and headers are read once per process).
final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  func value(_ key: Key, _ make: () -> Value) -> Value {
    if let v = lock.withLock({ values[key] }) { return v }
    let v = make()
    return lock.withLock {
      if let existing = values[key] { return existing }
      values[key] = v
      return v
    }
  }
  func removeAll() { lock.withLock { values.removeAll() } }
}

extension AssetImage.File {
  /// The file's bytes, read once per process (bounded; nil with a warning naming the file).
  public var bytes: Data? {
    AssetImage.File.bytesCache.value(url.path) {
      AssetFileReader.bytes(of: url, limit: AssetFileReader.maxImageBytes, what: "image file")
    }
  }
  /// The file's format and size from its header; nil (with a warning) if it is not a PNG, JPEG,
  /// SVG or PDF, or has no readable size.
  public var header: ImageHeader? {
    AssetImage.File.headerCache.value(url.path) {
      guard let data = bytes else { return nil }
      guard let h = ImageHeader.read(data) else {
        AssetFileReader.warn(url, "not a PNG, JPEG, SVG or PDF with a readable size")
        return nil
      }
      return h
    }
  }
  /// The file's size in points: pixels / scale for bitmaps (single-scale bitmaps are 1x), the
  /// document size for SVG and PDF.
  public var pointSize: CGSize? {
    guard let h = header else { return nil }
    let s = h.isVector ? 1 : Double(scale ?? 1)
    return CGSize(width: h.width / s, height: h.height / s)
  }

  private static let bytesCache = LockedCache<String, Data?>()
  private static let headerCache = LockedCache<String, ImageHeader?>()
}
