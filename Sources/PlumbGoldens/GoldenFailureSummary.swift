import Foundation

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

  /// Reads every summary below an artifacts folder, sorted by suite and name. A summary whose
  /// `suite` or `name` is not a safe golden name (`..`, separators…) is an error naming its file:
  /// those fields become paths, and the folder may come from an untrusted run.
  public static func all(in artifactsRoot: String) throws -> [GoldenFailureSummary] {
    let paths = FileManager.default.enumerator(atPath: artifactsRoot)?.compactMap { $0 as? String } ?? []
    return try paths.filter { $0 == "summary.json" || $0.hasSuffix("/summary.json") }.compactMap { rel throws -> GoldenFailureSummary? in
      let file = "\(artifactsRoot)/\(rel)"
      guard let data = FileManager.default.contents(atPath: file),
            let summary = try? JSONDecoder().decode(GoldenFailureSummary.self, from: data) else { return nil }
      do throws(GoldenError) {
        _ = try GoldenName.validate(summary.suite)
        _ = try GoldenName.validate(summary.name)
      } catch {
        throw ArtifactError.unsafeSummary(file, error)
      }
      return summary
    }.sorted { ($0.suite, $0.name) < ($1.suite, $1.name) }
  }

  /// The folder holding this failure's files, relative to the artifacts root.
  public var folder: String { "\(suite)/\(name)" }
}
