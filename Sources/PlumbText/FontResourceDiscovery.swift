import Foundation
import PlumbGraphics

/// Where the shared `FontRegistry` finds an app's fonts without being told: the SwiftPM resource
/// bundles of the running program and `UIAppFonts` lists. Everything is listed in a fixed order
/// (bundles by name, files by path), so two runs register the same faces in the same order.
enum FontResourceDiscovery {
  /// The font file extensions registered (lowercased).
  static let extensions: Set<String> = ["ttf", "otf", "ttc"]

  /// The resource bundles beside the program (and beside PlumbText's own bundle, which is where
  /// SwiftPM puts every target's bundle during development), sorted by name, without PlumbText's
  /// own (its faces are the system font, not the app's).
  static func resourceBundles() -> [URL] {
    let own = Bundle.module.bundleURL.standardizedFileURL.path
    var folders = [Bundle.main.bundleURL, Bundle.module.bundleURL.deletingLastPathComponent()]
    if !Bundle.main.bundleURL.hasDirectoryPath { folders[0] = Bundle.main.bundleURL.deletingLastPathComponent() }
    var seen: Set<String> = []
    var bundles: [URL] = []
    for folder in folders where seen.insert(folder.standardizedFileURL.path).inserted {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
        let url = folder.appendingPathComponent(name, isDirectory: true)
        if url.standardizedFileURL.path != own { bundles.append(url) }
      }
    }
    return bundles
  }

  /// Every font file under `folder`, sorted by path relative to it (hidden files skipped).
  static func fontFiles(in folder: URL) -> [URL] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var relative: [String] = []
    while let path = walker.nextObject() as? String {
      let name = (path as NSString).lastPathComponent
      if name.hasPrefix(".") { continue }
      if extensions.contains((name as NSString).pathExtension.lowercased()) { relative.append(path) }
    }
    return relative.sorted().map { folder.appendingPathComponent($0) }
  }

  /// The files `folder`'s `Info.plist` lists under `UIAppFonts` (paths relative to the bundle
  /// folder, as on iOS), and the plist's path; nothing when there is no such list.
  static func appFonts(inBundle folder: URL) -> (urls: [URL], plist: String?) {
    for candidate in ["Info.plist", "Contents/Info.plist"] {
      let plist = folder.appendingPathComponent(candidate)
      guard let data = FileManager.default.contents(atPath: plist.path) else { continue }
      guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let dictionary = object as? [String: Any] else {
        RenderWarnings.warnOnce("Font plist \(plist.path)", "Font registration: \(plist.path) is not a property list; its UIAppFonts are not read")
        return ([], plist.path)
      }
      return (paths(dictionary["UIAppFonts"], plist: plist.path).map { folder.appendingPathComponent($0) }, plist.path)
    }
    return ([], nil)
  }

  /// The main bundle's `UIAppFonts`, resolved against its resource folder; nil when it has none.
  static func mainBundleAppFonts() -> [URL]? {
    guard let list = Bundle.main.object(forInfoDictionaryKey: "UIAppFonts") else { return nil }
    let base = Bundle.main.resourceURL ?? Bundle.main.bundleURL
    return paths(list, plist: "the main bundle's Info.plist").map { base.appendingPathComponent($0) }
  }

  private static func paths(_ value: Any?, plist: String) -> [String] {
    guard let value else { return [] }
    guard let list = value as? [Any] else {
      RenderWarnings.warnOnce("Font plist \(plist)", "Font registration: UIAppFonts in \(plist) is not an array of file names; it is ignored")
      return []
    }
    return list.compactMap { $0 as? String }
  }
}
