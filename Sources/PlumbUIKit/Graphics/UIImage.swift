import Foundation
import PlumbAssets
import PlumbGraphics
import PlumbUI

/// UIKit's image, minimal: an SF Symbol or an asset-catalog image, shown in SwiftUI with
/// `Image(uiImage:)`. (Bitmap images made from data or drawing are not part of the subset.)
public final class UIImage: Hashable, @unchecked Sendable {
  enum Source: Hashable { case symbol(String), named(String, bundle: Bundle?) }
  let source: Source
  /// The size in points (the chosen file's pixels / its scale), zero for symbols.
  public let size: CGSize
  /// The chosen file's scale (1 for symbols and single-scale or vector files).
  public let scale: CGFloat

  /// An SF Symbol, drawn from PlumbGraphics' symbol library (nil if it has no such symbol name,
  /// which it never refuses: unknown names draw a placeholder with a warning, as `Image` does).
  public init?(systemName: String) { source = .symbol(systemName); size = .zero; scale = 1 }

  /// The image set (or symbol set) `name` of the asset catalogs, as UIKit's: nil, as on iOS,
  /// when no catalog has it (with a warning naming the catalogs searched). The file is chosen
  /// for the main screen's scale (3 unless a render set another) in the light appearance.
  public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

  /// `UIImage(named:in:compatibleWith:)`: the asset in `bundle`'s catalogs (nil: the search in
  /// docs/assets.md); the trait collection's style and contrast pick a dark or high-contrast variant.
  public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    if let asset = AssetCatalogs.image(named: name, in: bundle) {
      let file = asset.file(scale: 3, dark: traitCollection?.userInterfaceStyle == .dark,
                            highContrast: traitCollection?.accessibilityContrast == .high)
      size = file?.pointSize ?? .zero
      scale = CGFloat(file.flatMap { $0.header?.isVector == true ? 1 : $0.scale } ?? 1)
    } else if AssetCatalogs.symbol(named: name, in: bundle) != nil {
      size = .zero; scale = 1
    } else {
      RenderWarnings.warnOnce("UIImage(named: \"\(name)\")",
        "UIImage(named: \"\(name)\"): no image named \"\(name)\" in asset catalogs \(AssetCatalogs.searchDescription(bundle)); returns nil, as on iOS")
      return nil
    }
    source = .named(name, bundle: bundle)
  }

  /// The same image (for initialisers that cannot return another instance).
  init(copying image: UIImage) {
    source = image.source; size = image.size; scale = image.scale
    capInsets = image.capInsets; resizingMode = image.resizingMode; isResizableWithCaps = image.isResizableWithCaps
    storedRenderingMode = image.storedRenderingMode
  }

  /// Set by `withRenderingMode(_:)` (UIImage+Variants.swift).
  var storedRenderingMode: RenderingMode = .automatic
  /// How the image is drawn, as UIKit's `renderingMode`.
  public var renderingMode: RenderingMode { storedRenderingMode }

  /// `resizableImage(withCapInsets:resizingMode:)`'s insets in points (UIImage+Resizable.swift).
  public internal(set) var capInsets: UIEdgeInsets = .zero
  /// How the part between the caps is resized; UIKit's default is `.tile`.
  public internal(set) var resizingMode: ResizingMode = .tile
  /// Made by `resizableImage(withCapInsets:…)` (zero insets then tile the whole image).
  var isResizableWithCaps = false

  /// An asset that no catalog has, kept by name so that `Image(uiImage:)` draws its placeholder.
  init(missing name: String, bundle: Bundle?) { source = .named(name, bundle: bundle); size = .zero; scale = 1 }

  public static func == (l: UIImage, r: UIImage) -> Bool { l.source == r.source }
  public func hash(into h: inout Hasher) { h.combine(source) }
}

extension Image {
  /// `Image(uiImage:)`: the UIKit image in SwiftUI.
  public init(uiImage: UIImage) {
    switch uiImage.source {
    case .symbol(let name): self.init(systemName: name)
    case .named(let name, let bundle):
      self.init(name, bundle: bundle)
      if uiImage.isResizableWithCaps { uiImageCaps = uiImage.swiftUICaps }
    }
    if uiImage.renderingMode == .alwaysTemplate { self = renderingMode(.template) }
    else if uiImage.renderingMode == .alwaysOriginal { self = renderingMode(.original) }
  }
}
