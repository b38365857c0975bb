import Foundation

/// Core Image's colour: red, green, blue and alpha in sRGB, immutable (`CIColor(color:)` from a
/// `UIColor`, `UIColor(ciColor:)` back). Components are not clamped, as Core Image's are not.
open class CIColor: @unchecked Sendable, CustomStringConvertible {
  /// The colour as the display list stores it.
  public let rgba: RGBAColor

  /// The colour of `c`.
  public init(cgColor c: CGColor) { rgba = c.rgba }
  package init(_ rgba: RGBAColor) { self.rgba = rgba }

  /// An opaque colour.
  public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat) {
    self.init(red: r, green: g, blue: b, alpha: 1)
  }
  public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {
    self.init(RGBAColor(red: r, green: g, blue: b, alpha: a))
  }
  /// The colour of a `stringRepresentation` ("0.5 0.2 1.0 0.8"; alpha 1 when it has three
  /// numbers); black for anything else, as Core Image parses what it can.
  public convenience init(string representation: String) {
    let n = representation.replacingOccurrences(of: "[", with: " ").replacingOccurrences(of: "]", with: " ")
      .split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    self.init(red: n.count > 0 ? n[0] : 0, green: n.count > 1 ? n[1] : 0, blue: n.count > 2 ? n[2] : 0,
              alpha: n.count > 3 ? n[3] : 1)
  }

  public var red: CGFloat { rgba.red }
  public var green: CGFloat { rgba.green }
  public var blue: CGFloat { rgba.blue }
  public var alpha: CGFloat { rgba.alpha }
  /// Four: red, green, blue, alpha.
  public var numberOfComponents: Int { 4 }
  /// "r g b a", as Core Image writes it ("1 0.5 0 1").
  public var stringRepresentation: String {
    [red, green, blue, alpha].map { v -> String in
      let d = Double(v)
      return d == d.rounded() ? String(Int(d)) : String(d)
    }.joined(separator: " ")
  }
  public var description: String { "<CIColor (\(stringRepresentation))>" }

  public class var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
  public class var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
  public class var gray: CIColor { CIColor(red: 0.5, green: 0.5, blue: 0.5) }
  public class var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
  public class var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
  public class var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
  public class var cyan: CIColor { CIColor(red: 0, green: 1, blue: 1) }
  public class var magenta: CIColor { CIColor(red: 1, green: 0, blue: 1) }
  public class var yellow: CIColor { CIColor(red: 1, green: 1, blue: 0) }
  public class var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}
