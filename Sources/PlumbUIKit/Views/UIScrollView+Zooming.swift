import Foundation
import PlumbGraphics

// Zooming, as UIKit does it: the delegate's `viewForZooming(in:)` is scaled by `zoomScale`
// (clamped to the minimum and maximum), placed at the content's origin, and the content size
// becomes its scaled size. No pinch reaches a render; code sets the scale or zooms to a rect
// (docs/compatibility/uikit.md, UIScrollView).
extension UIScrollView {
  /// The scale of the zoom view: 1 until set, kept within `minimumZoomScale…maximumZoomScale`.
  /// Without a zoom view it stays 1, as on iOS.
  public var zoomScale: CGFloat {
    get { storedZoomScale }
    set { applyZoom(newValue) }
  }

  /// Sets `zoomScale`, animated over UIKit's default duration when asked.
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard animated else { zoomScale = scale; return }
    let view = delegate?.viewForZooming(in: self)
    UIView.animate(withDuration: 0.3, animations: { self.zoomScale = scale },
                   completion: { _ in self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: self.zoomScale) })
  }

  /// Zooms so that `rect` (in the zoom view's own coordinates) fills the bounds as far as the
  /// scale limits allow, centred on it.
  public func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0, rect.height > 0, bounds.width > 0, bounds.height > 0 else { return }
    let scale = min(bounds.width / rect.width, bounds.height / rect.height)
    setZoomScale(scale, animated: false)
    let s = zoomScale
    var offset = CGPoint(x: rect.midX * s - bounds.width / 2, y: rect.midY * s - bounds.height / 2)
    offset.x = min(max(offset.x, -adjustedContentInset.left), max(-adjustedContentInset.left,
                   contentSize.width + adjustedContentInset.right - bounds.width))
    offset.y = min(max(offset.y, -adjustedContentInset.top), max(-adjustedContentInset.top,
                   contentSize.height + adjustedContentInset.bottom - bounds.height))
    setContentOffset(offset, animated: animated)
  }

  /// Never true here: no pinch is in progress in a render.
  public var isZooming: Bool { false }
  public var isZoomBouncing: Bool { false }

  private func applyZoom(_ requested: CGFloat) {
    guard let view = delegate?.viewForZooming(in: self), requested.isFinite else { return }
    let low = min(minimumZoomScale, maximumZoomScale), high = max(minimumZoomScale, maximumZoomScale)
    let scale = min(max(requested, low), high)
    guard scale > 0 else { return }
    storedZoomScale = scale
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
    view.center = CGPoint(x: size.width / 2, y: size.height / 2)
    contentSize = size
    delegate?.scrollViewDidZoom(self)
  }
}
