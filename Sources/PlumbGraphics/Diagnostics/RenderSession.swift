import Foundation

/// The settings one run renders with (today: the asset catalogs a run's plumb.json adds), carried
/// as one task-local value, so that tests running in parallel in one process never see each
/// other's settings and a run's worker threads all see the same ones.
///
/// Task-local values do not cross a `DispatchQueue` hop by themselves: code that hands render work
/// to another thread captures `RenderSession.current` first and calls `run(_:)` on the other side
/// (the CLI's parallel jobs and the catalog's main-queue hop do). Each layer stores its own values
/// under a key type of its own (`RenderSessionKey`), so this type knows nothing of what it carries.
public struct RenderSession: Sendable {
  /// The session the current task renders in (an empty one: every key's default).
  @TaskLocal public static var current = RenderSession()

  private var values: [ObjectIdentifier: any Sendable] = [:]

  public init() {}

  /// The value stored under `key`, or its default.
  public subscript<Key: RenderSessionKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Runs `body` in this session.
  public func run<T>(_ body: () throws -> T) rethrows -> T {
    try Self.$current.withValue(self, operation: body)
  }

  /// The async form of `run(_:)`, on the caller's actor (so a `@MainActor` test can render inside).
  public func run<T>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T) async rethrows -> T {
    try await Self.$current.withValue(self, operation: body, isolation: isolation)
  }
}

/// A kind of value a `RenderSession` carries, with the value a task outside any session reads.
public protocol RenderSessionKey {
  associatedtype Value: Sendable
  static var defaultValue: Value { get }
}
