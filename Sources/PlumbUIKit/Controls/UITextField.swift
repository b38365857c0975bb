import Foundation
import PlumbGraphics
import PlumbUI

/// What a text field asks and tells its delegate, as `UITextFieldDelegate` (every method optional).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// How the return key is titled, as `UIReturnKeyType` (kept: no keyboard is drawn).
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
/// Autocorrection, as `UITextAutocorrectionType` (kept).
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// Spell checking, as `UITextSpellCheckingType` (kept).
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// UIKit's one-line text field: its text (or placeholder, in the placeholder grey), font, colour
/// and alignment drawn in its bounds inside 7 pt margins (UIKit's rounded-rect inset), with the
/// border style's frame: `.roundedRect` a 5 pt rounded hairline box on white, `.line` a hairline
/// rectangle, `.bezel` as `.line`. Secure entry draws one bullet per character. The caret,
/// clear button and left/right views are not drawn (warned once when set). 34 pt tall by default
/// with `.roundedRect`, as on iOS.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The frame style, as `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  /// When an overlay view shows, as `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
  /// Why editing ended, as `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

  open var text: String? = "" { didSet { textInputSelection = nil; controlStateDidChange() } }
  /// The `UITextInput` selection (UITextInput.swift); nil is the end of the text.
  var textInputSelection: NSRange?
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  open var placeholder: String? { didSet { controlStateDidChange() } }
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  open var font: UIFont? = .systemFont(ofSize: 17) { didSet { controlStateDidChange() } }
  open var textColor: UIColor? = .label { didSet { controlStateDidChange() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { controlStateDidChange() } }
  open var borderStyle: BorderStyle = .none { didSet { controlStateDidChange() } }
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
  open weak var delegate: (any UITextFieldDelegate)?
  open var clearButtonMode: ViewMode = .never
  open var leftView: UIView? { didSet { if leftView != nil { warnOverlay("leftView") } } }
  open var leftViewMode: ViewMode = .never
  open var rightView: UIView? { didSet { if rightView != nil { warnOverlay("rightView") } } }
  open var rightViewMode: ViewMode = .never
  open var clearsOnBeginEditing = false
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  open var background: UIImage?
  open var disabledBackground: UIImage?
  open var inputView: UIView?
  open var inputAccessoryView: UIView?
  open var allowsEditingTextAttributes = false
  public private(set) var isEditing = false

  // UITextInputTraits
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var isSecureTextEntry = false { didSet { controlStateDidChange() } }
  open var textContentType: UITextContentType!
  open var enablesReturnKeyAutomatically = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    applyAppearance()
  }
  public required init?(coder: NSCoder) { return nil }

  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Starts editing if the delegate agrees (no caret or keyboard is drawn).
  open override func becomeFirstResponder() -> Bool {
    guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
    isEditing = true
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return super.resignFirstResponder() }
    guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
    isEditing = false
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Inserts text as typing does: asks the delegate, then changes `text` and sends `.editingChanged`.
  open func insertText(_ string: String) {
    let current = text ?? ""
    let range = NSRange(location: (current as NSString).length, length: 0)
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
    text = current + string
    sendActions(for: .editingChanged)
  }

  private func warnOverlay(_ name: String) {
    RenderWarnings.warnOnce("UITextField.\(name)", "UITextField.\(name): the overlay view is not drawn")
  }

  open override var intrinsicContentSize: CGSize {
    let f = font ?? .systemFont(ofSize: 17)
    let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
    let s = PlatformText.size(shown.isEmpty ? " " : shown, font: f.textDescriptor, lines: 1, width: nil)
    let pad: CGFloat = borderStyle == .none ? 0 : 14
    return CGSize(width: s.width + pad, height: borderStyle == .roundedRect ? max(34, s.height + 12) : s.height + (borderStyle == .none ? 0 : 8))
  }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var hostedContent: PlatformHostedContent? {
    let value = text ?? ""
    let showsPlaceholder = value.isEmpty
    let shown = showsPlaceholder ? (placeholder ?? "") : (isSecureTextEntry ? String(repeating: "\u{2022}", count: value.count) : value)
    let color: UIColor = showsPlaceholder ? .placeholderText : (isEnabled ? textColor ?? .label : .tertiaryLabel)
    let content = TextFieldContent(text: shown, font: font ?? .systemFont(ofSize: 17), color: color,
                                   alignment: textAlignment, border: borderStyle)
    return PlatformHostedContent(view: AnyView(content), controller: nil)
  }

  // MARK: Appearance proxy

  /// The shared appearance proxy: its `tintColor`, `textColor`, `font`, `borderStyle` and
  /// `clearButtonMode` are copied into text fields made later in the same render session.
  open class func appearance() -> UITextField { UIAppearanceProxies.proxy(UITextField.self) { UITextField(frame: .zero) } }
  open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITextField {
    UIAppearanceProxies.containedProxy(UITextField.self, containerTypes) { UITextField(frame: .zero) }
  }

  private func applyAppearance() {
    guard let p = UIAppearanceProxies.existing(UITextField.self), p !== self else { return }
    tintColor = p.tintColor
    textColor = p.textColor
    font = p.font
    borderStyle = p.borderStyle
    clearButtonMode = p.clearButtonMode
  }
}

/// A text field's drawing: the border style's frame and one line of text inside UIKit's margins.
struct TextFieldContent: View {
  let text: String
  let font: UIFont
  let color: UIColor
  let alignment: NSTextAlignment
  let border: UITextField.BorderStyle

  var body: some View {
    Text(verbatim: text)
      .font(Font(font))
      .foregroundColor(Color(uiColor: color))
      .lineLimit(1)
      .padding(.horizontal, border == .none ? 0 : 7)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment.frameAlignment)
      .background {
        switch border {
        case .roundedRect:
          RoundedRectangle(cornerRadius: 5, style: .continuous).fill(Color(uiColor: .systemBackground))
            .overlay(RoundedRectangle(cornerRadius: 5, style: .continuous).strokeBorder(Color(uiColor: .separator), lineWidth: 0.5))
        case .line, .bezel:
          Rectangle().strokeBorder(Color(uiColor: .label), lineWidth: 0.5)
        case .none:
          EmptyView()
        }
      }
      .ignoresSafeArea()
  }
}
