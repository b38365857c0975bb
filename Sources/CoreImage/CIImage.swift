import Foundation
import PlumbGraphics

/// Core Image's image: a recipe (a bitmap, a colour, transforms, crops, colour filters,
/// compositing) evaluated when a `CIContext` renders it. Coordinates are Core Image's: origin at
/// the bottom-left, y up; a bitmap's first row is at the top of its extent. Sampling is nearest
/// (crisp for the QR codes and scaled-up generator output apps make; a downscale aliases where
/// Core Image would filter linearly).
open class CIImage: NSObject, @unchecked Sendable {
  indirect enum Content {
    /// Straight RGBA pixels, first row at the top of the extent.
    case bitmap(RGBAImage)
    /// A colour everywhere (infinite extent).
    case color(RGBAColor)
    case empty
    /// A CGImage whose pixels Core Image cannot read here (made by UIKit drawing): clear pixels.
    case unreadable
    case transformed(CIImage, AffineTransform2D)
    case cropped(CIImage, CGRect)
    /// A per-pixel map of premultiplied colour.
    case mapped(CIImage, @Sendable (SIMD4<Float>) -> SIMD4<Float>)
    case composited(CIImage, over: CIImage)
    /// The edge pixels extended outwards forever.
    case clamped(CIImage)
    /// The image weighted by another's alpha (`inside`) or by its complement.
    case masked(CIImage, by: CIImage, inside: Bool)
  }

  let content: Content
  /// The image's bounds in Core Image coordinates (infinite for colours and clamped images).
  public let extent: CGRect
  /// The CGImage the image was made from, if any.
  public let cgImage: CGImage?

  init(content: Content, extent: CGRect, cgImage: CGImage? = nil) {
    self.content = content; self.extent = extent; self.cgImage = cgImage
    super.init()
  }

  /// The empty image.
  public override convenience init() { self.init(content: .empty, extent: .null) }
  public class func empty() -> CIImage { CIImage() }

  /// An image of a `CGImage`'s pixels, its extent at the origin. A CGImage Core Image cannot
  /// read here (drawn by UIKit) gives an image of its size with clear pixels (warned once).
  public convenience init(cgImage image: CGImage) { self.init(cgImage: image, options: nil) }
  public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]?) {
    let extent = CGRect(x: 0, y: 0, width: image.width, height: image.height)
    if let pixels = CIImagePixels.pixels(of: image) {
      self.init(content: .bitmap(pixels), extent: extent, cgImage: image)
    } else {
      RenderWarnings.warnOnce("CIImage(cgImage:)",
        "CIImage(cgImage:): Core Image cannot read this CGImage's pixels here (it was not made by Core Image); the image is clear")
      self.init(content: .unreadable, extent: extent, cgImage: image)
    }
  }

  /// An image of one colour, infinite in extent.
  public convenience init(color: CIColor) { self.init(content: .color(color.rgba), extent: .infinite) }

  /// Image data: not decoded here (nil, warned once); make images from CGImages or filters.
  public convenience init?(data: Data) { self.init(data: data, options: nil) }
  public convenience init?(data: Data, options: [CIImageOption: Any]?) {
    RenderWarnings.warnOnce("CIImage(data:)", "CIImage(data:): image data is not decoded by Core Image here; nil is returned")
    return nil
  }
  public convenience init?(contentsOf url: URL) { self.init(contentsOf: url, options: nil) }
  public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]?) {
    RenderWarnings.warnOnce("CIImage(contentsOf:)", "CIImage(contentsOf:): image files are not decoded by Core Image here; nil is returned")
    return nil
  }

  /// A bitmap image (Core Image's generators make these).
  convenience init(pixels: RGBAImage) {
    self.init(content: .bitmap(pixels), extent: CGRect(x: 0, y: 0, width: pixels.width, height: pixels.height))
  }

  open var properties: [String: Any] { [:] }
  open var url: URL? { nil }

  // MARK: Recipes

  /// The image mapped through `matrix` (its extent becomes the mapped bounds).
  open func transformed(by matrix: CGAffineTransform) -> CIImage {
    CIImage(content: .transformed(self, matrix), extent: extent.isInfinite ? extent : matrix.apply(to: extent))
  }
  open func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage { transformed(by: matrix) }
  open func cropped(to rect: CGRect) -> CIImage {
    let r = extent.intersection(rect)
    return CIImage(content: .cropped(self, rect), extent: r.isNull ? .zero : r)
  }
  open func composited(over dest: CIImage) -> CIImage {
    CIImage(content: .composited(self, over: dest), extent: extent.union(dest.extent))
  }
  open func clampedToExtent() -> CIImage { CIImage(content: .clamped(self), extent: .infinite) }
  /// Nearest sampling (every sampling here is nearest).
  open func samplingNearest() -> CIImage { self }
  /// Linear sampling: sampled nearest here (see the type's note).
  open func samplingLinear() -> CIImage { self }
  /// The image turned by an EXIF orientation (so that it shows upright).
  open func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
    let w = extent.width, h = extent.height
    let t: AffineTransform2D
    switch orientation {
    case .up: return self
    case .upMirrored: t = AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
    case .down: t = AffineTransform2D(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
    case .downMirrored: t = AffineTransform2D(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
    case .leftMirrored: t = AffineTransform2D(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
    case .right: t = AffineTransform2D(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
    case .rightMirrored: t = AffineTransform2D(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
    case .left: t = AffineTransform2D(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
    }
    let moved = AffineTransform2D.translation(x: -extent.minX, y: -extent.minY).concatenating(t)
    return transformed(by: moved)
  }
  open func oriented(forExifOrientation orientation: Int32) -> CIImage {
    oriented(CGImagePropertyOrientation(rawValue: UInt32(max(1, orientation))) ?? .up)
  }
  /// The image through the named filter, with `parameters` and this image as `inputImage`
  /// (the image itself for a filter that is not drawn here, warned by the filter).
  open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
    guard let filter = CIFilter(name: filterName) else { return self }
    filter.setValue(self, forKey: kCIInputImageKey)
    for (k, v) in params { filter.setValue(v, forKey: k) }
    return filter.outputImage ?? self
  }
  open func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

  // MARK: Evaluation

  /// The premultiplied colour at a point (Core Image coordinates).
  func sample(_ p: CGPoint) -> SIMD4<Float> {
    switch content {
    case .bitmap(let px):
      guard extent.contains(p) else { return .zero }
      let col = min(px.width - 1, Int(floor(p.x - extent.minX))), row = min(px.height - 1, Int(floor(extent.maxY - p.y)))
      guard col >= 0, row >= 0 else { return .zero }
      let c = px[col, row]
      let a = Float(c.a) / 255
      return SIMD4(Float(c.r) / 255 * a, Float(c.g) / 255 * a, Float(c.b) / 255 * a, a)
    case .color(let c):
      let a = Float(c.alpha)
      return SIMD4(Float(c.red) * a, Float(c.green) * a, Float(c.blue) * a, a)
    case .empty, .unreadable: return .zero
    case .transformed(let inner, let t):
      guard let inverse = Self.inverse(t) else { return .zero }
      return inner.sample(inverse.apply(to: p))
    case .cropped(let inner, let r): return r.contains(p) ? inner.sample(p) : .zero
    case .mapped(let inner, let f): return f(inner.sample(p))
    case .composited(let top, let bottom):
      let s = top.sample(p), d = bottom.sample(p)
      return s + d * (1 - s.w)
    case .masked(let inner, let mask, let inside):
      let m = mask.sample(p).w
      return inner.sample(p) * (inside ? m : 1 - m)
    case .clamped(let inner):
      let e = inner.extent
      guard !e.isEmpty, !e.isInfinite else { return inner.sample(p) }
      let q = CGPoint(x: min(max(p.x, e.minX + 0.5), e.maxX - 0.5), y: min(max(p.y, e.minY + 0.5), e.maxY - 0.5))
      return inner.sample(q)
    }
  }

  /// Whether any part of the recipe has pixels Core Image cannot read here.
  var isUnreadable: Bool {
    switch content {
    case .unreadable: return true
    case .bitmap, .color, .empty: return false
    case .transformed(let i, _), .cropped(let i, _), .mapped(let i, _), .clamped(let i): return i.isUnreadable
    case .composited(let a, let b), .masked(let a, let b, _): return a.isUnreadable || b.isUnreadable
    }
  }

  static func inverse(_ t: AffineTransform2D) -> AffineTransform2D? {
    let det = t.a * t.d - t.b * t.c
    guard det != 0, det.isFinite else { return nil }
    return AffineTransform2D(a: t.d / det, b: -t.b / det, c: -t.c / det, d: t.a / det,
                             tx: (t.c * t.ty - t.d * t.tx) / det, ty: (t.b * t.tx - t.a * t.ty) / det)
  }

  /// Renders `rect` (Core Image coordinates) to straight RGBA, first row at the top of `rect`.
  func render(_ rect: CGRect) -> RGBAImage {
    let r = rect.integral
    let w = Int(r.width), h = Int(r.height)
    var px = [UInt8](repeating: 0, count: max(0, w * h * 4))
    for row in 0..<h {
      for col in 0..<w {
        let c = sample(CGPoint(x: r.minX + Double(col) + 0.5, y: r.maxY - Double(row) - 0.5))
        let i = (row * w + col) * 4
        if c.w > 0 {
          px[i] = UInt8(max(0, min(255, (c.x / c.w * 255).rounded())))
          px[i + 1] = UInt8(max(0, min(255, (c.y / c.w * 255).rounded())))
          px[i + 2] = UInt8(max(0, min(255, (c.z / c.w * 255).rounded())))
        }
        px[i + 3] = UInt8(max(0, min(255, (c.w * 255).rounded())))
      }
    }
    return RGBAImage(width: max(0, w), height: max(0, h), pixels: px)
  }
}

/// Options for making a `CIImage`, as `CIImageOption` (accepted, unused).
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
  public static let properties = CIImageOption(rawValue: "kCIImageProperties")
  public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
  public static let nearestSampling = CIImageOption(rawValue: "kCIImageNearestSampling")
}

/// The EXIF orientation of an image, as ImageIO's `CGImagePropertyOrientation`.
public enum CGImagePropertyOrientation: UInt32, Sendable {
  case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}

/// The pixels of the `CGImage`s Core Image makes (`CIContext.createCGImage`): the image carries
/// them, so nothing outlives it.
enum CIImagePixels {
  static func image(_ pixels: RGBAImage) -> CGImage { CGImage(pixels: pixels) }
  static func pixels(of image: CGImage) -> RGBAImage? { image.pixels }
}
