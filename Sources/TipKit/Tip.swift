import Foundation
import PlumbUI

/// A tip, as TipKit's `Tip`: a title, an optional message and image, actions, and rules and options
/// deciding when it shows. In a snapshot every tip is eligible, as on a first launch with a fresh
/// datastore (docs/compatibility/frameworks.md, "TipKit").
public protocol Tip: Identifiable, Sendable where ID == String {
  var id: String { get }
  var title: Text { get }
  var message: Text? { get }
  var image: Image? { get }
  var actions: [Action] { get }
  var rules: [Rule] { get }
  var options: [any TipOption] { get }
}

extension Tip {
  public var id: String { String(describing: Self.self) }
  public var message: Text? { nil }
  public var image: Image? { nil }
  public var actions: [Action] { [] }
  public var rules: [Rule] { [] }
  public var options: [any TipOption] { [] }

  /// A tip's action button, as `Tip.Action`.
  public typealias Action = Tips.Action
  /// A display rule, as `Tip.Rule`.
  public typealias Rule = Tips.Rule
  /// An event tips' rules count, as `Tip.Event`.
  public typealias Event = Tips.Event

  /// Whether the tip would show: always, in a snapshot.
  public var shouldDisplay: Bool { true }
  /// The tip's status: always available.
  public var status: Tips.Status { .available }
  /// Hides the tip for good (nothing is stored in a snapshot).
  public func invalidate(reason: Tips.InvalidationReason) {}
}

/// An option of a tip (display count, ignoring the frequency), as TipKit's `TipOption`.
public protocol TipOption: Sendable {}

/// TipKit's namespace, as `Tips`: configuration, actions, rules and parameters.
public enum Tips {
  /// Loads the tips datastore: nothing to load in a snapshot.
  public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
  /// Empties the datastore: nothing is stored.
  public static func resetDatastore() throws {}
  public static func showAllTipsForTesting() {}
  public static func hideAllTipsForTesting() {}
  public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
  public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}

  /// An option of `configure(_:)`, as `Tips.ConfigurationOption`.
  public struct ConfigurationOption: Sendable {
    let name: String
    public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption { ConfigurationOption(name: "displayFrequency") }
    public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { ConfigurationOption(name: "datastoreLocation") }

    /// How often tips may show, as `Tips.ConfigurationOption.DisplayFrequency`.
    public struct DisplayFrequency: Sendable {
      let seconds: TimeInterval
      public static let immediate = DisplayFrequency(seconds: 0)
      public static let hourly = DisplayFrequency(seconds: 3600)
      public static let daily = DisplayFrequency(seconds: 86_400)
      public static let weekly = DisplayFrequency(seconds: 604_800)
      public static let monthly = DisplayFrequency(seconds: 2_592_000)
    }
    /// Where the datastore lives, as `Tips.ConfigurationOption.DatastoreLocation`.
    public struct DatastoreLocation: Sendable {
      let name: String
      public static let applicationDefault = DatastoreLocation(name: "applicationDefault")
      public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation(name: identifier) }
      public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation(name: url.absoluteString) }
    }
  }

  /// A button under a tip's message, as `Tips.Action`.
  public struct Action: Identifiable, @unchecked Sendable {
    public let id: String
    let title: Text
    let handler: @Sendable () -> Void
    public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
      self.id = id ?? title; self.title = Text(title); self.handler = handler
    }
    public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: () -> Text) {
      let text = label()
      self.id = id ?? UUID().uuidString; title = text; self.handler = handler
    }
    public func callAsFunction() { handler() }
  }

  /// A display rule, as `Tips.Rule`. Rules are written with the `#Rule` macro on iOS, which
  /// Plumbline does not have (docs: missing); every tip shows in a snapshot, so a rule never hides one.
  public struct Rule: Sendable {
    /// A rule that always holds (Plumbline's own stand-in).
    public init() {}
  }

  /// Why a tip was hidden, as `Tips.InvalidationReason`.
  public enum InvalidationReason: Sendable { case actionPerformed, tipClosed, displayCountExceeded }

  /// Whether a tip shows, as `Tips.Status`.
  public enum Status: Sendable, Equatable { case pending, available, invalidated(InvalidationReason) }

  /// An event tip rules count, as `Tips.Event` (its donations are not stored).
  public struct Event: Sendable {
    public let id: String
    public init(id: String) { self.id = id }
    public func donate() async {}
    public func sendDonation() {}
  }

  /// Hides a tip after it showed this many times (every tip shows in a snapshot).
  public struct MaxDisplayCount: TipOption {
    public init(_ count: Int) {}
  }
  /// Lets a tip ignore the display frequency.
  public struct IgnoresDisplayFrequency: TipOption {
    public init(_ ignoresDisplayFrequency: Bool) {}
  }

  /// A value tip rules read, as TipKit's `@Parameter`: a property wrapper here (a macro on iOS),
  /// holding its value in memory for the process, so `@Parameter static var isLoggedIn = false`
  /// compiles and `$isLoggedIn` names it.
  @propertyWrapper
  public final class Parameter<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    public init(wrappedValue: Value) { value = wrappedValue }
    public var wrappedValue: Value {
      get { lock.lock(); defer { lock.unlock() }; return value }
      set { lock.lock(); value = newValue; lock.unlock() }
    }
    public var projectedValue: Parameter<Value> { self }
  }
}

extension Tip {
  /// A value tip rules read (`@Parameter static var …`); see `Tips.Parameter`.
  public typealias Parameter<Value: Sendable> = Tips.Parameter<Value>
}
