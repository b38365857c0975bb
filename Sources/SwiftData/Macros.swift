// SwiftData's macros, expanded by Plumbline's Foundation-only plugin (PlumbPreviewMacros,
// ModelMacros.swift); what each expands to is documented in docs/compatibility/swiftdata.md.

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
