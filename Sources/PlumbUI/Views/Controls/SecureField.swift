import Foundation

/// A password field, as SwiftUI's `SecureField`: a `TextField` that shows a bullet (•) per
/// character. `onCommit` is kept but never called (a snapshot does not edit).
public struct SecureField<Label: View>: View {
  let field: TextField<Label>
  public var body: some View { field }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(placeholder: Text(titleKey), text: text, isSecure: true)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(placeholder: Text(verbatim: String(title)), text: text, isSecure: true)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    field = TextField(placeholder: prompt ?? Text(titleKey), text: text, isSecure: true)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextField(placeholder: prompt ?? Text(verbatim: String(title)), text: text, isSecure: true)
  }
  /// The iOS 13 form with a commit callback (deprecated in SwiftUI, still common).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    field = TextField(placeholder: Text(titleKey), text: text, isSecure: true)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    field = TextField(placeholder: Text(verbatim: String(title)), text: text, isSecure: true)
  }
}

extension SecureField {
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(placeholder: prompt ?? (label() as? Text) ?? Text(verbatim: ""), text: text, isSecure: true)
  }
}
