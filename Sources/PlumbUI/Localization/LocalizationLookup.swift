import Foundation
import PlumbGraphics

/// Finds a key's localised value as iOS's bundle lookup does: in the bundle asked for (else the
/// main bundle, then the SwiftPM resource bundles beside it, since on Linux an app's strings live
/// in its target's `Bundle.module`), in the table asked for (`Localizable` by default), in the
/// language the render's locale picks among the bundle's languages (`de-CH` → `de-CH`, `de`; else
/// the development language), falling back to the development language's value and then to the
/// key itself. A missing translation warns once, naming the key, the table and the language.
/// docs/localization.md.
enum LocalizationLookup {
  /// What a lookup found.
  struct Match {
    var value: LocalizedValue
    /// The language of the table the value came from.
    var language: String
  }

  /// The value of `key`, or nil when no searched bundle has it in the render's language or the
  /// development language (the key's own text is then drawn, as iOS draws it).
  ///
  /// - Parameters:
  ///   - key: the key (a format key such as `"%lld items"` for an interpolated text).
  ///   - table: the table's name; nil for `Localizable`.
  ///   - bundlePath: the bundle's folder; nil for the main bundle and the resource bundles.
  ///   - locale: the render's locale, whose language picks the table's language.
  static func lookup(key: String, table: String?, bundlePath: String?, locale: Locale) -> Match? {
    let table = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
    let wanted = preferredLanguages(for: locale)
    var fallback: Match?
    // Warned only when no searched bundle has a translation (another bundle may have the key).
    var warnings: [(key: String, message: String)] = []
    for bundle in bundles(at: bundlePath) {
      let languages = bundle.languages(of: table)
      guard !languages.isEmpty else { continue }
      let development = bundle.developmentLanguage
      let name = bundle.folder.lastPathComponent
      if let chosen = choose(wanted, among: languages) {
        if let v = bundle.table(table, language: chosen)[key] { return Match(value: v, language: chosen) }
        // In the development language a key without an entry is its own text, as intended.
        if chosen != development {
          warnings.append(("Localization missing \(bundle.folder.path) \(table) \(chosen) \(key)",
            "Localization: \"\(key)\" has no \(chosen) entry in table \(table) (\(name)); drawn in the development language (\(development)), or as its key if that has none, as iOS does"))
        }
      } else if !matches(wanted, development) {
        warnings.append(("Localization no language \(bundle.folder.path) \(table) \(locale.identifier)",
          "Localization: table \(table) (\(name)) has no \(wanted.first ?? locale.identifier) localization (it has \(languages.sorted().joined(separator: ", "))); drawn in the development language (\(development)), as iOS does"))
      }
      if fallback == nil, let v = bundle.table(table, language: development)[key] {
        fallback = Match(value: v, language: development)
      }
    }
    for w in warnings { RenderWarnings.warnOnce(w.key, w.message) }
    return fallback
  }

  /// Every language in which some searched bundle has `key` in `table`, sorted (what the
  /// longest-translation pseudolanguage chooses among).
  static func languages(having key: String, table: String?, bundlePath: String?) -> [String] {
    let table = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
    var out: Set<String> = []
    for bundle in bundles(at: bundlePath) {
      for language in bundle.languages(of: table) where bundle.table(table, language: language)[key] != nil {
        out.insert(language)
      }
    }
    return out.sorted()
  }

  /// The languages to try for `locale`, most specific first: `de-CH`, `de`; `zh-Hans-CN`,
  /// `zh-Hans`, `zh`.
  static func preferredLanguages(for locale: Locale) -> [String] {
    let id = locale.identifier.replacingOccurrences(of: "_", with: "-").split(separator: "@").first.map(String.init) ?? ""
    var parts = id.split(separator: "-").map(String.init)
    var out: [String] = []
    while !parts.isEmpty {
      out.append(parts.joined(separator: "-"))
      parts.removeLast()
    }
    return out
  }

  /// The first of `wanted` the bundle has (compared without case, `_` and `-` alike).
  static func choose(_ wanted: [String], among languages: Set<String>) -> String? {
    let byNormal = Dictionary(languages.map { (normal($0), $0) }, uniquingKeysWith: { a, _ in a })
    for w in wanted { if let l = byNormal[normal(w)] { return l } }
    return nil
  }

  // MARK: - Private

  private static func normal(_ s: String) -> String { s.lowercased().replacingOccurrences(of: "_", with: "-") }

  private static func matches(_ wanted: [String], _ language: String) -> Bool {
    wanted.contains { normal($0) == normal(language) }
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var cache: [String: BundleStrings] = [:]

  /// The bundle at `path`, or the main bundle's folder and the resource bundles beside it.
  private static func bundles(at path: String?) -> [BundleStrings] {
    if let path { return [strings(at: URL(fileURLWithPath: path, isDirectory: true), deep: true)] }
    return defaultBundles()
  }

  private static func strings(at folder: URL, deep: Bool) -> BundleStrings {
    let key = folder.standardizedFileURL.path
    if let b = lock.withLock({ cache[key] }) { return b }
    let b = BundleStrings(folder: folder, searchesSubfolders: deep)
    return lock.withLock { cache[key, default: b] }
  }

  nonisolated(unsafe) private static var defaults: [BundleStrings]?

  /// The main bundle's folder, then every `*.resources` / `*.bundle` folder in it, by name;
  /// only those holding localisation files (listed once per process).
  private static func defaultBundles() -> [BundleStrings] {
    if let d = lock.withLock({ defaults }) { return d }
    var folder = Bundle.main.bundleURL
    if !folder.hasDirectoryPath { folder = folder.deletingLastPathComponent() }
    var out = [strings(at: folder, deep: false)]
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    for name in names where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
      out.append(strings(at: folder.appendingPathComponent(name, isDirectory: true), deep: true))
    }
    let found = out.filter { !$0.isEmpty }
    lock.withLock { defaults = found }
    return found
  }
}
