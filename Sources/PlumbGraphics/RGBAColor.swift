/// A colour in sRGB with straight alpha, each component in 0…1.
///
/// The display list stores colours in this one form; PlumbUI's `Color` resolves to it and the
/// rasteriser hands it to Cairo unchanged.
public struct RGBAColor: Hashable, Sendable, Codable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
  }

  /// 8-bit components, as design tools and hex strings give them.
  public init(r8: Int, g8: Int, b8: Int, alpha: Double = 1) {
    self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: alpha)
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional). Returns nil for anything else.
  public init?(hex: String) {
    var s = Substring(hex)
    if s.hasPrefix("#") { s = s.dropFirst() }
    guard s.allSatisfy(\.isHexDigit) else { return nil }
    func byte(_ sub: Substring) -> Double { Double(Int(sub, radix: 16)!) / 255 }
    switch s.count {
    case 3:
      let d = s.map { Double(Int(String($0), radix: 16)! * 17) / 255 }
      self.init(red: d[0], green: d[1], blue: d[2])
    case 6, 8:
      let i = s.startIndex
      let r = byte(s[i..<s.index(i, offsetBy: 2)])
      let g = byte(s[s.index(i, offsetBy: 2)..<s.index(i, offsetBy: 4)])
      let b = byte(s[s.index(i, offsetBy: 4)..<s.index(i, offsetBy: 6)])
      let a = s.count == 8 ? byte(s[s.index(i, offsetBy: 6)..<s.index(i, offsetBy: 8)]) : 1
      self.init(red: r, green: g, blue: b, alpha: a)
    default:
      return nil
    }
  }

  /// The same colour with its alpha multiplied by `factor`.
  public func multiplyingAlpha(_ factor: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  public var description: String {
    func c(_ v: Double) -> String { String(Int((min(max(v, 0), 1) * 255).rounded())) }
    return "rgba(\(c(red)),\(c(green)),\(c(blue)),\(alpha))"
  }

  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)
}
