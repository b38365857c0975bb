import Foundation

/// An image asset by name, as Xcode's generated `ImageResource` (`Image(.landing)` uses the
/// `ImageResource.landing` that Xcode generates from the asset catalog). SwiftPM on Linux does not
/// generate these symbols: declare the ones you use (`extension ImageResource { static let landing
/// = ImageResource(name: "landing", bundle: .main) }`) in a file shared with the Linux package.
/// Asset catalogs are not read: the image draws the placeholder `Image("name")` draws, with its warning.
public struct ImageResource: Hashable, @unchecked Sendable {
  public let name: String
  public let bundle: Bundle
  public init(name: String, bundle: Bundle) { self.name = name; self.bundle = bundle }
}

extension Image {
  /// The asset `resource` names: the same placeholder and warning as `Image(resource.name)`.
  public init(_ resource: ImageResource) { self.init(resource.name) }
}
