import Foundation
import PlumbUI

/// `#colorLiteral(red:green:blue:alpha:)`, as UIKit: Xcode's colour literals are `UIColor`s with
/// sRGB components, so `Color(#colorLiteral(...))` and `UIColor` properties set from a literal
/// compile unchanged and draw the literal's colour.
extension UIColor: _ExpressibleByColorLiteral {
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

/// The type of a colour literal with no other type from its context (`let c = #colorLiteral(...)`),
/// as UIKit declares it.
public typealias _ColorLiteralType = UIColor
