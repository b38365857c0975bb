import Foundation
import PlumbGraphics
import PlumbUI

/// A view a collection view places from its layout (cells, headers, footers), as UIKit's
/// `UICollectionReusableView`. Registered classes are made through `init(frame:)`: a subclass
/// that overrides it (or declares no initializer) is made as itself.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  public internal(set) var reuseIdentifier: String?

  public override init(frame: CGRect) { super.init(frame: frame) }
  /// How a collection view makes a registered class: delegates to `init(frame:)` of the class
  /// itself (not for app code).
  public required convenience init(_dequeuedWithReuseIdentifier identifier: String?) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }
  public required init?(coder: NSCoder) { return nil }

  /// Called before the collection view hands the view out again.
  open func prepareForReuse() {}
  /// The layout's attributes for this view are about to be applied (its frame is set after).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// UIKit's collection cell: a `contentView` for the app's subviews, a background view, and the
/// selection and highlight flags (a `selectedBackgroundView` shows while selected).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  public let contentView = UIView(frame: .zero)
  open var backgroundView: UIView? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }
  open var selectedBackgroundView: UIView? {
    didSet { if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }; showSelection() }
  }
  open var isSelected = false { didSet { if isSelected != oldValue { showSelection() } } }
  open var isHighlighted = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }
  public required init?(coder: NSCoder) { return nil }

  private func showSelection() {
    guard let v = selectedBackgroundView else { return }
    if isSelected {
      insertSubview(v, at: backgroundView == nil ? 0 : 1)
    } else {
      v.removeFromSuperview()
    }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
  }

  /// The cell's height for a width: its content view's constraints' (FittingHeight), else its own height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if let h = FittingHeight.height(of: contentView, width: size.width) { return CGSize(width: size.width, height: h) }
    return bounds.size
  }
}
