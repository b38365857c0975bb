import Foundation

// The looks of forms and navigation views, as SwiftUI's `FormStyle` and `NavigationViewStyle`.
// On an iPhone a form is always grouped and a navigation view always a stack, so the built-in
// styles draw what an iPhone draws; a custom `FormStyle` compiles but is not applied (warned).

/// What a form style receives, as SwiftUI's `FormStyleConfiguration`.
public struct FormStyleConfiguration {
  /// The form's content.
  public struct Content: View {
    let view: AnyView
    public var body: some View { view }
  }
  public let content: Content
}

/// A form's look, as SwiftUI's `FormStyle`.
@MainActor @preconcurrency
public protocol FormStyle {
  associatedtype Body: View
  typealias Configuration = FormStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The platform's form look: grouped on iOS.
public struct AutomaticFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}
/// Rows in grouped, inset sections: the iOS look.
public struct GroupedFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}
/// Trailing-aligned labels beside their controls (macOS); an iPhone draws the grouped look.
public struct ColumnsFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

/// A navigation view's look, as SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle {}
/// The platform's look: a stack on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// One screen at a time, pushed and popped: the iPhone look.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns side by side on an iPad; an iPhone draws a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns side by side on an iPad; an iPhone draws a stack.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() } }

extension View {
  /// The look of forms below: grouped on an iPhone whichever built-in style is given.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    let builtIn = S.self == AutomaticFormStyle.self || S.self == GroupedFormStyle.self || S.self == ColumnsFormStyle.self
    let name = String(describing: S.self)
    return modifier(WarnOnceModifier(key: "formStyle.custom.\(name)", message: builtIn ? nil
      : "formStyle(\(name)): a custom FormStyle's makeBody is not applied; the form is drawn grouped, as iOS's default"))
  }
  /// The look of navigation views below: a stack on an iPhone whichever style is given.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
