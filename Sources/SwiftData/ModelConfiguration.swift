/// How a container stores its models, as SwiftData's `ModelConfiguration`. Every store is kept in
/// memory on Linux; one asked for on disk is still in memory, with a warning
/// (docs/compatibility/swiftdata.md, "Storage").
public struct ModelConfiguration: Hashable, Identifiable, @unchecked Sendable {
  /// Where an app group's shared store would go (no effect in memory).
  public struct GroupContainer: Hashable, Sendable {
    let name: String?
    public static var automatic: GroupContainer { GroupContainer(name: nil) }
    public static var none: GroupContainer { GroupContainer(name: "") }
    public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(name: groupName) }
  }

  /// Which CloudKit database would mirror the store (none is reached from a render).
  public struct CloudKitDatabase: Hashable, Sendable {
    let name: String?
    public static var automatic: CloudKitDatabase { CloudKitDatabase(name: nil) }
    public static var none: CloudKitDatabase { CloudKitDatabase(name: "") }
    public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase(name: containerIdentifier) }
  }

  public var name: String
  public var schema: Schema?
  public var isStoredInMemoryOnly: Bool
  public var allowsSave: Bool
  public var url: URL
  public var groupContainer: GroupContainer
  public var cloudKitDatabase: CloudKitDatabase
  public var id: String { name }

  public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
              groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
    self.name = name ?? "default"
    self.schema = schema
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    self.url = URL(fileURLWithPath: isStoredInMemoryOnly ? "/dev/null" : "default.store")
    self.groupContainer = groupContainer
    self.cloudKitDatabase = cloudKitDatabase
  }

  public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
              cloudKitDatabase: CloudKitDatabase = .automatic) {
    self.init(name, schema: schema, isStoredInMemoryOnly: url.path == "/dev/null", allowsSave: allowsSave,
              cloudKitDatabase: cloudKitDatabase)
    self.url = url
  }

  public init(isStoredInMemoryOnly: Bool) {
    self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
    self.init(schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.name == b.name && a.isStoredInMemoryOnly == b.isStoredInMemoryOnly && a.allowsSave == b.allowsSave && a.url == b.url
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(url) }
}
