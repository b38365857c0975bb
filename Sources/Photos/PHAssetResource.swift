import Foundation

/// Kinds of an asset's files, as `PHAssetResourceType`.
public enum PHAssetResourceType: Int, Sendable {
  case photo = 1
  case video = 2
  case audio = 3
  case alternatePhoto = 4
  case fullSizePhoto = 5
  case fullSizeVideo = 6
  case adjustmentData = 7
  case adjustmentBasePhoto = 8
  case pairedVideo = 9
  case fullSizePairedVideo = 10
  case adjustmentBasePairedVideo = 11
  case adjustmentBaseVideo = 12
  case photoProxy = 19
}

/// One file of an asset, as `PHAssetResource`. No asset has any in a render.
open class PHAssetResource: NSObject, @unchecked Sendable {
  public let type: PHAssetResourceType
  public let assetLocalIdentifier: String
  public let uniformTypeIdentifier: String
  public let originalFilename: String

  init(type: PHAssetResourceType, assetLocalIdentifier: String, uniformTypeIdentifier: String, originalFilename: String) {
    self.type = type; self.assetLocalIdentifier = assetLocalIdentifier
    self.uniformTypeIdentifier = uniformTypeIdentifier; self.originalFilename = originalFilename
  }

  /// None: a render's library holds no files.
  open class func assetResources(for asset: PHAsset) -> [PHAssetResource] { [] }
}

/// Identifies a resource data request, as `PHAssetResourceDataRequestID`.
public typealias PHAssetResourceDataRequestID = Int32
/// Progress of a resource download, as `PHAssetResourceProgressHandler` (never called in a render).
public typealias PHAssetResourceProgressHandler = (Double) -> Void

/// Options of a resource request, as `PHAssetResourceRequestOptions`.
open class PHAssetResourceRequestOptions: NSObject, @unchecked Sendable {
  open var isNetworkAccessAllowed = false
  open var progressHandler: PHAssetResourceProgressHandler?
  public override init() { super.init() }
}

/// Reads resources' data, as `PHAssetResourceManager`. No resource exists in a render: each
/// request completes at once with a `PHPhotosError.missingResource` and no data.
open class PHAssetResourceManager: NSObject, @unchecked Sendable {
  private static let manager = PHAssetResourceManager()
  public override init() { super.init() }
  open class func `default`() -> PHAssetResourceManager { manager }

  private static var missing: NSError {
    NSError(domain: PHPhotosErrorDomain, code: PHPhotosError.Code.missingResource.rawValue,
            userInfo: [NSLocalizedDescriptionKey: "The resource is not in the photo library (a render's library is empty)."])
  }

  @discardableResult
  open func requestData(for resource: PHAssetResource, options: PHAssetResourceRequestOptions?,
                        dataReceivedHandler handler: @escaping (Data) -> Void,
                        completionHandler: @escaping ((any Error)?) -> Void) -> PHAssetResourceDataRequestID {
    completionHandler(Self.missing)
    return 1
  }

  open func writeData(for resource: PHAssetResource, toFile fileURL: URL, options: PHAssetResourceRequestOptions?,
                      completionHandler: @escaping ((any Error)?) -> Void) {
    completionHandler(Self.missing)
  }

  open func writeData(for resource: PHAssetResource, toFile fileURL: URL,
                      options: PHAssetResourceRequestOptions?) async throws {
    throw Self.missing
  }

  open func cancelDataRequest(_ requestID: PHAssetResourceDataRequestID) {}
}
