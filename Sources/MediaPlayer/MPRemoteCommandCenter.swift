import Foundation

/// The remote controls (Lock Screen, headphones, CarPlay), as MediaPlayer's
/// `MPRemoteCommandCenter`. No command is ever sent in a render; targets are kept and can be
/// removed, and `isEnabled` is remembered.
public final class MPRemoteCommandCenter: @unchecked Sendable {
  private static let center = MPRemoteCommandCenter()
  public static func shared() -> MPRemoteCommandCenter { center }

  public let playCommand = MPRemoteCommand()
  public let pauseCommand = MPRemoteCommand()
  public let stopCommand = MPRemoteCommand()
  public let togglePlayPauseCommand = MPRemoteCommand()
  public let nextTrackCommand = MPRemoteCommand()
  public let previousTrackCommand = MPRemoteCommand()
  public let changeRepeatModeCommand = MPRemoteCommand()
  public let changeShuffleModeCommand = MPRemoteCommand()
  public let seekForwardCommand = MPRemoteCommand()
  public let seekBackwardCommand = MPRemoteCommand()
  public let skipForwardCommand = MPSkipIntervalCommand()
  public let skipBackwardCommand = MPSkipIntervalCommand()
  public let changePlaybackRateCommand = MPRemoteCommand()
  public let changePlaybackPositionCommand = MPRemoteCommand()
  public let likeCommand = MPRemoteCommand()
  public let dislikeCommand = MPRemoteCommand()
  public let bookmarkCommand = MPRemoteCommand()
}

/// One remote command, as `MPRemoteCommand`.
public class MPRemoteCommand: @unchecked Sendable {
  private let lock = NSLock()
  private var targets: [(id: ObjectIdentifier, handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] = []
  private var enabled = true

  /// Commands come from `MPRemoteCommandCenter`; tests make their own.
  package init() {}

  public var isEnabled: Bool {
    get { lock.withLock { enabled } }
    set { lock.withLock { enabled = newValue } }
  }

  /// Adds a handler; the returned object removes it with `removeTarget(_:)`.
  @discardableResult
  public func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
    let token = Token()
    lock.withLock { targets.append((ObjectIdentifier(token), handler)) }
    return token
  }
  /// The target-action form (no Objective-C selectors on Linux): accepted, never called.
  public func addTarget(_ target: Any, action: String) {}
  public func removeTarget(_ target: Any?) {
    guard let token = target as? Token else { lock.withLock { targets.removeAll() }; return }
    lock.withLock { targets.removeAll { $0.id == ObjectIdentifier(token) } }
  }
  /// How many handlers are registered (no command is ever sent in a render).
  public var handlerCount: Int { lock.withLock { targets.count } }

  private final class Token {}
}

/// A skip command with its intervals, as `MPSkipIntervalCommand`.
public final class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
  public var preferredIntervals: [NSNumber] = [15]
}

/// What a handler answers, as `MPRemoteCommandHandlerStatus`.
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
  case success = 0, noSuchContent = 100, noActionableNowPlayingItem = 110, deviceNotFound = 120, commandFailed = 200
}

/// A command as sent, as `MPRemoteCommandEvent`.
public class MPRemoteCommandEvent: @unchecked Sendable {
  public let command: MPRemoteCommand
  public let timestamp: TimeInterval
  init(command: MPRemoteCommand, timestamp: TimeInterval) { self.command = command; self.timestamp = timestamp }
}

/// A seek to a position, as `MPChangePlaybackPositionCommandEvent`.
public final class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  public let positionTime: TimeInterval
  init(command: MPRemoteCommand, positionTime: TimeInterval) {
    self.positionTime = positionTime
    super.init(command: command, timestamp: 0)
  }
}

/// A skip by an interval, as `MPSkipIntervalCommandEvent`.
public final class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  public let interval: TimeInterval
  init(command: MPRemoteCommand, interval: TimeInterval) {
    self.interval = interval
    super.init(command: command, timestamp: 0)
  }
}

/// A rate change, as `MPChangePlaybackRateCommandEvent`.
public final class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  public let playbackRate: Float
  init(command: MPRemoteCommand, playbackRate: Float) {
    self.playbackRate = playbackRate
    super.init(command: command, timestamp: 0)
  }
}
