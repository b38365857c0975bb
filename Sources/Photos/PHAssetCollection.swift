import Foundation

/// A group of assets or collections, as `PHCollection`.
open class PHCollection: PHObject, @unchecked Sendable {
  open var localizedTitle: String? { nil }
  open var canContainAssets: Bool { false }
  open var canContainCollections: Bool { false }
  open func canPerform(_ anOperation: PHCollectionEditOperation) -> Bool { false }

  /// No collections: a render's library is empty.
  open class func fetchTopLevelUserCollections(with options: PHFetchOptions?) -> PHFetchResult<PHCollection> {
    PHFetchResult()
  }
}

/// Edits a collection allows, as `PHCollectionEditOperation`.
public enum PHCollectionEditOperation: Int, Sendable {
  case deleteContent = 1, removeContent = 2, addContent = 3, createContent = 4, rearrangeContent = 5,
       delete = 6, rename = 7
}

/// Kinds of asset collection, as `PHAssetCollectionType`.
public enum PHAssetCollectionType: Int, Sendable {
  case album = 1
  case smartAlbum = 2
  @available(iOS, deprecated: 13)
  case moment = 3
}

/// Subkinds of asset collection, as `PHAssetCollectionSubtype`.
public enum PHAssetCollectionSubtype: Int, Sendable {
  case albumRegular = 2
  case albumSyncedEvent = 3
  case albumSyncedFaces = 4
  case albumSyncedAlbum = 5
  case albumImported = 6
  case albumMyPhotoStream = 100
  case albumCloudShared = 101
  case smartAlbumGeneric = 200
  case smartAlbumPanoramas = 201
  case smartAlbumVideos = 202
  case smartAlbumFavorites = 203
  case smartAlbumTimelapses = 204
  case smartAlbumAllHidden = 205
  case smartAlbumRecentlyAdded = 206
  case smartAlbumBursts = 207
  case smartAlbumSlomoVideos = 208
  case smartAlbumUserLibrary = 209
  case smartAlbumSelfPortraits = 210
  case smartAlbumScreenshots = 211
  case smartAlbumDepthEffect = 212
  case smartAlbumLivePhotos = 213
  case smartAlbumAnimated = 214
  case smartAlbumLongExposures = 215
  case smartAlbumUnableToUpload = 216
  case smartAlbumRAW = 217
  case smartAlbumCinematic = 218
  case any = 9223372036854775807
}

/// An album or smart album, as `PHAssetCollection`. None exists in a render.
open class PHAssetCollection: PHCollection, @unchecked Sendable {
  open var assetCollectionType: PHAssetCollectionType { .album }
  open var assetCollectionSubtype: PHAssetCollectionSubtype { .albumRegular }
  open var estimatedAssetCount: Int { 0 }
  open var startDate: Date? { nil }
  open var endDate: Date? { nil }
  open override var canContainAssets: Bool { true }

  /// No collections: a render's library is empty.
  open class func fetchAssetCollections(with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype,
                                        options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
    PHFetchResult()
  }
  open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String],
                                        options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
    PHFetchResult()
  }
  open class func fetchAssetCollectionsContaining(_ asset: PHAsset, with type: PHAssetCollectionType,
                                                  options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
    PHFetchResult()
  }
}
