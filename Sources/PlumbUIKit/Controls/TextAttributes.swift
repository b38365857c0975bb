import Foundation
import PlumbGraphics
import PlumbUI

// UIKit's text vocabulary that Linux Foundation lacks: attribute keys, alignment, line breaking.

extension NSAttributedString.Key {
  /// A `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor` for the glyphs.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor` behind the glyphs.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra space between characters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  public static let link = NSAttributedString.Key("NSLink")
}

/// Horizontal alignment of text, as UIKit's `NSTextAlignment` (iOS raw values).
public enum NSTextAlignment: Int, Sendable {
  case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How a line that does not fit is cut, as `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension UIFont {
  /// The request the text engine measures and draws with (system font; a registered face keeps
  /// its size and falls back to the system metrics when measured).
  var textDescriptor: FontDescriptor {
    let css: [(UIFont.Weight, Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
                                       (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]
    let w = css.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
    return FontDescriptor(size: Double(pointSize), weight: w)
  }
}

extension NSTextAlignment {
  /// The SwiftUI frame alignment for a single line (natural: leading).
  var frameAlignment: Alignment {
    switch self {
    case .center: return .center
    case .right: return .trailing
    default: return .leading
    }
  }
  var textAlignment: TextAlignment {
    switch self {
    case .center: return .center
    case .right: return .trailing
    default: return .leading
    }
  }
}

extension Dictionary where Key == NSAttributedString.Key, Value == Any {
  /// The `.foregroundColor` attribute, if it is a colour.
  var foregroundColor: UIColor? { self[.foregroundColor] as? UIColor }
  var font: UIFont? { self[.font] as? UIFont }
}
