import Foundation
import PlumbGoldens
import PlumbPNG

/// The failures of one or more artifacts folders (a local run, or the shards of a CI matrix each
/// downloaded into its own folder), merged by golden.
///
/// Every folder is read with `GoldenFailureSummary.all`, so the same checks hold for each (a
/// missing folder, a bad summary, an unsafe `suite` or `name` are errors naming the path). A
/// golden found in two folders is kept once when both summaries are equal (a shard uploaded
/// twice) and is an error naming both folders when they differ: no shard's result is dropped
/// silently. A folder with no summary and no run record is an error (not an all-clear), and
/// every entry the folders hold that is not read is named (`warnSkipped`).
struct ArtifactFolders {
  /// One failed golden and the folder its files are in.
  struct Entry {
    var summary: GoldenFailureSummary
    var root: String
    /// `suite/name`, as the user names it on the command line.
    var key: String { summary.folder }
  }

  var roots: [String]
  var entries: [Entry]
  /// The run counted (`newestRun`), and the results of others left out.
  var currentRun: String? = nil
  var otherRuns: [OtherRun] = []
  /// The run records of each root (`plumb-run*.json`), read once here, or why they could not be;
  /// `verdicts()` merges them (and reports the error: `accept` does not need them).
  var records: [(root: String, records: Result<[GoldenRunRecord], CommandError>)] = []

  /// Reads and merges `roots`; entries are sorted by suite and name.
  static func read(_ roots: [String]) throws(CommandError) -> ArtifactFolders {
    var byKey: [String: Entry] = [:]
    var read: [(root: String, summaries: [GoldenFailureSummary])] = []
    var dated: [(run: String?, modified: Date)] = [], datedRecords: [(run: String?, modified: Date)] = []
    var recordRuns: [(root: String, file: String, run: String?)] = []
    var records: [(root: String, records: Result<[GoldenRunRecord], CommandError>)] = []
    for root in roots {
      let summaries: [GoldenFailureSummary]
      do { summaries = try GoldenFailureSummary.all(in: root) } catch {
        throw CommandError("Refusing the artifacts in \(root): \(error)")
      }
      read.append((root, summaries))
      dated += summaries.map { ($0.run, modified("\(root)/\($0.folder)/summary.json")) }
      var named: [(file: String, record: GoldenRunRecord)] = []
      do {
        named = try GoldenRunRecord.named(in: root)
        records.append((root, .success(named.map(\.record))))
      } catch {
        records.append((root, .failure(CommandError("Refusing the artifacts in \(root): \(error)"))))
      }
      for (file, record) in named {
        datedRecords.append((record.run, modified("\(root)/\(file)")))
        recordRuns.append((root, file, record.run))
      }
    }
    let current = newestRun(summaries: dated, records: datedRecords)
    var others: [String: OtherRun] = [:]
    for r in recordRuns where current != nil && r.run != nil && r.run != current {
      others[r.run!, default: OtherRun(run: r.run!, goldens: [], records: [])].records.append("\(r.root)/\(r.file)")
    }
    for (root, all) in read {
      var summaries: [GoldenFailureSummary] = []
      for s in all {
        if let current, let run = s.run, run != current {
          others[run, default: OtherRun(run: run, goldens: [], records: [])].goldens.append(s.folder)
        } else {
          summaries.append(s)
        }
      }
      // A folder with neither a failure summary nor a run record is no run's artifacts (an
      // empty folder, or the wrong one): never an all-clear.
      if all.isEmpty && !Self.holdsRunRecord(root) {
        let other = Self.skippedEntries(in: root)
        throw CommandError("The artifacts folder \(root) holds no failure summary (<suite>/<name>/summary.json) and no "
          + "run record (plumb-run*.json), so it is not the artifacts of a run"
          + (other.isEmpty ? " (it is empty)" : " (it holds \(other.count) other entr\(other.count == 1 ? "y" : "ies"), e.g. \(other[0]))")
          + ". A 'plumb verify' run always leaves plumb-run.json; check the --artifacts path.")
      }
      for s in summaries {
        let entry = Entry(summary: s, root: root)
        if let other = byKey[entry.key] {
          guard other.summary == s else {
            throw CommandError("Conflicting results for \(entry.key): \(other.root)/\(entry.key)/summary.json and "
              + "\(root)/\(entry.key)/summary.json differ (two shards verified the same golden differently).")
          }
          continue
        }
        byKey[entry.key] = entry
      }
    }
    let sorted = byKey.values.sorted { ($0.summary.suite, $0.summary.name) < ($1.summary.suite, $1.summary.name) }
    return ArtifactFolders(roots: roots, entries: sorted, currentRun: current,
                           otherRuns: others.values.sorted { $0.run < $1.run }, records: records)
  }

  /// Whether `root` holds a run record file (`plumb-run*.json`), read later by `verdicts()`.
  static func holdsRunRecord(_ root: String) -> Bool {
    ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).contains {
      $0.hasPrefix("plumb-run") && $0.hasSuffix(".json")
    }
  }

  /// A file of an entry (`actual.png`, …) as a path inside its root; throws for unsafe names.
  func path(_ entry: Entry, _ file: String) throws(CommandError) -> String {
    do { return try ContainedPath.join(entry.root, [entry.summary.suite, entry.summary.name, file]) } catch {
      throw CommandError("Refusing an artifact of \(entry.key): \(error)")
    }
  }

  /// Whether a file exists at `path` or a (possibly dangling) symbolic link does.
  static func present(_ path: String) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil || FileManager.default.fileExists(atPath: path)
  }

  /// The bytes of an artifact file: a regular file, not a symbolic link, at most `maxBytes`.
  static func readArtifact(_ path: String, maxBytes: Int) throws(CommandError) -> [UInt8] {
    do { return try PNG.readRegularFile(path, maxBytes: maxBytes, followSymlinks: false) } catch {
      throw CommandError("Refusing an artifact: \(error)")
    }
  }
}
