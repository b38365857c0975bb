import Foundation

/// A view of a platform toolkit (UIKit, implemented by PlumbUIKit) that this engine lays out and
/// paints, so PlumbUI never imports UIKit (docs/architecture.md, "Facade modules").
///
/// Platform views keep their own geometry (frames set by code, not proposed): the engine reads
/// it, places a node per view (so it appears in the layout tree under its class name, hit
/// testing and invariants see it) and paints it into the same display list. Layout reads model
/// values (what UIKit's `frame` answers); paint reads the presentation at the clock (what
/// `layer.presentation()` answers mid-animation).
@MainActor
package protocol PlatformView: AnyObject {
  /// The class name shown in the layout tree, e.g. "UIView", "DimmingView".
  var platformClassName: String { get }
  /// Model values: what layout uses.
  var platformModel: PlatformLook { get }
  /// Presentation values at the clock of the host showing the view: what paint uses.
  var platformPresentation: PlatformLook { get }
  /// Subviews, back to front.
  var platformSubviews: [any PlatformView] { get }
  /// SwiftUI content the view hosts (a `UIHostingController`'s view), laid out in its bounds.
  var platformHostedContent: PlatformHostedContent? { get }
  /// The size the view wants when SwiftUI proposes nothing (`intrinsicContentSize`), if any.
  var platformIntrinsicSize: CGSize? { get }
  /// SwiftUI placed the view (a representable's root): its frame in screen points.
  func platformWasPlaced(frame: CGRect)
  /// Runs the view's pending `layoutSubviews` before its subviews are read.
  func platformLayoutIfNeeded()
}

/// One view's geometry and appearance, in its superview's coordinates (UIKit's model: `bounds`,
/// `center`, `transform` about the centre, `alpha`, `isHidden`, background, corner radius).
package struct PlatformLook: Equatable, Sendable {
  package var bounds: CGRect
  package var center: CGPoint
  package var transform: AffineTransform2D
  package var alpha: Double
  package var isHidden: Bool
  package var backgroundColor: RGBAColor?
  /// The background as an adaptive colour (dark, increased contrast and iOS 26 values) when it is
  /// one: painted in the view's appearance while `backgroundColor` is still its light value, i.e.
  /// not in the middle of an animation, which interpolates the light values.
  package var adaptiveBackground: AdaptiveBackground?
  package var cornerRadius: Double
  package var masksToBounds: Bool

  package init(bounds: CGRect, center: CGPoint, transform: AffineTransform2D = .identity, alpha: Double = 1,
               isHidden: Bool = false, backgroundColor: RGBAColor? = nil, cornerRadius: Double = 0,
               masksToBounds: Bool = false) {
    self.bounds = bounds; self.center = center; self.transform = transform; self.alpha = alpha
    self.isHidden = isHidden; self.backgroundColor = backgroundColor; self.cornerRadius = cornerRadius
    self.masksToBounds = masksToBounds
  }
}

/// A platform view's background as an adaptive colour and the light value it was set with.
package struct AdaptiveBackground: Equatable, Sendable {
  package var light: RGBAColor
  package var color: Color
  package init(light: RGBAColor, color: Color) { self.light = light; self.color = color }
}

/// SwiftUI content hosted by a platform view, and the platform controller that hosts it (handed
/// to representables inside it through the environment, so their controllers get a parent).
package struct PlatformHostedContent {
  package var view: AnyView
  package var controller: AnyObject?
  package init(view: AnyView, controller: AnyObject?) { self.view = view; self.controller = controller }
}

/// A window of the platform toolkit attached to a host (PlumbUIKit's `UIWindow`): what it draws
/// above the host's SwiftUI content (presentation containers), and when the clock moves.
@MainActor
package protocol PlatformWindow: AnyObject {
  /// Top-level views over the content, back to front, each spanning its own frame on screen.
  var platformLayers: [any PlatformView] { get }
  /// Whether the layers hide the SwiftUI content beneath (a finished `.fullScreen` presentation).
  var platformCoversContent: Bool { get }
  /// The host's clock moved (`advance(to:)`): finished platform animations complete.
  func platformClockDidAdvance()
}

/// The platform controller enclosing the SwiftUI content being resolved (nil for the window's
/// root content: the window's root controller stands for it).
struct PlatformControllerKey: EnvironmentKey {
  static var defaultValue: AnyObject? { nil }
}

extension EnvironmentValues {
  /// The platform controller that hosts this content (PlumbUIKit: a `UIViewController`).
  package var platformController: AnyObject? {
    get { self[PlatformControllerKey.self] }
    set { self[PlatformControllerKey.self] = newValue }
  }
}

extension Color {
  /// The colour's value, for platform colours made from it (`UIColor(Color)`).
  package var platformRGBA: RGBAColor { rgba }
  /// A colour with a value from platform code (`Color(uiColor:)`).
  package init(platformRGBA: RGBAColor) { self.init(platformRGBA) }
}

extension AffineTransform2D {
  /// The inverse, or nil if the transform is singular.
  package var platformInverted: AffineTransform2D? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    return AffineTransform2D(a: d / det, b: -b / det, c: -c / det, d: a / det,
                             tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }
}
