import Foundation
import PlumbGraphics

/// Core Image's renderer, as `CIContext`: `createCGImage(_:from:)` evaluates an image's recipe
/// over a rectangle into a bitmap `CGImage` (CIImage.swift). The CGImage's pixels are kept by
/// Core Image: `CIImage(cgImage:)` reads them back; UIKit cannot read them yet (see
/// docs/compatibility/frameworks.md, "Core Image"), so `UIImage(cgImage:)` of it draws nothing
/// and warns.
open class CIContext: NSObject, @unchecked Sendable {
  public override init() { super.init() }
  public init(options: [CIContextOption: Any]?) { super.init() }

  /// The pixels of `image` inside `fromRect` (Core Image coordinates, made integral); nil for an
  /// empty or infinite rectangle, or one of more than 64 million pixels.
  open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
    let r = fromRect.integral
    guard !r.isNull, !r.isInfinite, r.width >= 1, r.height >= 1, r.width * r.height <= 64_000_000 else { return nil }
    if image.isUnreadable {
      RenderWarnings.warnOnce("CIContext unreadable", "CIContext.createCGImage: part of the image comes from a CGImage Core Image cannot read here; it renders clear")
    }
    return CIImagePixels.image(image.render(r))
  }

  /// Clears the context's caches (there are none).
  open func clearCaches() {}
}

/// Options for a `CIContext`, as `CIContextOption` (accepted, unused).
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
  public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
  public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
  public static let workingFormat = CIContextOption(rawValue: "kCIContextWorkingFormat")
  public static let highQualityDownsample = CIContextOption(rawValue: "kCIContextHighQualityDownsample")
  public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
  public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
  public static let outputPremultiplied = CIContextOption(rawValue: "kCIContextOutputPremultiplied")
  public static let allowLowPower = CIContextOption(rawValue: "kCIContextAllowLowPower")
  public static let name = CIContextOption(rawValue: "kCIContextName")
}

/// A vector of numbers for filter inputs (points, rectangles, colour matrices), as `CIVector`.
open class CIVector: NSObject, @unchecked Sendable {
  private let values: [CGFloat]

  public init(values: UnsafePointer<CGFloat>, count: Int) { self.values = (0..<count).map { values[$0] }; super.init() }
  public init(x: CGFloat) { values = [x]; super.init() }
  public init(x: CGFloat, y: CGFloat) { values = [x, y]; super.init() }
  public init(x: CGFloat, y: CGFloat, z: CGFloat) { values = [x, y, z]; super.init() }
  public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w]; super.init() }
  public convenience init(cgPoint p: CGPoint) { self.init(x: p.x, y: p.y) }
  /// A rectangle as (x, y, width, height).
  public convenience init(cgRect r: CGRect) { self.init(x: r.minX, y: r.minY, z: r.width, w: r.height) }
  public convenience init(cgAffineTransform t: CGAffineTransform) {
    let v: [CGFloat] = [t.a, t.b, t.c, t.d, t.tx, t.ty]
    self.init(values: v, count: 6)
  }
  public convenience init(string representation: String) {
    let numbers = representation.split { "[] ,".contains($0) }.compactMap { Double($0) }.map { CGFloat($0) }
    self.init(values: numbers, count: numbers.count)
  }

  open func value(at index: Int) -> CGFloat { index < values.count ? values[index] : 0 }
  open var count: Int { values.count }
  open var x: CGFloat { value(at: 0) }
  open var y: CGFloat { value(at: 1) }
  open var z: CGFloat { value(at: 2) }
  open var w: CGFloat { value(at: 3) }
  open var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
  open var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
  open var cgAffineTransformValue: CGAffineTransform {
    AffineTransform2D(a: value(at: 0), b: value(at: 1), c: value(at: 2), d: value(at: 3), tx: value(at: 4), ty: value(at: 5))
  }
  open var stringRepresentation: String { "[" + values.map { "\($0)" }.joined(separator: " ") + "]" }
}

/// Finds features (faces, rectangles, QR codes, text) in an image, as `CIDetector`. Nothing is
/// detected here: `features(in:)` answers an empty list (warned once), as for an image without any.
open class CIDetector: NSObject, @unchecked Sendable {
  public let type: String
  public init?(ofType type: String, context: CIContext?, options: [String: Any]?) {
    guard [CIDetectorTypeFace, CIDetectorTypeRectangle, CIDetectorTypeQRCode, CIDetectorTypeText].contains(type) else { return nil }
    self.type = type
    super.init()
  }
  open func features(in image: CIImage) -> [CIFeature] { features(in: image, options: nil) }
  open func features(in image: CIImage, options: [String: Any]?) -> [CIFeature] {
    RenderWarnings.warnOnce("CIDetector.features", "CIDetector.features(in:): no detection runs here; no feature is found")
    return []
  }
}

/// Something a detector found, as `CIFeature`.
open class CIFeature: NSObject, @unchecked Sendable {
  public let type: String
  public let bounds: CGRect
  init(type: String, bounds: CGRect) { self.type = type; self.bounds = bounds; super.init() }
}

/// A QR code a detector found, as `CIQRCodeFeature`.
open class CIQRCodeFeature: CIFeature, @unchecked Sendable {
  public let messageString: String?
  public let topLeft: CGPoint, topRight: CGPoint, bottomLeft: CGPoint, bottomRight: CGPoint
  init(messageString: String?, bounds: CGRect) {
    self.messageString = messageString
    topLeft = CGPoint(x: bounds.minX, y: bounds.maxY); topRight = CGPoint(x: bounds.maxX, y: bounds.maxY)
    bottomLeft = CGPoint(x: bounds.minX, y: bounds.minY); bottomRight = CGPoint(x: bounds.maxX, y: bounds.minY)
    super.init(type: CIFeatureTypeQRCode, bounds: bounds)
  }
}

public let CIDetectorTypeFace = "CIDetectorTypeFace"
public let CIDetectorTypeRectangle = "CIDetectorTypeRectangle"
public let CIDetectorTypeQRCode = "CIDetectorTypeQRCode"
public let CIDetectorTypeText = "CIDetectorTypeText"
public let CIDetectorAccuracy = "CIDetectorAccuracy"
public let CIDetectorAccuracyLow = "CIDetectorAccuracyLow"
public let CIDetectorAccuracyHigh = "CIDetectorAccuracyHigh"
public let CIDetectorImageOrientation = "CIDetectorImageOrientation"
public let CIDetectorTracking = "CIDetectorTracking"
public let CIDetectorMinFeatureSize = "CIDetectorMinFeatureSize"
public let CIFeatureTypeQRCode = "QRCode"
public let CIFeatureTypeFace = "Face"
public let CIFeatureTypeRectangle = "Rectangle"
public let CIFeatureTypeText = "Text"

// MARK: - CIFilterBuiltins
//
// On iOS these come from `import CoreImage.CIFilterBuiltins`, a Clang submodule that a Swift
// package cannot declare (that import line itself does not compile here: docs/compat-corpus.md);
// they are declared in `CoreImage` so that code reaching them another way compiles.

/// The QR generator's typed inputs, as `CIQRCodeGenerator`.
public protocol CIQRCodeGenerator: AnyObject {
  var message: Data { get set }
  var correctionLevel: String { get set }
}
/// A filter with an input image, as `CIFilterProtocol`'s image-taking filters.
public protocol CIColorInvert: AnyObject { var inputImage: CIImage? { get set } }
public protocol CIMaskToAlpha: AnyObject { var inputImage: CIImage? { get set } }
public protocol CIFalseColor: AnyObject {
  var inputImage: CIImage? { get set }
  var color0: CIColor { get set }
  var color1: CIColor { get set }
}

/// A named filter with the builtins' typed properties over its keyed inputs.
final class BuiltInFilter: CIFilter, CIQRCodeGenerator, CIColorInvert, CIMaskToAlpha, CIFalseColor, @unchecked Sendable {
  var message: Data {
    get { value(forKey: "inputMessage") as? Data ?? Data() }
    set { setValue(newValue, forKey: "inputMessage") }
  }
  var correctionLevel: String {
    get { value(forKey: "inputCorrectionLevel") as? String ?? "M" }
    set { setValue(newValue, forKey: "inputCorrectionLevel") }
  }
  var inputImage: CIImage? {
    get { value(forKey: kCIInputImageKey) as? CIImage }
    set { setValue(newValue, forKey: kCIInputImageKey) }
  }
  var color0: CIColor {
    get { value(forKey: "inputColor0") as? CIColor ?? .black }
    set { setValue(newValue, forKey: "inputColor0") }
  }
  var color1: CIColor {
    get { value(forKey: "inputColor1") as? CIColor ?? .white }
    set { setValue(newValue, forKey: "inputColor1") }
  }
}

extension CIFilter {
  public class func qrCodeGenerator() -> any CIFilter & CIQRCodeGenerator { BuiltInFilter(name: "CIQRCodeGenerator")! }
  public class func colorInvert() -> any CIFilter & CIColorInvert { BuiltInFilter(name: "CIColorInvert")! }
  public class func maskToAlpha() -> any CIFilter & CIMaskToAlpha { BuiltInFilter(name: "CIMaskToAlpha")! }
  public class func falseColor() -> any CIFilter & CIFalseColor { BuiltInFilter(name: "CIFalseColor")! }
}

// Typed builtins of filters whose effect is not drawn here (their output is their input, warned
// by the filter): declared so that code written with them compiles.
public protocol CIGaussianBlur: AnyObject { var inputImage: CIImage? { get set }; var radius: Float { get set } }
public protocol CISepiaTone: AnyObject { var inputImage: CIImage? { get set }; var intensity: Float { get set } }
public protocol CIPixellate: AnyObject {
  var inputImage: CIImage? { get set }; var center: CGPoint { get set }; var scale: Float { get set }
}
public protocol CICrystallize: AnyObject {
  var inputImage: CIImage? { get set }; var radius: Float { get set }; var center: CGPoint { get set }
}
public protocol CIEdges: AnyObject { var inputImage: CIImage? { get set }; var intensity: Float { get set } }
public protocol CIUnsharpMask: AnyObject {
  var inputImage: CIImage? { get set }; var radius: Float { get set }; var intensity: Float { get set }
}
public protocol CIVignette: AnyObject {
  var inputImage: CIImage? { get set }; var intensity: Float { get set }; var radius: Float { get set }
}
public protocol CIBloom: AnyObject {
  var inputImage: CIImage? { get set }; var radius: Float { get set }; var intensity: Float { get set }
}
public protocol CIBlendWithMask: AnyObject {
  var inputImage: CIImage? { get set }; var backgroundImage: CIImage? { get set }; var maskImage: CIImage? { get set }
}

extension BuiltInFilter: CIGaussianBlur, CISepiaTone, CIPixellate, CICrystallize, CIEdges, CIUnsharpMask, CIVignette, CIBloom,
                         CIBlendWithMask {
  private func float(_ key: String, _ fallback: Float) -> Float { CIFilter.number(value(forKey: key)).map(Float.init) ?? fallback }
  var radius: Float {
    get { float(kCIInputRadiusKey, 10) }
    set { setValue(newValue, forKey: kCIInputRadiusKey) }
  }
  var intensity: Float {
    get { float(kCIInputIntensityKey, 1) }
    set { setValue(newValue, forKey: kCIInputIntensityKey) }
  }
  var scale: Float {
    get { float(kCIInputScaleKey, 8) }
    set { setValue(newValue, forKey: kCIInputScaleKey) }
  }
  var center: CGPoint {
    get { (value(forKey: kCIInputCenterKey) as? CIVector)?.cgPointValue ?? CGPoint(x: 150, y: 150) }
    set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
  }
  var backgroundImage: CIImage? {
    get { value(forKey: kCIInputBackgroundImageKey) as? CIImage }
    set { setValue(newValue, forKey: kCIInputBackgroundImageKey) }
  }
  var maskImage: CIImage? {
    get { value(forKey: kCIInputMaskImageKey) as? CIImage }
    set { setValue(newValue, forKey: kCIInputMaskImageKey) }
  }
}

extension CIFilter {
  public class func gaussianBlur() -> any CIFilter & CIGaussianBlur { BuiltInFilter(name: "CIGaussianBlur")! }
  public class func sepiaTone() -> any CIFilter & CISepiaTone { BuiltInFilter(name: "CISepiaTone")! }
  public class func pixellate() -> any CIFilter & CIPixellate { BuiltInFilter(name: "CIPixellate")! }
  public class func crystallize() -> any CIFilter & CICrystallize { BuiltInFilter(name: "CICrystallize")! }
  public class func edges() -> any CIFilter & CIEdges { BuiltInFilter(name: "CIEdges")! }
  public class func unsharpMask() -> any CIFilter & CIUnsharpMask { BuiltInFilter(name: "CIUnsharpMask")! }
  public class func vignette() -> any CIFilter & CIVignette { BuiltInFilter(name: "CIVignette")! }
  public class func bloom() -> any CIFilter & CIBloom { BuiltInFilter(name: "CIBloom")! }
  public class func blendWithMask() -> any CIFilter & CIBlendWithMask { BuiltInFilter(name: "CIBlendWithMask")! }
}
