import Foundation

/// A thing of the app that intents take and return (a note, a trail, a vehicle), as App Intents'
/// `AppEntity`: an identifier, a display representation, and the query that finds it.
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable
where ID: EntityIdentifierConvertible & Sendable {
  associatedtype DefaultQuery: EntityQuery
  static var defaultQuery: DefaultQuery { get }
}

/// An entity indexed by Spotlight, as `IndexedEntity` (nothing is indexed on Linux).
public protocol IndexedEntity: AppEntity {}

/// An entity of which there is only one (the app's settings), as `UniqueAppEntity`.
public protocol UniqueAppEntity: AppEntity {}

/// An identifier the system can store as text, as `EntityIdentifierConvertible`.
public protocol EntityIdentifierConvertible {
  var entityIdentifierString: String { get }
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  public var entityIdentifierString: String { self }
  public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}
extension Int: EntityIdentifierConvertible {
  public var entityIdentifierString: String { String(self) }
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}
extension UUID: EntityIdentifierConvertible {
  public var entityIdentifierString: String { uuidString }
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

/// A reference to an entity by its type and identifier, as `EntityIdentifier`.
public struct EntityIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The entity type's persistent identifier.
  public let typeIdentifier: String
  /// The instance's identifier as text.
  public let instanceIdentifier: String

  public init<Entity: AppEntity>(for entity: Entity) { self.init(for: Entity.self, identifier: entity.id) }
  public init<Entity: AppEntity>(for entityType: Entity.Type, identifier: Entity.ID) {
    typeIdentifier = Entity.persistentIdentifier; instanceIdentifier = identifier.entityIdentifierString
  }
  public var description: String { "\(typeIdentifier)/\(instanceIdentifier)" }
}

/// A list of results, possibly in sections, as `ResultsCollection`.
public protocol ResultsCollection<Result> {
  associatedtype Result: _IntentValue
  var items: [Result.ValueType] { get }
  var promptLabel: LocalizedStringResource? { get }
  var usesIndexedCollation: Bool { get }
  static var empty: Self { get }
}

extension Array: ResultsCollection where Element: _IntentValue {
  public typealias Result = Element
  public var items: [Element.ValueType] { compactMap { $0 as? Element.ValueType } }
  public var promptLabel: LocalizedStringResource? { nil }
  public var usesIndexedCollation: Bool { false }
  public static var empty: [Element] { [] }
}

/// Supplies the options of a parameter, as `DynamicOptionsProvider`. Asked only when app code
/// calls it: the Shortcuts app that would ask does not exist in a render.
public protocol DynamicOptionsProvider: Sendable {
  associatedtype Result: ResultsCollection
  associatedtype DefaultValue = Result.Result
  func results() async throws -> Result
  func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
  /// No default: the parameter starts empty.
  public func defaultResult() async -> DefaultValue? { nil }
  /// A collection of options in sections: `ItemCollection(sections: …)`.
  public typealias ItemCollection<Value: _IntentValue> = IntentItemCollection<Value>
  /// A section of options.
  public typealias ItemSection = IntentItemSection<Result.Result>
}

/// Finds the entities of a type by identifier, as App Intents' `EntityQuery`.
public protocol EntityQuery: DynamicOptionsProvider, PersistentlyIdentifiable, _SupportsAppDependencies {
  associatedtype Entity: AppEntity
  associatedtype Result: ResultsCollection = [Entity]
  associatedtype DefaultValue = Entity
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
  func suggestedEntities() async throws -> Result
}

extension EntityQuery {
  /// No suggestions.
  public func suggestedEntities() async throws -> Result { .empty }
  /// The suggested entities.
  public func results() async throws -> Result { try await suggestedEntities() }
}

/// An entity query that also finds entities by text, as `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
  func entities(matching string: String) async throws -> Result
}

/// An entity query over a small set of entities it can list in full, as `EnumerableEntityQuery`.
public protocol EnumerableEntityQuery: EntityQuery {
  func allEntities() async throws -> Result
}

extension EnumerableEntityQuery {
  /// All the entities.
  public func suggestedEntities() async throws -> Result { try await allEntities() }
}

/// An option the system shows for a parameter, with its own title, as `IntentItem`.
public struct IntentItem<Value: _IntentValue>: @unchecked Sendable {
  public let value: Value
  public var title: LocalizedStringResource?
  public var subtitle: LocalizedStringResource?
  public var image: DisplayRepresentation.Image?

  public init(_ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
              image: DisplayRepresentation.Image? = nil) {
    self.value = value; self.title = title; self.subtitle = subtitle; self.image = image
  }
  /// An item shown with the value's own display representation.
  public init(_ value: Value) { self.value = value }
}

/// A titled group of options, as `IntentItemSection`.
public struct IntentItemSection<Result: _IntentValue>: @unchecked Sendable {
  public var title: LocalizedStringResource?
  public var items: [IntentItem<Result>]

  public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Result>]) { self.title = title; self.items = items }
  public init(_ title: LocalizedStringResource? = nil, items: [Result]) { self.title = title; self.items = items.map { IntentItem($0) } }
}

/// Options in sections, as `IntentItemCollection`.
public struct IntentItemCollection<Result: _IntentValue>: ResultsCollection, @unchecked Sendable {
  public var sections: [IntentItemSection<Result>]
  public var promptLabel: LocalizedStringResource?
  public var usesIndexedCollation: Bool

  public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
              sections: [IntentItemSection<Result>]) {
    self.promptLabel = promptLabel; self.usesIndexedCollation = usesIndexedCollation; self.sections = sections
  }
  public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [IntentItem<Result>]) {
    self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items)])
  }
  public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) {
    self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items)])
  }

  public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
              @IntentItemSectionBuilder<Result> sections: () -> [IntentItemSection<Result>]) {
    self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sections())
  }

  public var items: [Result.ValueType] { sections.flatMap { $0.items.compactMap { $0.value as? Result.ValueType } } }
  public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }
}

/// Builds the sections of an `IntentItemCollection`, as `IntentItemSectionBuilder`.
@resultBuilder
public enum IntentItemSectionBuilder<Result: _IntentValue> {
  public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] { [section] }
  public static func buildExpression(_ sections: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { sections }
  public static func buildBlock(_ parts: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] { part ?? [] }
  public static func buildEither(first: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { first }
  public static func buildEither(second: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { second }
  public static func buildArray(_ parts: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] { parts.flatMap { $0 } }
}

/// A property of an entity the system can read and filter on, as App Intents' `EntityProperty`
/// (`@Property(title: "Name") var name: String`): holds its value like a stored property.
@propertyWrapper
public final class EntityProperty<Value: _IntentValue & Sendable>: AnyIntentValue, @unchecked Sendable {
  public let title: LocalizedStringResource
  private let lock = NSLock()
  private var stored: Value?

  public init(title: LocalizedStringResource) { self.title = title }
  /// A property whose title is its name (iOS 18).
  public convenience init() { self.init(title: "") }
  public init(wrappedValue: Value, title: LocalizedStringResource) { self.title = title; stored = wrappedValue }

  public var isOptional: Bool { Value.self is any ExpressibleByNilLiteral.Type }

  public var wrappedValue: Value {
    get {
      if let value = lock.withLock({ stored }) { return value }
      if let none = IntentParameter<Value>.noValue { return none }
      fatalError("@Property \"\(title.key)\" was read before it was given a value")
    }
    set { lock.withLock { stored = newValue } }
  }
  public var projectedValue: EntityProperty<Value> { self }
}

extension AppEntity {
  /// A property of the entity: `@Property(title: "Name") var name: String`.
  public typealias Property<Value: _IntentValue & Sendable> = EntityProperty<Value>
}

// MARK: - Property queries (find entities by their properties)

/// An entity query that filters and sorts by the entity's properties, as `EntityPropertyQuery`.
public protocol EntityPropertyQuery: EntityQuery {
  associatedtype ComparatorMappingType
  associatedtype Properties: _QueryPropertiesContainer
  associatedtype SortingOptionsType
  static var properties: Properties { get }
  static var sortingOptions: SortingOptionsType { get }
  func entities(matching comparators: [ComparatorMappingType], mode: ComparatorMode,
                sortedBy: [EntityQuerySort<Entity>], limit: Int?) async throws -> Result
}

extension EntityPropertyQuery {
  /// The properties the query filters on: `QueryProperties { Property(\MyEntity.$name) { EqualToComparator { … } } }`
  /// (the entity and comparator types come from the properties listed).
  public typealias QueryProperties<QueryEntity: AppEntity, Mapping> = _EntityQueryProperties<QueryEntity, Mapping>
  /// The properties the query sorts by.
  public typealias SortingOptions<QueryEntity: AppEntity> = _EntityQuerySortingOptions<QueryEntity>
  /// A property of `QueryProperties`.
  public typealias Property<QueryEntity: AppEntity, Mapping> = _EntityQueryProperty<QueryEntity, Mapping>
  /// A sortable property of `SortingOptions`.
  public typealias SortableBy<QueryEntity: AppEntity> = _EntityQuerySortableBy<QueryEntity>
}

/// The properties an entity property query declares (Plumbline's own container).
public protocol _QueryPropertiesContainer {}

/// Whether all or any comparators must match, as `ComparatorMode`.
public enum ComparatorMode: Sendable, Hashable { case and, or }

/// A sort of a property query, as `EntityQuerySort`.
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
  /// Ascending or descending, as `EntityQuerySort.Ordering`.
  public enum Ordering: Sendable, Hashable { case ascending, descending }
  public let by: PartialKeyPath<Entity>
  public let order: Ordering
  public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) { self.by = by; self.order = order }
}

/// The properties of `QueryProperties { … }` (Plumbline's own type: iOS builds its own).
public struct _EntityQueryProperties<Entity: AppEntity, Mapping>: _QueryPropertiesContainer, @unchecked Sendable {
  public init(@_EntityQueryPropertiesBuilder<Entity, Mapping> _ properties: () -> [_EntityQueryProperty<Entity, Mapping>]) {}
}

/// Builds `QueryProperties { … }`.
@resultBuilder
public enum _EntityQueryPropertiesBuilder<Entity: AppEntity, Mapping> {
  public static func buildExpression(_ property: _EntityQueryProperty<Entity, Mapping>) -> [_EntityQueryProperty<Entity, Mapping>] {
    [property]
  }
  public static func buildBlock(_ parts: [_EntityQueryProperty<Entity, Mapping>]...) -> [_EntityQueryProperty<Entity, Mapping>] {
    parts.flatMap { $0 }
  }
}

/// One property of `QueryProperties` with its comparators.
public struct _EntityQueryProperty<Entity: AppEntity, Mapping>: @unchecked Sendable {
  public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>,
                     @_EntityQueryComparatorsBuilder<Value, Mapping> _ comparators: () -> [_EntityQueryComparator<Value, Mapping>]) {}
}

/// Builds the comparators of a property.
@resultBuilder
public enum _EntityQueryComparatorsBuilder<Value, Mapping> {
  public static func buildExpression(_ comparator: _EntityQueryComparator<Value, Mapping>) -> [_EntityQueryComparator<Value, Mapping>] {
    [comparator]
  }
  public static func buildBlock(_ parts: [_EntityQueryComparator<Value, Mapping>]...) -> [_EntityQueryComparator<Value, Mapping>] {
    parts.flatMap { $0 }
  }
}

/// A comparator of a property query (Plumbline's own base of `EqualToComparator` and the others).
public struct _EntityQueryComparator<Value, Mapping>: @unchecked Sendable {
  let map: (Value) -> Mapping
}

/// Matches entities whose property equals a value, as `EqualToComparator`.
public typealias EqualToComparator<Value, Mapping> = _EntityQueryComparator<Value, Mapping>
/// Matches entities whose property differs from a value, as `NotEqualToComparator`.
public typealias NotEqualToComparator<Value, Mapping> = _EntityQueryComparator<Value, Mapping>
/// Matches entities whose property contains a value, as `ContainsComparator`.
public typealias ContainsComparator<Value, Mapping> = _EntityQueryComparator<Value, Mapping>
/// Matches entities whose property is above a value, as `GreaterThanComparator`.
public typealias GreaterThanComparator<Value, Mapping> = _EntityQueryComparator<Value, Mapping>
/// Matches entities whose property is below a value, as `LessThanComparator`.
public typealias LessThanComparator<Value, Mapping> = _EntityQueryComparator<Value, Mapping>

extension _EntityQueryComparator {
  public init(mappingTransform: @escaping (Value) -> Mapping) { map = mappingTransform }
}

/// The sorting options of a property query.
public struct _EntityQuerySortingOptions<Entity: AppEntity>: @unchecked Sendable {
  public init(@_EntityQuerySortingBuilder<Entity> _ options: () -> [_EntityQuerySortableBy<Entity>]) {}
}

/// Builds `SortingOptions { … }`.
@resultBuilder
public enum _EntityQuerySortingBuilder<Entity: AppEntity> {
  public static func buildExpression(_ option: _EntityQuerySortableBy<Entity>) -> [_EntityQuerySortableBy<Entity>] { [option] }
  public static func buildBlock(_ parts: [_EntityQuerySortableBy<Entity>]...) -> [_EntityQuerySortableBy<Entity>] { parts.flatMap { $0 } }
}

/// One sortable property.
public struct _EntityQuerySortableBy<Entity: AppEntity>: @unchecked Sendable {
  public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {}
}
