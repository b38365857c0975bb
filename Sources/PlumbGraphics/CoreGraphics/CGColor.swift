import Foundation

/// CoreGraphics' colour: an sRGB value with alpha (`UIColor.cgColor`, `CALayer.backgroundColor`).
/// Colour spaces other than sRGB and grey are not modelled.
public final class CGColor: Hashable, @unchecked Sendable {
  public let rgba: RGBAColor
  package init(_ rgba: RGBAColor) { self.rgba = rgba }

  /// An sRGB colour, as `CGColor(red:green:blue:alpha:)` (iOS 13).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
  }
  /// A grey, as `CGColor(gray:alpha:)` (iOS 13).
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(RGBAColor(red: gray, green: gray, blue: gray, alpha: alpha))
  }

  public var alpha: CGFloat { rgba.alpha }
  /// Red, green, blue and alpha (an sRGB colour's four components).
  public var numberOfComponents: Int { 4 }
  public var components: [CGFloat]? { [rgba.red, rgba.green, rgba.blue, rgba.alpha] }
  /// The same colour with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    var c = rgba
    c.alpha = alpha
    return CGColor(c)
  }

  public static func == (l: CGColor, r: CGColor) -> Bool { l.rgba == r.rgba }
  public func hash(into h: inout Hasher) { h.combine(rgba) }
}
