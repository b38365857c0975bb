// The protocol `@Model` classes conform to, and the per-object state its expansion stores.

/// A class whose instances a `ModelContext` keeps, as SwiftData's `PersistentModel`. `@Model`
/// provides the two requirements; everything else comes from this protocol's extension.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  /// The object's place in a context (not Apple's `BackingData`: apps never touch it).
  var persistentBackingData: _PersistentModelState { get }
  /// The persisted properties, in declaration order.
  static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

extension PersistentModel {
  /// The context the model was inserted into, or nil before `insert` and after a saved delete.
  public var modelContext: ModelContext? { persistentBackingData.context }

  /// The model's identity: temporary until it is inserted, then the store's key for it.
  public var persistentModelID: PersistentIdentifier {
    persistentBackingData.identifier ?? PersistentIdentifier(temporaryFor: self)
  }

  /// Whether a persisted property changed since the context last saved.
  public var hasChanges: Bool { persistentBackingData.hasChanges }

  /// Whether the model was deleted from its context (and the deletion not yet saved).
  public var isDeleted: Bool { persistentBackingData.isDeleted }

  public var id: PersistentIdentifier { persistentModelID }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Where one model object stands in its context: `@Model` gives each object one. Public only so
/// the macro's expansion in the app's module can create it.
public final class _PersistentModelState: @unchecked Sendable {
  weak var context: ModelContext?
  var identifier: PersistentIdentifier?
  var isDeleted = false
  var hasChanges = false

  public init() {}

  /// Called by each persisted property's setter.
  public func noteChange() {
    guard let context else { return }
    hasChanges = true
    context.modelDidChange()
  }
}
