import Foundation
import PlumbDiff
import PlumbGraphics
import PlumbPNG
import PlumbRaster

/// One rendering of a screen: pixels, the layout tree behind them, and the pixel scale.
public struct Rendering: Sendable {
  public var image: RGBAImage
  public var layout: LayoutSnapshot?
  public var scale: Int
  public init(image: RGBAImage, layout: LayoutSnapshot?, scale: Int) {
    self.image = image; self.layout = layout; self.scale = scale
  }
}

/// Compares a rendering with its golden PNG (and layout sidecar), records when the mode allows,
/// and writes artifacts on failure. The whole verdict flow of an image assertion lives here.
package struct ImageGoldenVerifier {
  package var location: GoldenLocation
  var tolerance: GoldenTolerance
  package var mode: RecordMode
  var artifactsRoot: String
  /// The command that re-records this golden, for the failure messages.
  var recordHint: RecordHint

  /// Whether this assertion could write the golden (so a second render is needed to prove the
  /// view is deterministic).
  package var mightRecord: Bool {
    mode.recordsFailed || (mode.recordsMissing && !FileManager.default.fileExists(atPath: location.imagePath))
  }

  /// Verifies. `render` is called once, or twice when a golden is recorded (two renders must
  /// agree byte for byte, or nothing is written).
  /// Returns nil on pass; warnings (such as an invisible layout change) go to `warn`.
  package func verify(render: () throws -> Rendering, warn: (String) -> Void) -> GoldenFailure? {
    let failure = verdict(render: render, warn: warn)
    // A golden that passes (or was just recorded) has no failure to review: its artifacts from an
    // earlier run go, so `plumb report` never lists a fixed failure.
    if failure == nil || failure?.kind == .recorded { removeArtifacts() }
    return failure
  }

  private func verdict(render: () throws -> Rendering, warn: (String) -> Void) -> GoldenFailure? {
    let rendering: Rendering
    do { rendering = try render() } catch {
      return GoldenFailure(kind: .configuration, message: "Rendering \(location.relativeImagePath) failed: \(error)", attachments: [])
    }
    GoldenLedger.touch(location.relativeImagePath, goldens: location.directory)
    // Contained reads and writes: a golden, sidecar or suite folder that is a symbolic link out of
    // the Goldens folder (a pull request can commit one) is neither read nor written.
    for path in [location.imagePath, location.layoutPath] where !ContainedPath.isInside(path, root: location.directory) {
      return GoldenFailure(kind: .unreadableGolden, message: """
        The golden file \(path) resolves to \(ContainedPath.resolved(path)), outside the Goldens folder \(location.directory) \
        (a symbolic link); it was neither read nor written. Replace the link by the file itself.
        """, attachments: [])
    }
    // A run that may write cleans up what killed runs left (their temp files) first.
    if mode.recordsMissing || mode.recordsFailed { PNG.removeStaleTemporaryFiles(in: "\(location.directory)/\(location.suite)") }
    let fm = FileManager.default
    guard fm.fileExists(atPath: location.imagePath) else {
      guard mode.recordsMissing else { return missingGolden(rendering) }
      return record(rendering, render: render, reason: "No golden existed", isNew: true)
    }

    // Fast path: the golden's metadata carries the hash of its pixels; equal hash, equal pixels.
    let goldenBytes: [UInt8]
    do {
      goldenBytes = try readBytes(location.imagePath)
    } catch {
      return unreadable("\(error)")
    }
    let actualHash = PixelHash.of(rendering.image)
    let metadata: PNGMetadata
    do { metadata = try PNG.readMetadata(goldenBytes, source: location.imagePath) } catch {
      return unreadable("\(error)")
    }
    let sidecar = readSidecar()
    if case .unreadable(let reason) = sidecar {
      return GoldenFailure(kind: .unreadableGolden, message: """
        The layout sidecar \(location.layoutPath) cannot be read: \(reason)
        It was left untouched. Restore it from git, or delete the pair and record it again.
        """, attachments: [])
    }
    // A golden with a layout is a pair: a PNG whose sidecar is gone (a run killed between the
    // two writes, a deleted file) is never a silent pass; recording repairs it.
    if rendering.layout != nil, case .absent = sidecar {
      if mode.recordsFailed { return record(rendering, render: render, reason: "The layout sidecar was missing") }
      return GoldenFailure(kind: .unreadableGolden, message: """
        The layout sidecar \(location.layoutPath) of \(location.imagePath) is missing: the golden pair is incomplete \
        (a run killed between its two writes, or a deleted file), so the layout cannot be verified.
        Restore it from git, or record the pair again: \(recordHint.command(recording: .all)).
        """, attachments: [])
    }
    // A sidecar that is there but is no layout (`hello`, `null`, empty, truncated JSON) is a
    // broken pair too: it would otherwise pass without its layout ever being compared.
    var oldLayout: LayoutSnapshot?
    if rendering.layout != nil, case .bytes(let bytes) = sidecar {
      do { oldLayout = try LayoutSnapshot.decode(Data(bytes)) } catch {
        let reason = Self.decodingReason(error, byteCount: bytes.count)
        if mode.recordsFailed { return record(rendering, render: render, reason: "The layout sidecar was broken (\(reason))") }
        return GoldenFailure(kind: .unreadableGolden, message: """
          The layout sidecar \(location.layoutPath) of \(location.imagePath) is not a layout: \(reason). \
          The layout cannot be verified against it.
          Restore it from git, or record the pair again: \(recordHint.command(recording: .all)).
          """, attachments: [])
      }
    }
    let layoutChanges = layoutDiff(rendering.layout, old: oldLayout)
    // Whether the sidecar holds exactly what this render would write (`all` refreshes it if not,
    // e.g. one recorded before the views' parameters were part of it).
    let sidecarIsCurrent = { () -> Bool in
      guard let layout = rendering.layout, case .bytes(let bytes) = sidecar else { return true }
      return (try? Array(layout.jsonData())) == bytes
    }
    if metadata.pixelHash == actualHash {
      return passed(rendering, layoutChanges: layoutChanges, sidecarIsCurrent: sidecarIsCurrent, warn: warn)
    }
    // Drawn with other system fonts (a user's own Apple fonts, or the bundled stand-ins): the
    // pixels cannot be compared, and a pixel diff would only say that text moved.
    let goldenFonts = metadata.rendererFingerprint.flatMap(RendererFingerprint.systemFontsPart(of:))
    let runFonts = RendererFingerprint.systemFontsPart(of: RendererFingerprint.current)
    if metadata.rendererFingerprint != nil, goldenFonts != runFonts {
      if mode.recordsFailed { return record(rendering, render: render, reason: "The golden was drawn with other system fonts") }
      return GoldenFailure(kind: .configuration, message: """
        Other system fonts: \(location.imagePath) was recorded with \(goldenFonts ?? "the bundled stand-in fonts"), \
        this run draws with \(runFonts ?? "the bundled stand-in fonts"), so its pixels are not compared.
        Run with the fonts it was recorded with (PLUMB_SYSTEM_FONTS, or plumb.json's systemFonts; docs/fonts.md, \
        "Your own Apple fonts"), or record it again: \(recordHint.command(recording: .failed)).
        """, attachments: [])
    }

    // Memory follows the work: the golden is refused from its header when it, or the union of
    // its size and the render's (what a size-mismatch diff covers), is over the byte limit.
    if let gw = metadata.width, let gh = metadata.height {
      let w = max(gw, rendering.image.width), h = max(gh, rendering.image.height)
      if w * h * 4 > PNGLimits.goldenImageBytes {
        return unreadable("it is \(gw)×\(gh); compared with the \(rendering.image.width)×\(rendering.image.height) render "
          + "that covers \(w)×\(h) pixels, over the limit of \(PNGLimits.goldenImageBytes) bytes as RGBA")
      }
    }
    let golden: RGBAImage
    do { golden = try PNG.decode(goldenBytes, limits: .goldens, source: location.imagePath) } catch {
      return unreadable("\(error)")
    }
    var outcome = compare(golden: golden, rendering: rendering)
    var faint = false
    if outcome.passed {
      // Under the threshold is rendering noise, unless the layout says views changed: then the
      // differing pixels are that change, however pale (a 10 % tint on white, or a grey
      // background, is under pixelmatch's 0.1), and they are counted at threshold 0.
      guard !layoutChanges.isEmpty, golden.pixels != rendering.image.pixels,
            let strict = faintChange(golden: golden, rendering: rendering, outcome: outcome) else {
        return passed(rendering, layoutChanges: layoutChanges, sidecarIsCurrent: sidecarIsCurrent, warn: warn)
      }
      outcome = strict
      faint = true
    }
    if mode.recordsFailed {
      return record(rendering, render: render, reason: "The golden differed (\(outcome.result.differentPixels) pixels)")
    }
    return mismatch(golden: golden, rendering: rendering, outcome: outcome, layoutChanges: layoutChanges,
                    goldenFingerprint: metadata.rendererFingerprint, faint: faint)
  }

  /// The comparison at threshold 0 (the other tolerances kept), or nil when it passes too.
  func faintChange(golden: RGBAImage, rendering: Rendering, outcome: Outcome) -> Outcome? {
    var strict = outcome.options
    strict.threshold = 0
    let result = pixelDiff(golden, rendering.image, options: strict)
    return result.passed(strict) ? nil : Outcome(result: result, options: strict, passed: false)
  }

  /// The pixels match. Within tolerance the golden is kept as it is (no churn in git), except
  /// that `all` refreshes a stale layout sidecar; otherwise an invisible layout change is a warning.
  func passed(_ rendering: Rendering, layoutChanges comparison: LayoutComparison, sidecarIsCurrent: () -> Bool = { true },
              warn: (String) -> Void) -> GoldenFailure? {
    let layoutChanges = comparison.changes
    // Encoding the layout to compare it with the sidecar is only worth it where `all` may refresh it.
    guard !layoutChanges.isEmpty || (mode.recordsAll && !sidecarIsCurrent()) else { return nil }
    if mode.recordsAll, let layout = rendering.layout {
      // Only the sidecar is rewritten: the PNG's pixels still match, so its bytes stay.
      do {
        try PNG.writeFile(Array(layout.jsonData()), to: location.layoutPath)
      } catch {
        return GoldenFailure(kind: .configuration, message: "Could not write \(location.layoutPath): \(error)", attachments: [])
      }
      return GoldenFailure(kind: .recorded, message: """
        The layout sidecar was stale (\(layoutChanges.isEmpty ? "its view parameters differ" : "\(layoutChanges.count) changes"), \
        pixels unchanged); recorded \(location.layoutPath) \
        (mode: \(mode)). Look at it and commit it.
        """, attachments: [])
    }
    if !layoutChanges.isEmpty { warn(invisibleLayoutWarning(comparison)) }
    return nil
  }

  // MARK: - Comparing

  struct Outcome {
    var result: PixelDiffResult
    var options: PixelDiffOptions
    var passed: Bool
    /// The diff image, drawn in the same pass when the sizes differ (such a pair never passes,
    /// and running a comparison over the union of two large sizes twice doubled its time).
    var diffImage: RGBAImage? = nil
  }

  func compare(golden: RGBAImage, rendering: Rendering) -> Outcome {
    var options = PixelDiffOptions()
    options.threshold = tolerance.threshold
    options.includeAntialiased = tolerance.includeAntialiased
    options.maxDifferentPixels = tolerance.maxDifferentPixels
    options.maxDifferentRatio = tolerance.maxDifferentRatio
    if let p = tolerance.perceptual {
      options.perceptual = PerceptualPrecision(pixel: 1 - p.deltaE / 100, image: p.precision)
    }
    let maskRegions = resolveMasks(rendering)
    options.ignoreRegions = maskRegions.map(\.rect)
    // No diff image here when the sizes agree: most comparisons pass, and only a failure needs
    // one (see `mismatch`). Different sizes always fail, so their diff image is drawn at once.
    let sameSize = golden.width == rendering.image.width && golden.height == rendering.image.height
    var diffImage: RGBAImage?
    let result = sameSize ? pixelDiff(golden, rendering.image, options: options)
                          : pixelDiff(golden, rendering.image, options: options, diffImage: &diffImage)
    var passed = result.passed(options)
    // Views allowed a ΔE are compared on their own, perceptually.
    for (rect, rule) in maskRegions {
      guard case .deltaE(let limit) = rule, passed else { continue }
      var local = PixelDiffOptions()
      local.perceptual = PerceptualPrecision(pixel: 1 - limit / 100, image: 1)
      let g = golden.cropped(to: rect), a = rendering.image.cropped(to: rect)
      passed = pixelDiff(g, a, options: local).passed(local)
    }
    return Outcome(result: result, options: options, passed: passed, diffImage: diffImage)
  }

  /// Pixel rectangles of masked views, from this rendering's layout.
  func resolveMasks(_ rendering: Rendering) -> [(rect: PixelRect, rule: GoldenMask.Rule)] {
    guard !tolerance.masks.isEmpty, let layout = rendering.layout else { return [] }
    let nodes = layout.root.flattened
    var out: [(PixelRect, GoldenMask.Rule)] = []
    for mask in tolerance.masks {
      for node in nodes where node.explicitID == mask.id {
        let s = Double(rendering.scale)
        let x0 = Int((node.frame.minX * s).rounded(.down)), y0 = Int((node.frame.minY * s).rounded(.down))
        let x1 = Int((node.frame.maxX * s).rounded(.up)), y1 = Int((node.frame.maxY * s).rounded(.up))
        out.append((PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0)), mask.rule))
      }
    }
    return out
  }

  /// The `.layout.json` beside the golden, as found on disk.
  enum Sidecar {
    case absent
    case bytes([UInt8])
    /// It exists but is no regular file (a FIFO, a folder), too large, or unreadable.
    case unreadable(String)
  }

  /// The largest layout sidecar read (a phone screen's is tens of kilobytes).
  static let maxSidecarBytes = 64 << 20

  func readSidecar() -> Sidecar {
    guard FileManager.default.fileExists(atPath: location.layoutPath) else { return .absent }
    do { return .bytes(try PNG.readRegularFile(location.layoutPath, maxBytes: Self.maxSidecarBytes)) } catch {
      return .unreadable("\(error)")
    }
  }

  func layoutDiff(_ layout: LayoutSnapshot?, old: LayoutSnapshot?) -> LayoutComparison {
    guard let layout, let old else { return LayoutComparison(changes: [], positionallyMatched: 0) }
    return LayoutDiff.comparison(old, layout)
  }

  /// Why sidecar bytes are not a layout, in one line ("the file is empty", the decoder's reason).
  static func decodingReason(_ error: Error, byteCount: Int) -> String {
    if byteCount == 0 { return "the file is empty" }
    switch error {
    case DecodingError.dataCorrupted(let c): return "not valid JSON (\(c.underlyingError.map { "\($0)" } ?? c.debugDescription))"
    case DecodingError.valueNotFound(_, let c), DecodingError.typeMismatch(_, let c), DecodingError.keyNotFound(_, let c):
      let at = c.codingPath.map(\.stringValue).joined(separator: ".")
      return "not a layout snapshot (\(c.debugDescription)\(at.isEmpty ? "" : " at \(at)"))"
    default: return "\(error)"
    }
  }

  // MARK: - Outcomes

  func mismatch(golden: RGBAImage, rendering: Rendering, outcome: Outcome, layoutChanges comparison: LayoutComparison,
                goldenFingerprint: String?, faint: Bool = false) -> GoldenFailure {
    let r = outcome.result
    let layoutChanges = comparison.changes
    // The second line is the most specific cause (docs/layout-diff.md, "The first line").
    var lines = ["Golden mismatch: \(location.imagePath)"] + (comparison.cause.map { [$0] } ?? [])
    if faint {
      lines.append("The pixels differ by less than the colour threshold (\(tolerance.threshold)), but views changed: "
        + "a faint change (a pale fill, a light grey) is still a change. Counted at threshold 0 below.")
    }
    if !layoutChanges.isEmpty {
      lines.append("Layout changes (\(layoutChanges.count)):")
      lines += LayoutComparison(changes: layoutChanges, positionallyMatched: comparison.positionallyMatched).lines(limit: 20)
    } else if comparison.cause != nil {
      lines.append("Layout unchanged: the pixels changed with the view's parameters above.")
    } else if rendering.layout != nil && FileManager.default.fileExists(atPath: location.layoutPath) {
      lines.append("Layout unchanged: a pixel-only change (colour, text or rendering).")
    }
    if let m = r.sizeMismatch {
      lines.append("Size: golden \(m.expected.width)×\(m.expected.height) px, actual \(m.actual.width)×\(m.actual.height) px.")
    }
    let total = max(1, rendering.image.width * rendering.image.height)
    let pct = String(format: "%.3f", Double(r.differentPixels) * 100 / Double(total))
    var figures = "Pixels: \(r.differentPixels) differ (\(pct)%), largest colour distance \(String(format: "%.4f", r.largestDelta))"
    if let box = r.boundingBox {
      figures += ", changed area x \(box.x)…\(box.x + box.width - 1), y \(box.y)…\(box.y + box.height - 1) in \(r.regions.count) region(s)"
    }
    lines.append(figures + ".")
    if r.sizeMismatch == nil && !faint {
      let loosest = r.loosestPassingThreshold.map { "threshold ≥ \(String(format: "%.4f", $0)) (now \(tolerance.threshold)), or " } ?? ""
      lines.append("Would pass with \(loosest)maxDifferentPixels ≥ \(r.differentPixels) (now \(tolerance.maxDifferentPixels)).")
    }
    let now = RendererFingerprint.current
    if let g = goldenFingerprint, g != now {
      lines.append("Renderer changed: the golden was recorded with [\(g)], this run uses [\(now)]. If only the libraries changed, re-record after checking the diff.")
    }
    let summary = GoldenFailureSummary(
      suite: location.suite, name: location.stem, golden: location.imagePath, differentPixels: r.differentPixels,
      totalPixels: r.totalPixels, largestDelta: r.largestDelta, loosestPassingThreshold: r.loosestPassingThreshold,
      layoutChanges: (comparison.cause.map { [$0] } ?? []) + layoutChanges.map(\.description),
      sizeMismatch: r.sizeMismatch.map { "\($0.expected.width)×\($0.expected.height) → \($0.actual.width)×\($0.actual.height)" },
      goldenRenderer: goldenFingerprint == now ? nil : goldenFingerprint,
      message: PackageRelativePaths.apply(lines.joined(separator: "\n")), renderer: now, run: GoldenRun.id)
    var diffImage = outcome.diffImage
    if diffImage == nil { _ = pixelDiff(golden, rendering.image, options: outcome.options, diffImage: &diffImage) }
    let files = writeArtifacts(golden: golden, actual: rendering, diff: diffImage, summary: summary)
    if !files.isEmpty {
      lines.append("Artifacts:")
      lines += files.map { "  \($0.name): \($0.path)" }
    }
    lines.append("If the change is intended: \(recordHint.command(recording: .failed))")
    return GoldenFailure(kind: .mismatch, message: lines.joined(separator: "\n"), attachments: files,
                         layoutChanges: summary.layoutChanges)
  }

  func unreadable(_ reason: String) -> GoldenFailure {
    GoldenFailure(kind: .unreadableGolden, message: """
      The golden \(location.imagePath) cannot be read: \(reason)
      It was left untouched. Restore it from git (git checkout -- '\(location.imagePath)'), or delete it and record it again.
      """, attachments: [])
  }

  /// `isNew`: no golden existed under this name, so it may be an old golden renamed.
  func record(_ first: Rendering, render: () throws -> Rendering, reason: String, isNew: Bool = false) -> GoldenFailure {
    let second: Rendering
    do { second = try render() } catch {
      return GoldenFailure(kind: .configuration, message: "Rendering \(location.relativeImagePath) a second time failed: \(error)", attachments: [])
    }
    guard second.image == first.image else {
      let d = pixelDiff(first.image, second.image, options: PixelDiffOptions(threshold: 0, includeAntialiased: true))
      return GoldenFailure(kind: .nondeterministic, message: """
        Not recorded: two renders of \(location.relativeImagePath) differ (\(d.differentPixels) pixels), so the view \
        is not deterministic (time, randomness, or unsettled state). Fix that first; a golden of it would flake.
        """, attachments: [])
    }
    do {
      let folder = "\(location.directory)/\(location.suite)"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      PNG.removeStaleTemporaryFiles(in: folder)
      let metadata = PNGMetadata(rendererFingerprint: RendererFingerprint.current, pixelHash: PixelHash.of(first.image))
      // Sidecar first, PNG last, each by temp file + rename: a kill in between leaves the old
      // PNG (or none) beside the new sidecar, which the next verify reports, never a new PNG
      // without its sidecar.
      if let layout = first.layout {
        try PNG.writeFile(Array(layout.jsonData()), to: location.layoutPath)
      }
      try PNG.writeFile(PNG.encode(first.image, metadata: metadata), to: location.imagePath)
    } catch {
      return GoldenFailure(kind: .configuration, message: "Could not write \(location.imagePath): \(error)", attachments: [])
    }
    var message = """
      \(reason); recorded \(location.imagePath) (mode: \(mode)).
      Look at it and commit it; the next run verifies against it.
      """
    let hash = PixelHash.of(first.image)
    if isNew {
      let former = GoldenRenames.formerNames(of: location.relativeImagePath, pixelHash: hash, goldens: location.directory)
      if let old = former.first {
        message += """

          It has the same pixels as \(old), which no test has used in this run: if the test or preview was \
          renamed, keep the golden's history with:
            \(GoldenRenames.gitMove(from: old, to: location.relativeImagePath, goldens: location.directory))
          """
      }
    }
    GoldenRenames.noteRecorded(location.relativeImagePath, pixelHash: hash, goldens: location.directory)
    return GoldenFailure(kind: .recorded, message: message,
                         attachments: [.init(name: "\(location.stem).golden.png", path: location.imagePath)])
  }

  // MARK: - Artifacts

  /// Removes this golden's artifacts folder (`<artifacts>/<suite>/<name>`), if an earlier run left one.
  func removeArtifacts() {
    guard let dir = try? ContainedPath.join(artifactsRoot, [location.suite, location.stem]) else { return }
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue {
      try? FileManager.default.removeItem(atPath: dir)
    }
  }

  /// This golden's artifacts folder (`<artifacts>/<suite>/<stem>`, kept inside the root), created;
  /// nil when it cannot be, and then no artifact is written.
  func makeArtifactsDirectory() -> String? {
    guard let dir = try? ContainedPath.join(artifactsRoot, [location.suite, location.stem]),
          (try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)) != nil
    else { return nil }
    PNG.removeStaleTemporaryFiles(in: dir)
    return dir
  }

  /// Writes the failure's files; attachments are named `<golden>.<file>` so that several failures
  /// of one test stay apart in `swift test --attachments-path`.
  /// The actual is written as a golden would be (renderer fingerprint and pixel hash in its
  /// metadata, `actual.layout.json` beside it), so that `plumb accept` can copy the pair as it is.
  func writeArtifacts(golden: RGBAImage, actual: Rendering, diff: RGBAImage?, summary: GoldenFailureSummary) -> [GoldenFailure.Attachment] {
    guard let dir = makeArtifactsDirectory() else { return [] }
    var files: [GoldenFailure.Attachment] = []
    func write(_ name: String, _ bytes: [UInt8]) {
      let path = "\(dir)/\(name)"
      if (try? PNG.writeFile(bytes, to: path)) != nil { files.append(.init(name: "\(location.stem).\(name)", path: path)) }
    }
    // Sidecar before PNG, as a golden pair is written.
    if let layout = actual.layout, let json = try? layout.jsonData() { write("actual.layout.json", Array(json)) }
    write("actual.png", PNG.encode(actual.image, metadata: PNGMetadata(rendererFingerprint: RendererFingerprint.current)))
    write("golden.png", PNG.encode(golden))
    if let diff { write("diff.png", PNG.encode(diff)) }
    let path = "\(dir)/summary.json"
    let enc = JSONEncoder()
    enc.outputFormatting = [.prettyPrinted, .sortedKeys]
    if let data = try? enc.encode(summary), (try? PNG.writeFile(Array(data), to: path)) != nil {
      files.append(.init(name: "\(location.stem).summary.json", path: path))
    }
    return files
  }

  func invisibleLayoutWarning(_ comparison: LayoutComparison) -> String {
    "warning: \(location.relativeImagePath): the layout changed but the pixels did not (an invisible view moved):\n"
      + comparison.lines(limit: 10).joined(separator: "\n")
  }

  func readBytes(_ path: String) throws -> [UInt8] {
    try PNG.readRegularFile(path, maxBytes: 2 * PNGLimits.goldenImageBytes + (1 << 20))
  }
}

extension RGBAImage {
  /// The pixels inside `rect` (clamped to the image), as a new image.
  func cropped(to rect: PixelRect) -> RGBAImage {
    let x0 = max(0, rect.x), y0 = max(0, rect.y)
    let x1 = min(width, rect.maxX), y1 = min(height, rect.maxY)
    guard x1 > x0, y1 > y0 else { return RGBAImage(width: 0, height: 0, pixels: []) }
    var out = [UInt8]()
    out.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    for y in y0..<y1 { out += pixels[(y * width + x0) * 4..<(y * width + x1) * 4] }
    return RGBAImage(width: x1 - x0, height: y1 - y0, pixels: out)
  }
}
