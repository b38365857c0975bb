import Foundation

/// A frame's drawing as plain data: what PlumbUI paints and what PlumbRaster turns into pixels.
///
/// Coordinates are in points with the origin at the top-left and y pointing down; the rasteriser
/// multiplies by the canvas scale. The list is a value, so two equal lists must rasterise to
/// byte-identical pixels, and a list can be compared, stored or printed in tests.
public struct DisplayList: Hashable, Sendable, Codable {
  public var items: [DisplayItem]
  public init(_ items: [DisplayItem] = []) { self.items = items }

  public mutating func append(_ item: DisplayItem) { items.append(item) }
}

/// One drawing operation. Groups nest, so a list is a tree.
public indirect enum DisplayItem: Hashable, Sendable, Codable {
  /// Fill the inside of a path.
  case fill(Path, Paint, FillRule = .nonZero)
  /// Stroke a path's outline.
  case stroke(Path, Paint, StrokeStyle)
  /// Draw shaped glyphs (see `GlyphRun`).
  case glyphs(GlyphRun)
  /// Draw a bitmap into a rectangle.
  case image(ImageItem)
  /// Draw the children with a shared opacity, clip, transform and shadow.
  case group(DisplayGroup)
}

/// Children drawn as one layer: transformed, clipped, faded and shadowed together.
///
/// Order of effects (outermost first): transform, clip (in the transformed space), then the
/// children are drawn over the `shadow` they cast from their combined alpha, blurred by `blur`,
/// masked by `mask`, and composited with `opacity`.
public struct DisplayGroup: Hashable, Sendable, Codable {
  public var items: [DisplayItem]
  public var opacity: Double
  public var transform: AffineTransform2D
  public var clip: Path?
  public var shadow: Shadow?
  /// A name for debugging and for the layout tree (e.g. the view that painted it).
  public var label: String?
  /// A Gaussian blur of the composited children (and their shadow), before `mask` and
  /// `opacity` (SwiftUI's `.blur(radius:)`). Nil: none; encoded only when set.
  public var blur: Blur?
  /// A mask: the blurred children are kept where these items put ink, weighted by its alpha
  /// (SwiftUI's `.mask`). Nil: no mask; an empty array masks everything away. Encoded only when set.
  public var mask: [DisplayItem]?
  /// What is already drawn under a shape, blurred before the children are drawn: the blur of
  /// what is behind iOS 26's glass. Nil: none; encoded only when set.
  public var backdrop: Backdrop?

  public init(items: [DisplayItem], opacity: Double = 1, transform: AffineTransform2D = .identity,
              clip: Path? = nil, shadow: Shadow? = nil, label: String? = nil, blur: Blur? = nil,
              mask: [DisplayItem]? = nil, backdrop: Backdrop? = nil) {
    self.items = items; self.opacity = opacity; self.transform = transform
    self.clip = clip; self.shadow = shadow; self.label = label; self.blur = blur; self.mask = mask
    self.backdrop = backdrop
  }
}

/// A blur of the pixels already drawn inside `shape` (in the group's space), as iOS 26's glass
/// shows what is behind it. Deterministic: the same integer Gaussian as shadows and `.blur`.
public struct Backdrop: Hashable, Sendable, Codable {
  public var shape: Path
  /// The blur radius in points (standard deviation radius / 2, as `Blur`).
  public var radius: Double
  public init(shape: Path, radius: Double) { self.shape = shape; self.radius = radius }
}

/// A Gaussian blur of a group, as SwiftUI's `blur(radius:opaque:)`.
public struct Blur: Hashable, Sendable, Codable {
  /// The radius in points; the Gaussian's standard deviation is radius / 2, the convention the
  /// shadow uses (CoreGraphics').
  public var radius: Double
  /// SwiftUI's `opaque:` (edges filled instead of fading out); the rasteriser draws it as a
  /// transparent-edged blur and PlumbUI warns.
  public var isOpaque: Bool
  public init(radius: Double, isOpaque: Bool = false) { self.radius = radius; self.isOpaque = isOpaque }
}

/// A drop shadow: the group's alpha, blurred, offset and tinted, drawn beneath it.
public struct Shadow: Hashable, Sendable, Codable {
  public var color: RGBAColor
  /// The blur radius in points, as SwiftUI's `shadow(radius:)`: the Gaussian's standard deviation
  /// is taken as radius / 2, following CoreGraphics' convention.
  public var radius: Double
  public var offset: CGSize

  public init(color: RGBAColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33), radius: Double,
              offset: CGSize = .zero) {
    self.color = color; self.radius = radius; self.offset = offset
  }
}

/// An image placed in a rectangle (scaled to fill it): a bitmap, or an SVG drawn as vectors.
public struct ImageItem: Hashable, Sendable, Codable {
  /// The pixels: decoded RGBA, or encoded bytes the rasteriser decodes when drawing (a corrupt or
  /// oversized source draws nothing and warns).
  public enum Source: Hashable, Sendable, Codable {
    case rgba(width: Int, height: Int, pixels: [UInt8])
    case png([UInt8])
    /// JPEG (JFIF/EXIF) bytes, baseline or progressive.
    case jpeg([UInt8])
    /// An SVG document (UTF-8 XML), drawn as vectors scaled to the rectangle; it never loads
    /// external files or URLs.
    case svg([UInt8])
    /// A PDF document's first page (an asset catalog's vector PDF), drawn as vectors scaled to
    /// the rectangle.
    case pdf([UInt8])
  }
  public enum Interpolation: String, Hashable, Sendable, Codable { case nearest, bilinear }

  public var source: Source
  public var rect: CGRect
  public var interpolation: Interpolation
  /// Template rendering (SwiftUI's `.renderingMode(.template)`, an asset's "template image"):
  /// the image's alpha filled with this colour. Nil: the image's own colours. Encoded only when set,
  /// so lists written before it existed decode unchanged.
  public var tint: RGBAColor?
  /// Cap insets and stretch or tile (`ImageSlicing`); nil: the whole image stretched to `rect`.
  /// Encoded only when set, like `tint`.
  public var slicing: ImageSlicing?
  /// Where the image came from (an asset file's path), named in the warnings about it, e.g. a
  /// colour profile that cannot be applied; never drawn. Encoded only when set.
  public var name: String?

  public init(source: Source, rect: CGRect, interpolation: Interpolation = .bilinear,
              tint: RGBAColor? = nil, slicing: ImageSlicing? = nil, name: String? = nil) {
    self.source = source; self.rect = rect; self.interpolation = interpolation; self.tint = tint
    self.slicing = slicing; self.name = name
  }
}

/// Shaped text ready to draw: glyph ids with positions, in one font at one size and colour.
///
/// Produced by a `TextMeasuring` implementation (PlumbText with real fonts, or the fixed-metrics
/// test font), so PlumbUI never shapes text itself.
public struct GlyphRun: Hashable, Sendable, Codable {
  /// Identifies the font face to the rasteriser, e.g. "Inter-Regular" or `FixedMetricsFont.name`.
  public var fontName: String
  public var fontSize: Double
  public var color: RGBAColor
  /// Glyph indices in the font.
  public var glyphs: [UInt32]
  /// Each glyph's origin on the baseline, in points, in the run's coordinate space.
  public var positions: [CGPoint]
  /// Synthetic oblique (for `.italic()` on a face without an italic).
  public var obliqueSkew: Double

  public init(fontName: String, fontSize: Double, color: RGBAColor, glyphs: [UInt32],
              positions: [CGPoint], obliqueSkew: Double = 0) {
    precondition(glyphs.count == positions.count, "a glyph run needs one position per glyph")
    self.fontName = fontName; self.fontSize = fontSize; self.color = color
    self.glyphs = glyphs; self.positions = positions; self.obliqueSkew = obliqueSkew
  }
}
