import Foundation

/// The iOS 17 title-and-image buttons, as SwiftUI declares them: the label is a `Label` of the
/// title and the symbol (or asset image), so it draws as `Button { … } label: { Label(…) }`.
extension Button where Label == PlumbUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { PlumbUI.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { PlumbUI.Label(title, systemImage: systemImage) }
  }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { PlumbUI.Label(titleKey, systemImage: systemImage) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { PlumbUI.Label(title, systemImage: systemImage) }
  }
  public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
    self.init(action: action) { PlumbUI.Label(titleKey, image: image) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
    self.init(action: action) { PlumbUI.Label(title, image: image) }
  }
}

extension Button where Label == Text {
  /// A text button with a role, title as a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}
