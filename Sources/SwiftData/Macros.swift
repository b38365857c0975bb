// SwiftData's macros, expanded by Plumbline's Foundation-only plugin (PlumbPreviewMacros,
// ModelMacros.swift); what each expands to is documented in docs/compatibility/swiftdata.md.
import PlumbUI

/// Makes a class a persistent model, as SwiftData's `@Model`: its stored `var`s become observed
/// properties the context tracks, listed in `schemaMetadata`, and the class conforms to
/// `PersistentModel` and `Observable`.
@attached(member, names: named(persistentBackingData), named(schemaMetadata), named(_$observationRegistrar),
          named(access), named(withMutation))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "PlumbPreviewMacros", type: "PersistentModelMacro")

/// What `@Model` puts on each persisted property: a computed property over a peer `_name` that
/// reports reads and writes to the model's observers and context. Not written by hand.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "PlumbPreviewMacros", type: "PersistedPropertyMacro")

/// Options for one stored property of a model, as SwiftData's `@Attribute(.unique)`.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
  = #externalMacro(module: "PlumbPreviewMacros", type: "AttributePropertyMacro")

/// How a property that holds other models relates to them, as SwiftData's `@Relationship`.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
  = #externalMacro(module: "PlumbPreviewMacros", type: "RelationshipPropertyMacro")

/// Leaves a stored property out of the store (and out of observation), as SwiftData's `@Transient`.
@attached(peer)
public macro Transient() = #externalMacro(module: "PlumbPreviewMacros", type: "TransientMacro")

// MARK: - @Query
// SwiftData's `@Query` is these macros, not the `Query` property wrapper itself: from
// `@Query var items: [Item]` the macro reads the element type that the wrapper could not infer,
// and declares `_items: Query<Item, [Item]>` with the same arguments (PlumbPreviewMacros,
// QueryMacro.swift; docs/compatibility/swiftdata.md, "@Query").

/// Fetches every model of the property's element type: `@Query var trips: [Trip]`.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query() = #externalMacro(module: "PlumbPreviewMacros", type: "QueryMacro")

/// Fetches every model, animating later changes with `animation`.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(animation: Animation) = #externalMacro(module: "PlumbPreviewMacros", type: "QueryMacro")

/// Fetches every model, applying `transaction` to later changes.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(transaction: Transaction) = #externalMacro(module: "PlumbPreviewMacros", type: "QueryMacro")

/// Fetches what a fetch descriptor describes.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(_ descriptor: FetchDescriptor<Element>, animation: Animation)
  = #externalMacro(module: "PlumbPreviewMacros", type: "QueryMacro") where Element: PersistentModel

/// Fetches what a fetch descriptor describes, with an optional transaction.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil)
  = #externalMacro(module: "PlumbPreviewMacros", type: "QueryMacro") where Element: PersistentModel

/// Fetches the models that satisfy `filter`, sorted by `descriptors`.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                            animation: Animation)
  = #externalMacro(module: "PlumbPreviewMacros", type: "QueryMacro") where Element: PersistentModel

/// Fetches the models that satisfy `filter`, sorted by `descriptors`, with an optional transaction.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                            transaction: Transaction? = nil)
  = #externalMacro(module: "PlumbPreviewMacros", type: "QueryMacro") where Element: PersistentModel

/// Fetches the models that satisfy `filter`, sorted by one property.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, animation: Animation)
  = #externalMacro(module: "PlumbPreviewMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

/// Fetches the models that satisfy `filter`, sorted by one optional property.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, animation: Animation)
  = #externalMacro(module: "PlumbPreviewMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

/// Fetches the models that satisfy `filter`, sorted by one property, with an optional transaction.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, transaction: Transaction? = nil)
  = #externalMacro(module: "PlumbPreviewMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

/// Fetches the models that satisfy `filter`, sorted by one optional property, with an optional transaction.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, transaction: Transaction? = nil)
  = #externalMacro(module: "PlumbPreviewMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel
