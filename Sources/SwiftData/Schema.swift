// The model types a container holds and what `@Model` records of their properties.

/// A value describing one property of a model's schema (an attribute or a relationship).
public protocol SchemaProperty: AnyObject, Sendable {}

/// The set of model types a container stores, as SwiftData's `Schema`.
public final class Schema: @unchecked Sendable {
  /// A schema version number, as SwiftData's `Schema.Version`.
  public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let patch: Int
    public init(_ major: Int, _ minor: Int, _ patch: Int) { self.major = major; self.minor = minor; self.patch = patch }
    public static func < (a: Version, b: Version) -> Bool { (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }
    public var description: String { "\(major).\(minor).\(patch)" }
  }

  /// One model type in the schema, as SwiftData's `Schema.Entity`.
  public final class Entity: @unchecked Sendable, CustomStringConvertible {
    /// The class name.
    public let name: String
    /// The persisted property names, in declaration order.
    public let propertyNames: [String]
    let type: any PersistentModel.Type

    init(_ type: any PersistentModel.Type) {
      self.type = type
      name = String(describing: type)
      propertyNames = type.schemaMetadata.map(\.name)
    }

    public var description: String { "Entity(\(name): \(propertyNames.joined(separator: ", ")))" }
  }

  /// One persisted property as `@Model` lists it in `schemaMetadata`.
  public struct PropertyMetadata: @unchecked Sendable {
    public let name: String
    public let keypath: AnyKeyPath
    public let defaultValue: Any?
    public let metadata: (any SchemaProperty)?

    public init(name: String, keypath: AnyKeyPath, defaultValue: Any?, metadata: (any SchemaProperty)?) {
      self.name = name; self.keypath = keypath; self.defaultValue = defaultValue; self.metadata = metadata
    }
  }

  public let entities: [Entity]
  public var version: Version

  /// A schema of `types` and the models they reach through their relationships' declared types
  /// (only the listed types here: a relationship's element type is not read from the source).
  public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
    var seen: Set<ObjectIdentifier> = []
    entities = types.filter { seen.insert(ObjectIdentifier($0)).inserted }.map(Entity.init)
    self.version = version
  }

  /// The schema of a versioned schema's models.
  public convenience init(versionedSchema: any VersionedSchema.Type) {
    self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
  }

  public convenience init() { self.init([any PersistentModel.Type]()) }
}

extension Schema {
  /// Options of `@Attribute`, as SwiftData's `Schema.Attribute`.
  public final class Attribute: SchemaProperty, @unchecked Sendable {
    /// One `@Attribute` option, as SwiftData's `Schema.Attribute.Option`.
    public struct Option: Hashable, Sendable {
      let name: String
      public static var unique: Option { Option(name: "unique") }
      public static var externalStorage: Option { Option(name: "externalStorage") }
      public static var allowsCloudEncryption: Option { Option(name: "allowsCloudEncryption") }
      public static var preserveValueOnDeletion: Option { Option(name: "preserveValueOnDeletion") }
      public static var ephemeral: Option { Option(name: "ephemeral") }
      public static var spotlight: Option { Option(name: "spotlight") }
      /// A value stored through the named `ValueTransformer` (Linux Foundation has none, so the
      /// value is kept as it is; in memory that is what the transformer would give back).
      public static func transformable(by transformerName: String) -> Option { Option(name: "transformable:" + transformerName) }
    }

    public let options: [Option]
    public let originalName: String?
    public let hashModifier: String?
    public var isUnique: Bool { options.contains(.unique) }

    init(options: [Option], originalName: String?, hashModifier: String?) {
      self.options = options; self.originalName = originalName; self.hashModifier = hashModifier
    }

    /// The schema value for an `@Attribute(…)` written in source (used by `@Model`'s expansion).
    public static func _declared(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) -> Attribute {
      Attribute(options: options, originalName: originalName, hashModifier: hashModifier)
    }
  }

  /// Options of `@Relationship`, as SwiftData's `Schema.Relationship`.
  public final class Relationship: SchemaProperty, @unchecked Sendable {
    /// What deleting a model does to the models this property holds.
    public enum DeleteRule: Hashable, Codable, Sendable { case nullify, cascade, deny, noAction }

    /// One `@Relationship` option, as SwiftData's `Schema.Relationship.Option`.
    public struct Option: Hashable, Sendable {
      let name: String
      public static var unique: Option { Option(name: "unique") }
    }

    public let options: [Option]
    public let deleteRule: DeleteRule
    public let minimumModelCount: Int?
    public let maximumModelCount: Int?
    public let originalName: String?
    public let inverseKeyPath: AnyKeyPath?
    public let hashModifier: String?

    init(options: [Option], deleteRule: DeleteRule, minimumModelCount: Int?, maximumModelCount: Int?,
         originalName: String?, inverseKeyPath: AnyKeyPath?, hashModifier: String?) {
      self.options = options; self.deleteRule = deleteRule; self.minimumModelCount = minimumModelCount
      self.maximumModelCount = maximumModelCount; self.originalName = originalName
      self.inverseKeyPath = inverseKeyPath; self.hashModifier = hashModifier
    }

    /// The schema value for a `@Relationship(…)` written in source (used by `@Model`'s expansion).
    public static func _declared(_ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0,
                                 maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
                                 hashModifier: String? = nil) -> Relationship {
      Relationship(options: options, deleteRule: deleteRule, minimumModelCount: minimumModelCount,
                   maximumModelCount: maximumModelCount, originalName: originalName, inverseKeyPath: inverse,
                   hashModifier: hashModifier)
    }
  }
}

/// A schema with a version, as SwiftData's `VersionedSchema`.
public protocol VersionedSchema {
  static var versionIdentifier: Schema.Version { get }
  static var models: [any PersistentModel.Type] { get }
}

/// The versions a store may have been written with, as SwiftData's `SchemaMigrationPlan`. An
/// in-memory store starts empty, so no stage ever runs.
public protocol SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { get }
  static var stages: [MigrationStage] { get }
}

/// One step between schema versions, as SwiftData's `MigrationStage` (never run: see above).
public enum MigrationStage: @unchecked Sendable {
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
              willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
