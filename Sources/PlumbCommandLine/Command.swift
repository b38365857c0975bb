import Foundation
import PlumbGraphics

/// Named exit statuses, as diff(1) and cmp(1) use them.
public struct ExitStatus: Equatable, Sendable, CustomStringConvertible {
  public var code: Int32
  public init(_ code: Int32) { self.code = code }
  /// Success; for comparisons: equal within tolerance.
  public static let success = ExitStatus(0)
  /// Comparisons found differences (or verification failed).
  public static let differences = ExitStatus(1)
  /// Bad usage or unreadable input.
  public static let failure = ExitStatus(2)
  public var description: String { "exit \(code)" }
}

/// Where a command writes: stdout and stderr, replaceable in tests.
public final class Console: @unchecked Sendable {
  private let lock = NSLock()
  private let writeOut: (String) -> Void
  private let writeErr: (String) -> Void

  public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
    writeOut = out; writeErr = err
  }

  /// The process's real stdout/stderr.
  public static let standard = Console(
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    err: { FileHandle.standardError.write(Data($0.utf8)) })

  // Every line is escaped here, the one place all output passes (`TerminalText`): names and
  // messages from files (a committed file name, a layout label) may hold escape sequences or
  // bidi controls. Line feeds and tabs are kept.
  public func print(_ s: String) { lock.withLock { writeOut(TerminalText.escapeLines(s) + "\n") } }
  public func error(_ s: String) { lock.withLock { writeErr(TerminalText.escapeLines(s) + "\n") } }
  /// Progress for long runs goes to stderr so stdout stays machine-readable.
  public func progress(_ s: String) { lock.withLock { writeErr(TerminalText.escapeLines(s) + "\n") } }
}

/// A `plumb` subcommand: a static spec, then `run` with the parsed arguments.
public protocol PlumbCommand: Sendable {
  static var spec: CommandSpec { get }
  /// Runs the command. Throw `UsageError` for bad arguments (exit 2 with usage),
  /// `CommandError` for failures with a message (exit 2), or return a status.
  static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus
}

/// A failure worth one clear sentence (unreadable file, failed write…); exits with `status`.
public struct CommandError: Error, CustomStringConvertible {
  public var message: String
  public var status: ExitStatus
  public init(_ message: String, status: ExitStatus = .failure) {
    self.message = message; self.status = status
  }
  public var description: String { message }
}
