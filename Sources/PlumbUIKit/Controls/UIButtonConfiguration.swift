import Foundation
import PlumbGraphics
import PlumbUI

/// Insets in leading/trailing terms, as UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top, leading, bottom, trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
  }
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  public static let zero = NSDirectionalEdgeInsets()
}

/// Edges in leading/trailing terms, as `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A view's background in a configuration, as UIKit's `UIBackgroundConfiguration` (the parts
/// buttons use: colour, corner radius, stroke).
public struct UIBackgroundConfiguration: Hashable, Sendable {
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0
  public var backgroundInsets: NSDirectionalEdgeInsets = .zero
  public init() {}
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { backgroundColor ?? .clear }
}

extension UIButton {
  /// A button's look, as UIKit's `UIButton.Configuration` (iOS 15): a style (`plain()`,
  /// `tinted()`, `gray()`, `filled()`, the bordered ones), title, subtitle, image, colours, size,
  /// corner style and insets. Drawn: the background, corner shape, title, subtitle and an image
  /// before the title; other image placements, `attributedTitle` ranges and the activity
  /// indicator are not drawn (warned once).
  public struct Configuration: Hashable, Sendable {
    /// The corner shape, as `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Hashable, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
    /// The control size, as `UIButton.Configuration.Size`.
    public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }
    /// How title and subtitle align, as `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Int, Hashable, Sendable { case automatic, leading, center, trailing }
    /// How the insets are read, as `UIButton.Configuration.MacIdiomStyle` (kept).
    public enum MacIdiomStyle: Int, Hashable, Sendable { case automatic, bordered, borderless, borderlessTinted }

    enum Style: Hashable, Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
    let style: Style

    public var title: String?
    public var attributedTitle: AttributedString?
    public var subtitle: String?
    public var attributedSubtitle: AttributedString?
    public var image: UIImage?
    public var imagePadding: CGFloat = 0
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var titlePadding: CGFloat = 0
    public var titleAlignment: TitleAlignment = .automatic
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var background = UIBackgroundConfiguration()
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    public var contentInsets: NSDirectionalEdgeInsets
    public var showsActivityIndicator = false
    public var macIdiomStyle: MacIdiomStyle = .automatic

    init(_ style: Style) {
      self.style = style
      contentInsets = Self.insets(.medium)
    }

    public static func plain() -> Configuration { Configuration(.plain) }
    public static func tinted() -> Configuration { Configuration(.tinted) }
    public static func gray() -> Configuration { Configuration(.gray) }
    public static func filled() -> Configuration { Configuration(.filled) }
    public static func borderless() -> Configuration { Configuration(.borderless) }
    public static func bordered() -> Configuration { Configuration(.bordered) }
    public static func borderedTinted() -> Configuration { Configuration(.borderedTinted) }
    public static func borderedProminent() -> Configuration { Configuration(.borderedProminent) }

    /// Resets the insets to the size's default.
    public mutating func setDefaultContentInsets() { contentInsets = Self.insets(buttonSize) }

    /// The default insets per size (our choice, docs/compatibility/uikit.md "Controls").
    static func insets(_ size: Size) -> NSDirectionalEdgeInsets {
      switch size {
      case .mini: return NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
      case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    var font: UIFont {
      switch buttonSize {
      case .mini: return .systemFont(ofSize: 12)
      case .small: return .systemFont(ofSize: 15)
      case .medium, .large: return .systemFont(ofSize: 17)
      }
    }
  }
}

extension ButtonLook {
  /// A configuration's drawing with the button's tint.
  @MainActor init(configuration c: UIButton.Configuration, tint: UIColor, enabled: Bool) {
    let prominent = c.style == .filled || c.style == .borderedProminent
    let fill: UIColor?
    switch c.style {
    case .plain, .borderless: fill = nil
    case .gray, .bordered: fill = .tertiarySystemFill
    case .tinted, .borderedTinted: fill = (c.baseBackgroundColor ?? tint).withAlphaComponent(0.15)
    case .filled, .borderedProminent: fill = c.baseBackgroundColor ?? tint
    }
    var background = c.background.backgroundColor ?? (c.style == .tinted || c.style == .borderedTinted ? fill : c.baseBackgroundColor ?? fill)
    var foreground = c.baseForegroundColor ?? (prominent ? .white : tint)
    if !enabled {
      foreground = .tertiaryLabel
      if background != nil { background = .tertiarySystemFill }
    }
    let radius: CGFloat
    switch c.cornerStyle {
    case .fixed: radius = c.background.cornerRadius
    case .capsule: radius = .infinity
    case .small: radius = 4
    case .medium: radius = 8
    case .large: radius = 12
    case .dynamic: radius = c.background.cornerRadius > 0 ? c.background.cornerRadius : (c.buttonSize == .large ? 12 : c.buttonSize == .mini ? 4 : 6)
    }
    if c.imagePlacement != .leading && c.image != nil {
      RenderWarnings.warnOnce("UIButton.Configuration.imagePlacement", "UIButton.Configuration.imagePlacement other than .leading: the image is drawn before the title")
    }
    if c.showsActivityIndicator {
      RenderWarnings.warnOnce("UIButton.Configuration.showsActivityIndicator", "UIButton.Configuration.showsActivityIndicator: the spinner is not drawn")
    }
    if c.attributedTitle != nil || c.attributedSubtitle != nil {
      RenderWarnings.warnOnce("UIButton.Configuration.attributedTitle", "UIButton.Configuration.attributedTitle: drawn as its plain characters in the configuration's font and colour")
    }
    let title = c.title ?? c.attributedTitle.map { String($0.characters) }
    let subtitle = c.subtitle ?? c.attributedSubtitle.map { String($0.characters) }
    self.init(title: title, subtitle: subtitle, image: c.image, font: c.font, foreground: foreground, background: background,
              cornerRadius: radius, insets: c.contentInsets, imagePadding: c.imagePadding, alignment: .center)
  }
}
