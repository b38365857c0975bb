import Foundation
import PlumbGraphics

/// A Core Image filter, as `CIFilter`: made by name, configured with `setValue(_:forKey:)`, read
/// through `outputImage`.
///
/// Drawn here: `CIQRCodeGenerator` (byte mode, levels L/M/Q/H, a one-module light margin: a version 1
/// code is 23×23), `CIConstantColorGenerator`, `CIFalseColor`, `CIColorInvert`, `CIMaskToAlpha`,
/// `CIColorMonochrome`, `CIAffineTransform`, `CICrop` and the source-over/atop/in/out
/// compositing filters. Every other built-in name makes a filter whose output is its input image
/// unchanged (warned once per name: the effect is not drawn); a name Core Image does not have
/// gives nil, as on iOS.
open class CIFilter: NSObject, @unchecked Sendable {
  open var name: String
  private var values: [String: Any] = [:]
  private let lock = NSLock()

  /// The filter named `name`, with its defaults; nil for a name Core Image does not have.
  public init?(name: String) {
    guard CIFilter.drawnNames.contains(name) || CIFilter.otherBuiltInNames.contains(name) else { return nil }
    self.name = name
    super.init()
    setDefaults()
  }
  public convenience init?(name: String, parameters params: [String: Any]?) {
    self.init(name: name)
    for (k, v) in params ?? [:] { setValue(v, forKey: k) }
  }

  /// Sets an input (`inputImage`, `inputMessage`, …) by key.
  open func setValue(_ value: Any?, forKey key: String) {
    lock.withLock { values[key] = value }
  }
  /// An input by key, or `outputImage` for `kCIOutputImageKey`.
  open func value(forKey key: String) -> Any? {
    if key == kCIOutputImageKey { return outputImage }
    return lock.withLock { values[key] }
  }

  open var inputKeys: [String] { lock.withLock { values.keys.sorted() } }
  open var outputKeys: [String] { [kCIOutputImageKey] }
  open var attributes: [String: Any] { [kCIAttributeFilterName: name] }

  /// Restores the inputs' defaults (the QR generator's correction level "M", …).
  open func setDefaults() {
    switch name {
    case "CIQRCodeGenerator": setValue("M", forKey: "inputCorrectionLevel")
    case "CIFalseColor":
      setValue(CIColor(red: 0.3, green: 0, blue: 0), forKey: "inputColor0")
      setValue(CIColor(red: 1, green: 0.9, blue: 0.8), forKey: "inputColor1")
    case "CIColorMonochrome":
      setValue(CIColor(red: 0.6, green: 0.45, blue: 0.3), forKey: "inputColor")
      setValue(1.0, forKey: kCIInputIntensityKey)
    case "CIConstantColorGenerator": setValue(CIColor.black, forKey: kCIInputColorKey)
    default: break
    }
  }

  /// The filtered image, or nil when a required input is missing.
  open var outputImage: CIImage? {
    let image = value(forKey: kCIInputImageKey) as? CIImage
    switch name {
    case "CIQRCodeGenerator": return qrCode()
    case "CIConstantColorGenerator":
      return (value(forKey: kCIInputColorKey) as? CIColor).map { CIImage(color: $0) }
    case "CIFalseColor":
      guard let image, let c0 = value(forKey: "inputColor0") as? CIColor, let c1 = value(forKey: "inputColor1") as? CIColor
      else { return nil }
      let a = Self.premultiplied(c0.rgba), b = Self.premultiplied(c1.rgba)
      return CIImage(content: .mapped(image, { p in
        let l = Self.luminance(p)
        return (a + (b - a) * l) * p.w
      }), extent: image.extent)
    case "CIColorInvert":
      guard let image else { return nil }
      return CIImage(content: .mapped(image, { p in SIMD4(p.w - p.x, p.w - p.y, p.w - p.z, p.w) }), extent: image.extent)
    case "CIMaskToAlpha":
      guard let image else { return nil }
      return CIImage(content: .mapped(image, { p in
        let l = p.w > 0 ? (p.x + p.y + p.z) / (3 * p.w) * p.w : 0
        return SIMD4(l, l, l, l)
      }), extent: image.extent)
    case "CIColorMonochrome":
      guard let image, let color = value(forKey: "inputColor") as? CIColor else { return nil }
      let intensity = Float(Self.number(value(forKey: kCIInputIntensityKey)) ?? 1)
      let tint = SIMD4<Float>(Float(color.red), Float(color.green), Float(color.blue), 1)
      return CIImage(content: .mapped(image, { p in
        let l = Self.luminance(p)
        let mono = SIMD4<Float>(tint.x * l, tint.y * l, tint.z * l, 1) * p.w
        return p + (mono - p) * intensity
      }), extent: image.extent)
    case "CIAffineTransform":
      guard let image else { return nil }
      guard let t = Self.transform(value(forKey: kCIInputTransformKey)) else { return image }
      return image.transformed(by: t)
    case "CICrop":
      guard let image else { return nil }
      guard let v = value(forKey: "inputRectangle") as? CIVector else { return image }
      return image.cropped(to: v.cgRectValue)
    case "CISourceOverCompositing", "CISourceAtopCompositing", "CISourceInCompositing", "CISourceOutCompositing":
      guard let image, let background = value(forKey: kCIInputBackgroundImageKey) as? CIImage else { return nil }
      switch name {
      case "CISourceOverCompositing": return image.composited(over: background)
      case "CISourceAtopCompositing":
        return CIImage(content: .composited(CIImage(content: .cropped(image, background.extent), extent: background.extent),
                                            over: background), extent: background.extent)
      default:
        let inside = name == "CISourceInCompositing"
        let e = inside ? image.extent.intersection(background.extent) : image.extent
        return CIImage(content: .masked(image, by: background, inside: inside), extent: e.isNull ? .zero : e)
      }
    default:
      RenderWarnings.warnOnce("CIFilter \(name)", "CIFilter(name: \"\(name)\"): this filter is not drawn here; its output is its input image")
      return image
    }
  }

  private func qrCode() -> CIImage? {
    let message: [UInt8]
    switch value(forKey: "inputMessage") {
    case let d as Data: message = [UInt8](d)
    case let d as NSData: message = [UInt8](Data(referencing: d))
    case let s as String: message = Array(s.utf8)
    default: return nil
    }
    guard !message.isEmpty else { return nil }
    let letter = value(forKey: "inputCorrectionLevel") as? String ?? "M"
    guard let level = QRCodeSymbol.ErrorCorrection(letter: letter),
          let symbol = QRCodeSymbol.encode(message, correction: level) else { return nil }
    let side = symbol.size + 2
    var px = RGBAImage(width: side, height: side, fill: (255, 255, 255, 255))
    for y in 0..<symbol.size { for x in 0..<symbol.size where symbol.isDark(x: x, y: y) { px[x + 1, y + 1] = (0, 0, 0, 255) } }
    return CIImage(pixels: px)
  }

  static func premultiplied(_ c: RGBAColor) -> SIMD4<Float> {
    let a = Float(c.alpha)
    return SIMD4(Float(c.red) * a, Float(c.green) * a, Float(c.blue) * a, a)
  }
  /// Rec. 709 luma of a premultiplied colour's straight components.
  static func luminance(_ p: SIMD4<Float>) -> Float {
    guard p.w > 0 else { return 0 }
    return (0.2126 * p.x + 0.7152 * p.y + 0.0722 * p.z) / p.w
  }
  static func number(_ v: Any?) -> Double? {
    switch v {
    case let d as Double: return d
    case let f as Float: return Double(f)
    case let c as CGFloat: return Double(c)
    case let i as Int: return Double(i)
    case let n as NSNumber: return n.doubleValue
    default: return nil
    }
  }
  static func transform(_ v: Any?) -> AffineTransform2D? {
    if let t = v as? AffineTransform2D { return t }
    return nil
  }

  /// Every filter name in `category` (all the names known here, whatever the category).
  open class func filterNames(inCategory category: String?) -> [String] { (drawnNames + otherBuiltInNames).sorted() }
  open class func filterNames(inCategories categories: [String]?) -> [String] { filterNames(inCategory: nil) }

  static let drawnNames: [String] = [
    "CIQRCodeGenerator", "CIConstantColorGenerator", "CIFalseColor", "CIColorInvert", "CIMaskToAlpha", "CIColorMonochrome",
    "CIAffineTransform", "CICrop", "CISourceOverCompositing", "CISourceAtopCompositing", "CISourceInCompositing",
    "CISourceOutCompositing",
  ]
  /// Built-in names made as pass-through filters (their effect is not drawn).
  static let otherBuiltInNames: Set<String> = [
    "CIGaussianBlur", "CIBoxBlur", "CIDiscBlur", "CIMotionBlur", "CIZoomBlur", "CINoiseReduction", "CIBokehBlur",
    "CIMaskedVariableBlur", "CISepiaTone", "CIVignette", "CIVignetteEffect", "CIPhotoEffectChrome", "CIPhotoEffectFade",
    "CIPhotoEffectInstant", "CIPhotoEffectMono", "CIPhotoEffectNoir", "CIPhotoEffectProcess", "CIPhotoEffectTonal",
    "CIPhotoEffectTransfer", "CIColorControls", "CIExposureAdjust", "CIGammaAdjust", "CIHueAdjust", "CIVibrance",
    "CITemperatureAndTint", "CIToneCurve", "CIWhitePointAdjust", "CIColorMatrix", "CIColorClamp", "CIColorPosterize",
    "CIColorCube", "CIColorCubeWithColorSpace", "CIMinimumComponent", "CIMaximumComponent", "CISharpenLuminance",
    "CIUnsharpMask", "CIBloom", "CIGloom", "CIPixellate", "CIHexagonalPixellate", "CICrystallize", "CIPointillize",
    "CIEdges", "CIEdgeWork", "CIComicEffect", "CILineOverlay", "CIHighlightShadowAdjust", "CIBlendWithMask",
    "CIBlendWithAlphaMask", "CIMultiplyCompositing", "CIMultiplyBlendMode", "CIScreenBlendMode", "CIOverlayBlendMode",
    "CIDarkenBlendMode", "CILightenBlendMode", "CIDifferenceBlendMode", "CIColorBlendMode", "CILanczosScaleTransform",
    "CIPerspectiveCorrection", "CIPerspectiveTransform", "CIStraightenFilter", "CILinearGradient", "CIRadialGradient",
    "CISmoothLinearGradient", "CICheckerboardGenerator", "CIStripesGenerator", "CIRandomGenerator", "CIAztecCodeGenerator",
    "CICode128BarcodeGenerator", "CIPDF417BarcodeGenerator", "CITextImageGenerator", "CIAttributedTextImageGenerator",
    "CIAreaAverage", "CIAreaHistogram", "CILabDeltaE", "CIDotScreen", "CILineScreen", "CIHatchedScreen", "CICircularScreen",
    "CIThermal", "CIXRay", "CIKaleidoscope", "CITwirlDistortion", "CIBumpDistortion", "CIPinchDistortion",
    "CIGlassDistortion", "CIMorphologyGradient", "CIMorphologyMaximum", "CIMorphologyMinimum", "CIDepthOfField",
    "CIGaborGradients", "CIRoundedQRCodeGenerator", "CIBarcodeGenerator", "CIPersonSegmentation", "CIDocumentEnhancer",
  ]
}

/// Keys of common filter inputs, as Core Image's constants.
public let kCIInputImageKey = "inputImage"
public let kCIOutputImageKey = "outputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputColorKey = "inputColor"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputScaleKey = "inputScale"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputWidthKey = "inputWidth"
public let kCIInputSharpnessKey = "inputSharpness"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputEVKey = "inputEV"
public let kCIInputMaskImageKey = "inputMaskImage"
public let kCIInputExtentKey = "inputExtent"
public let kCIInputAspectRatioKey = "inputAspectRatio"
public let kCIAttributeFilterName = "CIAttributeFilterName"
public let kCICategoryBuiltIn = "CICategoryBuiltIn"
public let kCICategoryGenerator = "CICategoryGenerator"
public let kCICategoryColorEffect = "CICategoryColorEffect"
public let kCICategoryBlur = "CICategoryBlur"
public let kCICategoryStillImage = "CICategoryStillImage"
