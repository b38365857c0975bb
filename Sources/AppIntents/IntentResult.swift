import Foundation
import PlumbUI

/// What `perform()` returns, as App Intents' `IntentResult`: made with the `.result(…)` family
/// (`.result()`, `.result(value:)`, `.result(dialog:)`, `.result(view:)`, …) and described by the
/// `ReturnsValue`, `ProvidesDialog`, `ShowsSnippetView` and `OpensIntent` protocols.
public protocol IntentResult: Sendable {
  associatedtype Value: _IntentValue = Never
  associatedtype OpensAppIntent: AppIntent = Never
  associatedtype Snippet = Never
  associatedtype Dialog = Never
  var value: Value? { get }
}

/// A `perform()` that never returns (`-> Never`, e.g. one that only traps) has no result.
extension Never: IntentResult {
  public var value: Never? { nil }
}

/// A result that returns a value to the caller (a shortcut's next action), as `ReturnsValue`.
public protocol ReturnsValue<Value>: IntentResult {}

/// A result that says something when the intent finishes, as `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult where Dialog == IntentDialog {}

/// A result that shows a view (a snippet) when the intent finishes, as `ShowsSnippetView`.
public protocol ShowsSnippetView: IntentResult where Snippet == _SnippetViewContainer {}

/// A result that shows an interactive snippet intent (iOS 26), as `ShowsSnippetIntent`.
public protocol ShowsSnippetIntent: IntentResult where Snippet == _SnippetIntentContainer {}

/// A result that runs another intent (one that opens the app) when it finishes, as `OpensIntent`.
public protocol OpensIntent: IntentResult {}

/// The result `.result(…)` makes, as `IntentResultContainer`: the value, the intent to open, the
/// snippet and the dialog, each `Never` when absent.
public struct IntentResultContainer<Value: _IntentValue, OpensAppIntent: AppIntent, Snippet, Dialog>: IntentResult,
  ReturnsValue, OpensIntent, @unchecked Sendable {
  public let value: Value?
  public let opensIntent: OpensAppIntent?
  public let dialog: IntentDialog?
  /// The activity the intent continues in (none here).
  public var activityIdentifier: String? { nil }
  let snippet: Snippet?

  init(value: Value?, opensIntent: OpensAppIntent?, snippet: Snippet?, dialog: IntentDialog?) {
    self.value = value; self.opensIntent = opensIntent; self.snippet = snippet; self.dialog = dialog
  }

  /// The snippet view of a `.result(view:)` result (Plumbline's own, so a test can draw it; the
  /// system shows it on iOS).
  public var _plumbSnippetView: AnyView? { (snippet as? _SnippetViewContainer)?.view }
}

extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Snippet == _SnippetViewContainer {}
extension IntentResultContainer: ShowsSnippetIntent where Snippet == _SnippetIntentContainer {}

/// The view of a snippet result, as App Intents' `_SnippetViewContainer`.
public struct _SnippetViewContainer: @unchecked Sendable {
  let view: AnyView
  init<Content: View>(_ content: Content) { view = AnyView(content) }
}

/// The intent of an interactive snippet result, as App Intents' `_SnippetIntentContainer`.
public struct _SnippetIntentContainer: Sendable {
  let intent: any SnippetIntent
}

/// The snippet intent of a result without one, as `EmptySnippetIntent`.
public struct EmptySnippetIntent: SnippetIntent {
  public static var title: LocalizedStringResource { "" }
  public init() {}
  public func perform() async throws -> some IntentResult { .result() }
}

// The `.result(…)` family: each form fixes the container's type, so `some ProvidesDialog` and the
// other protocol compositions resolve the implicit member as on iOS.
extension IntentResult {
  public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
    .init(value: nil, opensIntent: nil, snippet: nil, dialog: nil)
  }
  public static func result<Value: _IntentValue>(value: Value) -> Self
  where Self == IntentResultContainer<Value, Never, Never, Never> {
    .init(value: value, opensIntent: nil, snippet: nil, dialog: nil)
  }
  public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
    .init(value: nil, opensIntent: nil, snippet: nil, dialog: dialog)
  }
  public static func result<Value: _IntentValue>(value: Value, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
    .init(value: value, opensIntent: nil, snippet: nil, dialog: dialog)
  }
  public static func result<OpensAppIntent: AppIntent>(opensIntent: OpensAppIntent) -> Self
  where Self == IntentResultContainer<Never, OpensAppIntent, Never, Never> {
    .init(value: nil, opensIntent: opensIntent, snippet: nil, dialog: nil)
  }
  public static func result<OpensAppIntent: AppIntent>(opensIntent: OpensAppIntent, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, OpensAppIntent, Never, IntentDialog> {
    .init(value: nil, opensIntent: opensIntent, snippet: nil, dialog: dialog)
  }
  public static func result<Value: _IntentValue, OpensAppIntent: AppIntent>(value: Value, opensIntent: OpensAppIntent) -> Self
  where Self == IntentResultContainer<Value, OpensAppIntent, Never, Never> {
    .init(value: value, opensIntent: opensIntent, snippet: nil, dialog: nil)
  }
  public static func result<Value: _IntentValue, OpensAppIntent: AppIntent>(value: Value, opensIntent: OpensAppIntent,
                                                                            dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Value, OpensAppIntent, Never, IntentDialog> {
    .init(value: value, opensIntent: opensIntent, snippet: nil, dialog: dialog)
  }
}

// The snippet forms (iOS declares them in the AppIntents-SwiftUI overlay).
extension IntentResult {
  public static func result<Content: View>(view: Content) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
    .init(value: nil, opensIntent: nil, snippet: _SnippetViewContainer(view), dialog: nil)
  }
  public static func result<Content: View>(@ViewBuilder content: () -> Content) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
    .init(value: nil, opensIntent: nil, snippet: _SnippetViewContainer(content()), dialog: nil)
  }
  public static func result<Content: View>(dialog: IntentDialog, view: Content = EmptyView()) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
    .init(value: nil, opensIntent: nil, snippet: _SnippetViewContainer(view), dialog: dialog)
  }
  public static func result<Content: View>(dialog: IntentDialog, @ViewBuilder content: () -> Content) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
    .init(value: nil, opensIntent: nil, snippet: _SnippetViewContainer(content()), dialog: dialog)
  }
  public static func result<Value: _IntentValue, Content: View>(value: Value, view: Content) -> Self
  where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, Never> {
    .init(value: value, opensIntent: nil, snippet: _SnippetViewContainer(view), dialog: nil)
  }
  public static func result<Value: _IntentValue, Content: View>(value: Value, @ViewBuilder content: () -> Content) -> Self
  where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, Never> {
    .init(value: value, opensIntent: nil, snippet: _SnippetViewContainer(content()), dialog: nil)
  }
  public static func result<Value: _IntentValue, Content: View>(value: Value, dialog: IntentDialog, view: Content = EmptyView()) -> Self
  where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog> {
    .init(value: value, opensIntent: nil, snippet: _SnippetViewContainer(view), dialog: dialog)
  }
  public static func result<Value: _IntentValue, Content: View>(value: Value, dialog: IntentDialog,
                                                                @ViewBuilder content: () -> Content) -> Self
  where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog> {
    .init(value: value, opensIntent: nil, snippet: _SnippetViewContainer(content()), dialog: dialog)
  }
  public static func result<OpensAppIntent: AppIntent, Content: View>(opensIntent: OpensAppIntent, view: Content = EmptyView()) -> Self
  where Self == IntentResultContainer<Never, OpensAppIntent, _SnippetViewContainer, Never> {
    .init(value: nil, opensIntent: opensIntent, snippet: _SnippetViewContainer(view), dialog: nil)
  }
  public static func result<OpensAppIntent: AppIntent, Content: View>(opensIntent: OpensAppIntent, dialog: IntentDialog,
                                                                      view: Content = EmptyView()) -> Self
  where Self == IntentResultContainer<Never, OpensAppIntent, _SnippetViewContainer, IntentDialog> {
    .init(value: nil, opensIntent: opensIntent, snippet: _SnippetViewContainer(view), dialog: dialog)
  }
  public static func result<Value: _IntentValue, OpensAppIntent: AppIntent, Content: View>(
    value: Value, opensIntent: OpensAppIntent, dialog: IntentDialog, view: Content = EmptyView()
  ) -> Self where Self == IntentResultContainer<Value, OpensAppIntent, _SnippetViewContainer, IntentDialog> {
    .init(value: value, opensIntent: opensIntent, snippet: _SnippetViewContainer(view), dialog: dialog)
  }
}

// The interactive snippet forms (iOS 26).
extension IntentResult {
  public static func result(snippetIntent: some SnippetIntent) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, Never> {
    .init(value: nil, opensIntent: nil, snippet: _SnippetIntentContainer(intent: snippetIntent), dialog: nil)
  }
  public static func result(dialog: IntentDialog, snippetIntent: some SnippetIntent) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, IntentDialog> {
    .init(value: nil, opensIntent: nil, snippet: _SnippetIntentContainer(intent: snippetIntent), dialog: dialog)
  }
  public static func result<Value: _IntentValue>(value: Value, snippetIntent: some SnippetIntent) -> Self
  where Self == IntentResultContainer<Value, Never, _SnippetIntentContainer, Never> {
    .init(value: value, opensIntent: nil, snippet: _SnippetIntentContainer(intent: snippetIntent), dialog: nil)
  }
  public static func result<Value: _IntentValue>(value: Value, dialog: IntentDialog, snippetIntent: some SnippetIntent) -> Self
  where Self == IntentResultContainer<Value, Never, _SnippetIntentContainer, IntentDialog> {
    .init(value: value, opensIntent: nil, snippet: _SnippetIntentContainer(intent: snippetIntent), dialog: dialog)
  }
}
