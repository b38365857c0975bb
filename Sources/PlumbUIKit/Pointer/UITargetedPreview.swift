import Foundation
import PlumbGraphics

/// How a preview of a view looks while it is lifted (context menus, pointer effects, drags), as
/// UIKit's `UIPreviewParameters`. Kept: a render shows no lifted preview.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
  /// The part of the view the preview shows (nil: all of it).
  open var visiblePath: UIBezierPath?
  /// The shadow's outline (nil: the visible path's).
  open var shadowPath: UIBezierPath?
  /// The colour behind the view's content in the preview.
  open var backgroundColor: UIColor!
  public override init() { super.init() }
  /// Parameters for lines of text (their rects, as `NSValue(cgRect:)`).
  public convenience init(textLineRects lineRects: [NSValue]) { self.init() }
}

/// Where a preview sits while it is shown, as UIKit's `UIPreviewTarget`.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
  public let container: UIView
  public let center: CGPoint
  public let transform: CGAffineTransform
  public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
    self.container = container; self.center = center; self.transform = transform
    super.init()
  }
  public convenience init(container: UIView, center: CGPoint) {
    self.init(container: container, center: center, transform: .identity)
  }
}

/// A view's preview with where it shows, as UIKit's `UITargetedPreview`: what pointer effects
/// and context-menu previews are made from. Kept, never shown (no pointer or long press in a
/// render).
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
  public let view: UIView
  public let parameters: UIPreviewParameters
  public let target: UIPreviewTarget
  /// The preview's size: the view's bounds size.
  open var size: CGSize { view.bounds.size }

  public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
    self.view = view; self.parameters = parameters; self.target = target
    super.init()
  }
  /// A preview of a view in a window, where it is (UIKit requires the view to be in a window).
  public convenience init(view: UIView, parameters: UIPreviewParameters) {
    self.init(view: view, parameters: parameters,
              target: UIPreviewTarget(container: view.superview ?? view, center: view.center))
  }
  public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

  /// The same preview shown at another target.
  open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
    UITargetedPreview(view: view, parameters: parameters, target: newTarget)
  }
}
