import Foundation
import PlumbAssets
import PlumbGraphics

/// The name of a data set in an asset catalog, as UIKit's `NSDataAsset.Name`.
public typealias NSDataAssetName = String

/// A data set of the app's asset catalogs, as UIKit's `NSDataAsset`: the bytes of the file in
/// `name.dataset`, found where `UIImage(named:)` finds images (docs/assets.md). Nil, as on iOS,
/// when no catalog has the set or its file cannot be read (with a warning naming what was
/// searched, or the file).
open class NSDataAsset: NSObject, @unchecked Sendable {
  public typealias Name = NSDataAssetName

  /// The set's name, as asked for.
  public let name: NSDataAssetName
  /// The file's bytes.
  public let data: Data
  /// The file's uniform type identifier, as Xcode recorded it (`public.data` when it did not).
  public let typeIdentifier: String

  /// The data set `name` in the default asset search (the main bundle's catalogs, then the
  /// registered ones, then those of resource bundles).
  public convenience init?(name: NSDataAssetName) { self.init(name: name, in: nil) }

  /// The data set `name` in `bundle`'s asset catalogs.
  public convenience init?(name: NSDataAssetName, bundle: Bundle) { self.init(name: name, in: bundle) }

  private init?(name: NSDataAssetName, in bundle: Bundle?) {
    guard let set = AssetCatalogs.dataSet(named: name, in: bundle) else {
      RenderWarnings.warnOnce("NSDataAsset(name: \"\(name)\")",
        "NSDataAsset(name: \"\(name)\"): no data set named \"\(name)\" in asset catalogs \(AssetCatalogs.searchDescription(bundle)); returns nil, as on iOS")
      return nil
    }
    guard let bytes = set.bytes else { return nil }
    self.name = name
    data = bytes
    typeIdentifier = set.typeIdentifier
    super.init()
  }
}
