import Foundation

// Style protocols of the controls, so that `.pickerStyle(.segmented)`, `.textFieldStyle(.roundedBorder)`
// and friends compile as in SwiftUI. Looks that change frames are applied (segmented/menu pickers,
// rounded-border text fields, label styles); the others are accepted.

/// A picker's look, as SwiftUI's `PickerStyle`.
public protocol PickerStyle: Sendable {}
/// `.automatic`: a menu row in lists, the selected title elsewhere.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// `.segmented`: a segmented control.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// `.menu`: the selected title (a menu button).
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// `.wheel`, drawn as the menu look.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// `.inline`, drawn as the menu look.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// `.navigationLink`, drawn as the menu look.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { .init() }
}

/// A text field's look, as SwiftUI's `TextFieldStyle`.
///
/// A custom style declares `_body(configuration:)` (SwiftUI's only way to write one): its body is
/// drawn around the field, which is drawn plain inside it.
@MainActor @preconcurrency
public protocol TextFieldStyle {
  associatedtype _Body: View
  @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
  typealias _Label = _TextFieldStyleLabel
}
/// The label type of the field a `TextFieldStyle` receives.
public struct _TextFieldStyleLabel: View {
  public var body: EmptyView { EmptyView() }
}
/// `.automatic`: the text alone.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}
/// `.plain`: the text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}
/// `.roundedBorder`: the text inset in a rounded outline.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

/// Keyboard kinds, as UIKit's `UIKeyboardType` (accepted: no keyboard is drawn).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
       decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Automatic capitalisation, as `TextInputAutocapitalization` (accepted).
public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}

/// The return key's title, as `SubmitLabel` (accepted).
public struct SubmitLabel: Sendable {
  public static let done = SubmitLabel(), go = SubmitLabel(), send = SubmitLabel(), join = SubmitLabel()
  public static let route = SubmitLabel(), search = SubmitLabel(), `return` = SubmitLabel(), next = SubmitLabel()
  public static let `continue` = SubmitLabel()
}

enum PickerStyleKind { case automatic, segmented, menu }

struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .automatic } }
struct RoundedTextFieldKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
  var roundedTextField: Bool {
    get { self[RoundedTextFieldKey.self] }
    set { self[RoundedTextFieldKey.self] = newValue }
  }
  /// A custom `TextFieldStyle`'s body, which text fields below draw themselves in.
  var customTextFieldStyle: CustomTextFieldStyle? {
    get { self[CustomTextFieldStyleKey.self] }
    set { self[CustomTextFieldStyleKey.self] = newValue }
  }
}

/// A custom text field style's `_body`, type-erased.
struct CustomTextFieldStyle: @unchecked Sendable {
  let body: @MainActor (TextField<_TextFieldStyleLabel>) -> AnyView
}

private struct CustomTextFieldStyleKey: EnvironmentKey {
  static var defaultValue: CustomTextFieldStyle? { nil }
}

extension View {
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyleKind, style is SegmentedPickerStyle ? .segmented : style is MenuPickerStyle ? .menu : .automatic)
  }
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let builtIn = style is DefaultTextFieldStyle || style is PlainTextFieldStyle || style is RoundedBorderTextFieldStyle
    return environment(\.roundedTextField, style is RoundedBorderTextFieldStyle)
      .environment(\.customTextFieldStyle, builtIn ? nil : CustomTextFieldStyle { AnyView(style._body(configuration: $0)) })
  }
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  public func onSubmit(_ action: @escaping () -> Void) -> some View { self }
  public func textContentType(_ type: UITextContentType?) -> some View { self }
}

/// What a text field holds, for autofill, as UIKit's `UITextContentType` (SwiftUI's
/// `textContentType(_:)` takes it); no keyboard or autofill is drawn, so it changes no pixels.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType("name"), givenName = UITextContentType("givenName")
  public static let familyName = UITextContentType("familyName"), nickname = UITextContentType("nickname")
  public static let username = UITextContentType("username"), password = UITextContentType("password")
  public static let newPassword = UITextContentType("newPassword"), oneTimeCode = UITextContentType("oneTimeCode")
  public static let emailAddress = UITextContentType("emailAddress"), telephoneNumber = UITextContentType("telephoneNumber")
  public static let URL = UITextContentType("URL"), fullStreetAddress = UITextContentType("fullStreetAddress")
  public static let addressCity = UITextContentType("addressCity"), postalCode = UITextContentType("postalCode")
  public static let countryName = UITextContentType("countryName"), organizationName = UITextContentType("organizationName")
  public static let jobTitle = UITextContentType("jobTitle"), creditCardNumber = UITextContentType("creditCardNumber")
}
