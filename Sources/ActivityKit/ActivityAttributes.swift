import Foundation

/// What a Live Activity shows, as ActivityKit's `ActivityAttributes`: the fixed attributes and
/// the `ContentState` that updates. No Live Activity appears in a render
/// (docs/compatibility/frameworks.md, "ActivityKit").
public protocol ActivityAttributes: Decodable, Encodable {
  associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A Live Activity's content at one moment, as `ActivityContent`.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable {
  public var state: State
  public var staleDate: Date?
  public var relevanceScore: Double
  public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
    self.state = state; self.staleDate = staleDate; self.relevanceScore = relevanceScore
  }
}

/// How a Live Activity's life stands, as `ActivityState`.
public enum ActivityState: Equatable, Hashable, Sendable, Codable {
  case active, ended, dismissed, stale, pending
}

/// When the system removes an ended Live Activity, as `ActivityUIDismissalPolicy`.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
  let kind: Int
  let date: Date?
  public static let `default` = ActivityUIDismissalPolicy(kind: 0, date: nil)
  public static let immediate = ActivityUIDismissalPolicy(kind: 1, date: nil)
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(kind: 2, date: date) }
}

/// How a Live Activity is updated remotely, as `PushType`.
public struct PushType: Equatable, Hashable, Sendable {
  let name: String
  public static let token = PushType(name: "token")
  public static func channel(_ channelID: String) -> PushType { PushType(name: "channel:\(channelID)") }
}

/// Why a Live Activity could not start, as `ActivityAuthorizationError`.
public enum ActivityAuthorizationError: Error, Equatable, Hashable, Sendable, LocalizedError {
  case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier,
       missingProcessIdentifier, persistenceFailure, reconnectNotPermitted, targetMaximumExceeded,
       unentitled, unsupported, unsupportedTarget, visibility

  public var errorDescription: String? {
    self == .unsupported ? "Live Activities are not supported on Linux: nothing is shown in a render" : "\(self)"
  }
}

/// Whether the person allows Live Activities, as `ActivityAuthorizationInfo`: never on Linux.
public struct ActivityAuthorizationInfo: Sendable {
  public init() {}
  public var areActivitiesEnabled: Bool { false }
  public var frequentPushesEnabled: Bool { false }
  /// Never yields: the setting does not change in a render.
  public var activityEnablementUpdates: AsyncStream<Bool> { AsyncStream { _ in } }
  public var frequentPushEnablementUpdates: AsyncStream<Bool> { AsyncStream { _ in } }
}
