import Foundation
import PlumbPNG

/// The figures of one failed golden, written as `summary.json` beside its actual, golden and diff
/// PNGs, so that reports (`plumb report`) and CI tools can read a run without re-running it.
public struct GoldenFailureSummary: Codable, Sendable, Hashable {
  public var suite: String
  /// File stem: `name` or `name.variant`.
  public var name: String
  public var golden: String
  public var differentPixels: Int
  public var totalPixels: Int
  public var largestDelta: Double
  public var loosestPassingThreshold: Double?
  public var layoutChanges: [String]
  /// "W×H → W×H" when the sizes differ.
  public var sizeMismatch: String?
  /// The golden's renderer fingerprint when it differs from this run's.
  public var goldenRenderer: String?
  public var message: String
  /// Why the golden has artifacts: nil or `.failed` for a mismatch, `.new` for a golden that did
  /// not exist in a run that may not record (CI), whose actual is written so it can be reviewed.
  public var status: Status? = nil
  /// This run's renderer fingerprint (library and font versions), for the report.
  public var renderer: String? = nil
  /// The run that wrote it (`GoldenRun.id`), so a report counts one run; nil in older summaries.
  public var run: String? = nil

  /// The verdicts that leave artifacts.
  public enum Status: String, Codable, Sendable, Hashable {
    case failed, new
  }

  /// Reads every summary below an artifacts folder, sorted by suite and name. Everything wrong is
  /// an error naming its path, never an empty (all-clear) result: a missing or non-folder root,
  /// a folder that cannot be listed, a summary that is no regular file or not valid JSON, and a
  /// summary whose `suite` or `name` is not a safe golden name (`..`, separators…): those fields
  /// become paths, and the folder may come from an untrusted run.
  public static func all(in artifactsRoot: String) throws -> [GoldenFailureSummary] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: artifactsRoot, isDirectory: &isFolder) else {
      throw ArtifactError.missingFolder(artifactsRoot)
    }
    guard isFolder.boolValue else { throw ArtifactError.notAFolder(artifactsRoot) }
    var listingError: ArtifactError?
    let root = URL(fileURLWithPath: artifactsRoot)
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) { url, error in
      listingError = .unreadable(url.path, reason: "\(error.localizedDescription)")
      return false
    }
    guard let enumerator else { throw ArtifactError.unreadable(artifactsRoot, reason: "cannot list the folder") }
    var files: [String] = []
    for case let url as URL in enumerator where url.lastPathComponent == "summary.json" {
      files.append(url.path)
    }
    if let listingError { throw listingError }
    return try files.map { file throws -> GoldenFailureSummary in
      let summary: GoldenFailureSummary
      do {
        summary = try JSONDecoder().decode(GoldenFailureSummary.self, from: Data(PNG.readRegularFile(file, maxBytes: maxSummaryBytes)))
      } catch let error as PNGError {
        throw ArtifactError.unreadable(file, reason: "\(error)")
      } catch {
        throw ArtifactError.badSummary(file, reason: "\(error)")
      }
      do throws(GoldenError) {
        _ = try GoldenName.validate(summary.suite)
        _ = try GoldenName.validate(summary.name)
      } catch {
        throw ArtifactError.unsafeSummary(file, error)
      }
      return summary
    }.sorted { ($0.suite, $0.name) < ($1.suite, $1.name) }
  }

  /// The largest `summary.json` read (a real one is a few kilobytes).
  public static let maxSummaryBytes = 8 << 20

  /// The folder holding this failure's files, relative to the artifacts root.
  public var folder: String { "\(suite)/\(name)" }
}
