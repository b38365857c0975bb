import Foundation
import PlumbGraphics
import PlumbUI

/// A view's Auto Layout bookkeeping: the constraints that name it and its layout guides.
@MainActor
final class AutoLayoutState {
  var constraints: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []
  var safeArea: UILayoutGuide?
  var margins: UILayoutGuide?
  var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var compression: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}

extension UIView {
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  /// The part of the view clear of the device's unsafe edges (`safeAreaInsets`).
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let g = autoLayout.safeArea { return g }
    let g = UILayoutGuide(kind: .safeArea, owner: self)
    autoLayout.safeArea = g
    return g
  }
  /// The view inset by its `layoutMargins` (8 pt on every side by default).
  public var layoutMarginsGuide: UILayoutGuide {
    if let g = autoLayout.margins { return g }
    let g = UILayoutGuide(kind: .margins, owner: self)
    autoLayout.margins = g
    return g
  }
  public var layoutMargins: UIEdgeInsets {
    get { autoLayout.layoutMargins }
    set { autoLayout.layoutMargins = newValue; setNeedsLayout() }
  }
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(layoutMargins) }
    set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
  }
  public var layoutGuides: [UILayoutGuide] { autoLayout.guides }
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView = self
    autoLayout.guides.append(layoutGuide)
  }
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { autoLayout.guides.removeAll { $0 === layoutGuide } }

  /// The active constraints that name this view.
  public var constraints: [NSLayoutConstraint] { autoLayout.constraints }
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    autoLayout.hugging[axis] ?? .defaultLow
  }
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    autoLayout.hugging[axis] = priority
  }
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    autoLayout.compression[axis] ?? .defaultHigh
  }
  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    autoLayout.compression[axis] = priority
  }

  /// Constraints are solved when the superview lays out; these are UIKit's update hooks.
  public func setNeedsUpdateConstraints() { setNeedsLayout() }
  public func updateConstraintsIfNeeded() {}
  public func invalidateIntrinsicContentSize() { superview?.setNeedsLayout(); UIKitRuntime.setNeedsRender(self, "invalidateIntrinsicContentSize") }
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    let i = intrinsicContentSize
    return CGSize(width: i.width >= 0 ? i.width : targetSize.width, height: i.height >= 0 ? i.height : targetSize.height)
  }
  public static let layoutFittingCompressedSize = CGSize.zero
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
}
