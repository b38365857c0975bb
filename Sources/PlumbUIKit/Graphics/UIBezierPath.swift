import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's path builder, in UIKit's coordinates (y down, `clockwise` as seen on screen). Its
/// `cgPath` is what SwiftUI draws through `Path(_:)`; `fill()`/`stroke()` into a UIKit graphics
/// context do not exist here (docs/compatibility/uikit.md).
open class UIBezierPath {
  private var path: Path

  public init() { path = Path() }

  /// A closed rectangle, clockwise from the top-left.
  public convenience init(rect: CGRect) { self.init(path: Path(rect: rect)) }
  /// An ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) { self.init(path: Path(ellipseIn: rect)) }
  /// A rounded rectangle with UIKit's continuous corners (iOS 7 and later).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(path: Path(roundedRect: rect, cornerRadius: Double(cornerRadius), style: .continuous))
  }
  /// A rectangle rounded only at `corners`, with circular corners of radius `cornerRadii.width`
  /// (UIKit reads the width), each limited to half the shorter side.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    let r = Double(cornerRadii.width)
    func radius(_ c: UIRectCorner) -> Double { corners.contains(c) ? r : 0 }
    self.init(path: Path(roundedRect: rect, topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft),
                         bottomTrailing: radius(.bottomRight), topTrailing: radius(.topRight), style: .circular))
  }
  /// An open arc of a circle (angles in radians from the positive x axis; `clockwise` on screen).
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  /// The path a CoreGraphics path holds.
  public convenience init(cgPath: CGPath) { self.init(path: Path(cgPath)) }

  private init(path: Path) { self.path = path }

  /// The path as CoreGraphics' immutable path (`Path(bezierPath.cgPath)` in SwiftUI).
  open var cgPath: CGPath {
    get { path.cgPath }
    set { path = Path(newValue) }
  }

  open var lineWidth: CGFloat = 1
  open var usesEvenOddFillRule = false

  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }
  /// An arc, joined to the current point by a line when there is one. UIKit's `clockwise` is on
  /// screen, the opposite of SwiftUI's flipped `clockwise`.
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                clockwise: !clockwise)
  }
  open func close() { path.closeSubpath() }
  open func removeAllPoints() { path = Path() }
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
  open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

  open var isEmpty: Bool { path.isEmpty }
  /// The box around every point and control point, as CoreGraphics' `boundingBox`.
  open var bounds: CGRect { path.boundingBox }
  /// The end of the last element (`.zero` for an empty path).
  open var currentPoint: CGPoint { path.currentPoint ?? .zero }
  /// Whether `point` is inside the filled area, by the path's fill rule.
  open func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }
}
