import Foundation
import PlumbGoldens

extension ArtifactFolders {
  /// Results the artifacts folders hold from runs other than the newest one, which the report
  /// leaves out of its counts and names instead (docs/report.md, "One run at a time").
  struct OtherRun: Equatable {
    var run: String
    /// `suite/name` of its failure summaries, and the run record files it left.
    var goldens: [String]
    var records: [String]
  }

  /// The run the report is about: the run id of the newest result (a failure summary or a run
  /// record, by file modification time). Nil when no result names its run (artifacts written
  /// before runs had ids): then everything counts, as before.
  static func newestRun(summaries: [(run: String?, modified: Date)], records: [(run: String?, modified: Date)]) -> String? {
    (summaries + records).filter { $0.run != nil }.max { $0.modified < $1.modified }?.run
  }

  /// The modification time of a file, or the distant past when it cannot be read.
  static func modified(_ path: String) -> Date {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
  }

  /// One warning naming the results left out, or nil when every result is of one run.
  func otherRunsWarning() -> String? {
    guard !otherRuns.isEmpty, let current = currentRun else { return nil }
    let parts = otherRuns.map { o -> String in
      var what: [String] = []
      if !o.goldens.isEmpty {
        what.append("\(o.goldens.count) failure(s): " + o.goldens.prefix(5).joined(separator: ", ")
                    + (o.goldens.count > 5 ? ", …" : ""))
      }
      if !o.records.isEmpty { what.append("run record(s) " + o.records.joined(separator: ", ")) }
      return "run \(o.run) (\(what.joined(separator: "; ")))"
    }
    return "not counted: results of other runs than the newest (\(current)): \(parts.joined(separator: "; ")). "
      + "Clear the artifacts folder before a run, or give each run its own (docs/report.md, \"One run at a time\")."
  }
}
