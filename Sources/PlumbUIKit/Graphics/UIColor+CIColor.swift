import Foundation
import PlumbGraphics

extension CIColor {
  /// The Core Image colour of `color` (its light appearance's components), as UIKit's
  /// `CIColor(color:)`.
  public convenience init(color: UIColor) { self.init(color.rgba) }
}

extension UIColor {
  /// A UIKit colour with `ciColor`'s components.
  public convenience init(ciColor: CIColor) { self.init(ciColor.rgba) }
  /// The Core Image colour of this colour's components.
  public var ciColor: CIColor { CIColor(color: self) }
}
