import Foundation
import PlumbGoldens
import PlumbGraphics

/// The goldens in the folders a `plumb verify` run checked that it did not check, and why, so a
/// run never reads as "everything matched" while goldens beside it went unlooked-at
/// (docs/ci.md, "What verify checks"): variant goldens of other traits (`home.dark.png` when the
/// run is light) and goldens of no screen (see `plumb orphans`).
enum UncheckedGoldens {
  /// A run of several verifies (plumb.json's variants): each adds what it checked here, and the
  /// notes are made once over all of them.
  final class Accumulator: @unchecked Sendable {
    private let lock = NSLock()
    private var locations: [GoldenLocation] = []
    private var names: [String] = []
    func add(_ l: [GoldenLocation], screens: [String]) { lock.withLock { locations += l; names += screens } }
    var notes: [String] { lock.withLock { UncheckedGoldens.notes(checked: locations, screens: Array(Set(names))) } }
  }
  @TaskLocal static var accumulator: Accumulator?

  /// Reports the notes of one verify run, or leaves them to the enclosing accumulator.
  static func report(checked: [GoldenLocation], screens: [String], _ print: (String) -> Void) {
    if let accumulator { return accumulator.add(checked, screens: screens) }
    for note in notes(checked: checked, screens: screens) { print(note) }
  }

  /// One line per suite folder with unchecked goldens; none when every golden there was checked.
  static func notes(checked: [GoldenLocation], screens: [String]) -> [String] {
    let checkedPaths = Set(checked.map(\.imagePath))
    var folders: [(directory: String, suite: String)] = []
    for l in checked where !folders.contains(where: { $0 == (l.directory, l.suite) }) { folders.append((l.directory, l.suite)) }
    // Longest names first, so "Home.Card" claims "Home.Card.dark" before "Home" does.
    let names = screens.sorted { $0.count > $1.count }
    var notes: [String] = []
    for folder in folders {
      let path = "\(folder.directory)/\(folder.suite)"
      let files = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
        .filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") }.sorted()
      var variants: [String: Int] = [:], orphans: [String] = []
      for file in files where !checkedPaths.contains("\(path)/\(file)") {
        let stem = String(file.dropLast(4))
        if let name = names.first(where: { stem.hasPrefix($0 + ".") }) {
          variants[String(stem.dropFirst(name.count + 1)), default: 0] += 1
        } else {
          orphans.append(file)
        }
      }
      guard !variants.isEmpty || !orphans.isEmpty else { continue }
      var parts: [String] = []
      if !variants.isEmpty {
        let kinds = variants.sorted { $0.key < $1.key }.map { ".\($0.key) ×\($0.value)" }.joined(separator: ", ")
        parts.append("\(variants.values.reduce(0, +)) variant golden(s) (\(kinds)): this run checked one variant; "
          + "the trait options (--appearance, --dynamic-type, --layout-direction, --locale, --contrast) or plumb.json's "
          + "variants check the others (docs/variants.md)")
      }
      if !orphans.isEmpty {
        let shown = orphans.prefix(3).map { TerminalText.escape($0) }.joined(separator: ", ") + (orphans.count > 3 ? ", …" : "")
        parts.append("\(orphans.count) golden(s) of no screen (\(shown)): see plumb orphans")
      }
      let total = variants.values.reduce(0, +) + orphans.count
      notes.append("Not checked: \(total) golden(s) in \(TerminalText.escape(folder.suite))/: " + parts.joined(separator: "; ") + ".")
    }
    return notes
  }
}
