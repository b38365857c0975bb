import Foundation
import PlumbAssets
import PlumbGraphics
import PlumbUI

/// UIKit's image: an SF Symbol, an asset-catalog image, PNG data or the empty image, shown in
/// SwiftUI with `Image(uiImage:)`. (Images drawn with a graphics context are not part of the subset.)
public final class UIImage: Hashable, @unchecked Sendable {
  enum Source: Hashable {
    case symbol(String), named(String, bundle: Bundle?), png(Data), empty
    /// Straight RGBA pixels (an image made from a `CGImage` that carries them).
    case bitmap(width: Int, height: Int, pixels: [UInt8])
  }
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

  /// The empty image, as `UIImage()`: no pixels, zero size (it draws nothing).
  public init() { source = .empty; size = .zero; scale = 1 }

  /// An image decoded from data, as `UIImage(data:)` at scale 1.
  public convenience init?(data: Data) { self.init(data: data, scale: 1) }

  /// An image decoded from data, as `UIImage(data:scale:)`. PNG data is decoded (when drawn, within
  /// the render's image budget); other formats (JPEG, HEIC, GIF) return nil with one warning naming
  /// the format, as iOS returns nil for data it cannot read.
  public init?(data: Data, scale: CGFloat) {
    guard let header = ImageHeader.read(data), header.format == .png else {
      RenderWarnings.warnOnce("UIImage(data:) \(Self.formatName(of: data))",
        "UIImage(data:): only PNG data is decoded; \(Self.formatName(of: data)) data returns nil (docs/images.md)")
      return nil
    }
    let s = scale > 0 ? scale : 1
    source = .png(data); self.scale = s
    size = CGSize(width: header.width / s, height: header.height / s)
  }

  /// The PNG bytes of an image made from PNG data (nil for symbols, assets and the empty image).
  public func pngData() -> Data? { if case .png(let d) = source { d } else { nil } }

  /// The image as JPEG, as `jpegData(compressionQuality:)`: its JPEG bytes when it has them, else
  /// nil. An image here never holds JPEG bytes (`UIImage(data:)` reads PNG only) and nothing
  /// encodes JPEG, so this is always nil, as iOS answers for an image without a bitmap.
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

  /// A short name for the format of image bytes, for warnings.
  static func formatName(of data: Data) -> String {
    let b = [UInt8](data.prefix(12))
    if b.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
    if b.starts(with: Array("GIF8".utf8)) { return "GIF" }
    if b.count >= 12, b[4..<8] == ArraySlice(Array("ftyp".utf8)) { return "HEIF" }
    if b.starts(with: Array("RIFF".utf8)) { return "WebP" }
    return b.isEmpty ? "empty" : "unrecognised"
  }

  /// An image of straight RGBA pixels at `scale` pixels per point (UIImage+CGImage.swift).
  init(bitmap: RGBAImage, scale: CGFloat) {
    source = .bitmap(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
    self.scale = scale
    size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }

  /// `image` with another size in points (an empty image that stands for a bitmap of that size).
  init(copying image: UIImage, size: CGSize) {
    source = image.source; self.size = size; scale = image.scale
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
    case .png(let data):
      self = Image(pngData: data, scale: uiImage.scale) ?? Image(rgbaPixels: [], width: 0, height: 0)
    case .empty:
      self.init(rgbaPixels: [], width: 0, height: 0)
    case .bitmap(let width, let height, let pixels):
      self.init(rgbaPixels: pixels, width: width, height: height, scale: uiImage.scale)
    }
    if uiImage.renderingMode == .alwaysTemplate { self = renderingMode(.template) }
    else if uiImage.renderingMode == .alwaysOriginal { self = renderingMode(.original) }
  }
}
