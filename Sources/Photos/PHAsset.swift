import Foundation

/// What an asset holds, as `PHAssetMediaType`.
public enum PHAssetMediaType: Int, Sendable {
  case unknown = 0
  case image = 1
  case video = 2
  case audio = 3
}

/// Kinds of photo or video, as `PHAssetMediaSubtype`.
public struct PHAssetMediaSubtype: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
  public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
  public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
  public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
  public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
  public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
  public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
  public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
  public static let videoCinematic = PHAssetMediaSubtype(rawValue: 1 << 21)
}

/// Where an asset came from, as `PHAssetSourceType`.
public struct PHAssetSourceType: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
  public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
  public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

/// How an asset plays, as `PHAsset.PlaybackStyle`.
extension PHAsset {
  public enum PlaybackStyle: Int, Sendable {
    case unsupported = 0, image = 1, imageAnimated = 2, livePhoto = 3, video = 4, videoLooping = 5
  }
}

/// A photo or video in the library, as `PHAsset`. A render's library is empty, so every fetch
/// returns no assets; an asset made in code (`PHAsset()`) has no media: type `.unknown`, no
/// dates, zero size and duration.
open class PHAsset: PHObject, @unchecked Sendable {
  open var mediaType: PHAssetMediaType { .unknown }
  open var mediaSubtypes: PHAssetMediaSubtype { [] }
  open var playbackStyle: PlaybackStyle { .unsupported }
  open var sourceType: PHAssetSourceType { .typeUserLibrary }
  open var pixelWidth: Int { 0 }
  open var pixelHeight: Int { 0 }
  open var creationDate: Date? { nil }
  open var modificationDate: Date? { nil }
  open var duration: TimeInterval { 0 }
  open var isFavorite: Bool { false }
  open var isHidden: Bool { false }
  open var burstIdentifier: String? { nil }
  open var representsBurst: Bool { false }
  open var hasAdjustments: Bool { false }

  open func canPerform(_ editOperation: PHAssetEditOperation) -> Bool { false }

  /// No assets: a render's library is empty.
  open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
  open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
  open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
  open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
  open class func fetchAssets(withBurstIdentifier burstIdentifier: String, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
  @available(iOS, deprecated: 11)
  open class func fetchAssets(withALAssetURLs assetURLs: [URL], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
  open class func fetchKeyAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset>? {
    nil
  }
}

/// Edits an asset allows, as `PHAssetEditOperation`.
public enum PHAssetEditOperation: Int, Sendable {
  case delete = 1, content = 2, properties = 3
}
