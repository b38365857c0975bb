import Foundation
import PlumbGraphics

/// A media resource, as AVFoundation's `AVAsset` (never loaded: its duration is unknown, it has
/// no tracks and is not playable). Its properties load at once (AVAsyncProperty.swift).
open class AVAsset: NSObject, AVAsynchronousKeyValueLoading, @unchecked Sendable {
  open var duration: CMTime { .indefinite }
  open var tracks: [AVAssetTrack] { [] }
  open var isPlayable: Bool { false }
  open var preferredTransform: CGAffineTransform { .identity }
  /// The asset's tracks of `mediaType` (none).
  open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { tracks.filter { $0.mediaType == mediaType } }
  /// The asset's tracks of `mediaType`, as `loadTracks(withMediaType:)`.
  open func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] { tracks(withMediaType: mediaType) }
  /// `.loaded`: every value is known at once here.
  open func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus { .loaded }
  /// Calls `handler` at once: every value is known.
  open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)? = nil) { handler?() }
  public override init() { super.init() }
  @available(*, deprecated, message: "Use AVURLAsset(url:)")
  public convenience init(url URL: URL) { self.init() }
}

/// A resource at a URL, as `AVURLAsset`.
open class AVURLAsset: AVAsset, @unchecked Sendable {
  public let url: URL
  public init(url URL: URL, options: [String: Any]? = nil) { url = URL; super.init() }
}

/// What a player plays, as `AVPlayerItem`.
open class AVPlayerItem: NSObject, @unchecked Sendable {
  public let asset: AVAsset
  public init(asset: AVAsset) { self.asset = asset; super.init() }
  public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }
  open var duration: CMTime { asset.duration }
  open func currentTime() -> CMTime { .zero }
  /// Never ready: nothing is loaded.
  open var status: Status { .unknown }
  public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
}

/// A player, as AVFoundation's `AVPlayer`: holds its item and answers as a paused player at the
/// start; `play()` sets the rate but nothing plays (a snapshot is one moment, before playback).
open class AVPlayer: NSObject, @unchecked Sendable {
  open private(set) var currentItem: AVPlayerItem?
  open var rate: Float = 0
  open var volume: Float = 1
  open var isMuted = false
  open var actionAtItemEnd: ActionAtItemEnd = .pause
  open var allowsExternalPlayback = true
  open var automaticallyWaitsToMinimizeStalling = true

  public override init() { super.init() }
  public init(playerItem item: AVPlayerItem?) { currentItem = item; super.init() }
  public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

  open func play() { rate = 1 }
  open func pause() { rate = 0 }
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
  open func currentTime() -> CMTime { .zero }
  open func seek(to time: CMTime) {}
  open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(false) }
  open func seek(to time: CMTime) async -> Bool { false }
  open var timeControlStatus: TimeControlStatus { .paused }
  /// Never called back: time does not pass in a snapshot. Returns a token for `removeTimeObserver`.
  open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                    using block: @escaping @Sendable (CMTime) -> Void) -> Any { NSObject() }
  open func removeTimeObserver(_ observer: Any) {}

  public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
  public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
}

/// A player of a list of items, as `AVQueuePlayer`.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
  private var queue: [AVPlayerItem]
  public init(items: [AVPlayerItem]) {
    queue = items
    super.init(playerItem: items.first)
  }
  public override init() { queue = []; super.init() }
  open func items() -> [AVPlayerItem] { queue }
  open func advanceToNextItem() { queue = Array(queue.dropFirst()); replaceCurrentItem(with: queue.first) }
}

/// Loops an item in a queue player, as `AVPlayerLooper`.
open class AVPlayerLooper: NSObject, @unchecked Sendable {
  public init(player: AVQueuePlayer, templateItem itemToTile: AVPlayerItem) { super.init() }
}

/// Plays a sound file, as `AVAudioPlayer`: it reads nothing and plays nothing (`play()` answers
/// false); `init(contentsOf:)` throws when the file does not exist, as a missing resource does.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
  public let url: URL?
  open var volume: Float = 1
  open var numberOfLoops = 0
  open var currentTime: TimeInterval = 0
  open var enableRate = false
  open var rate: Float = 1
  open var duration: TimeInterval { 0 }
  open var isPlaying: Bool { false }
  open weak var delegate: (any AVAudioPlayerDelegate)?
  open var isMeteringEnabled = false
  open var pan: Float = 0
  open var numberOfChannels: Int { 0 }
  open func updateMeters() {}
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
  open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
  @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
  public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    guard FileManager.default.fileExists(atPath: url.path) else { throw CocoaError(.fileNoSuchFile) }
    self.url = url
    super.init()
  }
  public init(data: Data, fileTypeHint utiString: String?) throws { url = nil; super.init() }
  public init(contentsOf url: URL) throws {
    guard FileManager.default.fileExists(atPath: url.path) else { throw CocoaError(.fileNoSuchFile) }
    self.url = url
    super.init()
  }
  public init(data: Data) throws { url = nil; super.init() }
  @discardableResult open func prepareToPlay() -> Bool { false }
  @discardableResult open func play() -> Bool { false }
  open func pause() {}
  open func stop() {}
}

/// An audio player's callbacks, as `AVAudioPlayerDelegate` (all optional; nothing plays, so none
/// is called).
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// The app's audio session, as `AVAudioSession` (categories are accepted and have no effect).
open class AVAudioSession: NSObject, @unchecked Sendable {
  private static let shared = AVAudioSession()
  open class func sharedInstance() -> AVAudioSession { shared }
  open private(set) var category: Category = .soloAmbient
  open func setCategory(_ category: Category) throws {}
  open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {}
  open func setCategory(_ category: Category, options: CategoryOptions = []) throws {}
  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}

  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
  }
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
  }
  public struct CategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 1)
    public static let duckOthers = CategoryOptions(rawValue: 2)
    public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
  }
  public struct SetActiveOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }
}
