import Foundation

/// A colour asset by name, as Xcode's generated `ColorResource` (`Color(.brand)` and `.brand`
/// use the `ColorResource.brand` Xcode generates from the asset catalog). On Linux the
/// PlumbAssetSymbols build-tool plugin generates them (docs/assets.md, "Generated asset
/// symbols"); the colour is looked up as `Color(name, bundle: bundle)` is.
public struct ColorResource: Hashable, @unchecked Sendable {
  public let name: String
  public let bundle: Bundle
  public init(name: String, bundle: Bundle) { self.name = name; self.bundle = bundle }
}

extension Color {
  /// The colour asset `resource` names, in its bundle (adaptive: light, dark, high contrast).
  public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}
