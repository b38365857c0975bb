import Foundation
import UniformTypeIdentifiers

/// An input of an intent, as App Intents' `IntentParameter` (written `@Parameter(title: "Name")`
/// inside an intent). It holds its value like a stored property: what the app assigns, else the
/// `default:`, else nil for an optional. A required parameter with neither has no value to give
/// (iOS resolves required parameters before `perform()`): reading it traps, naming it.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue & Sendable>: AnyIntentValue, @unchecked Sendable {
  public let title: LocalizedStringResource
  let parameterDescription: LocalizedStringResource?
  let requestValueDialog: IntentDialog?
  let inputConnectionBehavior: InputConnectionBehavior
  private let defaultValue: Value?
  private let lock = NSLock()
  private var stored: Value?

  init(title: LocalizedStringResource, description: LocalizedStringResource?, defaultValue: Value.UnwrappedType?,
       requestValueDialog: IntentDialog?, inputConnectionBehavior: InputConnectionBehavior) {
    self.title = title; parameterDescription = description
    self.defaultValue = defaultValue.flatMap { $0 as? Value }
    self.requestValueDialog = requestValueDialog; self.inputConnectionBehavior = inputConnectionBehavior
  }

  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                          default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
                          inputConnectionBehavior: InputConnectionBehavior = .default) {
    self.init(title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog,
              inputConnectionBehavior: inputConnectionBehavior)
  }

  /// A parameter titled by its property's name (iOS 18): `@Parameter var name: String`.
  public convenience init(description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
                          requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
    self.init(title: "", description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog,
              inputConnectionBehavior: inputConnectionBehavior)
  }

  /// A parameter whose options come from a provider (asked only by the Shortcuts app: not here).
  public convenience init<OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  ) {
    self.init(title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog,
              inputConnectionBehavior: inputConnectionBehavior)
  }

  public var isOptional: Bool { Value.self is any ExpressibleByNilLiteral.Type }

  public var wrappedValue: Value {
    get {
      if let value = lock.withLock({ stored }) { return value }
      if let defaultValue { return defaultValue }
      if let none = Self.noValue { return none }
      fatalError("@Parameter \"\(title.key)\" has no value: the intent must set it (or give it a default:) before it is read")
    }
    set { lock.withLock { stored = newValue } }
  }

  /// The parameter itself (`$name`), to ask for its value or build summaries and shortcut phrases.
  public var projectedValue: IntentParameter<Value> { self }

  /// nil, when `Value` is optional (Plumbline's own).
  static var noValue: Value? {
    guard let optional = Value.self as? any ExpressibleByNilLiteral.Type else { return nil }
    return optional.init(nilLiteral: ()) as? Value
  }

  /// Asks the person for the value. Nobody can answer in a render: it throws.
  public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.UnwrappedType {
    throw AppIntentError.PlumbUnanswerable.value
  }

  /// Asks the person to pick one of `among`. Nobody can answer in a render: it throws.
  public func requestDisambiguation(among: [Value.UnwrappedType], dialog: IntentDialog? = nil) async throws -> Value.UnwrappedType {
    throw AppIntentError.PlumbUnanswerable.disambiguation
  }

  /// Asks the person to confirm a value. Nobody can answer in a render: it throws.
  public func requestConfirmation(for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil) async throws -> Bool {
    throw AppIntentError.PlumbUnanswerable.confirmation
  }

  /// The error to throw when the parameter needs a value the intent cannot find.
  public func needsValueError(_ dialog: IntentDialog? = nil) -> any Error { AppIntentError.PlumbUnanswerable.value }
}

/// How a parameter takes the result of the previous action in a shortcut, as `InputConnectionBehavior`.
public struct InputConnectionBehavior: Sendable, Hashable {
  let name: String
  public static let `default` = InputConnectionBehavior(name: "default")
  public static let never = InputConnectionBehavior(name: "never")
  public static let connectToPreviousIntentResult = InputConnectionBehavior(name: "connectToPreviousIntentResult")
}

// MARK: - Text

extension String {
  /// The keyboard options of a text parameter, as `String.IntentInputOptions`.
  public struct IntentInputOptions: Sendable {
    /// How letters are capitalized as the person types, as `String.IntentInputOptions.CapitalizationType`.
    public enum CapitalizationType: Sendable { case none, words, sentences, allCharacters }
    public var capitalizationType: CapitalizationType
    public var multiline: Bool
    public var autocorrect: Bool
    public var smartQuotes: Bool
    public var smartDashes: Bool

    public init(capitalizationType: CapitalizationType = .sentences, multiline: Bool = false, autocorrect: Bool = true,
                smartQuotes: Bool = true, smartDashes: Bool = true) {
      self.capitalizationType = capitalizationType; self.multiline = multiline; self.autocorrect = autocorrect
      self.smartQuotes = smartQuotes; self.smartDashes = smartDashes
    }
  }
}

extension IntentParameter where Value.ValueType == String {
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                          default defaultValue: Value.UnwrappedType? = nil, inputOptions: String.IntentInputOptions? = nil,
                          requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
    self.init(title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog,
              inputConnectionBehavior: inputConnectionBehavior)
  }
}

// MARK: - Numbers

extension IntentParameter {
  /// How a whole-number parameter is edited, as `IntentParameter.IntControlStyle`.
  public enum IntControlStyle: Sendable { case field, stepper, slider }
  /// How a decimal parameter is edited, as `IntentParameter.DoubleControlStyle`.
  public enum DoubleControlStyle: Sendable { case field, stepper, slider }
  /// The bounds of a number parameter, as `IntentParameter.InclusiveRange`.
  public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)
}

extension IntentParameter where Value.ValueType == Int {
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                          default defaultValue: Value.UnwrappedType? = nil, controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
                          inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
                          requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
    self.init(title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog,
              inputConnectionBehavior: inputConnectionBehavior)
  }
}

extension IntentParameter where Value.ValueType == Double {
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                          default defaultValue: Value.UnwrappedType? = nil,
                          controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
                          inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
                          requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
    self.init(title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog,
              inputConnectionBehavior: inputConnectionBehavior)
  }
}

// MARK: - Dates

extension IntentParameter {
  /// Whether a date parameter takes a date, a time or both, as `IntentParameter.DateKind`.
  public enum DateKind: Sendable { case date, time, dateTime }
}

extension IntentParameter where Value.ValueType == Date {
  @_disfavoredOverload
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                          kind: IntentParameter<Value>.DateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
                          inputConnectionBehavior: InputConnectionBehavior = .default) {
    self.init(title: title, description: description, defaultValue: nil, requestValueDialog: requestValueDialog,
              inputConnectionBehavior: inputConnectionBehavior)
  }
}

extension IntentParameter where Value.ValueType == DateComponents {
  @_disfavoredOverload
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                          kind: IntentParameter<Value>.DateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
                          inputConnectionBehavior: InputConnectionBehavior = .default) {
    self.init(title: title, description: description, defaultValue: nil, requestValueDialog: requestValueDialog,
              inputConnectionBehavior: inputConnectionBehavior)
  }
}

// MARK: - Files

extension IntentParameter where Value.ValueType == IntentFile {
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                          default defaultValue: Value.UnwrappedType? = nil, supportedTypeIdentifiers: [String] = [],
                          requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
    self.init(title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog,
              inputConnectionBehavior: inputConnectionBehavior)
  }
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                          default defaultValue: Value.UnwrappedType? = nil, supportedContentTypes: [UTType],
                          requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
    self.init(title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog,
              inputConnectionBehavior: inputConnectionBehavior)
  }
}

// MARK: - Entities

extension IntentParameter where Value.ValueType: AppEntity {
  /// The iOS 16 form with a disambiguation prompt (deprecated on iOS 18).
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                          default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
                          requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
    self.init(title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog,
              inputConnectionBehavior: inputConnectionBehavior)
  }
  /// A parameter whose entities come from a query other than the entity's default one.
  public convenience init<Query: EntityQuery>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                                              default defaultValue: Value.UnwrappedType? = nil,
                                              requestValueDialog: IntentDialog? = nil,
                                              inputConnectionBehavior: InputConnectionBehavior = .default, query: Query)
  where Query.Entity == Value.ValueType {
    self.init(title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog,
              inputConnectionBehavior: inputConnectionBehavior)
  }
}

extension IntentParameter where Value.UnwrappedType: RangeReplaceableCollection, Value.ValueType: AppEntity {
  /// A list of entities, at most `size` of them in a widget of each family.
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                          default defaultValue: Value.UnwrappedType? = nil, size: [IntentWidgetFamily: IntentCollectionSize],
                          inputConnectionBehavior: InputConnectionBehavior = .default) {
    self.init(title: title, description: description, defaultValue: defaultValue, requestValueDialog: nil,
              inputConnectionBehavior: inputConnectionBehavior)
  }
}

/// A widget family, as App Intents names them for collection sizes (`IntentWidgetFamily`).
public enum IntentWidgetFamily: Sendable, Hashable {
  case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
  case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
}

/// How many values a list parameter takes, as `IntentCollectionSize`.
public struct IntentCollectionSize: Sendable, Hashable, ExpressibleByIntegerLiteral {
  public let min: Int?
  public let max: Int?
  public init(min: Int? = nil, max: Int? = nil) { self.min = min; self.max = max }
  /// Exactly `count` values (an integer literal: `.systemSmall: 3`).
  public init(integerLiteral count: Int) { min = count; max = count }
  public static func upToLimit(_ limit: Int) -> IntentCollectionSize { IntentCollectionSize(max: limit) }
}

// MARK: - Parameter dependencies

/// Another parameter of the intent a query reads while it is configured, as
/// `@IntentParameterDependency<MyIntent>(\.$kind) var intent`. No intent is being configured in a
/// render: the value is nil.
@propertyWrapper
public struct IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
  public init<each Value: _IntentValue & Sendable>(_ parameters: repeat KeyPath<Intent, IntentParameter<each Value>>) {}
  /// The intent being configured: none in a render.
  public var wrappedValue: Intent? { nil }
}

// MARK: - Placeholders in localized strings

extension String.LocalizationValue {
  /// A placeholder for a value supplied when the string is formatted, as Foundation's
  /// `String.LocalizationValue.Placeholder` (`numericFormat: "\(placeholder: .int) items"`).
  public enum Placeholder: Sendable {
    case int, uint, float, double, object

    /// The format specifier the placeholder stands for.
    var specifier: String {
      switch self {
      case .int: "%lld"
      case .uint: "%llu"
      case .float, .double: "%f"
      case .object: "%@"
      }
    }
  }
}

extension String.LocalizationValue.StringInterpolation {
  /// Appends a placeholder: its specifier is written into the text (the value comes later, where
  /// the string is formatted; nothing formats a type's numeric format in a render).
  public mutating func appendInterpolation(placeholder: String.LocalizationValue.Placeholder) {
    appendLiteral(placeholder.specifier)
  }
}
