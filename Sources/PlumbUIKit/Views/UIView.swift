import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's view: a rectangle with a background, alpha, transform and subviews, painted by the
/// same pipeline as SwiftUI views and listed in the layout tree under its class name.
///
/// Geometry is UIKit's: `bounds` and `center` in the superview's coordinates, `transform` about
/// the centre, `frame` derived from them. Property changes inside `UIView.animate` animate on the
/// host's virtual clock (model values change at once; paint shows presentation values).
@preconcurrency @MainActor
open class UIView: UIResponder, Hashable {
  /// How a subview follows its superview's size changes (UIKit's springs and struts).
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric: CGFloat = -1

  private var model: PlatformLook
  public let layer: CALayer
  /// Interactions attached with `addInteraction(_:)` (UIContextMenuInteraction.swift).
  var attachedInteractions: [any UIInteraction] = []
  public private(set) weak var superview: UIView?
  /// The controller whose root view this is (the next responder before the superview).
  weak var owningController: UIViewController?
  /// The controller this is the root view of, else the superview.
  open override var next: UIResponder? { owningController ?? superview }
  public private(set) var subviews: [UIView] = []
  public var tag = 0
  public var isUserInteractionEnabled = true
  public var autoresizingMask: AutoresizingMask = []
  public var translatesAutoresizingMaskIntoConstraints = true { didSet { superview?.setNeedsLayout() } }
  /// Constraints and layout guides (AutoLayout/UIView+AutoLayout.swift).
  lazy var autoLayout = AutoLayoutState()
  public var tintColor: UIColor! = .systemBlue
  private var needsLayout = true

  public init(frame: CGRect) {
    model = PlatformLook(bounds: CGRect(origin: .zero, size: frame.size), center: CGPoint(x: frame.midX, y: frame.midY))
    layer = CALayer()
    super.init()
    layer.view = self
  }

  public override convenience init() { self.init(frame: .zero) }

  public required init?(coder: NSCoder) { return nil }

  nonisolated public static func == (l: UIView, r: UIView) -> Bool { l === r }
  nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

  // MARK: Geometry

  public var bounds: CGRect {
    get { model.bounds }
    set {
      let old = model.bounds
      set(\.bounds, newValue, "bounds")
      if old.size != newValue.size { resizeSubviews(from: old.size); setNeedsLayout() }
    }
  }

  public var center: CGPoint {
    get { model.center }
    set { set(\.center, newValue, "center") }
  }

  /// The view's rectangle in its superview: the bounding box of the bounds turned by `transform`
  /// about the centre (with an identity transform, simply centre ± half the size).
  public var frame: CGRect {
    get {
      let s = model.bounds.size
      let r = CGRect(x: model.center.x - s.width / 2, y: model.center.y - s.height / 2, width: s.width, height: s.height)
      guard !model.transform.isIdentity else { return r }
      let t = AffineTransform2D.translation(x: -model.center.x, y: -model.center.y).concatenating(model.transform)
        .concatenating(.translation(x: model.center.x, y: model.center.y))
      return t.apply(to: r)
    }
    set {
      if !model.transform.isIdentity {
        RenderWarnings.warnOnce("UIView.frame with a transform",
                                "UIView.frame set while transform is not identity: UIKit leaves this undefined; the size is taken as the bounds size")
      }
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      bounds = CGRect(origin: model.bounds.origin, size: newValue.size)
    }
  }

  public var transform: CGAffineTransform {
    get { model.transform }
    set { set(\.transform, newValue, "transform") }
  }

  // MARK: Appearance

  public var alpha: CGFloat {
    get { model.alpha }
    set { set(\.alpha, min(max(newValue, 0), 1), "alpha") }
  }

  public var isHidden: Bool {
    get { model.isHidden }
    set { set(\.isHidden, newValue, "isHidden") }
  }

  public var backgroundColor: UIColor? {
    get { backgroundUIColor.flatMap { $0.rgba == model.backgroundColor ? $0 : nil } ?? model.backgroundColor.map { UIColor($0) } }
    set {
      backgroundUIColor = newValue
      // System and asset colours stay adaptive: dark, increased contrast and iOS 26 values are
      // painted in the view's appearance (docs/appearance.md, docs/design-generations.md).
      set(\.adaptiveBackground, newValue.flatMap {
        $0.dark != nil || $0.systemEntry != nil ? AdaptiveBackground(light: $0.rgba, color: Color(uiColor: $0)) : nil
      }, "backgroundColor")
      set(\.backgroundColor, newValue?.rgba, "backgroundColor")
    }
  }
  /// The colour last set, returned while the model still holds its light value.
  private var backgroundUIColor: UIColor?

  /// `clipsToBounds` is the layer's `masksToBounds`.
  public var clipsToBounds: Bool {
    get { model.masksToBounds }
    set { set(\.masksToBounds, newValue, "clipsToBounds") }
  }

  public var isOpaque = true

  var cornerRadius: CGFloat {
    get { model.cornerRadius }
    set { set(\.cornerRadius, max(0, newValue), "cornerRadius") }
  }

  /// The model values (what layout and `frame` use).
  var modelLook: PlatformLook { model }

  private func set<T: Equatable>(_ key: WritableKeyPath<PlatformLook, T>, _ value: T, _ name: String) {
    guard model[keyPath: key] != value else { return }
    UIViewAnimationContext.willChange(self, from: model, field: name)
    model[keyPath: key] = value
    UIKitRuntime.setNeedsRender(self, "\(type(of: self)).\(name)")
  }

  // MARK: Hierarchy

  /// The window the view is in, if any (a representable's view: the window of the SwiftUI host
  /// it is drawn in, as on iOS, where it sits inside the hosting view).
  public var window: UIWindow? {
    var v: UIView? = self
    while let c = v {
      if let w = c as? UIWindow { return w }
      if c.superview == nil { return c.hostingWindow }
      v = c.superview
    }
    return nil
  }
  /// For the root view of a representable: the window of the host drawing it (set at each resolve).
  weak var hostingWindow: UIWindow?

  public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  /// Inserts `view` at `index` among the subviews (0 is the back); a view already here moves.
  public func insertSubview(_ view: UIView, at index: Int) {
    if view.superview === self, let i = subviews.firstIndex(of: view) { subviews.remove(at: i) } else {
      view.removeFromSuperview()
    }
    view.willMove(toSuperview: self)
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    view.didMoveToSuperview()
    if window != nil { view.didMoveToWindow() }
    setNeedsLayout()
    UIKitRuntime.setNeedsRender(self, "\(type(of: self)).subviews")
  }

  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex(of: sibling) ?? 0)
  }

  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex(of: sibling).map { $0 + 1 } ?? subviews.count)
  }

  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  public func removeFromSuperview() {
    guard let s = superview, let i = s.subviews.firstIndex(of: self) else { return }
    willMove(toSuperview: nil)
    s.subviews.remove(at: i)
    superview = nil
    didMoveToSuperview()
    s.setNeedsLayout()
    UIKitRuntime.setNeedsRender(s, "\(type(of: self)).removeFromSuperview")
  }

  public func isDescendant(of view: UIView) -> Bool {
    var v: UIView? = self
    while let c = v { if c === view { return true }; v = c.superview }
    return false
  }

  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for s in subviews { if let v = s.viewWithTag(tag) { return v } }
    return nil
  }

  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func didMoveToWindow() {}

  // MARK: Layout

  /// Lays out subviews; the default does nothing (autoresizing already ran when the size changed).
  open func layoutSubviews() {}

  /// The deepest visible subview containing `point` (in this view's coordinates), as UIKit's
  /// default hit test; overridable, though the host's own taps are routed by PlumbUI's hit tester.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
    for sub in subviews.reversed() {
      let local = CGPoint(x: point.x - sub.frame.minX + sub.bounds.minX, y: point.y - sub.frame.minY + sub.bounds.minY)
      if let hit = sub.hitTest(local, with: event) { return hit }
    }
    return self
  }
  /// Whether `point` (in this view's coordinates) is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
  /// Whether a gesture recognizer attached to this view may begin: yes by default.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Called when the view's traits change; they do not change during a render.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  public func setNeedsLayout() { needsLayout = true }
  public func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    // Constraints place the subviews first; `layoutSubviews` may then adjust them, as on iOS.
    AutoLayoutSolver.solve(self)
    UIKitRuntime.duringEngineCall { layoutSubviews() }
    for s in subviews { s.layoutIfNeeded() }
  }
  open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  public func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }
  public func setNeedsDisplay() { UIKitRuntime.setNeedsRender(self, "\(type(of: self)).setNeedsDisplay") }

  /// Springs and struts: flexible parts share the size change equally.
  private func resizeSubviews(from old: CGSize) {
    let dw = model.bounds.width - old.width, dh = model.bounds.height - old.height
    for s in subviews where !s.autoresizingMask.isEmpty {
      var f = s.frame
      func share(_ delta: CGFloat, _ flexible: [Bool]) -> [CGFloat] {
        let n = flexible.filter { $0 }.count
        return flexible.map { $0 && n > 0 ? delta / CGFloat(n) : 0 }
      }
      let m = s.autoresizingMask
      let h = share(dw, [m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)])
      let v = share(dh, [m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)])
      f.origin.x += h[0]; f.size.width += h[1]
      f.origin.y += v[0]; f.size.height += v[1]
      s.frame = f
    }
  }

  // MARK: Coordinates

  /// A point in this view's coordinates converted to another view's (or the window's, if nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let p = toWindow(point)
    guard let view else { return p }
    return view.fromWindow(p)
  }

  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let a = convert(rect.origin, to: view)
    let b = convert(CGPoint(x: rect.maxX, y: rect.maxY), to: view)
    return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
  }

  private func toWindow(_ p: CGPoint) -> CGPoint {
    guard let s = superview else { return p }
    let local = CGPoint(x: p.x - model.bounds.minX - model.bounds.width / 2, y: p.y - model.bounds.minY - model.bounds.height / 2)
    let t = model.transform.apply(to: local)
    return s.toWindow(CGPoint(x: t.x + model.center.x, y: t.y + model.center.y))
  }

  private func fromWindow(_ p: CGPoint) -> CGPoint {
    guard let s = superview else { return p }
    let q = s.fromWindow(p)
    let local = CGPoint(x: q.x - model.center.x, y: q.y - model.center.y)
    let u = (model.transform.platformInverted ?? .identity).apply(to: local)
    return CGPoint(x: u.x + model.bounds.minX + model.bounds.width / 2, y: u.y + model.bounds.minY + model.bounds.height / 2)
  }

  // MARK: What the engine paints

  /// Presentation values now: the model with running animations applied at the host's clock.
  var presentationLook: PlatformLook { UIViewAnimator.presentation(of: self, model: model) }

  /// SwiftUI content hosted in this view (only `UIHostingController`'s view has some).
  var hostedContent: PlatformHostedContent? { nil }

  /// The subviews the engine paints: `subviews`, or the mirrored view's for a snapshot view.
  var drawnSubviews: [UIView] { subviews }
}

extension UIView: PlatformView {
  package var platformClassName: String { typeName(type(of: self)) }
  package var platformModel: PlatformLook { model }
  package var platformPresentation: PlatformLook { presentationLook }
  package var platformSubviews: [any PlatformView] { drawnSubviews }
  package var platformHostedContent: PlatformHostedContent? { hostedContent }
  package var platformIntrinsicSize: CGSize? {
    let s = intrinsicContentSize
    return s.width >= 0 && s.height >= 0 ? s : nil
  }
  package func platformWasPlaced(frame f: CGRect) {
    UIKitRuntime.duringEngineCall { frame = CGRect(origin: f.origin, size: f.size) }
  }
  package func platformLayoutIfNeeded() { layoutIfNeeded() }
}

/// A type's short name ("DimmingView", not "Module.DimmingView" or generic arguments).
func typeName(_ t: Any.Type) -> String {
  var n = String(describing: t)
  if let lt = n.firstIndex(of: "<") { n = String(n[..<lt]) }
  return n
}
