import Foundation

/// A text input, as SwiftUI's `TextField` (look only: nothing is typed in a snapshot). It shows
/// its text, or the prompt/title in the placeholder colour (UIColor.placeholderText, light:
/// rgba(60, 60, 67, 0.3)), and fills the proposed width.
///
/// `axis: .horizontal` (the default): one line. `axis: .vertical`: the text wraps and the field
/// grows up to `lineLimit` lines, keeping at least the lower bound of `lineLimit(_:)` ranges
/// (`lineLimit(3...)`, `lineLimit(2...5)`, `lineLimit(3, reservesSpace: true)`).
/// `.roundedBorder`: 7 × 6 pt insets inside a 5-pt rounded 0.5-pt outline (UITextField
/// `.roundedRect`, **L**). The editing callbacks (`onEditingChanged`, `onCommit`) are kept but
/// never called: a snapshot does not edit.
public struct TextField<Label: View>: View {
  /// The prompt or title, drawn when the field is empty (a localized key is looked up where drawn).
  let placeholder: Text
  let text: Binding<String>?
  /// The formatted value of the `value:format:` forms.
  let formatted: (() -> Text)?
  let isSecure: Bool
  let axis: Axis

  @Environment(\.roundedTextField) private var rounded
  @Environment(\.lineLimit) private var lineLimit
  @Environment(\.reservedLineCount) private var reservedLines
  @Environment(\.customTextFieldStyle) private var customStyle

  init(placeholder: Text, text: Binding<String>?, formatted: (() -> Text)? = nil, isSecure: Bool = false,
       axis: Axis = .horizontal) {
    self.placeholder = placeholder; self.text = text; self.formatted = formatted
    self.isSecure = isSecure; self.axis = axis
  }

  static var placeholderColor: Color { .textFieldPlaceholder }

  public var body: some View {
    if let customStyle {
      // The style's body around this field, drawn plain inside it.
      customStyle.body(TextField<_TextFieldStyleLabel>(placeholder: placeholder, text: text, formatted: formatted,
                                                       isSecure: isSecure, axis: axis))
        .environment(\.customTextFieldStyle, nil)
    } else {
      field
    }
  }

  private var field: some View {
    let value = text?.wrappedValue ?? ""
    let isEmpty = formatted == nil && value.isEmpty
    let shown: Text = formatted?() ?? (isEmpty ? placeholder
                                       : Text(verbatim: isSecure ? String(repeating: "•", count: value.count) : value))
    let vertical = axis == .vertical
    let reserve = vertical ? max(reservedLines, 1) : 1
    return ZStack(alignment: .topLeading) {
      if reserve > 1 {
        // Space for the minimum line count, as the field keeps it when its text is shorter.
        Text(verbatim: Array(repeating: " ", count: reserve).joined(separator: "\n")).hidden()
      }
      shown.foregroundColor(isEmpty ? Self.placeholderColor : nil)
    }
    .lineLimit(vertical ? lineLimit : 1)
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(.horizontal, rounded ? 7 : 0)
    .padding(.vertical, rounded ? 6 : 0)
    .overlay { if rounded { RoundedRectangle(cornerRadius: 5).strokeBorder(Color.separator, lineWidth: 0.5) } }
  }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(placeholder: Text(titleKey), text: text)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(placeholder: Text(verbatim: String(title)), text: text)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(placeholder: prompt ?? Text(titleKey), text: text)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(placeholder: prompt ?? Text(verbatim: String(title)), text: text)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(placeholder: Text(titleKey), text: text, axis: axis)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(placeholder: Text(verbatim: String(title)), text: text, axis: axis)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(placeholder: prompt ?? Text(titleKey), text: text, axis: axis)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(placeholder: prompt ?? Text(verbatim: String(title)), text: text, axis: axis)
  }
  /// The iOS 13 form with editing callbacks (deprecated in SwiftUI, still common).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
              onCommit: @escaping () -> Void = {}) {
    self.init(placeholder: Text(titleKey), text: text)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                 onCommit: @escaping () -> Void = {}) {
    self.init(placeholder: Text(verbatim: String(title)), text: text)
  }
  /// A value shown through a format style (`TextField("Age", value: $age, format: .number)`).
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                       prompt: Text? = nil) where F.FormatOutput == String, F.FormatInput: Equatable {
    self.init(placeholder: prompt ?? Text(titleKey), text: nil, formatted: { Text(value.wrappedValue, format: format) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                          prompt: Text? = nil) where F.FormatOutput == String, F.FormatInput: Equatable {
    self.init(placeholder: prompt ?? Text(verbatim: String(title)), text: nil, formatted: { Text(value.wrappedValue, format: format) })
  }
  /// A value shown through a `Formatter`.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(placeholder: Text(titleKey), text: nil,
              formatted: { Text(verbatim: formatter.string(for: value.wrappedValue) ?? "") })
  }
}

extension TextField {
  /// A field with a view label (iOS uses a text label as the placeholder when there is no prompt).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(placeholder: prompt ?? (label() as? Text) ?? Text(verbatim: ""), text: text)
  }
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(placeholder: prompt ?? (label() as? Text) ?? Text(verbatim: ""), text: text, axis: axis)
  }
  public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                       @ViewBuilder label: () -> Label) where F.FormatOutput == String, F.FormatInput: Equatable {
    self.init(placeholder: prompt ?? (label() as? Text) ?? Text(verbatim: ""), text: nil,
              formatted: { Text(value.wrappedValue, format: format) })
  }
}
