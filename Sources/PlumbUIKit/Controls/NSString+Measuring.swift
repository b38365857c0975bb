import Foundation
import PlumbUI

// UIKit's string measuring (`NSString(UIKitAdditions)`): `"Title".size(withAttributes: [.font: font])`
// and `boundingRect(with:options:attributes:context:)`, measured by the text engine that draws
// `Text` and `UILabel`, so sizes agree with what is drawn. On iOS a Swift `String` reaches these
// through bridging to `NSString`; here they are declared on both. Only the font attribute changes
// a size (kerning and paragraph styles are not applied, as in UILabel: docs/compatibility/uikit.md).

/// How `boundingRect(with:options:attributes:context:)` lays text out, as `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Scaling limits and results of a string measurement, as `NSStringDrawingContext`.
open class NSStringDrawingContext: NSObject {
  open var minimumScaleFactor: CGFloat = 0
  open private(set) var actualScaleFactor: CGFloat = 1
  open private(set) var totalBounds: CGRect = .zero
  public override init() {}
  func record(_ bounds: CGRect) { totalBounds = bounds }
}

/// Not main-actor isolated, as on iOS (string measuring is thread-safe there): on the main thread
/// it measures with the engine of the host being rendered, elsewhere with the fixed-metrics engine
/// that is used outside any host.
enum StringMeasuring {
  static func exactSize(_ text: String, _ font: UIFont, lines: Int?, width: CGFloat?) -> CGSize {
    if Thread.isMainThread {
      return MainActor.assumeIsolated { PlatformText.exactSize(text, font: font.textDescriptor, lines: lines, width: width) }
    }
    guard !text.isEmpty else { return .zero }
    let style = TextLayoutStyle(font: font.textDescriptor, lineLimit: lines)
    let s = FixedMetricsFont().layout(text, style: style, proposedWidth: width.map(Double.init), proposedHeight: nil).size
    return CGSize(width: s.width, height: s.height)
  }

  static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
    attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 17)
  }

  static func size(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    exactSize(string, font(attributes), lines: 1, width: nil)
  }

  static func boundingRect(_ string: String, _ size: CGSize, _ options: NSStringDrawingOptions,
                           _ attributes: [NSAttributedString.Key: Any]?, _ context: NSStringDrawingContext?) -> CGRect {
    // Without .usesLineFragmentOrigin the string is one line, as on iOS.
    let multiline = options.contains(.usesLineFragmentOrigin)
    let width = multiline && size.width > 0 && size.width < .greatestFiniteMagnitude / 2 ? size.width : nil
    var s = exactSize(string, font(attributes), lines: multiline ? nil : 1, width: width)
    if multiline, size.height > 0, size.height < .greatestFiniteMagnitude / 2 { s.height = min(s.height, size.height) }
    let rect = CGRect(origin: .zero, size: s)
    context?.record(rect)
    return rect
  }
}

extension NSString {
  /// The size the string takes on one line in the attributes' font.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringMeasuring.size(self as String, attrs)
  }

  /// The rectangle the string takes within `size` (wrapped with `.usesLineFragmentOrigin`).
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                      attributes: [NSAttributedString.Key: Any]? = nil,
                                      context: NSStringDrawingContext?) -> CGRect {
    StringMeasuring.boundingRect(self as String, size, options, attributes, context)
  }
}

extension String {
  /// `NSString.size(withAttributes:)`, reached through bridging on iOS.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringMeasuring.size(self, attrs)
  }

  /// `NSString.boundingRect(with:options:attributes:context:)`, reached through bridging on iOS.
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                      attributes: [NSAttributedString.Key: Any]? = nil,
                                      context: NSStringDrawingContext?) -> CGRect {
    StringMeasuring.boundingRect(self, size, options, attributes, context)
  }
}

extension NSAttributedString {
  /// The size of the string on one line, in the font of its first character.
  public func size() -> CGSize {
    StringMeasuring.size(string, length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
  }

  /// The rectangle the string takes within `size`, in the font of its first character.
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                      context: NSStringDrawingContext?) -> CGRect {
    StringMeasuring.boundingRect(string, size, options, length > 0 ? attributes(at: 0, effectiveRange: nil) : nil, context)
  }
}
