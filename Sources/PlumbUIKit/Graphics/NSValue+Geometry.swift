import Foundation

// UIKit's geometry boxing on NSValue (as in `userInfo[UIResponder.keyboardFrameEndUserInfoKey]`),
// over Foundation's own point, size and rect boxes (the same values on Linux, where CGRect is NSRect).

extension NSValue {
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  public var cgPointValue: CGPoint { pointValue }
  public var cgSizeValue: CGSize { sizeValue }
  public var cgRectValue: CGRect { rectValue }
}
