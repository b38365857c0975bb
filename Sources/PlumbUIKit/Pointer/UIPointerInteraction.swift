import Foundation
import PlumbGraphics

/// A part of a view where one pointer style applies, as UIKit's `UIPointerRegion`.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
  public let rect: CGRect
  public let identifier: AnyHashable?
  /// The axes along which the region holds the pointer.
  open var latchingAxes: UIAxis = []
  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect; self.identifier = identifier
    super.init()
  }
}

/// Where the iPad pointer is over a view when a region is asked for, as UIKit's
/// `UIPointerRegionRequest` (never made here: no pointer moves in a render). The key modifiers
/// are not modelled.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
  public let location: CGPoint
  init(location: CGPoint) { self.location = location; super.init() }
}

/// Animations run alongside a pointer entering or leaving a region, as UIKit's
/// `UIPointerInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
  func addAnimations(_ animations: @escaping () -> Void)
  func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// What a pointer interaction asks its delegate, as UIKit's `UIPointerInteractionDelegate`.
/// UIKit's methods are optional; here each has an empty default, so a delegate implements what
/// it needs. No pointer moves in a render, so none is called.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
  func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                          defaultRegion: UIPointerRegion) -> UIPointerRegion?
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
  func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                          animator: any UIPointerInteractionAnimating)
  func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                          animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
  public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                 defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
  public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
  public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                 animator: any UIPointerInteractionAnimating) {}
  public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                 animator: any UIPointerInteractionAnimating) {}
}

/// The iPad pointer's effects on a view, as UIKit's `UIPointerInteraction` (iPadOS 13.4), added
/// with `addInteraction(_:)`. A render has no pointer: the delegate is kept and never asked, and
/// the view is drawn as at rest.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
  public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
  public private(set) weak var view: UIView?
  /// Whether the interaction reacts to the pointer (kept).
  open var isEnabled = true

  public init(delegate: (any UIPointerInteractionDelegate)?) {
    self.delegate = delegate
    super.init()
  }
  public func willMove(to view: UIView?) {}
  public func didMove(to view: UIView?) { self.view = view }
  /// Asks the delegate again for the current region on iPadOS; nothing to ask here.
  open func invalidate() {}
}
