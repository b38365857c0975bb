import Foundation

/// Warnings about what a render could not draw as the device would (an API that compiles but is
/// not painted, a missing asset, a script without a font), printed once per key per process.
///
/// Every layer reports through this one place so that "never a silent wrong picture" holds: code
/// that accepts an API it does not fully draw calls `warnOnce` with a key naming the API and a
/// sentence naming what was left out (see docs/compatibility/). Tests read what was reported
/// with `collecting(_:)`, which also gives the body a fresh once-per-key memory; the CLI collects
/// each screen's warnings that way and prints them under that screen.
public enum RenderWarnings {
  /// Reports `message` on standard error (prefixed `warning: `) the first time `key` is seen
  /// in this process (or in the innermost `collecting` scope).
  public static func warnOnce(_ key: String, _ message: @autoclosure () -> String) {
    if let collector = RenderSession.current[Collector.self] {
      collector.add(key: key, message: message())
      return
    }
    guard Memory.shared.firstTime(key) else { return }
    let text = message()
    Memory.shared.record(text)
    // Paths and names in warnings come from files: escaped for the terminal (TerminalText).
    FileHandle.standardError.write(Data("warning: \(TerminalText.escapeLines(text))\n".utf8))
  }

  /// Runs `body` and returns what it reported (each key once), without printing it.
  public static func collecting<T>(_ body: () throws -> T) rethrows -> (value: T, warnings: [String]) {
    let (collector, session) = collectingSession()
    let value = try session.run(body)
    return (value, collector.messages)
  }

  /// The async form of `collecting(_:)`; `body` runs on the caller's actor (a `@MainActor`
  /// test can settle a host inside it).
  public static func collecting<T>(isolation: isolated (any Actor)? = #isolation,
                                   _ body: () async throws -> T) async rethrows -> (value: T, warnings: [String]) {
    let (collector, session) = collectingSession()
    let value = try await RenderSession.$current.withValue(session, operation: body, isolation: isolation)
    return (value, collector.messages)
  }

  /// Every message printed so far in this process (outside `collecting` scopes), oldest first.
  public static var printed: [String] { Memory.shared.all }

  // MARK: - Private

  /// A fresh collector and the current render session carrying it.
  private static func collectingSession() -> (Collector, RenderSession) {
    let collector = Collector()
    var session = RenderSession.current
    session[Collector.self] = collector
    return (collector, session)
  }

  private final class Memory: @unchecked Sendable {
    static let shared = Memory()
    private let lock = NSLock()
    private var seen: Set<String> = []
    private var messages: [String] = []

    func firstTime(_ key: String) -> Bool { lock.withLock { seen.insert(key).inserted } }
    func record(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
  }

  /// The innermost `collecting` scope's memory; it rides in the render session, so warnings from
  /// the threads a render hops to (the main queue, the CLI's workers) reach it too.
  private final class Collector: RenderSessionKey, @unchecked Sendable {
    static let defaultValue: Collector? = nil
    private let lock = NSLock()
    private var seen: Set<String> = []
    private var collected: [String] = []

    func add(key: String, message: String) {
      lock.withLock { if seen.insert(key).inserted { collected.append(message) } }
    }
    var messages: [String] { lock.withLock { collected } }
  }
}
