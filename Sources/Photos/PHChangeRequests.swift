import Foundation
import PlumbUIKit
import UniformTypeIdentifiers

/// The base of the change requests, as `PHChangeRequest`.
open class PHChangeRequest: NSObject, @unchecked Sendable {
  public override init() { super.init() }
}

/// Asks to create, change or delete an asset, as `PHAssetChangeRequest`. The request is made and
/// its placeholder has an identifier, but `performChanges` saves nothing in a render.
open class PHAssetChangeRequest: PHChangeRequest, @unchecked Sendable {
  /// The new asset's placeholder (nil for a request that changes an existing asset).
  open fileprivate(set) var placeholderForCreatedAsset: PHObjectPlaceholder?
  open var creationDate: Date?
  open var isFavorite = false
  open var isHidden = false

  required public override init() { super.init() }

  /// Asks to change `asset`.
  public convenience init(for asset: PHAsset) { self.init() }

  static func creating() -> Self {
    let request = Self()
    request.placeholderForCreatedAsset = PHObjectPlaceholder()
    return request
  }

  @discardableResult
  open class func creationRequestForAsset(from image: UIImage) -> Self { creating() }
  @discardableResult
  open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { creating() }
  @discardableResult
  open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { creating() }
  open class func deleteAssets(_ assets: any NSFastEnumeration) {}
  open func revertAssetContentToOriginal() {}
}

/// Asks to create an asset from resources, as `PHAssetCreationRequest`.
open class PHAssetCreationRequest: PHAssetChangeRequest, @unchecked Sendable {
  /// A request for a new asset, with a placeholder.
  @discardableResult
  open class func forAsset() -> Self { creating() }
  open class func supportsAssetResourceTypes(_ types: [NSNumber]) -> Bool { true }
  open func addResource(with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?) {}
  open func addResource(with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?) {}
}

/// Options of a resource added to a new asset, as `PHAssetResourceCreationOptions`.
open class PHAssetResourceCreationOptions: NSObject, @unchecked Sendable {
  open var originalFilename: String?
  open var uniformTypeIdentifier: String?
  open var contentType: UTType?
  open var shouldMoveFile = false
  public override init() { super.init() }
}

/// Asks to create or change an album, as `PHAssetCollectionChangeRequest`. Nothing is saved.
open class PHAssetCollectionChangeRequest: PHChangeRequest, @unchecked Sendable {
  /// The new album's placeholder (for a creation request).
  open fileprivate(set) var placeholderForCreatedAssetCollection = PHObjectPlaceholder()
  open var title = ""

  required public override init() { super.init() }

  /// Asks to change `assetCollection` (never nil here: the request is only recorded).
  public convenience init?(for assetCollection: PHAssetCollection) { self.init() }
  public convenience init?(for assetCollection: PHAssetCollection, assets: PHFetchResult<PHAsset>) { self.init() }

  @discardableResult
  open class func creationRequestForAssetCollection(withTitle title: String) -> Self {
    let request = Self()
    request.title = title
    return request
  }
  open class func deleteAssetCollections(_ assetCollections: any NSFastEnumeration) {}
  open func addAssets(_ assets: any NSFastEnumeration) {}
  open func insertAssets(_ assets: any NSFastEnumeration, at indexes: IndexSet) {}
  open func removeAssets(_ assets: any NSFastEnumeration) {}
}
