import Foundation

/// When a golden assertion may write the golden file.
///
/// Read from `PLUMB_RECORD` (`missing`, `failed`, `all`, `never`); without it, `missing` on a
/// developer machine and `never` when `CI` is set, so CI never records. A scope
/// (`withGoldenConfiguration`), a Swift Testing trait (`.goldens(record:)`) or a parameter on a
/// single assertion overrides it. Recording always fails the test, so nothing passes unseen.
public struct RecordMode: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: String, Hashable, Sendable { case missing, failed, all, never }
  private let kind: Kind

  /// Record goldens that do not exist yet; verify the others.
  public static let missing = RecordMode(kind: .missing)
  /// Also re-record goldens that fail verification.
  public static let failed = RecordMode(kind: .failed)
  /// Re-record every golden that differs at all (goldens that pass within tolerance are kept, so
  /// re-recording never churns git).
  public static let all = RecordMode(kind: .all)
  /// Never write; a missing golden fails with instructions.
  public static let never = RecordMode(kind: .never)

  public var description: String { kind.rawValue }

  /// Parses the environment's value. Unknown values are an error rather than silently `missing`.
  public init?(_ text: String) {
    guard let k = Kind(rawValue: text.lowercased()) else { return nil }
    kind = k
  }

  private init(kind: Kind) { self.kind = kind }

  var recordsMissing: Bool { kind != .never }
  var recordsFailed: Bool { kind == .failed || kind == .all }
  var recordsAll: Bool { kind == .all }

  /// The mode the environment asks for. Throws when `PLUMB_RECORD` holds an unknown value.
  static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) throws(GoldenError) -> RecordMode {
    if let raw = env["PLUMB_RECORD"], !raw.isEmpty {
      guard let mode = RecordMode(raw) else { throw .badRecordMode(raw) }
      return mode
    }
    if let ci = env["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
    return .missing
  }
}
