import PlumbGoldens

extension ArtifactFolders {
  /// Every verdict of the run records in the folders (`plumb-run*.json`, one per shard), merged
  /// by golden; nil when no folder holds a record (the artifacts of a `swift test` run). The
  /// same golden with two different verdicts is an error naming both folders, as for summaries;
  /// the same verdict twice (a shard downloaded twice) is kept once.
  func verdicts() throws(CommandError) -> [GoldenVerdict]? {
    var byKey: [String: (verdict: GoldenVerdict, root: String)] = [:]
    var found = false
    for (root, read) in self.records {
      let records = try read.get()
      found = found || !records.isEmpty
      // Records of other runs than the newest are named by `otherRunsWarning`, not counted.
      for v in records.filter({ currentRun == nil || $0.run == nil || $0.run == currentRun }).flatMap(\.goldens) {
        if let other = byKey[v.key] {
          guard other.verdict == v else {
            throw CommandError("Conflicting results for \(v.key): the run records in \(other.root) and \(root) differ "
              + "(\(other.verdict.status.rawValue) and \(v.status.rawValue); two shards verified the same golden differently).")
          }
          continue
        }
        byKey[v.key] = (v, root)
      }
    }
    guard found else { return nil }
    return byKey.values.map(\.verdict).sorted { ($0.suite, $0.name) < ($1.suite, $1.name) }
  }
}
