import AppIntents
import Foundation
import PlumbUI

// Controls (iOS 18): Control Center, Lock Screen and Action button controls that run app intents.
// They compile as apps write them; nothing draws them (Plumbline has no Control Center surface)
// and their intents never run. A bundle may list controls beside widgets.

/// A control of Control Center, the Lock Screen or the Action button, as WidgetKit's `ControlWidget`.
@MainActor @preconcurrency
public protocol ControlWidget {
  associatedtype Body: ControlWidgetConfiguration
  init()
  @ControlWidgetConfigurationBuilder var body: Body { get }
}

extension ControlWidget {
  /// Runs the extension: nothing to run on Linux.
  public static func main() {}
}

/// What a control is made of, as `ControlWidgetConfiguration`.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
  associatedtype Body: ControlWidgetConfiguration
  @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// The look of a control (a button or a toggle), as `ControlWidgetTemplate`.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
  associatedtype Body: ControlWidgetTemplate
  @ControlWidgetTemplateBuilder var body: Body { get }
}

extension Never: ControlWidgetConfiguration, ControlWidgetTemplate {}

/// Builds a control's configuration, as `ControlWidgetConfigurationBuilder`.
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
  public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// Builds a control's template, as `ControlWidgetTemplateBuilder`.
@resultBuilder
public struct ControlWidgetTemplateBuilder {
  public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

extension WidgetBundleBuilder {
  /// A control listed in a widget bundle (it is not drawn).
  public static func buildExpression<Control: ControlWidget>(_ control: Control) -> _WidgetGroup { _WidgetGroup() }
}

/// Supplies a control's value, as `ControlValueProvider`.
public protocol ControlValueProvider: Sendable {
  associatedtype Value: Sendable
  /// The value shown in the controls gallery.
  var previewValue: Value { get }
  func currentValue() async throws -> Value
}

/// Supplies a configurable control's value from its configuration intent, as
/// `AppIntentControlValueProvider`.
public protocol AppIntentControlValueProvider: Sendable {
  associatedtype Value: Sendable
  associatedtype Configuration: ControlConfigurationIntent
  func previewValue(configuration: Configuration) -> Value
  func currentValue(configuration: Configuration) async throws -> Value
}

/// A control without configuration, as `StaticControlConfiguration`.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
  public let kind: String
  public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) { self.kind = kind; _ = content() }
  public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                              @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
    self.kind = kind
  }
  public var body: Never { fatalError("StaticControlConfiguration is primitive") }
}

/// A control a person configures through an app intent, as `AppIntentControlConfiguration`.
public struct AppIntentControlConfiguration<ConfigurationIntent: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
  ControlWidgetConfiguration {
  public let kind: String
  public init<Provider: AppIntentControlValueProvider>(kind: String, intent: ConfigurationIntent.Type = ConfigurationIntent.self,
                                                       provider: Provider,
                                                       @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
  where Provider.Configuration == ConfigurationIntent {
    self.kind = kind
  }
  public init(kind: String, intent: ConfigurationIntent.Type = ConfigurationIntent.self,
              @ControlWidgetTemplateBuilder content: @escaping (ConfigurationIntent) -> Content) {
    self.kind = kind
  }
  public var body: Never { fatalError("AppIntentControlConfiguration is primitive") }
}

/// A control configuration with modifiers applied (name, description, prompt).
public struct _ModifiedControlWidgetConfiguration<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration {
  let base: Base
  public var body: Never { fatalError("_ModifiedControlWidgetConfiguration is primitive") }
}

extension ControlWidgetConfiguration {
  private var same: _ModifiedControlWidgetConfiguration<Self> { _ModifiedControlWidgetConfiguration(base: self) }
  /// The control's name in the controls gallery.
  public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration { same }
  /// The control's description in the controls gallery.
  public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration { same }
  /// Asks the person to configure the control when it is added.
  public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { same }
}

/// A control that toggles a value through a `SetValueIntent`, as WidgetKit's `ControlWidgetToggle`.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate {
  let isOn: Bool
  let action: Action

  public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
  where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
    self.isOn = isOn; self.action = action
  }
  public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
              @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
  where Action: SetValueIntent, Action.ValueType == Bool {
    self.isOn = isOn; self.action = action
  }
  public var body: Never { fatalError("ControlWidgetToggle is primitive") }
}

extension ControlWidgetToggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
  where Action: SetValueIntent, Action.ValueType == Bool {
    self.isOn = isOn; self.action = action
  }
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, isOn: Bool, action: Action,
              @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
  where Action: SetValueIntent, Action.ValueType == Bool {
    self.isOn = isOn; self.action = action
  }
  @_disfavoredOverload
  public init(_ title: some StringProtocol, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
  where Action: SetValueIntent, Action.ValueType == Bool {
    self.isOn = isOn; self.action = action
  }
}

/// The "On"/"Off" value label of a toggle without one, as `ControlWidgetToggleDefaultLabel`.
public struct ControlWidgetToggleDefaultLabel: View {
  let isOn: Bool
  public var body: some View { Text(isOn ? "On" : "Off") }
}

/// A control that runs an app intent when pressed, as WidgetKit's `ControlWidgetButton`.
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate {
  let action: Action

  public init(action: Action, @ViewBuilder label: @escaping () -> Label)
  where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
    self.action = action
  }
  public init(action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
  where Action: AppIntent {
    self.action = action
  }
  public var body: Never { fatalError("ControlWidgetButton is primitive") }
}

/// The label a button shows while its action runs when it gives none, as
/// `ControlWidgetButtonDefaultActionLabel`.
public struct ControlWidgetButtonDefaultActionLabel: View {
  public var body: some View { EmptyView() }
}
