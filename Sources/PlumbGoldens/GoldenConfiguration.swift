import Foundation

/// Settings shared by golden assertions in a scope: record mode and folders.
///
/// Resolution order for each setting: the assertion's own parameter, then the innermost
/// `withGoldenConfiguration` scope or `.goldens(...)` trait, then the environment
/// (`PLUMB_RECORD`, `PLUMB_GOLDENS_DIR`, `PLUMB_ARTIFACTS_DIR`), then the defaults.
public struct GoldenConfiguration: Sendable {
  public var record: RecordMode?
  /// Root of the Goldens folder (its `<Suite>/` subfolders hold the files).
  public var goldensDirectory: String?
  /// Where failures write actual/golden/diff PNGs and a JSON summary.
  public var artifactsDirectory: String?

  public init(record: RecordMode? = nil, goldensDirectory: String? = nil, artifactsDirectory: String? = nil) {
    self.record = record; self.goldensDirectory = goldensDirectory; self.artifactsDirectory = artifactsDirectory
  }

  @TaskLocal package static var current = GoldenConfiguration()

  /// This configuration with any unset field taken from `outer`.
  package func merged(over outer: GoldenConfiguration) -> GoldenConfiguration {
    GoldenConfiguration(record: record ?? outer.record,
                        goldensDirectory: goldensDirectory ?? outer.goldensDirectory,
                        artifactsDirectory: artifactsDirectory ?? outer.artifactsDirectory)
  }
}

/// Runs `body` with golden settings overridden for every assertion inside it.
public func withGoldenConfiguration<R>(
  record: RecordMode? = nil, goldensDirectory: String? = nil, artifactsDirectory: String? = nil,
  operation: () throws -> R
) rethrows -> R {
  let inner = GoldenConfiguration(record: record, goldensDirectory: goldensDirectory,
                                  artifactsDirectory: artifactsDirectory)
  return try GoldenConfiguration.$current.withValue(inner.merged(over: GoldenConfiguration.current), operation: operation)
}

/// The async form of `withGoldenConfiguration`.
public func withGoldenConfiguration<R>(
  record: RecordMode? = nil, goldensDirectory: String? = nil, artifactsDirectory: String? = nil,
  operation: () async throws -> R
) async rethrows -> R {
  let inner = GoldenConfiguration(record: record, goldensDirectory: goldensDirectory,
                                  artifactsDirectory: artifactsDirectory)
  return try await GoldenConfiguration.$current.withValue(inner.merged(over: GoldenConfiguration.current), operation: operation)
}
