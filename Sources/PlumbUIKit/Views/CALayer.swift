import Foundation
import PlumbGraphics
import PlumbUI

/// The layer behind a `UIView`, as far as views use it: corner radius, masking, background
/// colour and opacity (shared with the view), and `presentation()` for in-flight values.
/// Borders and shadows are not drawn: setting them warns once.
@preconcurrency @MainActor
open class CALayer {
  weak var view: UIView?
  private var detached: PlatformLook?

  public init() {}

  private var look: PlatformLook { detached ?? view?.modelLook ?? PlatformLook(bounds: .zero, center: .zero) }

  public var cornerRadius: CGFloat {
    get { look.cornerRadius }
    set { view?.cornerRadius = newValue }
  }

  public var masksToBounds: Bool {
    get { look.masksToBounds }
    set { view?.clipsToBounds = newValue }
  }

  public var backgroundColor: CGColor? {
    get { look.backgroundColor.map(CGColor.init) }
    set { view?.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
  }

  public var opacity: Float {
    get { Float(look.alpha) }
    set { view?.alpha = CGFloat(newValue) }
  }

  public var bounds: CGRect { look.bounds }
  public var position: CGPoint { look.center }
  public var frame: CGRect {
    let s = look.bounds.size
    let r = CGRect(x: look.center.x - s.width / 2, y: look.center.y - s.height / 2, width: s.width, height: s.height)
    guard !look.transform.isIdentity else { return r }
    let t = AffineTransform2D.translation(x: -look.center.x, y: -look.center.y).concatenating(look.transform)
      .concatenating(.translation(x: look.center.x, y: look.center.y))
    return t.apply(to: r)
  }

  /// The layer's transform as an affine one (layers here are 2-D).
  public func affineTransform() -> CGAffineTransform { look.transform }
  public func setAffineTransform(_ t: CGAffineTransform) { view?.transform = t }

  /// A copy holding the values on screen now (mid-animation), as Core Animation's presentation
  /// layer; nil for a layer without a view.
  public func presentation() -> CALayer? {
    guard let view else { return nil }
    let copy = CALayer()
    copy.detached = view.presentationLook
    return copy
  }

  public var borderWidth: CGFloat = 0 { didSet { notDrawn("CALayer.borderWidth", borderWidth != 0) } }
  public var borderColor: CGColor? { didSet { notDrawn("CALayer.borderColor", borderColor != nil) } }
  public var shadowOpacity: Float = 0 { didSet { notDrawn("CALayer.shadowOpacity", shadowOpacity != 0) } }
  public var shadowRadius: CGFloat = 3 { didSet { notDrawn("CALayer.shadowRadius", false) } }
  public var shadowOffset = CGSize(width: 0, height: -3)
  public var shadowColor: CGColor?

  private func notDrawn(_ key: String, _ visible: Bool) {
    if visible { RenderWarnings.warnOnce(key, "\(key): layer borders and shadows are not drawn by PlumbUIKit") }
  }
}
