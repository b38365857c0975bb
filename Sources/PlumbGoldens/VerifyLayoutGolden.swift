import Foundation
import PlumbDiff
import PlumbGraphics
import PlumbPNG

/// Compares a layout with its `.layout.json` golden, recording it when the mode allows.
/// Returns nil when they match.
public func verifyLayoutGolden(_ layout: LayoutSnapshot, location: GoldenLocation, mode: RecordMode) -> GoldenFailure? {
  let path = location.layoutPath
  GoldenLedger.touch("\(location.suite)/\(location.stem).layout.json", goldens: location.directory)
  func write(_ reason: String) -> GoldenFailure {
    do {
      try FileManager.default.createDirectory(atPath: "\(location.directory)/\(location.suite)", withIntermediateDirectories: true)
      try PNG.writeFile(Array(layout.jsonData()), to: path)
    } catch {
      return GoldenFailure(kind: .configuration, message: "Could not write \(path): \(error)", attachments: [])
    }
    return GoldenFailure(kind: .recorded, message: "\(reason); recorded \(path) (mode: \(mode)). Look at it and commit it.",
                         attachments: [.init(name: "layout.json", path: path)])
  }
  let data: Data
  if FileManager.default.fileExists(atPath: path) {
    do { data = Data(try PNG.readRegularFile(path, maxBytes: ImageGoldenVerifier.maxSidecarBytes)) } catch {
      return GoldenFailure(kind: .unreadableGolden, message: "The layout golden \(path) cannot be read: \(error). It was left untouched.", attachments: [])
    }
  } else {
    guard mode.recordsMissing else {
      return GoldenFailure(kind: .missing, message: "No layout golden at \(path) (record mode: \(mode)). Record it with PLUMB_RECORD=missing.", attachments: [])
    }
    return write("No layout golden existed")
  }
  let golden: LayoutSnapshot
  do { golden = try LayoutSnapshot.decode(data) } catch {
    return GoldenFailure(kind: .unreadableGolden, message: "The layout golden \(path) is not valid layout JSON: \(error). It was left untouched.", attachments: [])
  }
  let comparison = LayoutDiff.comparison(golden, layout)
  let changes = comparison.changes
  if changes.isEmpty { return nil }
  if mode.recordsFailed { return write("The layout differed (\(changes.count) changes)") }
  let lines = ["Layout mismatch: \(path)", "Changes (\(changes.count)):"] + comparison.lines(limit: 30)
  return GoldenFailure(kind: .mismatch, message: lines.joined(separator: "\n"), attachments: [])
}
