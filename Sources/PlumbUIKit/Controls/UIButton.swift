import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's button: a title (and image) per control state, or an iOS 15 `Configuration`, drawn by
/// the SwiftUI pipeline inside the button's bounds: plain and system buttons as tinted text, the
/// configuration styles with their background and corner shape (docs/compatibility/uikit.md,
/// "Controls"). `intrinsicContentSize` is the measured title plus the style's insets. Actions
/// run through `sendActions(for:)`; taps on the picture are not delivered to UIKit controls.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kind of button, as `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    @available(iOS, deprecated, renamed: "system") public static var roundedRect: ButtonType { .system }
  }

  public private(set) var buttonType: ButtonType = .custom
  /// The iOS 15 appearance; setting it replaces the per-state titles and colours in the drawing.
  open var configuration: Configuration? { didSet { controlStateDidChange() } }
  open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)?
  open var automaticallyUpdatesConfiguration = true
  open var changesSelectionAsPrimaryAction = false
  /// The label whose font (and alignment) the legacy title uses.
  public private(set) lazy var titleLabel: UILabel? = {
    let l = UILabel()
    l.font = .systemFont(ofSize: buttonType == .custom ? 18 : 15)
    return l
  }()
  @available(iOS, deprecated: 15.0) open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { controlStateDidChange() } }
  @available(iOS, deprecated: 15.0) open var titleEdgeInsets: UIEdgeInsets = .zero
  @available(iOS, deprecated: 15.0) open var imageEdgeInsets: UIEdgeInsets = .zero

  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]

  public override init(frame: CGRect) {
    super.init(frame: frame)
    applyAppearance()
  }
  public required init?(coder: NSCoder) { return nil }

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      if let image = primaryAction.image { setImage(image, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: Per-state content

  open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title; controlStateDidChange() }
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state.rawValue] = title; controlStateDidChange()
  }
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[0] }
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color; controlStateDidChange() }
  open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
  open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image; controlStateDidChange() }
  open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image; controlStateDidChange()
  }
  open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

  open var currentTitle: String? { configuration?.title ?? attributedTitle(for: state)?.string ?? title(for: state) }
  open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor) }
  open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// Runs the configuration update handler, as UIKit does when the state changes.
  open func setNeedsUpdateConfiguration() {
    configurationUpdateHandler?(self)
    controlStateDidChange()
  }
  open func updateConfiguration() {}

  // MARK: Size and drawing

  open override var intrinsicContentSize: CGSize { contentLook.size }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { contentLook.size }

  /// What the button draws now.
  var contentLook: ButtonLook {
    if let c = configuration { return ButtonLook(configuration: c, tint: tintColor ?? .systemBlue, enabled: isEnabled) }
    let color = isEnabled ? currentTitleColor : (titleColor(for: .disabled) ?? .systemGray)
    return ButtonLook(title: currentTitle, subtitle: nil, image: currentImage, font: titleLabel?.font ?? .systemFont(ofSize: 15),
                      foreground: color, background: nil, cornerRadius: 0,
                      insets: NSDirectionalEdgeInsets(contentEdgeInsets), imagePadding: 0,
                      alignment: contentHorizontalAlignment)
  }

  override var hostedContent: PlatformHostedContent? {
    if backgroundImages.values.contains(where: { _ in true }) {
      RenderWarnings.warnOnce("UIButton.setBackgroundImage", "UIButton.setBackgroundImage(_:for:): the background image is not drawn")
    }
    if attributedTitle(for: state) != nil {
      RenderWarnings.warnOnce("UIButton.attributedTitle", "UIButton.setAttributedTitle(_:for:): drawn as its plain string in the title font and colour")
    }
    return PlatformHostedContent(view: AnyView(ButtonContent(look: contentLook)), controller: nil)
  }

  // MARK: Appearance proxy

  /// The shared appearance proxy: its `tintColor` and `backgroundColor` are copied into buttons
  /// made later in the same render session (UIKit's `appearance()` returns `Self`; this returns
  /// `UIButton` for every subclass).
  open class func appearance() -> UIButton { UIAppearanceProxies.proxy(UIButton.self) { UIButton(frame: .zero) } }
  /// The proxy for buttons inside the given containers: recorded, not applied (warned once).
  open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIButton {
    UIAppearanceProxies.containedProxy(UIButton.self, containerTypes) { UIButton(frame: .zero) }
  }

  private func applyAppearance() {
    guard let p = UIAppearanceProxies.existing(UIButton.self), p !== self else { return }
    if let t = p.tintColor, t != .systemBlue { tintColor = t }
    if let b = p.backgroundColor { backgroundColor = b }
  }
}

extension NSDirectionalEdgeInsets {
  init(_ e: UIEdgeInsets) { self.init(top: e.top, leading: e.left, bottom: e.bottom, trailing: e.right) }
}

/// The resolved drawing of a button: text, image, colours, shape and insets.
struct ButtonLook {
  var title: String?
  var subtitle: String?
  var image: UIImage?
  var font: UIFont
  var foreground: UIColor
  var background: UIColor?
  /// The corner radius; `.infinity` for a capsule.
  var cornerRadius: CGFloat
  var insets: NSDirectionalEdgeInsets
  var imagePadding: CGFloat
  var alignment: UIControl.ContentHorizontalAlignment

  @MainActor var size: CGSize {
    let t = PlatformText.size(title ?? "", font: font.textDescriptor, lines: 1, width: nil)
    let s = PlatformText.size(subtitle ?? "", font: UIFont.systemFont(ofSize: font.pointSize * 0.8).textDescriptor, lines: 1, width: nil)
    var w = max(t.width, s.width), h = t.height + s.height
    if let image {
      // A symbol has no size of its own: it is drawn about as tall as the title font.
      let i = image.size == .zero ? CGSize(width: ceil(font.pointSize * 1.2), height: ceil(font.pointSize * 1.2)) : image.size
      w += i.width + (w > 0 ? imagePadding : 0)
      h = max(h, i.height)
    }
    return CGSize(width: w + insets.leading + insets.trailing, height: h + insets.top + insets.bottom)
  }
}

/// A button's content in SwiftUI: background shape, then image and title(s) inside the insets.
struct ButtonContent: View {
  let look: ButtonLook

  var body: some View {
    ZStack {
      if let bg = look.background {
        if look.cornerRadius.isInfinite {
          Capsule().fill(Color(uiColor: bg))
        } else {
          RoundedRectangle(cornerRadius: look.cornerRadius, style: .continuous).fill(Color(uiColor: bg))
        }
      }
      HStack(spacing: look.imagePadding) {
        if let image = look.image { Image(uiImage: image).renderingMode(.template) }
        VStack(spacing: 0) {
          if let title = look.title { Text(verbatim: title).font(Font(look.font)).lineLimit(1) }
          if let subtitle = look.subtitle { Text(verbatim: subtitle).font(.system(size: look.font.pointSize * 0.8)).lineLimit(1) }
        }
      }
      .foregroundColor(Color(uiColor: look.foreground))
      .padding(EdgeInsets(top: look.insets.top, leading: look.insets.leading, bottom: look.insets.bottom,
                          trailing: look.insets.trailing))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: frameAlignment)
    }
    .ignoresSafeArea()
  }

  private var frameAlignment: Alignment {
    switch look.alignment {
    case .left, .leading: return .leading
    case .right, .trailing: return .trailing
    default: return .center
    }
  }
}
