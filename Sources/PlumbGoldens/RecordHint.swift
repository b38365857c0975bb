/// How a failure tells the user to re-record: the command differs between a test
/// (`PLUMB_RECORD=failed swift test --filter HomeTests`) and the CLI
/// (`swift package plumb record --mode failed home`), and a hint for the wrong one sends users
/// to a command that records nothing.
public struct RecordHint: Sendable {
  private let command: @Sendable (RecordMode) -> String

  public init(_ command: @escaping @Sendable (RecordMode) -> String) { self.command = command }

  /// `PLUMB_RECORD=<mode> swift test --filter <filter>`.
  public static func swiftTest(filter: String) -> RecordHint {
    RecordHint { "PLUMB_RECORD=\($0) swift test --filter \(filter)" }
  }

  /// `<tool> record --mode <mode> <screen>`, where `tool` is `plumb` or `swift package plumb`.
  public static func cli(tool: String, screen: String) -> RecordHint {
    RecordHint { "\(tool) record --mode \($0) \(screen)" }
  }

  /// The command that records with `mode`.
  public func command(recording mode: RecordMode) -> String { command(mode) }
}
