import Foundation
import PlumbGraphics

/// An action of the app that Siri, Shortcuts, widgets and controls can run, as App Intents'
/// `AppIntent`: a title, parameters (`@Parameter`) and `perform()`. Plumbline never calls
/// `perform()`: nothing runs in a render (docs: AppIntents).
public protocol AppIntent: PersistentlyIdentifiable, _SupportsAppDependencies, Sendable {
  static var title: LocalizedStringResource { get }
  static var description: IntentDescription? { get }
  /// Deprecated on iOS 26 in favour of `supportedModes`.
  static var openAppWhenRun: Bool { get }
  static var isDiscoverable: Bool { get }
  static var authenticationPolicy: IntentAuthenticationPolicy { get }
  static var supportedModes: IntentModes { get }
  associatedtype SummaryContent: ParameterSummary
  static var parameterSummary: SummaryContent { get }
  associatedtype PerformResult: IntentResult
  func perform() async throws -> PerformResult
  init()
}

extension AppIntent {
  public static var description: IntentDescription? { nil }
  public static var openAppWhenRun: Bool { false }
  public static var isDiscoverable: Bool { true }
  public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
  public static var supportedModes: IntentModes { openAppWhenRun ? .foreground : .background }
  /// No summary: the Shortcuts app lists the parameters.
  public static var parameterSummary: IntentParameterSummary<Self> { IntentParameterSummary() }

  /// A parameter of the intent: `@Parameter(title: "Name") var name: String`.
  public typealias Parameter<Value: _IntentValue & Sendable> = IntentParameter<Value>
  /// The summary of the intent's parameters: `Summary("Open \(\.$item)")`.
  public typealias Summary = IntentParameterSummary<Self>
  /// A summary that depends on a parameter's value: `When(\.$kind, .equalTo, .custom) { … } otherwise: { … }`.
  public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary>
    = ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
  /// A summary that switches over a parameter's value.
  public typealias Switch<Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase>
    = ParameterSummarySwitchCondition<Self, Value, CaseCondition>
  /// One case of a `Switch`.
  public typealias Case<Value: _IntentValue, Summary: ParameterSummary> = ParameterSummaryCaseCondition<Self, Value, Summary>
  /// The default case of a `Switch`.
  public typealias DefaultCase<Value: _IntentValue, Summary: ParameterSummary>
    = ParameterSummaryDefaultCaseCondition<Self, Value, Summary>

  /// Asks the person to confirm before the intent continues. Nobody can answer in a render: it
  /// throws (an `AppIntentError`), as a declined confirmation throws on iOS.
  public func requestConfirmation() async throws { throw AppIntentError.PlumbUnanswerable.confirmation }
  public func requestConfirmation(conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .`continue`,
                                  dialog: IntentDialog) async throws {
    throw AppIntentError.PlumbUnanswerable.confirmation
  }
  public func requestConfirmation<Snippet: SnippetIntent>(conditions: ConfirmationConditions = [],
                                                          actionName: ConfirmationActionName = .`continue`,
                                                          dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true,
                                                          snippetIntent: Snippet) async throws {
    throw AppIntentError.PlumbUnanswerable.confirmation
  }
  /// The iOS 16 form (deprecated on iOS 18).
  public func requestConfirmation<Result: IntentResult>(result: Result, confirmationActionName: ConfirmationActionName = .`continue`,
                                                        showPrompt: Bool = true) async throws {
    throw AppIntentError.PlumbUnanswerable.confirmation
  }

  /// Asks the person to pick one of `options`; nobody can answer in a render, so it throws.
  public func requestChoice(between options: [IntentChoiceOption], dialog: IntentDialog) async throws -> IntentChoiceOption {
    throw AppIntentError.PlumbUnanswerable.choice
  }

  /// Asks the system to bring the app to the foreground before continuing (nothing to bring forward
  /// in a render: it returns at once).
  public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {}
}

/// Whether an intent runs while the device is locked, as `IntentAuthenticationPolicy`.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
  case alwaysAllowed
  case requiresAuthentication
  case requiresLocalDeviceAuthentication
}

/// Where an intent runs (in the background, or with the app brought forward), as `IntentModes` (iOS 26).
public struct IntentModes: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// When the app comes forward, as `IntentModes.ForegroundMode`.
  public enum ForegroundMode: Sendable, Hashable { case immediate, dynamic, deferred }

  public static let background = IntentModes(rawValue: 1 << 0)
  /// The app comes forward before the intent runs.
  public static let foreground = IntentModes(rawValue: 1 << 1)
  public static func foreground(_ mode: ForegroundMode) -> IntentModes {
    switch mode {
    case .immediate: .foreground
    case .dynamic: IntentModes(rawValue: 1 << 2)
    case .deferred: IntentModes(rawValue: 1 << 3)
    }
  }
}

/// What an intent does, shown in the Shortcuts app, as `IntentDescription`.
public struct IntentDescription: Sendable, ExpressibleByStringInterpolation {
  public var descriptionText: LocalizedStringResource
  public var categoryName: LocalizedStringResource?
  public var searchKeywords: [LocalizedStringResource]
  public var resultValueName: LocalizedStringResource?

  public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
              searchKeywords: [LocalizedStringResource] = []) {
    self.descriptionText = descriptionText; self.categoryName = categoryName; self.searchKeywords = searchKeywords
    resultValueName = nil
  }
  public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
              searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
    self.init(descriptionText, categoryName: categoryName, searchKeywords: searchKeywords)
    self.resultValueName = resultValueName
  }
  public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

/// What the system says or shows when an intent asks for a value or finishes, as `IntentDialog`.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
  /// The text spoken or shown on its own.
  public var full: LocalizedStringResource
  /// The shorter text shown beside a view.
  public var supporting: LocalizedStringResource
  public var systemImageName: String?

  public init(_ resource: LocalizedStringResource) { full = resource; supporting = resource; systemImageName = nil }
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
    self.full = full; self.supporting = supporting; systemImageName = nil
  }
  public init(full: LocalizedStringResource, systemImageName: String) {
    self.full = full; supporting = full; self.systemImageName = systemImageName
  }
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
    self.full = full; self.supporting = supporting; self.systemImageName = systemImageName
  }
  public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

/// The name on a confirmation's button, as `ConfirmationActionName`.
public struct ConfirmationActionName: Sendable, Hashable {
  let name: String
  public static var add: ConfirmationActionName { .init(name: "add") }
  public static var addData: ConfirmationActionName { .init(name: "addData") }
  public static var book: ConfirmationActionName { .init(name: "book") }
  public static var buy: ConfirmationActionName { .init(name: "buy") }
  public static var call: ConfirmationActionName { .init(name: "call") }
  public static var checkIn: ConfirmationActionName { .init(name: "checkIn") }
  public static var `continue`: ConfirmationActionName { .init(name: "continue") }
  public static var create: ConfirmationActionName { .init(name: "create") }
  public static var delete: ConfirmationActionName { .init(name: "delete") }
  public static var `do`: ConfirmationActionName { .init(name: "do") }
  public static var download: ConfirmationActionName { .init(name: "download") }
  public static var filter: ConfirmationActionName { .init(name: "filter") }
  public static var get: ConfirmationActionName { .init(name: "get") }
  public static var go: ConfirmationActionName { .init(name: "go") }
  public static var log: ConfirmationActionName { .init(name: "log") }
  public static var open: ConfirmationActionName { .init(name: "open") }
  public static var order: ConfirmationActionName { .init(name: "order") }
  public static var pay: ConfirmationActionName { .init(name: "pay") }
  public static var play: ConfirmationActionName { .init(name: "play") }
  public static var playSound: ConfirmationActionName { .init(name: "playSound") }
  public static var post: ConfirmationActionName { .init(name: "post") }
  public static var request: ConfirmationActionName { .init(name: "request") }
  public static var run: ConfirmationActionName { .init(name: "run") }
  public static var search: ConfirmationActionName { .init(name: "search") }
  public static var send: ConfirmationActionName { .init(name: "send") }
  public static var set: ConfirmationActionName { .init(name: "set") }
  public static var share: ConfirmationActionName { .init(name: "share") }
  public static var start: ConfirmationActionName { .init(name: "start") }
  public static var startNavigation: ConfirmationActionName { .init(name: "startNavigation") }
  public static var toggle: ConfirmationActionName { .init(name: "toggle") }
  public static var turnOff: ConfirmationActionName { .init(name: "turnOff") }
  public static var turnOn: ConfirmationActionName { .init(name: "turnOn") }
  public static var view: ConfirmationActionName { .init(name: "view") }
}

/// When a confirmation is asked for, as `ConfirmationConditions`.
public struct ConfirmationConditions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let lowConfidenceSource = ConfirmationConditions(rawValue: 1)
}

/// One option of `requestChoice(between:dialog:)`, as `IntentChoiceOption`.
public struct IntentChoiceOption: Sendable {
  /// How an option is styled, as `IntentChoiceOption.Style`.
  public enum Style: Sendable { case `default`, destructive, cancel }
  public var title: LocalizedStringResource
  public var subtitle: LocalizedStringResource?
  public var style: Style
  public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, style: Style = .default) {
    self.title = title; self.subtitle = subtitle; self.style = style
  }
  /// The cancel option.
  public static func cancel(title: LocalizedStringResource? = nil) -> IntentChoiceOption {
    IntentChoiceOption(title: title ?? "Cancel", style: .cancel)
  }
}

/// Errors an intent throws to the system, as `AppIntentError`.
public struct AppIntentError: Error, Sendable, CustomStringConvertible {
  let reason: String
  public var description: String { reason }

  /// Asks the system to run `perform()` again (used by control value providers). Nothing reruns here.
  public static var restartPerform: AppIntentError { AppIntentError(reason: "restartPerform") }

  /// Plumbline's own: what a render cannot answer (a confirmation, a choice, a value, a
  /// disambiguation: nobody is there to ask).
  enum PlumbUnanswerable {
    static let confirmation = AppIntentError(reason: "requestConfirmation: nobody can confirm in a render (Plumbline)")
    static let choice = AppIntentError(reason: "requestChoice: nobody can choose in a render (Plumbline)")
    static let value = AppIntentError(reason: "requestValue: nobody can give a value in a render (Plumbline)")
    static let disambiguation = AppIntentError(reason: "requestDisambiguation: nobody can choose in a render (Plumbline)")
  }
}

/// Never stands for "no intent" in result types (`IntentResultContainer<…, Never, …>`).
extension Never: AppIntent {
  public static var title: LocalizedStringResource { "Never" }
  public init() { fatalError("Never has no values") }
  public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { switch self {} }
}

/// An app extension that holds the app's intents, as `AppIntentsExtension` (`@main struct
/// MyIntents: AppIntentsExtension {}`).
public protocol AppIntentsExtension {
  init()
}

extension AppIntentsExtension {
  /// Runs the extension: nothing to run on Linux.
  public static func main() {}
}

// MARK: - Kinds of intent

/// An intent of one of the system's kinds, as `SystemIntent`.
public protocol SystemIntent: AppIntent {}

/// An intent that opens an item in the app, as `OpenIntent`.
public protocol OpenIntent: SystemIntent {
  associatedtype Value: AppValue
  var target: Value { get set }
}

/// An intent that sets a value (a control's toggle), as `SetValueIntent`.
public protocol SetValueIntent: SystemIntent {
  associatedtype ValueType: _IntentValue
  var value: ValueType { get set }
}

/// An intent that starts or updates a Live Activity, as `LiveActivityIntent`.
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that plays audio, as `AudioPlaybackIntent`.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that records audio, as `AudioRecordingIntent`.
public protocol AudioRecordingIntent: SystemIntent {}

/// An intent that can ask to continue with the app in front, as `ForegroundContinuableIntent`
/// (deprecated on iOS 26 in favour of `supportedModes`).
public protocol ForegroundContinuableIntent: AppIntent {}

/// The intent that configures a widget's parameters, as `WidgetConfigurationIntent`. It needs no
/// `perform()`: the widget reads its parameters.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
  /// Does nothing: a configuration is read, not performed.
  public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// The intent that configures a control's parameters, as `ControlConfigurationIntent`. It needs
/// no `perform()`.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
  /// Does nothing: a configuration is read, not performed.
  public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// An intent whose result is an interactive snippet, as `SnippetIntent` (iOS 26).
public protocol SnippetIntent: AppIntent {}

extension SnippetIntent {
  /// Asks the system to draw the snippet again (nothing is drawn by the system here).
  public static func reload() {}
}

/// An intent that replaces a SiriKit custom intent, as `CustomIntentMigratedAppIntent`.
public protocol CustomIntentMigratedAppIntent: AppIntent {
  static var intentClassName: String { get }
}

/// The filter a Focus applies to the app, as `SetFocusFilterIntent`. No Focus is on in a render.
public protocol SetFocusFilterIntent: AppIntent, InstanceDisplayRepresentable {
  static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self]
}

extension SetFocusFilterIntent {
  public static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self] { [] }
  /// The Focus filter in effect: none is in a render, so it throws.
  public static var current: Self {
    get async throws { throw AppIntentError(reason: "SetFocusFilterIntent.current: no Focus is on in a render (Plumbline)") }
  }
}

/// Where Focus filter suggestions are asked for, as `FocusFilterSuggestionContext`.
public struct FocusFilterSuggestionContext: Sendable {
  /// Plumbline's own: the context of a suggestion request (none comes from a system here).
  public init() {}
}

/// An intent the system can suggest from how it was used, as `PredictableIntent`.
public protocol PredictableIntent: AppIntent {
  associatedtype Prediction: IntentPredictionConfiguration
  static var predictionConfiguration: Prediction { get }
}

extension PredictableIntent {
  /// The prediction of this intent: `IntentPrediction(parameters: (\.$a, \.$b)) { a, b in … }`.
  public typealias IntentPrediction<Parameters> = AppIntents.IntentPrediction<Self, Parameters>
}

/// How predictions of an intent are shown, as `IntentPredictionConfiguration`.
public protocol IntentPredictionConfiguration: Sendable {}

/// One way of showing predictions of an intent from some of its parameters, as `IntentPrediction`.
public struct IntentPrediction<Intent: AppIntent, Parameters>: IntentPredictionConfiguration {
  public init(parameters: KeyPath<Intent, IntentParameter<Parameters>>,
              displayRepresentation: @escaping (Parameters) -> DisplayRepresentation)
  where Parameters: _IntentValue & Sendable {}

  /// Two parameters or more: `IntentPrediction(parameters: (\.$a, \.$b)) { a, b in … }`.
  public init<V1: _IntentValue & Sendable, V2: _IntentValue & Sendable, each Value: _IntentValue & Sendable>(
    parameters: (KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>,
                 repeat KeyPath<Intent, IntentParameter<each Value>>),
    displayRepresentation: @escaping (V1, V2, repeat each Value) -> DisplayRepresentation
  ) where Parameters == (V1, V2, repeat each Value) {}
}
