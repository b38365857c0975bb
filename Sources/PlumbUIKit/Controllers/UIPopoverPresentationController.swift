import Foundation
import PlumbGraphics
import PlumbUI

/// Which way a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// Told about a popover presentation, as `UIPopoverPresentationControllerDelegate` (every method
/// optional). Answering `.none` from `adaptivePresentationStyle(for:)` or
/// `adaptivePresentationStyle(for:traitCollection:)` keeps the popover a popover on iPhone.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
  func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
  func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
  public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
  public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
  /// Unless implemented: the answer of `adaptivePresentationStyle(for:)`.
  public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    adaptivePresentationStyle(for: controller)
  }
}

/// UIKit's popover presentation controller, made for a controller whose `modalPresentationStyle`
/// is `.popover` (`popoverPresentationController`). On iPhone it adapts to a sheet, as UIKit's
/// does, unless its delegate answers `.none` from an `adaptivePresentationStyle` method; on iPad,
/// and when kept, the presented view is drawn as a popover box next to the source (below it when
/// there is room, else above), `preferredContentSize` or 320 × up to 480 pt, corners rounded
/// 13 pt, without the arrow (warned). A share sheet (`UIActivityViewController`) adapts to a
/// half-height sheet, as iOS shows it.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  open var sourceView: UIView?
  /// The rectangle in `sourceView` the popover points at (zero: the whole source view).
  open var sourceRect: CGRect = .zero
  open var barButtonItem: UIBarButtonItem?
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  public internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
  open var canOverlapSourceViewRect = false
  open var passthroughViews: [UIView]?
  open var backgroundColor: UIColor?
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

  private let dimmingView = UIView()

  /// How this presentation is drawn now.
  enum Form { case popover, sheet, halfSheet, fullScreen }

  var form: Form {
    let presented = presentedViewController
    switch presented.modalPresentationStyle.resolved {
    case .fullScreen, .overFullScreen, .custom: return .fullScreen
    default: break
    }
    if presented.modalPresentationStyle == .popover {
      if device.isPad { return .popover }
      if keepsPopoverOnPhone { return .popover }
    }
    return presented is UIActivityViewController ? .halfSheet : .sheet
  }

  /// The device the presentation is drawn on.
  private var device: Device {
    containerView?.window?.host?.device ?? UIKitRuntime.currentWindow?.host?.device ?? RenderingDevice.current
  }

  /// Whether the delegate asked for no adaptation on iPhone.
  private var keepsPopoverOnPhone: Bool {
    guard let delegate else { return false }
    if let popover = delegate as? any UIPopoverPresentationControllerDelegate {
      return popover.adaptivePresentationStyle(for: self, traitCollection: UITraitCollection.current) == .none
    }
    return delegate.adaptivePresentationStyle(for: self) == .none
  }

  open override var presentationStyle: UIModalPresentationStyle {
    switch form {
    case .popover: return .popover
    case .fullScreen: return presentedViewController.modalPresentationStyle.resolved
    case .sheet, .halfSheet: return .pageSheet
    }
  }

  open override var frameOfPresentedViewInContainerView: CGRect {
    let b = containerView?.bounds ?? UIScreen.main.bounds
    let safeTop = device.safeAreaInsets.top
    switch form {
    case .fullScreen: return b
    case .sheet:
      let top = safeTop + 10
      return CGRect(x: 0, y: top, width: b.width, height: b.height - top + 10)
    case .halfSheet:
      // The medium detent: about half the screen (**L**: UIKit does not publish the number).
      let top = (b.height / 2).rounded()
      return CGRect(x: 0, y: top, width: b.width, height: b.height - top + 10)
    case .popover:
      return popoverFrame(in: b)
    }
  }

  /// The popover box: its size, then below the source when it fits, else above, kept inside the
  /// container's safe area and margins.
  private func popoverFrame(in b: CGRect) -> CGRect {
    let d = device.safeAreaInsets
    let insets = UIEdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
    let area = CGRect(x: b.minX + insets.left + popoverLayoutMargins.left, y: b.minY + insets.top + popoverLayoutMargins.top,
                      width: b.width - insets.left - insets.right - popoverLayoutMargins.left - popoverLayoutMargins.right,
                      height: b.height - insets.top - insets.bottom - popoverLayoutMargins.top - popoverLayoutMargins.bottom)
    let wanted = presentedViewController.preferredContentSize
    let width = min(area.width, wanted.width > 0 ? wanted.width : 320)
    let anchor = anchorRect(in: b)
    let below = area.maxY - anchor.maxY, above = anchor.minY - area.minY
    let room = max(below, above)
    let height = min(room, wanted.height > 0 ? wanted.height : 480)
    let x = min(max(anchor.midX - width / 2, area.minX), area.maxX - width)
    if below >= height || below >= above {
      arrowDirection = .up
      return CGRect(x: x, y: anchor.maxY, width: width, height: height)
    }
    arrowDirection = .down
    return CGRect(x: x, y: anchor.minY - height, width: width, height: height)
  }

  /// What the popover points at, in the container's (window's) coordinates.
  private func anchorRect(in b: CGRect) -> CGRect {
    if let sourceView {
      let r = sourceRect == .zero ? sourceView.bounds : sourceRect
      return sourceView.convert(r, to: nil)
    }
    if barButtonItem != nil {
      RenderWarnings.warnOnce("UIPopoverPresentationController.barButtonItem",
        "UIPopoverPresentationController.barButtonItem: bar items have no frame here; the popover points at the top-right corner of the safe area")
      return CGRect(x: b.maxX - 44, y: device.safeAreaInsets.top, width: 44, height: 44)
    }
    return CGRect(x: b.midX, y: b.midY, width: 0, height: 0)
  }

  open override func presentationTransitionWillBegin() {
    (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
    guard let container = containerView else { return }
    // The container is drawn in the presenter's window: its views see that window (safe area).
    if container.window == nil { container.hostingWindow = presentingViewController?.hostWindow ?? UIKitRuntime.currentWindow }
    switch form {
    case .popover:
      RenderWarnings.warnOnce("UIPopoverPresentationController.arrow", "UIPopoverPresentationController: the popover's arrow is not drawn")
      presentedView?.layer.cornerRadius = 13
      presentedView?.clipsToBounds = true
      if let backgroundColor { presentedView?.backgroundColor = backgroundColor }
    case .sheet, .halfSheet:
      dimmingView.frame = container.bounds
      dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
      dimmingView.alpha = 0
      container.insertSubview(dimmingView, at: 0)
      presentedView?.layer.cornerRadius = 10
      presentedView?.clipsToBounds = true
      presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    case .fullScreen:
      break
    }
  }

  open override func dismissalTransitionWillBegin() {
    guard form == .sheet || form == .halfSheet else { return }
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }

  open override var shouldRemovePresentersView: Bool {
    form == .fullScreen && presentedViewController.modalPresentationStyle.resolved == .fullScreen
  }
}

extension UIViewController {
  /// The popover presentation controller of a controller whose `modalPresentationStyle` is
  /// `.popover` (made on first use, so the source can be set before presenting); nil for other
  /// styles, as UIKit's.
  public var popoverPresentationController: UIPopoverPresentationController? {
    if let p = ownPresentationController as? UIPopoverPresentationController { return p }
    guard modalPresentationStyle == .popover, presentingViewController == nil else { return nil }
    let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    made.delegate = ownPresentationController?.delegate
    ownPresentationController = made
    return made
  }
}
