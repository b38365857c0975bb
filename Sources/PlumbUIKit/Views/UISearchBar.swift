import Foundation
import PlumbGraphics
import PlumbUI

/// What a search bar tells and asks its delegate, as UIKit's `UISearchBarDelegate` (every method
/// optional). No keyboard reaches a render: the editing calls come from the bar's
/// `becomeFirstResponder`/`resignFirstResponder` and from `insertText(_:)` on its `searchTextField`
/// (which asks `shouldChangeTextIn` and then tells `textDidChange`).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The text field of a search bar, as UIKit's `UISearchTextField` (a `UITextField`).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { return nil }
}

/// UIKit's search bar: 56 pt tall, a rounded field (36 pt, corner radius 10, the tertiary fill)
/// 8 pt in from the sides, with the magnifying glass, the text or the placeholder ("Search" until
/// set) and, when `showsCancelButton`, a Cancel button in the tint colour (**L**: the numbers are
/// read from iOS 17 screenshots). The scope bar, bookmark and results-list buttons and custom
/// icons are kept, not drawn (warned once).
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// How the bar looks, as `UISearchBar.Style`: `.minimal` draws no background (neither does
  /// `.default` here: iOS's default background is the system background behind it).
  public enum Style: Int, Sendable { case `default` = 0, prominent = 1, minimal = 2 }
  /// Which icon `setImage(_:for:state:)` replaces, as `UISearchBar.Icon`.
  public enum Icon: Int, Sendable { case search = 0, clear = 1, bookmark = 2, resultsList = 3 }

  public weak var delegate: (any UISearchBarDelegate)?
  /// The field holding the text (it is the bar's text; it is not drawn as a subview).
  public let searchTextField = UISearchTextField(frame: .zero)

  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue; changed() }
  }
  open var placeholder: String? { didSet { changed() } }
  open var prompt: String? { didSet { if prompt != nil { warnUndrawn("prompt") } } }
  open var searchBarStyle: Style = .default { didSet { changed() } }
  open var barStyle: UIBarStyle = .default
  open var barTintColor: UIColor?
  open var isTranslucent = true
  open var backgroundImage: UIImage?
  open var showsCancelButton = false { didSet { changed() } }
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
  open var showsBookmarkButton = false { didSet { if showsBookmarkButton { warnUndrawn("bookmark button") } } }
  open var showsSearchResultsButton = false { didSet { if showsSearchResultsButton { warnUndrawn("results-list button") } } }
  open var isSearchResultsButtonSelected = false
  open var showsScopeBar = false { didSet { if showsScopeBar { warnUndrawn("scope bar") } } }
  open var scopeButtonTitles: [String]?
  open var selectedScopeButtonIndex = 0 {
    didSet { if selectedScopeButtonIndex != oldValue { delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex) } }
  }
  open var inputAccessoryView: UIView?
  open var searchTextPositionAdjustment: UIOffset = .zero
  open var searchFieldBackgroundPositionAdjustment: UIOffset = .zero

  // The text input traits, kept on the field.
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType } set { searchTextField.autocapitalizationType = newValue }
  }
  open var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue }
  }
  open var spellCheckingType: UITextSpellCheckingType {
    get { searchTextField.spellCheckingType } set { searchTextField.spellCheckingType = newValue }
  }
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue }
  }
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue }
  }
  open var enablesReturnKeyAutomatically: Bool {
    get { searchTextField.enablesReturnKeyAutomatically } set { searchTextField.enablesReturnKeyAutomatically = newValue }
  }

  private var icons: [Icon: UIImage] = [:]
  open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
    icons[icon] = iconImage
    if iconImage != nil { warnUndrawn("custom icons") }
  }
  open func image(for icon: Icon, state: UIControl.State) -> UIImage? { icons[icon] }
  open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
    if backgroundImage != nil { warnUndrawn("search field background image") }
  }
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
    if backgroundImage != nil { warnUndrawn("background image") }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    if frame.height == 0 { bounds.size.height = 56 }
    fieldDelegate.bar = self
    searchTextField.delegate = fieldDelegate
    searchTextField.addAction(UIAction { [weak self] _ in
      guard let self else { return }
      self.changed()
      self.delegate?.searchBar(self, textDidChange: self.text ?? "")
    }, for: .editingChanged)
  }

  /// Forwards the field's questions to the bar's delegate, as UIKit's search bar does.
  private let fieldDelegate = SearchFieldDelegate()
  public required init?(coder: NSCoder) { return nil }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }

  // MARK: Editing

  open override var canBecomeFirstResponder: Bool { true }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    delegate?.searchBarTextDidBeginEditing(self)
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard delegate?.searchBarShouldEndEditing(self) ?? true else { return false }
    guard super.resignFirstResponder() else { return false }
    delegate?.searchBarTextDidEndEditing(self)
    return true
  }

  private func changed() { UIKitRuntime.setNeedsRender(self, "UISearchBar") }

  private func warnUndrawn(_ what: String) {
    RenderWarnings.warnOnce("UISearchBar.\(what)", "UISearchBar: the \(what) is not drawn (kept)")
  }

  override var hostedContent: PlatformHostedContent? {
    let field = SearchFieldLook(text: text ?? "", placeholder: placeholder ?? "Search",
                                showsCancel: showsCancelButton, tint: tintColor ?? .systemBlue,
                                cancel: { [weak self] in guard let self else { return }; self.delegate?.searchBarCancelButtonClicked(self) })
    return PlatformHostedContent(view: AnyView(field), controller: nil)
  }
}

/// The search field's delegate: the bar's delegate answers for it.
@MainActor
final class SearchFieldDelegate: UITextFieldDelegate {
  weak var bar: UISearchBar?
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
    guard let bar else { return true }
    return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let bar else { return true }
    bar.delegate?.searchBarSearchButtonClicked(bar)
    return true
  }
}

/// Where a bar sits, as `UIBarPosition`.
public enum UIBarPosition: Int, Sendable { case any = 0, bottom = 1, top = 2, topAttached = 3 }
/// The bar metrics an image is for, as `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102 }

/// The search field as iOS draws it, centred vertically in the bar.
struct SearchFieldLook: View {
  let text: String
  let placeholder: String
  let showsCancel: Bool
  let tint: UIColor
  let cancel: @MainActor () -> Void

  var body: some View {
    HStack(spacing: 8) {
      HStack(spacing: 6) {
        Image(systemName: "magnifyingglass").foregroundColor(Color(uiColor: .secondaryLabel))
        Text(verbatim: text.isEmpty ? placeholder : text)
          .foregroundColor(Color(uiColor: text.isEmpty ? .secondaryLabel : .label))
          .lineLimit(1)
        Spacer(minLength: 0)
      }
      .font(.body)
      .padding(.horizontal, 8)
      .frame(height: 36)
      .background(RoundedRectangle(cornerRadius: 10).fill(Color(uiColor: .tertiarySystemFill)))
      if showsCancel {
        Button(action: cancel) { Text(verbatim: "Cancel") }
          .font(.body)
          .foregroundColor(Color(uiColor: tint))
      }
    }
    .padding(.horizontal, 8)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .ignoresSafeArea()
  }
}
