import Foundation
import PlumbGraphics
import PlumbUI

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate` (all optional).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The subview that zooming scales (nil: the scroll view does not zoom).
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  func scrollViewDidZoom(_ scrollView: UIScrollView)
}
extension UIScrollViewDelegate {
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// UIKit's scroll view: its `contentOffset` is its bounds origin (so subviews are drawn shifted by
/// it, as on iOS), with `contentSize`, `contentInset` and the behaviour flags. Nothing moves by
/// itself here (no touches, no deceleration), and scroll indicators are not drawn, as on iOS at rest.
/// `UIScrollView.appearance()` is one shared proxy whose settings new scroll views start with
/// (on iOS it also configures the scroll views behind SwiftUI's `ScrollView`; those settings —
/// bouncing, indicators, paging — change no pixel of a still frame).
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How the safe area adds to `contentInset`, as `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
  /// How the keyboard is dismissed by dragging, as `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
  /// How fast a fling slows down, as `UIScrollView.DecelerationRate`.
  public struct DecelerationRate: Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  public weak var delegate: (any UIScrollViewDelegate)?
  public var contentSize: CGSize = .zero
  public var contentInset: UIEdgeInsets = .zero
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  public var bounces = true
  public var bouncesZoom = true
  public var alwaysBounceVertical = false
  public var alwaysBounceHorizontal = false
  public var isScrollEnabled = true
  public var isPagingEnabled = false
  public var isDirectionalLockEnabled = false
  public var showsVerticalScrollIndicator = true
  public var showsHorizontalScrollIndicator = true
  public var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  public var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  public var scrollsToTop = true
  public var keyboardDismissMode: KeyboardDismissMode = .none
  public var decelerationRate: DecelerationRate = .normal
  public var minimumZoomScale: CGFloat = 1
  public var maximumZoomScale: CGFloat = 1
  /// The zoom view's scale (UIScrollView+Zooming.swift).
  var storedZoomScale: CGFloat = 1
  /// Never true here: nothing touches or flings the view.
  public var isTracking: Bool { false }
  public var isDragging: Bool { false }
  public var isDecelerating: Bool { false }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true  // UIScrollView's default
    if let proxy = UIScrollView.proxy { copySettings(from: proxy) }
  }
  public required init?(coder: NSCoder) { return nil }

  /// The point of the content at the view's top-left corner: the bounds origin.
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds = CGRect(origin: newValue, size: bounds.size)
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Moves the content; animated moves run as a `UIView.animate` of the bounds on the host's clock.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard animated else { contentOffset = offset; return }
    UIView.animate(withDuration: 0.3, animations: { self.contentOffset = offset },
                   completion: { _ in self.delegate?.scrollViewDidEndScrollingAnimation(self) })
  }

  /// Scrolls the least distance that shows `rect` (in content coordinates) inside the bounds.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var o = contentOffset
    let b = bounds
    if rect.maxX > b.maxX { o.x += rect.maxX - b.maxX }
    if rect.minX < o.x { o.x = rect.minX }
    if rect.maxY > b.maxY { o.y += rect.maxY - b.maxY }
    if rect.minY < o.y { o.y = rect.minY }
    setContentOffset(o, animated: animated)
  }

  /// `contentInset` plus the safe area, by `contentInsetAdjustmentBehavior`: `.never` adds none;
  /// `.always` adds all four edges; `.automatic` and `.scrollableAxes` add the edges of the
  /// axes that scroll (the content is taller or wider than the view, or bounces always) —
  /// `.automatic` also adds the vertical edges whenever it scrolls vertically at all.
  public var adjustedContentInset: UIEdgeInsets {
    let s = safeAreaInsets
    var add = UIEdgeInsets.zero
    let vertical = isScrollEnabled && (alwaysBounceVertical || contentSize.height > bounds.height)
    let horizontal = isScrollEnabled && (alwaysBounceHorizontal || contentSize.width > bounds.width)
    switch contentInsetAdjustmentBehavior {
    case .never: break
    case .always: add = s
    case .automatic, .scrollableAxes:
      if vertical || contentInsetAdjustmentBehavior == .automatic { add.top = s.top; add.bottom = s.bottom }
      if horizontal { add.left = s.left; add.right = s.right }
    }
    return UIEdgeInsets(top: contentInset.top + add.top, left: contentInset.left + add.left,
                        bottom: contentInset.bottom + add.bottom, right: contentInset.right + add.right)
  }

  // MARK: Appearance proxy

  private static var proxy: UIScrollView?

  /// The shared appearance proxy: settings made on it are copied into scroll views made later.
  /// (UIKit's `appearance()` returns `Self`; this one returns `UIScrollView` for every subclass.)
  public class func appearance() -> UIScrollView {
    if let p = proxy { return p }
    let p = UIScrollView(frame: .zero)
    proxy = p
    return p
  }

  private func copySettings(from p: UIScrollView) {
    bounces = p.bounces; bouncesZoom = p.bouncesZoom
    alwaysBounceVertical = p.alwaysBounceVertical; alwaysBounceHorizontal = p.alwaysBounceHorizontal
    isScrollEnabled = p.isScrollEnabled; isPagingEnabled = p.isPagingEnabled
    showsVerticalScrollIndicator = p.showsVerticalScrollIndicator
    showsHorizontalScrollIndicator = p.showsHorizontalScrollIndicator
    contentInsetAdjustmentBehavior = p.contentInsetAdjustmentBehavior
    keyboardDismissMode = p.keyboardDismissMode; decelerationRate = p.decelerationRate
    backgroundColor = p.backgroundColor; clipsToBounds = p.clipsToBounds
  }
}
