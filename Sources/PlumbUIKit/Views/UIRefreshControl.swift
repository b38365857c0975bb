import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's pull-to-refresh control, set as a scroll view's `refreshControl`. Nothing pulls a
/// scroll view in a render, so it is never triggered; `beginRefreshing()` and
/// `endRefreshing()` set `isRefreshing`. It is invisible at rest, as on iOS; while refreshing,
/// UIKit shows a spinner above the content, which is not drawn here (warned).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  public private(set) var isRefreshing = false
  open var attributedTitle: NSAttributedString?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }
  public required init?(coder: NSCoder) { return nil }

  open func beginRefreshing() {
    isRefreshing = true
    RenderWarnings.warnOnce("UIRefreshControl.beginRefreshing", "UIRefreshControl: the refreshing spinner is not drawn")
  }
  open func endRefreshing() { isRefreshing = false }
}

/// Side storage for `UIScrollView.refreshControl`.
@MainActor
private let refreshControls = ObjectSideTable<UIRefreshControl>()

extension UIScrollView {
  /// The scroll view's refresh control (kept; see `UIRefreshControl`).
  public var refreshControl: UIRefreshControl? {
    get { refreshControls[self] }
    set { refreshControls[self] = newValue }
  }
}
