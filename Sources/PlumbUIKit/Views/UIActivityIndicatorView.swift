import Foundation
import PlumbUI

/// UIKit's spinner: style, colour and the animating state, laid out at UIKit's sizes (20 pt
/// medium, 37 pt large) and hidden while stopped when `hidesWhenStopped`; the spokes themselves
/// are not drawn (only its `backgroundColor`, if set), and it says so once when painted visible.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's size, as `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    case medium = 100, large = 101
    @available(iOS, deprecated: 13.0, renamed: "large") case whiteLarge = 0
    @available(iOS, deprecated: 13.0, renamed: "medium") case white = 1
    @available(iOS, deprecated: 13.0, renamed: "medium") case gray = 2

    var side: CGFloat { rawValue == Style.large.rawValue || rawValue == 0 ? 37 : 20 }
  }

  open var style: Style { didSet { setNeedsLayout() } }
  /// Hides the view whenever it stops (true by default, so a new indicator is hidden).
  open var hidesWhenStopped = true { didSet { if hidesWhenStopped && !isAnimating { isHidden = true } } }
  open var color: UIColor! = .gray
  public private(set) var isAnimating = false

  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    isHidden = true
  }
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = true
  }
  public required init?(coder: NSCoder) { return nil }

  open func startAnimating() { isAnimating = true; isHidden = false }
  open func stopAnimating() { isAnimating = false; if hidesWhenStopped { isHidden = true } }

  open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var presentationLook: PlatformLook {
    if !isHidden {
      RenderWarnings.warnOnce("UIActivityIndicatorView",
        "UIActivityIndicatorView: the spinner is not drawn (only its frame and backgroundColor); use ProgressView for a drawn one")
    }
    return super.presentationLook
  }
}
