import Foundation
import PlumbGraphics

extension UIImage {
  /// The asset-catalog image `name`, as `#imageLiteral(resourceName:)` and
  /// `UIImage(imageLiteralResourceName:)` make it. iOS stops the app when no catalog has the
  /// image; a render gets the empty image instead, and `UIImage(named:)`'s warning names the
  /// catalogs searched.
  public convenience init(imageLiteralResourceName name: String) {
    if let image = UIImage(named: name) { self.init(copying: image) } else { self.init() }
  }
}
