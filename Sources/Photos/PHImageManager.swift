import Foundation
import PlumbUIKit

/// Identifies an image request, as `PHImageRequestID`.
public typealias PHImageRequestID = Int32
/// The ID no request has, as `PHInvalidImageRequestID`.
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// "The largest size available", as `PHImageManagerMaximumSize`.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// Keys of a request's info dictionary, as PhotoKit's `PHImage…Key` constants.
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
public let PHImageCancelledKey = "PHImageCancelledKey"
public let PHImageErrorKey = "PHImageErrorKey"

/// How an image fits the requested size, as `PHImageContentMode`.
public enum PHImageContentMode: Int, Sendable {
  case aspectFit = 0
  case aspectFill = 1
  public static var `default`: PHImageContentMode { .aspectFit }
}

/// Which version of an edited asset to load, as `PHImageRequestOptionsVersion`.
public enum PHImageRequestOptionsVersion: Int, Sendable {
  case current = 0, unadjusted = 1, original = 2
}

/// Quality versus speed, as `PHImageRequestOptionsDeliveryMode`.
public enum PHImageRequestOptionsDeliveryMode: Int, Sendable {
  case opportunistic = 0, highQualityFormat = 1, fastFormat = 2
}

/// How the image is resized to the target size, as `PHImageRequestOptionsResizeMode`.
public enum PHImageRequestOptionsResizeMode: Int, Sendable {
  case none = 0, fast = 1, exact = 2
}

/// Progress of an iCloud download, as `PHAssetImageProgressHandler` (never called in a render).
public typealias PHAssetImageProgressHandler = (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// Options of an image request, as `PHImageRequestOptions`. Kept as set.
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
  open var version: PHImageRequestOptionsVersion = .current
  open var deliveryMode: PHImageRequestOptionsDeliveryMode = .opportunistic
  open var resizeMode: PHImageRequestOptionsResizeMode = .fast
  open var normalizedCropRect: CGRect = .zero
  open var isNetworkAccessAllowed = false
  open var isSynchronous = false
  open var allowSecondaryDegradedImage = false
  open var progressHandler: PHAssetImageProgressHandler?
  public override init() { super.init() }
}

/// Loads images of assets, as `PHImageManager`. A render's library is empty, so no request finds
/// its asset: each calls its result handler once, at once on the calling thread, with no image (or
/// data) and an info dictionary whose `PHImageErrorKey` is a `PHPhotosError.identifierNotFound`
/// NSError and whose `PHImageResultIsDegradedKey` is false, so code waiting on it (a continuation)
/// resumes and a view shows its placeholder.
open class PHImageManager: NSObject, @unchecked Sendable {
  private static let manager = PHImageManager()
  private static let lock = NSLock()
  nonisolated(unsafe) private static var lastID: PHImageRequestID = 0

  public override init() { super.init() }

  /// The shared manager.
  open class func `default`() -> PHImageManager { manager }

  private static func nextID() -> PHImageRequestID {
    lock.lock()
    defer { lock.unlock() }
    lastID = lastID == .max ? 1 : lastID + 1
    return lastID
  }

  /// The info dictionary of a request that found no asset.
  private static func notFound(_ id: PHImageRequestID) -> [AnyHashable: Any] {
    let code = PHPhotosError.Code.identifierNotFound
    let error = NSError(domain: PHPhotosErrorDomain, code: code.rawValue,
                        userInfo: [NSLocalizedDescriptionKey: PHPhotosError.describe(code)])
    return [PHImageErrorKey: error, PHImageResultIsDegradedKey: false, PHImageResultIsInCloudKey: false,
            PHImageResultRequestIDKey: NSNumber(value: id)]
  }

  /// Calls `resultHandler(nil, info)` once (see the type's note) and returns the request's ID.
  @discardableResult
  open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode,
                         options: PHImageRequestOptions?,
                         resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
    let id = Self.nextID()
    resultHandler(nil, Self.notFound(id))
    return id
  }

  /// Calls `resultHandler(nil, nil, .up, info)` once (see the type's note).
  @discardableResult
  open func requestImageDataAndOrientation(
    for asset: PHAsset, options: PHImageRequestOptions?,
    resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    let id = Self.nextID()
    resultHandler(nil, nil, .up, Self.notFound(id))
    return id
  }

  /// Nothing to cancel: every request has already answered.
  open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

/// An image manager that preloads thumbnails, as `PHCachingImageManager`. Caching does nothing.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
  open var allowsCachingHighQualityImages = true
  public override init() { super.init() }
  open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
                               options: PHImageRequestOptions?) {}
  open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
                              options: PHImageRequestOptions?) {}
  open func stopCachingImagesForAllAssets() {}
}
