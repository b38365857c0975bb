import Foundation
import PlumbGraphics

/// The localisation files of one bundle folder, read on first use and kept for the process
/// (files in a built bundle do not change while it runs): `<language>.lproj/<table>.strings`
/// and `.stringsdict`, and `<table>.xcstrings` string catalogs, wherever SwiftPM put them in the
/// folder (it keeps `.lproj` folders and copies a catalog as written; docs/localization.md).
final class BundleStrings: @unchecked Sendable {
  /// The bundle folder.
  let folder: URL
  /// The development language: a catalog's `sourceLanguage`, else the Info.plist's
  /// `CFBundleDevelopmentRegion`, else English.
  let developmentLanguage: String

  private let lproj: [String: URL]            // language → its .lproj folder
  private let catalogs: [String: StringCatalog]  // table → catalog
  private let lock = NSLock()
  private var tables: [TableKey: [String: LocalizedValue]] = [:]

  private struct TableKey: Hashable { var table: String; var language: String }

  /// Whether the folder holds any localisation file at all.
  var isEmpty: Bool { lproj.isEmpty && catalogs.isEmpty }

  /// - Parameters:
  ///   - folder: the bundle folder.
  ///   - searchesSubfolders: look for catalogs and `.lproj` folders below the top level too (a
  ///     resource bundle; not the main bundle's folder, which on Linux is the build folder).
  init(folder: URL, searchesSubfolders: Bool = true) {
    self.folder = folder
    var lproj: [String: URL] = [:]
    var catalogs: [String: StringCatalog] = [:]
    for url in Self.localizationItems(in: folder, maximumDepth: searchesSubfolders ? 3 : 1) {
      let name = url.deletingPathExtension().lastPathComponent
      if url.pathExtension == "lproj" {
        if lproj[name] == nil { lproj[name] = url }
      } else {
        do { catalogs[name] = try StringCatalog.read(at: url) } catch {
          RenderWarnings.warnOnce("Localization file \(url.path)", "Localization: \(error)")
        }
      }
    }
    self.lproj = lproj
    self.catalogs = catalogs
    let plist = FileManager.default.contents(atPath: folder.appendingPathComponent("Info.plist").path)
      .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) } as? [String: Any]
    let plistRegion = plist?["CFBundleDevelopmentRegion"] as? String
    developmentLanguage = catalogs.keys.sorted().first.map { catalogs[$0]!.sourceLanguage } ?? plistRegion ?? "en"
  }

  /// The languages that have `table` (an `.lproj` folder holding its file, or catalog values).
  func languages(of table: String) -> Set<String> {
    var out = catalogs[table]?.languages ?? []
    for (language, url) in lproj {
      let base = url.appendingPathComponent(table)
      if FileManager.default.fileExists(atPath: base.path + ".strings") || FileManager.default.fileExists(atPath: base.path + ".stringsdict") {
        out.insert(language)
      }
    }
    return out
  }

  /// `table`'s strings in `language`: the catalog's, then the `.strings` file's, then the
  /// `.stringsdict` file's (a later source wins a key, as Foundation prefers `.stringsdict`).
  func table(_ table: String, language: String) -> [String: LocalizedValue] {
    let key = TableKey(table: table, language: language)
    if let t = lock.withLock({ tables[key] }) { return t }
    var out = catalogs[table]?.table(language: language) ?? [:]
    if let dir = lproj[language] {
      let strings = dir.appendingPathComponent(table + ".strings")
      if FileManager.default.fileExists(atPath: strings.path) {
        do { for (k, v) in try StringsFileParser.entries(at: strings) { out[k] = .text(v) } } catch {
          RenderWarnings.warnOnce("Localization file \(strings.path)", "Localization: \(error)")
        }
      }
      let dict = dir.appendingPathComponent(table + ".stringsdict")
      if FileManager.default.fileExists(atPath: dict.path) {
        do { out.merge(try StringsDictParser.entries(at: dict)) { $1 } } catch {
          RenderWarnings.warnOnce("Localization file \(dict.path)", "Localization: \(error)")
        }
      }
    }
    lock.withLock { tables[key] = out }
    return out
  }

  // MARK: - Private

  /// `.lproj` folders and `.xcstrings` files up to three levels down, in path order.
  private static func localizationItems(in folder: URL, maximumDepth: Int) -> [URL] {
    var out: [URL] = []
    func walk(_ dir: URL, depth: Int) {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
      for name in names where !name.hasPrefix(".") {
        let url = dir.appendingPathComponent(name)
        let ext = url.pathExtension
        if ext == "xcstrings" { out.append(url); continue }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue else { continue }
        if ext == "lproj" { out.append(url) }
        // Nested bundles are bundles of their own.
        else if depth < maximumDepth, !["resources", "bundle", "xctest", "app", "framework"].contains(ext) { walk(url, depth: depth + 1) }
      }
    }
    walk(folder, depth: 1)
    return out
  }
}
