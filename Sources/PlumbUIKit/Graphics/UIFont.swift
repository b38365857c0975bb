import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's font, as far as `Font(_ uiFont:)` needs: the system font at a size and weight, a
/// text style's default size (iOS "Large" content size), or one of the app's registered fonts by
/// name (`UIFont(name:size:)`, docs/fonts.md).
public final class UIFont: Hashable, @unchecked Sendable {
  /// UIKit's weights (−1 … 1), mapped to CSS-like weights for SwiftUI's `Font.Weight`.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    var swiftUI: Font.Weight {
      let table: [(Weight, Font.Weight)] = [(.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
                                            (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy),
                                            (.black, .black)]
      return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
    }
  }

  /// The text styles of `preferredFont(forTextStyle:)` and `UIFontMetrics`.
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    public static let title1 = TextStyle(rawValue: "title1")
    public static let title2 = TextStyle(rawValue: "title2")
    public static let title3 = TextStyle(rawValue: "title3")
    public static let headline = TextStyle(rawValue: "headline")
    public static let subheadline = TextStyle(rawValue: "subheadline")
    public static let body = TextStyle(rawValue: "body")
    public static let callout = TextStyle(rawValue: "callout")
    public static let footnote = TextStyle(rawValue: "footnote")
    public static let caption1 = TextStyle(rawValue: "caption1")
    public static let caption2 = TextStyle(rawValue: "caption2")
  }

  public let pointSize: CGFloat
  public let weight: Weight
  /// The registered face's PostScript name; nil for the system font.
  let customName: String?
  let customFamily: String?
  /// The system font's design (`monospacedSystemFont`, a descriptor's `withDesign`).
  let design: Font.Design
  /// The descriptor the font was made from, if any (its features and traits, kept as given).
  let madeFrom: UIFontDescriptor?

  init(size: CGFloat, weight: Weight, customName: String? = nil, customFamily: String? = nil,
       design: Font.Design = .default, descriptor: UIFontDescriptor? = nil) {
    pointSize = size; self.weight = weight; self.customName = customName; self.customFamily = customFamily
    self.design = design; madeFrom = descriptor
  }

  /// The registered font `fontName` names (a PostScript name, else a family or full name, as
  /// CoreText matches), or nil when none is registered, as on iOS. Before any text engine exists
  /// the name cannot be checked; the font is kept and resolved (or warned about) when drawn.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard let directory = FontNameDirectory.current else {
      self.init(size: fontSize, weight: .regular, customName: fontName)
      return
    }
    guard let found = directory.resolve(fontName) else {
      RenderWarnings.warnOnce("UIFont(name:) \(fontName)",
        "UIFont(name: \"\(fontName)\", size:): no registered font has that name, so it returns nil (as on iOS); registered families: \(directory.familyNames.joined(separator: ", "))")
      return nil
    }
    self.init(size: fontSize, weight: .regular, customName: found.postScriptName, customFamily: found.familyName)
  }

  /// The PostScript name of a registered font; for the system font, iOS's private name
  /// (".SFUI-Regular" and so on).
  public var fontName: String { customName ?? ".SFUI-\(weight.name)" }
  /// The family of a registered font; ".SF UI Text" for the system font.
  public var familyName: String { customFamily ?? customName ?? ".SF UI Text" }

  /// The families of the app's registered fonts, sorted (iOS also lists its system families).
  public class var familyNames: [String] { FontNameDirectory.current?.familyNames ?? [] }
  /// The PostScript names of a registered family's faces, sorted.
  public class func fontNames(forFamilyName familyName: String) -> [String] {
    FontNameDirectory.current?.fontNames(forFamilyName: familyName) ?? []
  }

  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(size: size, weight: weight) }
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size, weight: .bold) }
  /// The text style's system font at the Settings text size (`RenderingTextSize.current`: the
  /// rendered variant's, Large by default), as UIKit's; its size is fixed once made.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }
  /// The same at the traits' text size when they set one (else the Settings text size).
  public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    UIFont(size: DynamicTypeSizes.pointSize(style.swiftUI, at: traitCollection.textSize),
           weight: style == .headline ? .semibold : .regular)
  }
  public static var systemFontSize: CGFloat { 17 }

  public func withSize(_ size: CGFloat) -> UIFont {
    UIFont(size: size, weight: weight, customName: customName, customFamily: customFamily, design: design, descriptor: madeFrom)
  }

  public static func == (l: UIFont, r: UIFont) -> Bool {
    l.pointSize == r.pointSize && l.weight == r.weight && l.customName == r.customName
  }
  public func hash(into h: inout Hasher) { h.combine(pointSize); h.combine(weight); h.combine(customName) }
}

extension UIFont.Weight {
  /// The weight's word in iOS's system font names ("Regular", "Semibold").
  var name: String {
    let table: [(UIFont.Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"),
                                            (.regular, "Regular"), (.medium, "Medium"), (.semibold, "Semibold"),
                                            (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black")]
    return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
  }
}

extension Font {
  /// `Font(_ font: UIFont)`: the same font in SwiftUI (a registered font keeps its face and
  /// size, which do not scale with Dynamic Type, as a UIFont's do not).
  public init(_ font: UIFont) {
    if let name = font.customName {
      self = .custom(name, fixedSize: font.pointSize)
    } else {
      self = .system(size: font.pointSize, weight: font.weight.swiftUI, design: font.design)
    }
  }
}
