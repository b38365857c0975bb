import Foundation

/// How the Shortcuts app shows an intent's parameters as a sentence, as `ParameterSummary`
/// (`static var parameterSummary: some ParameterSummary { Summary("Open \(\.$item)") }`). A value
/// only: no Shortcuts editor draws it in a render.
public protocol ParameterSummary {
  associatedtype Intent: AppIntent
}

/// A sentence with the intent's parameters in it, and the other parameters below, as
/// `IntentParameterSummary` (written `Summary` inside an intent).
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary, @unchecked Sendable {
  /// The sentence, nil when the parameters are only listed.
  public let summary: ParameterSummaryString<Intent>?
  /// The parameters listed below the sentence.
  public let keyPaths: [PartialKeyPath<Intent>]

  public init() { summary = nil; keyPaths = [] }
  public init(@ParameterKeyPathsBuilder _ keyPaths: () -> [PartialKeyPath<Intent>]) {
    summary = nil; self.keyPaths = keyPaths()
  }
  public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil) { self.summary = summary; keyPaths = [] }
  public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil,
              @ParameterKeyPathsBuilder _ keyPaths: () -> [PartialKeyPath<Intent>]) {
    self.summary = summary; self.keyPaths = keyPaths()
  }

  /// Collects the parameters below a summary's sentence, as `IntentParameterSummary.ParameterKeyPathsBuilder`.
  @resultBuilder
  public enum ParameterKeyPathsBuilder {
    public static func buildExpression<Parameter: AnyIntentValue>(_ keyPath: KeyPath<Intent, Parameter>) -> [PartialKeyPath<Intent>] {
      [keyPath]
    }
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
  }
}

/// A summary sentence that interpolates parameters (`"Open \(\.$item) in \(\.$place)"`), as
/// `ParameterSummaryString`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, @unchecked Sendable {
  /// The sentence with each parameter written as its key path's position, `"Open ${0}"` (Plumbline's own).
  public let format: String
  let parameters: [PartialKeyPath<Intent>]

  public init(_ value: String) { format = value; parameters = [] }
  public init(stringLiteral value: String) { self.init(value) }
  public init(stringInterpolation: StringInterpolation) { format = stringInterpolation.format; parameters = stringInterpolation.parameters }

  /// The parts of a summary sentence, as `ParameterSummaryString.StringInterpolation`.
  public struct StringInterpolation: StringInterpolationProtocol {
    var format = ""
    var parameters: [PartialKeyPath<Intent>] = []
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { format += literal }
    public mutating func appendInterpolation<Parameter: AnyIntentValue>(_ keyPath: KeyPath<Intent, Parameter>) {
      format += "${\(parameters.count)}"; parameters.append(keyPath)
    }
  }
}

/// Builds the summaries of `When`, `Switch` and `Case`, as `ParameterSummaryBuilder`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
  public static func buildExpression<Summary: ParameterSummary>(_ summary: Summary) -> Summary where Summary.Intent == Intent {
    summary
  }
  public static func buildBlock<Summary: ParameterSummary>(_ summary: Summary) -> Summary where Summary.Intent == Intent { summary }
}

/// Whether a parameter has a value, as `HasValueComparisonOperator`.
public enum HasValueComparisonOperator: Sendable { case hasAnyValue, hasNoValue }
/// Equal or not, as `EquatableComparisonOperator`.
public enum EquatableComparisonOperator: Sendable { case equalTo, notEqualTo }
/// An ordering comparison, as `ComparableComparisonOperator`.
public enum ComparableComparisonOperator: Sendable { case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo }
/// Membership in a list, as `OneOfComparisonOperator`.
public enum OneOfComparisonOperator: Sendable { case oneOf, notOneOf }

/// A summary that depends on a parameter's value, as `ParameterSummaryWhenCondition` (written `When`).
public struct ParameterSummaryWhenCondition<Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary>:
  ParameterSummary, @unchecked Sendable {
  public let whenSummary: WhenCondition
  public let otherwiseSummary: Otherwise

  public init<Parameter: AnyIntentValue>(_ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: HasValueComparisonOperator,
                                         @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
                                         @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
    whenSummary = when(); otherwiseSummary = otherwise()
  }
  public init<Parameter: AnyIntentValue>(_ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator,
                                         _ value: Parameter.Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
                                         @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise)
  where Parameter.Value: Equatable {
    whenSummary = when(); otherwiseSummary = otherwise()
  }
  public init<Parameter: AnyIntentValue>(_ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator,
                                         _ value: Parameter.Value.ValueType, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
                                         @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise)
  where Parameter.Value: ExpressibleByNilLiteral, Parameter.Value.ValueType: Equatable {
    whenSummary = when(); otherwiseSummary = otherwise()
  }
  public init<Parameter: AnyIntentValue>(_ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: ComparableComparisonOperator,
                                         _ value: Parameter.Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
                                         @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise)
  where Parameter.Value: Comparable {
    whenSummary = when(); otherwiseSummary = otherwise()
  }
  public init<Parameter: AnyIntentValue>(_ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: OneOfComparisonOperator,
                                         _ values: [Parameter.Value.ValueType], @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
                                         @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise)
  where Parameter.Value.ValueType: Equatable {
    whenSummary = when(); otherwiseSummary = otherwise()
  }
}

/// The cases of a `Switch` (`Case` and `DefaultCase`), as `_ParameterSummarySwitchCase`.
public protocol _ParameterSummarySwitchCase {}

/// A summary chosen by a parameter's value, as `ParameterSummarySwitchCondition` (written `Switch`).
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase>:
  ParameterSummary, @unchecked Sendable {
  public let cases: CaseCondition
  public init(_ keyPath: KeyPath<Intent, IntentParameter<Value>>,
              @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> CaseCondition) {
    self.cases = cases()
  }
}

/// One case of a `Switch`, as `ParameterSummaryCaseCondition` (written `Case`).
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary>:
  _ParameterSummarySwitchCase, @unchecked Sendable {
  public let values: [Value]
  public let summary: Summary
  public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
    values = [value]; summary = parameterSummary()
  }
  public init(_ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
    values = value; summary = parameterSummary()
  }
}

/// The default case of a `Switch`, as `ParameterSummaryDefaultCaseCondition` (written `DefaultCase`).
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary>:
  _ParameterSummarySwitchCase, @unchecked Sendable {
  public let summary: Summary
  public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) { summary = parameterSummary() }
}

/// The cases of a `Switch` together, as `ParameterSummaryTupleCaseCondition`.
public struct ParameterSummaryTupleCaseCondition<Intent: AppIntent, Value: _IntentValue, ValueType>: _ParameterSummarySwitchCase,
  @unchecked Sendable {
  public let cases: [any _ParameterSummarySwitchCase]
}

/// Builds the cases of a `Switch`, as `ParameterSummaryCaseBuilder`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: _IntentValue> {
  public static func buildExpression<Summary: ParameterSummary>(_ condition: ParameterSummaryCaseCondition<Intent, Value, Summary>)
    -> ParameterSummaryTupleCaseCondition<Intent, Value, Void> {
    ParameterSummaryTupleCaseCondition(cases: [condition])
  }
  public static func buildExpression<Summary: ParameterSummary>(_ condition: ParameterSummaryDefaultCaseCondition<Intent, Value, Summary>)
    -> ParameterSummaryTupleCaseCondition<Intent, Value, Void> {
    ParameterSummaryTupleCaseCondition(cases: [condition])
  }
  public static func buildBlock(_ parts: ParameterSummaryTupleCaseCondition<Intent, Value, Void>...)
    -> ParameterSummaryTupleCaseCondition<Intent, Value, Void> {
    ParameterSummaryTupleCaseCondition(cases: parts.flatMap { $0.cases })
  }
}
