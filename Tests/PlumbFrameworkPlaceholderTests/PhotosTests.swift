import Foundation
import Photos
import PlumbGraphics
import Testing
import UIKit

/// PhotoKit as a freshly erased simulator's empty library answers (docs/compatibility/frameworks.md,
/// "Photos"). Serialized: authorization is one per process, as on iOS.
@Suite(.serialized) struct PhotosTests {
  @Test func authorizationIsNotDeterminedUntilAskedThenAllowed() async {
    #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .notDetermined)
    #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
    let addOnly = await PHPhotoLibrary.requestAuthorization(for: .addOnly)
    #expect(addOnly == .authorized)
    #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .authorized)
    #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
    let answered = await withCheckedContinuation { done in
      PHPhotoLibrary.requestAuthorization(for: .readWrite) { done.resume(returning: $0) }
    }
    #expect(answered == .authorized)
    #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .authorized)
  }

  @Test func theLibraryIsEmpty() {
    let options = PHFetchOptions()
    options.predicate = NSPredicate(format: "mediaType = %d", PHAssetMediaType.image.rawValue)
    options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
    options.fetchLimit = 10
    let assets = PHAsset.fetchAssets(with: .image, options: options)
    #expect(assets.count == 0 && assets.firstObject == nil && assets.lastObject == nil)
    var visited = 0
    assets.enumerateObjects { _, _, _ in visited += 1 }
    #expect(visited == 0)
    #expect(PHAsset.fetchAssets(withLocalIdentifiers: ["A1/L0/001"], options: nil).count == 0)
    let albums = PHAssetCollection.fetchAssetCollections(with: .album, subtype: .any, options: nil)
    #expect(albums.count == 0)
    #expect(PHAssetResource.assetResources(for: PHAsset()).isEmpty)
  }

  @Test func anImageRequestAnswersOnceWithNoImageAndAnError() {
    let options = PHImageRequestOptions()
    options.deliveryMode = .highQualityFormat
    var calls: [(UIImage?, [AnyHashable: Any]?)] = []
    let id = PHImageManager.default().requestImage(for: PHAsset(), targetSize: CGSize(width: 200, height: 200),
                                                   contentMode: .aspectFill, options: options) { calls.append(($0, $1)) }
    #expect(id != PHInvalidImageRequestID)
    #expect(calls.count == 1)
    #expect(calls.first?.0 == nil)
    let error = calls.first?.1?[PHImageErrorKey] as? NSError
    #expect(error?.domain == PHPhotosErrorDomain && error?.code == PHPhotosError.Code.identifierNotFound.rawValue)
    #expect((calls.first?.1?[PHImageResultIsDegradedKey] as? Bool) == false)
  }

  @Test func changesRunButNothingIsSaved() async {
    var placeholder: PHObjectPlaceholder?
    do {
      try await PHPhotoLibrary.shared().performChanges {
        let request = PHAssetChangeRequest.creationRequestForAsset(from: UIImage())
        placeholder = request.placeholderForCreatedAsset
      }
      Issue.record("performChanges saved")
    } catch {
      #expect(error is PHPhotosError, "\(error)")
    }
    #expect(placeholder?.localIdentifier.hasSuffix("/L0/001") == true)
    let saved = PHAsset.fetchAssets(withLocalIdentifiers: [placeholder?.localIdentifier ?? ""], options: nil)
    #expect(saved.count == 0)
    await confirmation("completion handler") { done in
      PHPhotoLibrary.shared().performChanges({}) { success, error in
        #expect(!success && error != nil)
        done()
      }
    }
  }
}
