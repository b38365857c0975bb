import Foundation
import PlumbGraphics
import PlumbPNG
import PlumbRaster

extension ImageGoldenVerifier {
  /// A golden that does not exist, in a run that may not record it (CI): the test fails with
  /// how to record it, and the rendering is still written to the artifacts (`actual.png` and a
  /// `summary.json` with status `new`), so the reviewer of the run sees the new screen.
  func missingGolden(_ rendering: Rendering) -> GoldenFailure {
    var lines = [
      "No golden at \(location.imagePath) (record mode: \(mode)).",
      "Record it locally with: \(recordHint.command(recording: .missing))",
      "then look at the PNG and commit it.",
    ]
    let files = writeNewGoldenArtifacts(rendering.image, layout: rendering.layout, message: lines.joined(separator: "\n"))
    if !files.isEmpty {
      lines.append("Artifacts:")
      lines += files.map { "  \($0.name): \($0.path)" }
    }
    return GoldenFailure(kind: .missing, message: lines.joined(separator: "\n"), attachments: files)
  }

  private func writeNewGoldenArtifacts(_ actual: RGBAImage, layout: LayoutSnapshot?, message: String) -> [GoldenFailure.Attachment] {
    guard let dir = makeArtifactsDirectory() else { return [] }
    var files: [GoldenFailure.Attachment] = []
    let metadata = PNGMetadata(rendererFingerprint: RendererFingerprint.current, pixelHash: PixelHash.of(actual))
    // The layout sidecar first, as a golden pair is written, so that 'plumb accept' copies both.
    if let layout, let json = try? layout.jsonData() {
      let sidecarPath = "\(dir)/actual.layout.json"
      if (try? PNG.writeFile(Array(json), to: sidecarPath)) != nil {
        files.append(.init(name: "\(location.stem).actual.layout.json", path: sidecarPath))
      }
    }
    let imagePath = "\(dir)/actual.png"
    guard (try? PNG.writeFile(PNG.encode(actual, metadata: metadata), to: imagePath)) != nil else { return [] }
    files.append(.init(name: "\(location.stem).actual.png", path: imagePath))
    let total = actual.width * actual.height
    let summary = GoldenFailureSummary(
      suite: location.suite, name: location.stem, golden: location.imagePath, differentPixels: total,
      totalPixels: total, largestDelta: 0, loosestPassingThreshold: nil, layoutChanges: [], sizeMismatch: nil,
      goldenRenderer: nil, message: message, status: .new, renderer: RendererFingerprint.current, run: GoldenRun.id)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let path = "\(dir)/summary.json"
    if let data = try? encoder.encode(summary), (try? PNG.writeFile(Array(data), to: path)) != nil {
      files.append(.init(name: "\(location.stem).summary.json", path: path))
    }
    return files
  }
}
