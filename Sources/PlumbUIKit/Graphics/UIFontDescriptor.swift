import Foundation
import PlumbGraphics
import PlumbUI

/// A description of a font by attributes, as UIKit's `UIFontDescriptor`: family or name, size,
/// symbolic traits, weight, design and OpenType features. A font made from one
/// (`UIFont(descriptor:size:)`) takes its family (when registered), size, bold weight and design;
/// its font features (monospaced digits, small capitals, stylistic sets) are not drawn, warned once.
/// Not main-actor isolated, as UIKit's is not (fonts are made off the main thread).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  public struct AttributeName: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let family = AttributeName("NSFontFamilyAttribute")
    public static let name = AttributeName("NSFontNameAttribute")
    public static let face = AttributeName("NSFontFaceAttribute")
    public static let size = AttributeName("NSFontSizeAttribute")
    public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
    public static let matrix = AttributeName("NSFontMatrixAttribute")
    public static let characterSet = AttributeName("NSFontCharacterSetAttribute")
    public static let cascadeList = AttributeName("NSFontCascadeListAttribute")
    public static let traits = AttributeName("NSFontTraitsAttribute")
    public static let fixedAdvance = AttributeName("NSFontFixedAdvanceAttribute")
    public static let featureSettings = AttributeName("NSFontFeatureSettingsAttribute")
    public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
  }
  public struct TraitKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
    public static let weight = TraitKey("NSCTFontWeightTrait")
    public static let width = TraitKey("NSCTFontProportionTrait")
    public static let slant = TraitKey("NSCTFontSlantTrait")
  }
  public struct FeatureKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let type = FeatureKey("CTFeatureTypeIdentifier")
    public static let selector = FeatureKey("CTFeatureSelectorIdentifier")
    public static let featureIdentifier = FeatureKey("CTFeatureTypeIdentifier")
    public static let typeIdentifier = FeatureKey("CTFeatureSelectorIdentifier")
  }
  public struct SymbolicTraits: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }
  public struct SystemDesign: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  public let fontAttributes: [AttributeName: Any]
  /// The design set with `withDesign(_:)`.
  let design: SystemDesign

  public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    fontAttributes = attributes
    design = .default
  }
  init(attributes: [AttributeName: Any], design: SystemDesign) {
    fontAttributes = attributes
    self.design = design
  }
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }
  public convenience init(name fontName: String, matrix: CGAffineTransform) {
    self.init(fontAttributes: [.name: fontName, .matrix: matrix])
  }

  /// The descriptor of a text style's system font at the rendered text size.
  public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }
  public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  public var pointSize: CGFloat { (fontAttributes[.size] as? CGFloat) ?? (fontAttributes[.size] as? Double).map { CGFloat($0) } ?? 0 }
  public var postscriptName: String { (fontAttributes[.name] as? String) ?? ".SFUI-Regular" }
  public var symbolicTraits: SymbolicTraits {
    let traits = fontAttributes[.traits] as? [TraitKey: Any]
    return (traits?[.symbolic] as? SymbolicTraits) ?? (traits?[.symbolic] as? UInt32).map { SymbolicTraits(rawValue: $0) } ?? []
  }
  public var matrix: CGAffineTransform { (fontAttributes[.matrix] as? CGAffineTransform) ?? .identity }
  public func object(forKey attribute: AttributeName) -> Any? { fontAttributes[attribute] }

  public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(attributes: fontAttributes.merging(attributes) { _, new in new }, design: design)
  }
  public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var traits = (fontAttributes[.traits] as? [TraitKey: Any]) ?? [:]
    traits[.symbolic] = symbolicTraits
    return addingAttributes([.traits: traits])
  }
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }
  public func withFamily(_ newFamily: String) -> UIFontDescriptor { addingAttributes([.family: newFamily]) }
  public func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }
  public func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    UIFontDescriptor(attributes: fontAttributes, design: design)
  }

  /// The weight in the descriptor's traits, or bold for the bold symbolic trait.
  var weight: UIFont.Weight? {
    let traits = fontAttributes[.traits] as? [TraitKey: Any]
    let given = (traits?[.weight] as? UIFont.Weight) ?? (traits?[.weight] as? CGFloat).map { UIFont.Weight(rawValue: $0) }
    // The bold trait makes a lighter weight bold, as UIKit resolves the descriptor.
    if symbolicTraits.contains(.traitBold), (given?.rawValue ?? 0) < UIFont.Weight.bold.rawValue { return .bold }
    return given
  }

  var swiftUIDesign: Font.Design {
    switch design {
    case .rounded: return .rounded
    case .serif: return .serif
    case .monospaced: return .monospaced
    default: return symbolicTraits.contains(.traitMonoSpace) ? .monospaced : .default
    }
  }
}

extension UIFont {
  /// A font from a descriptor (see `UIFontDescriptor` for what is drawn); a size of 0 keeps the
  /// descriptor's size.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : UIFont.systemFontSize)
    if descriptor.fontAttributes[.featureSettings] != nil {
      RenderWarnings.warnOnce("UIFontDescriptor.featureSettings",
        "UIFontDescriptor featureSettings (monospaced digits, small capitals, stylistic sets) are not drawn; the font's default glyphs are")
    }
    if descriptor.symbolicTraits.contains(.traitItalic) {
      RenderWarnings.warnOnce("UIFontDescriptor.italic", "UIFontDescriptor .traitItalic: the bundled system face has no italic; drawn upright")
    }
    let named = (descriptor.fontAttributes[.name] as? String).flatMap { $0.hasPrefix(".") ? nil : $0 }
      ?? descriptor.fontAttributes[.family] as? String
    if let named, let registered = UIFont(name: named, size: size) {
      self.init(size: size, weight: descriptor.weight ?? .regular, customName: registered.customName,
                customFamily: registered.customFamily, descriptor: descriptor)
    } else {
      self.init(size: size, weight: descriptor.weight ?? .regular, design: descriptor.swiftUIDesign, descriptor: descriptor)
    }
  }

  /// The font's descriptor: the one it was made from, else its name, size and weight.
  public var fontDescriptor: UIFontDescriptor {
    if let madeFrom { return madeFrom.withSize(pointSize) }
    let design: UIFontDescriptor.SystemDesign = switch self.design {
      case .monospaced: .monospaced
      case .rounded: .rounded
      case .serif: .serif
      default: .default
    }
    return UIFontDescriptor(attributes: [.name: fontName, .size: pointSize,
                                         .traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue]], design: design)
  }

  /// The monospaced system font (SF Mono on iOS): drawn in the monospaced design.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(size: fontSize, weight: weight, design: .monospaced)
  }
  /// The system font with monospaced digits (the digits are drawn proportional, as SwiftUI's
  /// `monospacedDigit()` is here).
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(size: fontSize, weight: weight)
  }
  /// The italic system font (the bundled face has no italic; drawn upright, warned once).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    RenderWarnings.warnOnce("UIFontDescriptor.italic", "UIFont.italicSystemFont: the bundled system face has no italic; drawn upright")
    return UIFont(size: fontSize, weight: .regular)
  }
}

// Font feature identifiers, as CoreText's SFNTLayoutTypes declares them (UIKit brings them with
// it): the values apps put in a descriptor's featureSettings.
public let kNumberSpacingType = 6
public let kMonospacedNumbersSelector = 0
public let kProportionalNumbersSelector = 1
public let kVerticalPositionType = 10
public let kNormalPositionSelector = 0
public let kSuperiorsSelector = 1
public let kInferiorsSelector = 2
public let kFractionsType = 11
public let kNoFractionsSelector = 0
public let kVerticalFractionsSelector = 1
public let kDiagonalFractionsSelector = 2
public let kCharacterAlternativesType = 17
public let kStylisticAlternativesType = 35
public let kStylisticAltOneOnSelector = 2
public let kStylisticAltTwoOnSelector = 4
public let kStylisticAltSixOnSelector = 12
public let kLowerCaseType = 37
public let kDefaultLowerCaseSelector = 0
public let kLowerCaseSmallCapsSelector = 1
public let kUpperCaseType = 38
public let kDefaultUpperCaseSelector = 0
public let kUpperCaseSmallCapsSelector = 1
