import Foundation
import UIKit

/// What the Lock Screen and Control Center show as playing, as MediaPlayer's
/// `MPNowPlayingInfoCenter`. A render has neither, so the info is kept and shown nowhere
/// (docs/compatibility/frameworks.md, "MediaPlayer").
public final class MPNowPlayingInfoCenter: @unchecked Sendable {
  private static let shared = MPNowPlayingInfoCenter()
  private let lock = NSLock()
  private var info: [String: Any]?
  private var state: MPNowPlayingPlaybackState = .unknown

  public static func `default`() -> MPNowPlayingInfoCenter { shared }

  public var nowPlayingInfo: [String: Any]? {
    get { lock.withLock { info } }
    set { lock.withLock { info = newValue } }
  }
  public var playbackState: MPNowPlayingPlaybackState {
    get { lock.withLock { state } }
    set { lock.withLock { state = newValue } }
  }
}

/// Whether the app's media is playing, as `MPNowPlayingPlaybackState`.
public enum MPNowPlayingPlaybackState: UInt, Sendable { case unknown, playing, paused, stopped, interrupted }

// The keys of `nowPlayingInfo`, with iOS's string values.
public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPMediaItemPropertyPersistentID = "persistentID"
public let MPMediaItemPropertyMediaType = "mediaType"
public let MPMediaItemPropertyGenre = "genre"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"

/// The kind of media in the now-playing info, as `MPNowPlayingInfoMediaType`.
public enum MPNowPlayingInfoMediaType: UInt, Sendable { case none, audio, video }

/// Artwork for the now-playing info, as `MPMediaItemArtwork`: its image is asked for a size.
public final class MPMediaItemArtwork: @unchecked Sendable {
  public let bounds: CGRect
  private let handler: (CGSize) -> UIImage
  public init(boundsSize: CGSize, requestHandler: @escaping @Sendable (CGSize) -> UIImage) {
    bounds = CGRect(origin: .zero, size: boundsSize); handler = requestHandler
  }
  /// The image at `size`.
  public func image(at size: CGSize) -> UIImage? { handler(size) }
}
