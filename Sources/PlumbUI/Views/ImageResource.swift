import Foundation

/// An image asset by name, as Xcode's generated `ImageResource` (`Image(.landing)` uses the
/// `ImageResource.landing` that Xcode generates from the asset catalog). SwiftPM on Linux does not
/// generate these symbols; the PlumbAssetSymbols build-tool plugin does, as Xcode names them
/// (docs/assets.md, "Generated asset symbols"). The image is looked up as `Image(name, bundle:
/// bundle)` is.
public struct ImageResource: Hashable, @unchecked Sendable {
  public let name: String
  public let bundle: Bundle
  public init(name: String, bundle: Bundle) { self.name = name; self.bundle = bundle }
}

extension Image {
  /// The asset `resource` names, in its bundle.
  public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}
