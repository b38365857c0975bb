import Foundation
import PlumbGraphics
import PlumbUI

/// What bar button items and tab bar items share, as UIKit's `UIBarItem`: title, images and their
/// insets, enabled state, tag and per-state title attributes. Code that treats either kind as a
/// `UIBarItem` (or sets `imageInsets` on a tab item) compiles; the values are kept, not drawn
/// (UIKit bars are not drawn here, see `UIBarButtonItem` and `UITabBar`).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  open var isEnabled = true
  open var title: String?
  open var image: UIImage?
  /// The image for a phone in landscape (a smaller bar).
  open var landscapeImagePhone: UIImage?
  /// The image the large content viewer shows (accessibility text sizes).
  open var largeContentSizeImage: UIImage?
  open var imageInsets: UIEdgeInsets = .zero
  open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
  open var largeContentSizeImageInsets: UIEdgeInsets = .zero
  open var tag = 0

  public override init() { super.init() }
  public required init?(coder: NSCoder) { return nil }

  /// Keeps the title attributes for `state` (looked up by `titleTextAttributes(for:)`).
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }
  /// The attributes set for exactly `state`, as UIKit answers (no fallback to `.normal`).
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
}
