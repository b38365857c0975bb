import Foundation

/// The device's music library, as MediaPlayer's `MPMediaLibrary`: there is none in a render, so
/// access is never granted and queries find nothing.
public final class MPMediaLibrary: @unchecked Sendable {
  private static let library = MPMediaLibrary()
  public static func `default`() -> MPMediaLibrary { library }
  public static func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { .denied }
  /// Answers `.denied` at once.
  public static func requestAuthorization(_ handler: @escaping @Sendable (MPMediaLibraryAuthorizationStatus) -> Void) {
    handler(.denied)
  }
  public static func requestAuthorization() async -> MPMediaLibraryAuthorizationStatus { .denied }
}

/// Whether the app may read the music library, as `MPMediaLibraryAuthorizationStatus`.
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable { case notDetermined, denied, restricted, authorized }

/// An item of the music library, as `MPMediaItem`.
open class MPMediaItem: @unchecked Sendable {
  public init() {}
  open var title: String? { nil }
  open var artist: String? { nil }
  open var albumTitle: String? { nil }
  open var playbackDuration: TimeInterval { 0 }
  open var persistentID: UInt64 { 0 }
  open var artwork: MPMediaItemArtwork? { nil }
  open var assetURL: URL? { nil }
}

/// A query over the music library, as `MPMediaQuery`: it finds nothing in a render.
open class MPMediaQuery: @unchecked Sendable {
  public init() {}
  open class func songs() -> MPMediaQuery { MPMediaQuery() }
  open class func albums() -> MPMediaQuery { MPMediaQuery() }
  open class func artists() -> MPMediaQuery { MPMediaQuery() }
  open class func playlists() -> MPMediaQuery { MPMediaQuery() }
  open var items: [MPMediaItem]? { [] }
}

/// The system or the app's music player, as `MPMusicPlayerController`: nothing plays.
@preconcurrency @MainActor
open class MPMusicPlayerController {
  public static let systemMusicPlayer = MPMusicPlayerController()
  public static let applicationMusicPlayer = MPMusicPlayerController()
  public static let applicationQueuePlayer = MPMusicPlayerController()
  public var playbackState: MPMusicPlaybackState { .stopped }
  public var nowPlayingItem: MPMediaItem?
  public var currentPlaybackTime: TimeInterval = 0
  public var repeatMode: MPMusicRepeatMode = .default
  public var shuffleMode: MPMusicShuffleMode = .default
  init() {}
  public func play() {}
  public func pause() {}
  public func stop() {}
  public func skipToNextItem() {}
  public func skipToPreviousItem() {}
  public func prepareToPlay() {}
  public func setQueue(with query: MPMediaQuery) {}
  public func beginGeneratingPlaybackNotifications() {}
  public func endGeneratingPlaybackNotifications() {}
}

public enum MPMusicPlaybackState: Int, Sendable { case stopped, playing, paused, interrupted, seekingForward, seekingBackward }
public enum MPMusicRepeatMode: Int, Sendable { case `default`, none, one, all }
public enum MPMusicShuffleMode: Int, Sendable { case `default`, off, songs, albums }
