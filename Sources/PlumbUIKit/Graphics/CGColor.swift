import Foundation
import PlumbGraphics

/// CoreGraphics' colour, as far as layers need it: an sRGB value (`UIColor.cgColor`).
public final class CGColor: Hashable, @unchecked Sendable {
  public let rgba: RGBAColor
  init(_ rgba: RGBAColor) { self.rgba = rgba }
  public var alpha: CGFloat { rgba.alpha }
  public static func == (l: CGColor, r: CGColor) -> Bool { l.rgba == r.rgba }
  public func hash(into h: inout Hasher) { h.combine(rgba) }
}
