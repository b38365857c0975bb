import Foundation
import PlumbGraphics

/// The axes a pointer may move along, as UIKit's `UIAxis` (also what `UIPointerStyle` constrains).
public struct UIAxis: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  public static let vertical = UIAxis(rawValue: 1 << 1)
  public static let both: UIAxis = [.horizontal, .vertical]
}

/// How a view reacts when the iPad pointer is over it, as UIKit's `UIPointerEffect` (iPadOS 13.4).
/// A render has no pointer: the effect is kept and never shown.
public enum UIPointerEffect {
  /// How the effect tints the view.
  public enum TintMode: Int, Sendable { case none = 0, overlay = 1, underlay = 2 }
  case automatic(UITargetedPreview)
  case highlight(UITargetedPreview)
  case lift(UITargetedPreview)
  case hover(UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay,
             prefersShadow: Bool = false, prefersScaledContent: Bool = true)

  /// The preview the effect acts on.
  public var preview: UITargetedPreview {
    switch self {
    case .automatic(let p), .highlight(let p), .lift(let p), .hover(let p, _, _, _): p
    }
  }
}

/// The shape the pointer takes over a view, as UIKit's `UIPointerShape`. Kept, never shown.
public enum UIPointerShape {
  case path(UIBezierPath)
  case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
  case verticalBeam(length: CGFloat)
  case horizontalBeam(length: CGFloat)
  /// The radius a rounded rectangle gets when none is given. UIKit does not document its value;
  /// 8 is ours (nothing here draws it).
  public static let defaultCornerRadius: CGFloat = 8
}

/// An effect and a pointer shape for a region, as UIKit's `UIPointerStyle`. Kept, never shown: a
/// render has no pointer, so buttons and pointer interactions look as they do at rest.
@preconcurrency @MainActor
open class UIPointerStyle: NSObject {
  /// The effect on the content (nil for a shape-only or hidden style). Not UIKit API: for tests.
  package let effect: UIPointerEffect?
  /// The pointer's shape (nil: the effect's default).
  package let shape: UIPointerShape?
  /// The axes the pointer is held to (shape-only styles).
  package let constrainedAxes: UIAxis
  /// Whether the style hides the pointer.
  package let isHidden: Bool

  init(effect: UIPointerEffect?, shape: UIPointerShape?, constrainedAxes: UIAxis, isHidden: Bool) {
    self.effect = effect; self.shape = shape; self.constrainedAxes = constrainedAxes; self.isHidden = isHidden
    super.init()
  }
  /// A content effect with an optional pointer shape.
  public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
    self.init(effect: effect, shape: shape, constrainedAxes: [], isHidden: false)
  }
  /// A pointer shape with no content effect, held to `axes`.
  public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
    self.init(effect: nil, shape: shape, constrainedAxes: axes, isHidden: false)
  }
  /// A style that hides the pointer.
  open class func hidden() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], isHidden: true) }
  /// The system pointer (iPadOS 15).
  open class func system() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], isHidden: false) }
}

extension UIButton {
  /// What a button answers for its pointer style, as `UIButton.PointerStyleProvider`.
  public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

  /// Whether the button reacts to the iPad pointer (false until set, as UIKit's). Kept: no
  /// pointer hovers in a render, so the button is drawn as at rest either way.
  public var isPointerInteractionEnabled: Bool {
    get { pointerSettings.isEnabled }
    set { pointerSettings.isEnabled = newValue }
  }
  /// The closure asked for the button's pointer style: kept, never called (no pointer).
  public var pointerStyleProvider: UIButton.PointerStyleProvider? {
    get { pointerSettings.provider }
    set { pointerSettings.provider = newValue }
  }

  private var pointerSettings: ButtonPointerSettings { buttonPointerSettings.value(for: self) { ButtonPointerSettings() } }
}

/// A button's pointer settings, kept beside it.
@MainActor
private final class ButtonPointerSettings {
  var isEnabled = false
  var provider: UIButton.PointerStyleProvider?
}
@MainActor
private let buttonPointerSettings = ObjectSideTable<ButtonPointerSettings>()
