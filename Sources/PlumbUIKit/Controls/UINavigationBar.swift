import Foundation
import PlumbGraphics
import PlumbUI

/// A bar's look, as UIKit's `UIBarAppearance`: background colour (or the system material),
/// shadow. `configureWith…` reset it as UIKit's do.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  open var backgroundColor: UIColor?
  open var backgroundImage: UIImage?
  open var shadowColor: UIColor? = .separator
  open var shadowImage: UIImage?
  /// Whether the system material shows behind `backgroundColor` (default background).
  var material = true

  public override init() { super.init() }
  public init(barAppearance: UIBarAppearance) {
    super.init()
    backgroundColor = barAppearance.backgroundColor; backgroundImage = barAppearance.backgroundImage
    shadowColor = barAppearance.shadowColor; shadowImage = barAppearance.shadowImage; material = barAppearance.material
  }

  /// The system's translucent material with its shadow.
  open func configureWithDefaultBackground() { backgroundColor = nil; shadowColor = .separator; material = true }
  /// An opaque system background with its shadow.
  open func configureWithOpaqueBackground() { backgroundColor = .systemBackground; shadowColor = .separator; material = false }
  /// No background and no shadow.
  open func configureWithTransparentBackground() { backgroundColor = .clear; shadowColor = nil; material = false }

  /// The look SwiftUI's bar paints: nil background keeps the system material.
  var barLook: PlatformBarStyles.Look {
    let bg = backgroundColor.flatMap { $0 == .clear ? nil : $0.rgba }
    return PlatformBarStyles.Look(background: bg, title: nil, largeTitle: nil, shadow: shadowColor != nil && shadowColor != .clear)
  }
}

/// One state of a bar button's look, as `UIBarButtonItemStateAppearance` (kept, not drawn).
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance {
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var titlePositionAdjustment: UIOffset = .zero
  public var backgroundImage: UIImage?
  public var backgroundImagePositionAdjustment: UIOffset = .zero
  init() {}
}

/// A bar button's look per state, as `UIBarButtonItemAppearance` (kept, not drawn: SwiftUI's
/// toolbar items keep their own colours; warned once when set on a navigation bar appearance).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
  /// The kind of item, as `UIBarButtonItem.Style` (`.plain` or `.done`).
  public let style: UIBarButtonItemStyle
  public let normal = UIBarButtonItemStateAppearance()
  public let highlighted = UIBarButtonItemStateAppearance()
  public let disabled = UIBarButtonItemStateAppearance()
  public let focused = UIBarButtonItemStateAppearance()
  public init(style: UIBarButtonItemStyle = .plain) { self.style = style; super.init() }
  open func configureWithDefault(for style: UIBarButtonItemStyle) {}
}

/// `UIBarButtonItem.Style`.
public enum UIBarButtonItemStyle: Int, Sendable { case plain = 0, bordered = 1, done = 2 }

/// An offset, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
  public init() { self.init(horizontal: 0, vertical: 0) }
  public static let zero = UIOffset()
}

/// A navigation bar's look, as `UINavigationBarAppearance`: the bar's background and shadow and
/// the title colours (`titleTextAttributes` / `largeTitleTextAttributes` `.foregroundColor`),
/// which SwiftUI's navigation bar draws when set on `UINavigationBar.appearance()`. Button
/// appearances and title fonts are kept, not drawn (warned once).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment: UIOffset = .zero
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
  open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
  open private(set) var backIndicatorImage: UIImage?
  open private(set) var backIndicatorTransitionMaskImage: UIImage?

  public override init() { super.init() }
  public init(barAppearance: UINavigationBarAppearance) {
    super.init(barAppearance: barAppearance)
    titleTextAttributes = barAppearance.titleTextAttributes
    largeTitleTextAttributes = barAppearance.largeTitleTextAttributes
    buttonAppearance = barAppearance.buttonAppearance
    doneButtonAppearance = barAppearance.doneButtonAppearance
    backButtonAppearance = barAppearance.backButtonAppearance
  }

  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    self.backIndicatorImage = backIndicatorImage
    backIndicatorTransitionMaskImage = transitionMaskImage
  }

  override var barLook: PlatformBarStyles.Look {
    var look = super.barLook
    look.title = titleTextAttributes.foregroundColor?.rgba
    look.largeTitle = largeTitleTextAttributes.foregroundColor?.rgba
    return look
  }
}

/// UIKit's navigation bar. As a view (in a UIKit screen) it lays out as any view and paints its
/// `backgroundColor` only (warned once: items and title are not drawn). Its appearance proxy is
/// what apps use with SwiftUI: `UINavigationBar.appearance().standardAppearance = …` (and
/// `scrollEdgeAppearance`, `compactAppearance`) colours the bars of `NavigationStack` and
/// `NavigationView` rendered later in the same render session: the bar's background once
/// content scrolls under it (standard) and at the scroll edge, and the title colours
/// (docs/compatibility/uikit.md, "Controls").
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The bar's style, as `UIBarStyle`.
  public var barStyle: UIBarStyle = .default
  open var isTranslucent = true
  open var prefersLargeTitles = false
  open var barTintColor: UIColor?
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  open var shadowImage: UIImage?
  open var backIndicatorImage: UIImage?
  open var backIndicatorTransitionMaskImage: UIImage?
  open var standardAppearance = UINavigationBarAppearance() { didSet { publish() } }
  open var compactAppearance: UINavigationBarAppearance? { didSet { publish() } }
  open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { publish() } }
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { publish() } }
  /// Whether this bar is the appearance proxy (whose settings reach SwiftUI's bars).
  private var isProxy = false

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { return nil }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }

  override var presentationLook: PlatformLook {
    RenderWarnings.warnOnce("UINavigationBar", "UINavigationBar as a view: its items and title are not drawn (only its frame and backgroundColor)")
    return super.presentationLook
  }

  /// The shared appearance proxy (see the type).
  open class func appearance() -> UINavigationBar {
    UIAppearanceProxies.proxy(UINavigationBar.self) {
      let bar = UINavigationBar(frame: .zero)
      bar.isProxy = true
      return bar
    }
  }
  open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UINavigationBar {
    UIAppearanceProxies.containedProxy(UINavigationBar.self, containerTypes) { UINavigationBar(frame: .zero) }
  }

  /// Hands the proxy's appearances to SwiftUI's bars (the current render session's record).
  private func publish() {
    guard isProxy else { return }
    let styles = PlatformBarStyles.current
    styles.standard = standardAppearance.barLook
    styles.scrollEdge = scrollEdgeAppearance?.barLook
    let all = [standardAppearance, scrollEdgeAppearance, compactAppearance, compactScrollEdgeAppearance].compactMap { $0 }
    if all.contains(where: { a in
      [a.buttonAppearance, a.doneButtonAppearance, a.backButtonAppearance].contains { !$0.normal.titleTextAttributes.isEmpty }
        || a.titleTextAttributes.keys.contains { $0 != .foregroundColor } || a.backIndicatorImage != nil
    }) {
      RenderWarnings.warnOnce("UINavigationBarAppearance.buttons", """
        UINavigationBarAppearance: bar button appearances, title fonts and the back indicator image are not drawn \
        (SwiftUI's bar draws its background and title colours from it)
        """)
    }
  }
}

/// A bar's style, as `UIBarStyle`.
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }
