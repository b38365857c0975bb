import Foundation
import PlumbGraphics
import PlumbUI

/// What a text view asks and tells its delegate, as `UITextViewDelegate` (every method optional).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Kinds of text a text view turns into links, as `UIDataDetectorTypes` (kept; no links are drawn).
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
  public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// UIKit's multi-line, scrollable text view: its text in its font, colour and alignment, wrapped
/// to its width inside `textContainerInset` (8 pt top and bottom) and the 5 pt line-fragment
/// padding, from the top, on `.systemBackground`. Text taller than the view is clipped, as the
/// top of a scroll view shows it. Per-range attributes of `attributedText` are not drawn (warned
/// once). docs/compatibility/uikit.md, "Controls".
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// Setting the text moves the selection to its end, as on iOS.
  open var text: String! = "" { didSet { selectedRange = NSRange(location: ((text ?? "") as NSString).length, length: 0); changed() } }
  open var attributedText: NSAttributedString! {
    get { attributed ?? NSAttributedString(string: text ?? "") }
    set { attributed = newValue; text = newValue?.string ?? "" }
  }
  private var attributed: NSAttributedString?
  open var font: UIFont? { didSet { changed() } }
  open var textColor: UIColor? { didSet { changed() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { changed() } }
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { changed() } }
  open var isEditable = true
  open var isSelectable = true
  open var dataDetectorTypes: UIDataDetectorTypes = []
  open var allowsEditingTextAttributes = false
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
  open var selectedRange = NSRange(location: 0, length: 0)
  open var clearsOnInsertion = false
  open var adjustsFontForContentSizeCategory = false
  open var inputView: UIView?
  open var inputAccessoryView: UIView?
  public private(set) var isEditing = false

  // UITextInputTraits
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var isSecureTextEntry = false
  open var textContentType: UITextContentType!

  /// The delegate as a text view's (UIKit narrows `delegate` to `UITextViewDelegate`; Swift
  /// cannot, so a text-view delegate is set through the scroll view's `delegate`).
  private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// The padding of each line inside the container (UIKit's `textContainer.lineFragmentPadding`).
  static let lineFragmentPadding: CGFloat = 5

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
  }
  public convenience init(frame: CGRect, textContainer: Any?) { self.init(frame: frame) }
  public required init?(coder: NSCoder) { return nil }

  nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// Starts editing if it is editable and the delegate agrees (no caret or keyboard is drawn).
  open override func becomeFirstResponder() -> Bool {
    guard isEditable, textDelegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
    isEditing = true
    textDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  open override func resignFirstResponder() -> Bool {
    guard isEditing else { return super.resignFirstResponder() }
    guard textDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
    isEditing = false
    textDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  /// Inserts text as typing does: asks the delegate, then changes `text` and tells it.
  open func insertText(_ string: String) {
    let current = text ?? ""
    let range = NSRange(location: (current as NSString).length, length: 0)
    guard isEditable, textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
    text = current + string
    textDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// The text's height at `size.width` (inset and padding included); the width is kept.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let f = font ?? .systemFont(ofSize: 12)
    let inner = max(size.width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding, 1)
    let s = PlatformText.size((text ?? "").isEmpty ? " " : text, font: f.textDescriptor, lines: nil, width: inner)
    return CGSize(width: size.width, height: ceil(s.height) + textContainerInset.top + textContainerInset.bottom)
  }

  private func changed() { UIKitRuntime.setNeedsRender(self, "UITextView") }

  override var hostedContent: PlatformHostedContent? {
    if attributed != nil {
      RenderWarnings.warnOnce("UITextView.attributedText", "UITextView.attributedText: drawn as its plain string in the view's font and colour (per-range attributes are not drawn)")
    }
    // UIKit's text view draws 12-pt text when no font is set.
    let content = TextViewContent(text: text ?? "", font: font ?? .systemFont(ofSize: 12), color: textColor ?? .label,
                                  alignment: textAlignment, inset: textContainerInset, padding: Self.lineFragmentPadding)
    return PlatformHostedContent(view: AnyView(content), controller: nil)
  }
}

/// A text view's drawing: wrapped text from the top inside the container inset and padding.
struct TextViewContent: View {
  let text: String
  let font: UIFont
  let color: UIColor
  let alignment: NSTextAlignment
  let inset: UIEdgeInsets
  let padding: CGFloat

  var body: some View {
    Text(verbatim: text)
      .font(Font(font))
      .foregroundColor(Color(uiColor: color))
      .multilineTextAlignment(alignment.textAlignment)
      .frame(maxWidth: .infinity, alignment: alignment.frameAlignment)
      .padding(EdgeInsets(top: inset.top, leading: inset.left + padding, bottom: inset.bottom, trailing: inset.right + padding))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .clipped()
  }
}
