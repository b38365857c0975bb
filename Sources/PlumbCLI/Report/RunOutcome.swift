import PlumbGoldens

/// Every golden of a run once, with one verdict each: what the Markdown summary counts and
/// tables, and what `plumb report --junit` turns into test cases.
///
/// It joins what the report page shows (failed and new goldens from the artifacts; passed and
/// removed ones from the Goldens folder's ledger, with `--goldens`) with the run records that
/// `plumb verify` leaves (`plumb-run*.json`), which know every golden of the run, passes and
/// errors that left no images included. Goldens are image files (`suite/stem`): a transition's
/// frames are counted one by one, as `plumb verify` counts them.
struct RunOutcome {
  /// A golden's verdict, in the order the summary lists them.
  enum Status: String, Comparable, CaseIterable {
    case failed, new
    /// The golden could not be checked (unreadable golden, a render that is not deterministic,
    /// a set-up problem): known from a run record only.
    case error
    case removed, passed

    static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
  }

  struct Golden {
    var suite: String
    var name: String
    var status: Status
    /// The run record's status word for an error (`unreadable`, `nondeterministic`, `error`).
    var detail: String?
    var layoutChanges: [String] = []
    var differentPixels: Int?
    var totalPixels: Int?
    var message: String?
    /// The images the report folder holds for it, by kind (`golden`, `actual`, `diff`), as
    /// relative, percent-encoded paths.
    var images: [(kind: String, path: String)] = []

    var key: String { "\(suite)/\(name)" }
  }

  /// Sorted by status, then suite and name.
  var goldens: [Golden]
  /// Whether passed goldens were counted at all (a run record, or a Goldens folder with its
  /// ledger): without either, a summary must not claim "0 passed".
  var knowsPasses: Bool

  func count(_ status: Status) -> Int { goldens.filter { $0.status == status }.count }

  init(goldens: [Golden], knowsPasses: Bool) {
    self.goldens = goldens.sorted { ($0.status, $0.suite, $0.name) < ($1.status, $1.suite, $1.name) }
    self.knowsPasses = knowsPasses
  }

  /// The report page's goldens (frames flattened), completed by the run records' verdicts.
  init(run: ReportRun, verdicts: [GoldenVerdict]?, listsGoldensFolder: Bool) {
    var byKey: [String: Golden] = [:]
    for g in run.goldens {
      for f in g.frames {
        let status: Status
        switch f.status {
        case .failed: status = .failed
        case .new: status = .new
        case .removed: status = .removed
        case .passed: status = .passed
        }
        // What a reviewer opens: all three for a failure, the actual of a new golden, the
        // golden of a removed one, nothing for a pass.
        let kinds: [String] = switch status {
        case .failed: ["golden", "actual", "diff"]
        case .new: ["actual"]
        case .removed: ["golden"]
        case .error, .passed: []
        }
        let present = ["golden": f.golden, "actual": f.actual, "diff": f.diff]
        let images = kinds.compactMap { kind in present[kind]!.map { (kind, $0) } }
        let golden = Golden(suite: g.suite, name: f.stem, status: status, detail: nil, layoutChanges: f.layout,
                            differentPixels: f.differentPixels, totalPixels: f.totalPixels, message: f.message,
                            images: images.map { (kind: $0.0, path: $0.1) })
        byKey[golden.key] = golden
      }
    }
    for v in verdicts ?? [] {
      // The artifacts (with their images) say more than the record; a record's pass outranks
      // the ledger's "removed" (the ledger only knows in-process test runs).
      if let known = byKey[v.key], known.status != .removed { continue }
      var golden = Golden(suite: v.suite, name: v.name, status: .passed, detail: nil, layoutChanges: v.layoutChanges,
                          message: v.message)
      switch v.status {
      case .passed, .recorded: golden.message = nil; golden.layoutChanges = []
      case .failed: golden.status = .failed
      case .missing: golden.status = .new
      case .unreadable, .nondeterministic, .error: golden.status = .error; golden.detail = v.status.rawValue
      }
      byKey[v.key] = golden
    }
    goldens = byKey.values.sorted { ($0.status, $0.suite, $0.name) < ($1.status, $1.suite, $1.name) }
    knowsPasses = verdicts != nil || (listsGoldensFolder && run.note == nil)
  }

  /// The JUnit test cases: every golden but the removed ones as verdicts (a new golden is a
  /// failure of type `missing`, as `plumb verify --junit` writes it), the removed ones apart
  /// (written as skipped: no test ran them).
  func junit(name: String) -> JUnitReport {
    var verdicts: [GoldenVerdict] = []
    var skipped: [GoldenVerdict] = []
    for g in goldens {
      let status: GoldenVerdict.Status
      switch g.status {
      case .failed: status = .failed
      case .new: status = .missing
      case .error: status = g.detail.flatMap(GoldenVerdict.Status.init(rawValue:)) ?? .error
      case .passed: status = .passed
      case .removed:
        skipped.append(GoldenVerdict(suite: g.suite, name: g.name, status: .passed,
                                     message: "No test of the run used this golden (removed or renamed?)."))
        continue
      }
      verdicts.append(GoldenVerdict(suite: g.suite, name: g.name, status: status, message: junitMessage(g),
                                    layoutChanges: g.layoutChanges))
    }
    return JUnitReport(name: name, verdicts: verdicts, skipped: skipped)
  }

  /// The failure text: the first layout sentences first (which view moved, by how much), then
  /// the verifier's message; the JUnit `message` attribute is its first line.
  private func junitMessage(_ g: Golden) -> String? {
    switch g.status {
    case .passed, .removed: return nil
    case .new: return "New golden \(g.key): no golden was recorded; review its actual and accept it with 'plumb accept'.\n" + (g.message ?? "")
    case .failed, .error:
      guard !g.layoutChanges.isEmpty else { return g.message }
      let shown = g.layoutChanges.prefix(3).joined(separator: " ")
      return shown + (g.layoutChanges.count > 3 ? " (\(g.layoutChanges.count - 3) more layout changes)" : "")
        + "\n" + (g.message ?? "")
    }
  }
}
