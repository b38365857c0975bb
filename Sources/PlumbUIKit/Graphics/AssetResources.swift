import Foundation
import PlumbUI

// UIKit's initialisers for Xcode's generated asset symbols (`UIColor(resource: .brand)`,
// `UIImage(resource: .logo)`; docs/assets.md, "Generated asset symbols"). Unlike `named:` they
// are not optional, as on iOS: a missing asset draws what `Color(name)` / `Image(name)` draw for
// it (magenta, or the labelled placeholder), with their warning.

extension UIColor {
  /// The colour asset `resource` names, adaptive as `UIColor(named:)`'s.
  public convenience init(resource: ColorResource) {
    self.init(Color(resource))
  }
}

extension UIImage {
  /// The image asset `resource` names; a missing one is shown as the labelled placeholder.
  public convenience init(resource: ImageResource) {
    if let found = UIImage(named: resource.name, in: resource.bundle, compatibleWith: nil) {
      self.init(copying: found)
    } else {
      self.init(missing: resource.name, bundle: resource.bundle)
    }
  }
}
