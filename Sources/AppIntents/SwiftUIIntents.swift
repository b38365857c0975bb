import Foundation
import PlumbGraphics
import PlumbUI

// SwiftUI's intent controls, which iOS declares in the AppIntents-SwiftUI overlay (available when a
// file imports both). Each draws the plain Button or Toggle it is on iOS; what it cannot do in a
// render is run the intent: a tap does nothing but warn once (docs: AppIntents).

/// The warning of a tap on an intent control: the intent's `perform()` does not run.
enum IntentControlTap {
  static func warn(control: String, intent: any AppIntent) {
    RenderWarnings.warnOnce("AppIntents.\(control)", "\(control): the tap does not run \(type(of: intent)).perform() "
      + "(intents do not run in a render; docs: AppIntents)")
  }
}

extension Button {
  /// A button that runs an app intent when tapped (here: the tap warns; the intent does not run).
  public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
    self.init(action: { IntentControlTap.warn(control: "Button(intent:)", intent: intent) }, label: label)
  }
  /// A button with a role that runs an app intent.
  public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
    self.init(role: role, action: { IntentControlTap.warn(control: "Button(intent:)", intent: intent) }, label: label)
  }
}

extension Button where Label == Text {
  /// A button titled with a localized key that runs an app intent.
  public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
    self.init(intent: intent) { Text(titleKey) }
  }
  /// A button titled with a string that runs an app intent.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
    self.init(intent: intent) { Text(title) }
  }
  /// A button with a role, titled with a localized key, that runs an app intent.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
    self.init(role: role, intent: intent) { Text(titleKey) }
  }
  /// A button with a role, titled with a string, that runs an app intent.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, role: ButtonRole?, intent: some AppIntent) {
    self.init(role: role, intent: intent) { Text(title) }
  }
}

extension Toggle {
  /// A toggle showing `isOn` that runs an app intent when tapped (here: it stays as drawn and the
  /// tap warns).
  public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
    self.init(isOn: Binding(get: { isOn }, set: { _ in IntentControlTap.warn(control: "Toggle(isOn:intent:)", intent: intent) }),
              label: label)
  }
}

extension Toggle where Label == Text {
  /// A toggle titled with a localized key that runs an app intent.
  public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
    self.init(isOn: isOn, intent: intent) { Text(titleKey) }
  }
  /// A toggle titled with a string that runs an app intent.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
    self.init(isOn: isOn, intent: intent) { Text(title) }
  }
}

extension View {
  /// Associates the view with an app entity for Apple Intelligence and Siri (iOS 18.4). Nothing
  /// reads the association in a render: the view is drawn unchanged.
  public func appEntityIdentifier(_ identifier: EntityIdentifier?) -> some View { self }
}

/// The tip that suggests the Siri phrase of an App Shortcut, as AppIntents' `SiriTipView`. Drawn
/// as a labelled placeholder card (a microphone symbol and "Siri tip"), since the phrase and the
/// system's tip design are not known here; it warns once.
public struct SiriTipView: View {
  let intentName: String
  @Binding var isVisible: Bool

  public init(intent: some AppIntent, isVisible: Binding<Bool> = .constant(true)) {
    intentName = String(describing: type(of: intent)); _isVisible = isVisible
  }

  public var body: some View {
    if isVisible {
      HStack(spacing: 8) {
        Image(systemName: "mic.fill")
        Text("Siri tip")
        Spacer(minLength: 0)
      }
      .padding(12)
      .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.secondary.opacity(0.15)))
      .warnOnce(key: "AppIntents.SiriTipView", message: "SiriTipView(intent: \(intentName)): drawn as a placeholder card; "
        + "the App Shortcut's phrase and the system's tip design are not drawn (docs: AppIntents)")
    }
  }
}
