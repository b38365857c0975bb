import Foundation
import PlumbDiff
import PlumbGoldens
import PlumbPNG

/// Every golden of one run, gathered for the report: failed and new ones from the artifacts
/// (`summary.json` and its PNGs), and, given the Goldens folder and its ledger of the goldens the
/// tests used, the passed ones and the removed ones (no test uses them any more). Images are
/// copied into the report folder as bytes while they are read, so the page is self-contained.
struct ReportRun {
  var goldens: [ReportGolden]
  /// Said on the page when passed and removed goldens cannot be listed (no Goldens folder given,
  /// or no ledger beside it).
  var note: String?

  /// A run described by its failures alone, without reading or copying anything (the images are
  /// assumed to be beside the page, as `write` leaves them).
  init(failures: [GoldenFailureSummary]) {
    goldens = Self.grouped(failures.map { Self.frame($0, images: ["golden.png", "actual.png", "diff.png"]) })
    note = nil
  }

  private init(goldens: [ReportGolden], note: String?) {
    self.goldens = goldens; self.note = note
  }

  /// Reads the artifacts (and the Goldens folder, if given), copying every image shown into
  /// `folder`. Each failure is read from the artifacts folder it was found in (several when the
  /// shards of a CI run are merged). Suite and name come from data: every path stays inside its
  /// root, and only regular files are copied (a symbolic link or a FIFO is an error).
  static func collect(failures: [ArtifactFolders.Entry], goldensRoot: String?,
                      copyingInto folder: String) throws -> ReportRun {
    let fm = FileManager.default
    var frames: [(String, ReportFrame)] = []
    var seen = Set<String>()
    for entry in failures {
      let f = entry.summary, artifactsRoot = entry.root
      seen.insert("\(f.suite)/\(f.name).png")
      let dest = try ContainedPath.join(folder, [f.suite, f.name])
      try fm.createDirectory(atPath: dest, withIntermediateDirectories: true)
      var present: [String: [UInt8]] = [:]
      for image in ["golden.png", "actual.png", "diff.png"] {
        let src = try ContainedPath.join(artifactsRoot, [f.suite, f.name, image])
        let isLink = (try? fm.destinationOfSymbolicLink(atPath: src)) != nil
        guard isLink || fm.fileExists(atPath: src) else { continue }
        // The bytes are copied, never a link (a link to ~/.ssh would upload the key with the
        // report): symbolic links, FIFOs and other non-files are refused.
        let bytes = try PNG.readRegularFile(src, maxBytes: ReviewReport.maxImageFileBytes, followSymlinks: false)
        try PNG.writeFile(bytes, to: try ContainedPath.join(folder, [f.suite, f.name, image]))
        present[image] = bytes
      }
      var (suite, frame) = Self.frame(f, images: Set(present.keys))
      frame.goldenSize = present["golden.png"].flatMap(Self.size)
      frame.actualSize = present["actual.png"].flatMap(Self.size)
      if let diff = present["diff.png"] {
        let image = try PNG.decode(diff, limits: .goldens, source: "\(f.suite)/\(f.name)/diff.png")
        frame.setRegions(DiffImageRegions.regions(in: image))
      }
      frames.append((suite, frame))
    }
    var note: String?
    if let goldensRoot {
      let used = GoldenLedger.touched(goldens: goldensRoot)
      if used.isEmpty {
        note = "No ledger of the run beside \(goldensRoot) (\(GoldenLedger.directory(forGoldens: goldensRoot))): "
          + "passed and removed goldens are not listed."
      } else {
        for (suite, stem) in try goldenFiles(in: goldensRoot) where !seen.contains("\(suite)/\(stem).png") {
          let status: ReportStatus = used.contains("\(suite)/\(stem).png") ? .passed : .removed
          let bytes = try PNG.readRegularFile(try ContainedPath.join(goldensRoot, [suite, stem], fileSuffix: ".png"),
                                              maxBytes: ReviewReport.maxImageFileBytes, followSymlinks: false)
          let dest = try ContainedPath.join(folder, [suite, stem])
          try fm.createDirectory(atPath: dest, withIntermediateDirectories: true)
          try PNG.writeFile(bytes, to: try ContainedPath.join(folder, [suite, stem, "golden.png"]))
          let metadata = try? PNG.readMetadata(bytes)
          var frame = ReportFrame(label: nil, stem: stem, status: status)
          frame.golden = urlPath([suite, stem, "golden.png"])
          frame.goldenSize = size(bytes)
          frame.goldenRenderer = metadata?.rendererFingerprint
          if status == .passed { frame.actual = frame.golden; frame.actualSize = frame.goldenSize; frame.differentPixels = 0 }
          frames.append((suite, frame))
        }
      }
    } else {
      note = "Passed and removed goldens are listed when the report is given the Goldens folder (--goldens)."
    }
    return ReportRun(goldens: grouped(frames), note: note)
  }

  /// `(suite, stem)` of every PNG one folder below the Goldens folder, sorted; names that are
  /// not safe golden names are skipped (no test can have written them) and named by
  /// `skippedGoldenEntries(in:)`.
  static func goldenFiles(in root: String) throws -> [(String, String)] {
    try goldenListing(in: root).files
  }

  /// The entries of the Goldens folder the report leaves out because their names are not safe
  /// golden names, each as `<suite>[/<file>]: why`, relative to the folder. A Goldens folder can
  /// come from a pull request: nothing in it is left out without a word.
  static func skippedGoldenEntries(in root: String) -> [String] {
    (try? goldenListing(in: root).skipped) ?? []
  }

  private static func goldenListing(in root: String) throws -> (files: [(String, String)], skipped: [String]) {
    let fm = FileManager.default
    var out: [(String, String)] = [], skipped: [String] = []
    func unsafeReason(_ name: String) -> String? {
      do { _ = try GoldenName.validate(name); return nil } catch { return "not a safe golden name (\(error)); not listed" }
    }
    for suite in try fm.contentsOfDirectory(atPath: root).sorted() {
      var isFolder: ObjCBool = false
      guard fm.fileExists(atPath: "\(root)/\(suite)", isDirectory: &isFolder), isFolder.boolValue else { continue }
      if let reason = unsafeReason(suite) { skipped.append("\(suite): \(reason)"); continue }
      for file in try fm.contentsOfDirectory(atPath: "\(root)/\(suite)").sorted() where file.hasSuffix(".png") {
        let stem = String(file.dropLast(4))
        if let reason = unsafeReason(stem) { skipped.append("\(suite)/\(file): \(reason)"); continue }
        out.append((suite, stem))
      }
    }
    return (out, skipped)
  }

  /// A frame from a summary, with URLs for the images present; the suite comes back beside it.
  static func frame(_ f: GoldenFailureSummary, images: Set<String>) -> (String, ReportFrame) {
    let status: ReportStatus = f.status == .new ? .new : .failed
    var frame = ReportFrame(label: nil, stem: f.name, status: status)
    let url = { (file: String) in images.contains(file) ? urlPath([f.suite, f.name, file]) : nil }
    frame.golden = url("golden.png"); frame.actual = url("actual.png"); frame.diff = url("diff.png")
    frame.layout = f.layoutChanges
    if status == .failed {
      frame.differentPixels = f.differentPixels; frame.totalPixels = f.totalPixels
      frame.largestDelta = f.largestDelta; frame.loosestPassingThreshold = f.loosestPassingThreshold
    }
    frame.sizeMismatch = f.sizeMismatch
    frame.renderer = f.renderer
    frame.goldenRenderer = f.goldenRenderer ?? (status == .failed ? f.renderer : nil)
    frame.message = f.message
    return (f.suite, frame)
  }

  /// Groups transition frames (`name.fNN`) under their golden, then orders goldens by status
  /// (failed, new, removed, passed), suite and name.
  static func grouped(_ frames: [(String, ReportFrame)]) -> [ReportGolden] {
    var order: [String] = []
    var byID: [String: ReportGolden] = [:]
    for (suite, var frame) in frames {
      var name = frame.stem
      if let (base, label) = transitionFrame(frame.stem) { name = base; frame.label = label }
      let id = "\(suite)/\(name)"
      if byID[id] == nil {
        order.append(id)
        byID[id] = ReportGolden(id: id, suite: suite, name: name, status: frame.status, frames: [])
      }
      byID[id]!.frames.append(frame)
      byID[id]!.status = min(byID[id]!.status, frame.status)
    }
    return order.map { id -> ReportGolden in
      var g = byID[id]!
      g.frames.sort { ($0.label ?? "") < ($1.label ?? "") }
      return g
    }.sorted { ($0.status, $0.suite, $0.name) < ($1.status, $1.suite, $1.name) }
  }

  /// `("name", "f03")` for `name.f03`, nil for any other stem.
  static func transitionFrame(_ stem: String) -> (String, String)? {
    guard let dot = stem.lastIndex(of: ".") else { return nil }
    let label = stem[stem.index(after: dot)...]
    guard label.count >= 3, label.first == "f", label.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
          dot > stem.startIndex else { return nil }
    return (String(stem[..<dot]), String(label))
  }

  /// [width, height] from a PNG's header, nil when it is no PNG.
  static func size(_ bytes: [UInt8]) -> [Int]? {
    guard let m = try? PNG.readMetadata(bytes), let w = m.width, let h = m.height else { return nil }
    return [w, h]
  }
}
