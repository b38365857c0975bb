import Foundation
import PlumbGraphics

/// The Sign in with Apple button for UIKit, as `ASAuthorizationAppleIDButton`, drawn as iOS draws it
/// without the Apple logo (a trademark: a gap is left, warned once): the style's colours with
/// `cornerRadius` corners (6 pt by default: an estimate) and the type's title in a medium system
/// font 43 % of the height. Its intrinsic size is the Human Interface Guidelines' minimum,
/// 140 × 30 pt (an estimate of UIKit's).
open class ASAuthorizationAppleIDButton: UIControl {
  /// The button's title, as `ASAuthorizationAppleIDButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case signIn = 0
    case `continue` = 1
    case signUp = 2
    public static var `default`: ButtonType { .signIn }

    var title: String {
      switch self {
      case .signIn: "Sign in with Apple"
      case .continue: "Continue with Apple"
      case .signUp: "Sign up with Apple"
      }
    }
  }

  /// The button's colours, as `ASAuthorizationAppleIDButton.Style`.
  public enum Style: Int, Sendable {
    case white = 0
    case whiteOutline = 1
    case black = 2
  }

  private let type: ButtonType
  private let style: Style
  private let face = UIView(frame: .zero)
  private let title = UILabel(frame: .zero)

  open var cornerRadius: CGFloat = 6 { didSet { setNeedsLayout() } }

  public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
    self.type = type; self.style = style
    super.init(frame: .zero)
    // The outline style is a black rim around a white face.
    backgroundColor = style == .white ? .white : .black
    face.backgroundColor = style == .black ? .black : .white
    face.isUserInteractionEnabled = false
    title.text = type.title
    title.textColor = style == .black ? .white : .black
    title.textAlignment = .center
    addSubview(face)
    addSubview(title)
  }

  public convenience init(type: ButtonType, style: Style) {
    self.init(authorizationButtonType: type, authorizationButtonStyle: style)
  }

  public required init?(coder: NSCoder) { return nil }

  open override var intrinsicContentSize: CGSize { CGSize(width: 140, height: 30) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = cornerRadius
    layer.masksToBounds = true
    let rim: CGFloat = style == .whiteOutline ? 1 : 0
    face.frame = bounds.insetBy(dx: rim, dy: rim)
    face.layer.cornerRadius = max(0, cornerRadius - rim)
    face.layer.masksToBounds = true
    let fontSize = max(1, bounds.height * 0.43)
    title.font = .systemFont(ofSize: fontSize, weight: .medium)
    // The title sits right of where the logo goes (not drawn), the pair centred.
    let gap = fontSize * 0.95
    let titleWidth = min(title.intrinsicContentSize.width, bounds.width - gap)
    title.frame = CGRect(x: (bounds.width - titleWidth + gap) / 2, y: 0, width: max(0, titleWidth), height: bounds.height)
    RenderWarnings.warnOnce("AuthenticationServices.ASAuthorizationAppleIDButton",
      "ASAuthorizationAppleIDButton: the Apple logo is not drawn (an Apple trademark); a gap is left where it goes beside \"\(type.title)\"")
  }
}
