import Testing

/// A Swift Testing trait that sets golden options for a test or a whole suite:
/// `@Suite(.goldens(record: .failed))`.
public struct GoldensTrait: TestTrait, SuiteTrait, TestScoping {
  var configuration: GoldenConfiguration
  public var isRecursive: Bool { true }

  public func provideScope(for test: Test, testCase: Test.Case?,
                           performing function: @Sendable () async throws -> Void) async throws {
    try await withGoldenConfiguration(record: configuration.record,
                                      goldensDirectory: configuration.goldensDirectory,
                                      artifactsDirectory: configuration.artifactsDirectory) {
      try await function()
    }
  }
}

extension Trait where Self == GoldensTrait {
  /// Golden settings for the test or suite this trait is attached to.
  public static func goldens(record: RecordMode? = nil, goldensDirectory: String? = nil,
                             artifactsDirectory: String? = nil) -> Self {
    GoldensTrait(configuration: GoldenConfiguration(record: record, goldensDirectory: goldensDirectory,
                                                    artifactsDirectory: artifactsDirectory))
  }
}
