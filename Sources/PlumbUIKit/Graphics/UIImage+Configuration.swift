import Foundation

extension UIImage {
  /// The traits an image is picked for, as UIKit's `UIImage.Configuration` (iOS 13): an asset's
  /// dark or high-contrast variant follows its trait collection. Made from a trait collection
  /// (`traitCollection.imageConfiguration`), as UIKit's has no public initialiser.
  public class Configuration: NSObject, @unchecked Sendable {
    /// The traits the image is for (nil: none specified, the light variant).
    public private(set) var traitCollection: UITraitCollection?

    required override init() { super.init() }

    /// A copy for other traits.
    public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
      let copy = Self()
      copy.traitCollection = traitCollection
      return copy
    }
    /// This configuration with `otherConfiguration`'s specified values on top (its traits, when
    /// it has some).
    public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      withTraitCollection(otherConfiguration?.traitCollection ?? traitCollection)
    }
  }

  /// `UIImage(named:in:with:)` (iOS 13): the same asset `UIImage(named:in:compatibleWith:)`
  /// loads, its variant picked by the configuration's trait collection; nil when no catalog has
  /// it, as on iOS.
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
    guard let found = UIImage(named: name, in: bundle, compatibleWith: configuration?.traitCollection) else { return nil }
    self.init(copying: found)
  }
}

extension UITraitCollection {
  /// An image configuration for these traits, as UIKit's `imageConfiguration`.
  public var imageConfiguration: UIImage.Configuration {
    UIImage.Configuration().withTraitCollection(self)
  }
}
