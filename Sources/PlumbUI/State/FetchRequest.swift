import CoreData

/// The managed objects a view shows, fetched from the environment's `managedObjectContext` each
/// time the body runs, as SwiftUI's `@FetchRequest`:
/// `@FetchRequest(sortDescriptors: [SortDescriptor(\.name)]) var items: FetchedResults<Item>`.
/// The body re-renders when a context of the store inserts, deletes or saves, and when an
/// attribute the fetch or the body read changes (docs/compatibility/coredata.md).
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
  /// The request's changeable parts, as SwiftUI's `FetchRequest.Configuration` (`$items`).
  public struct Configuration {
    public var nsSortDescriptors: [NSSortDescriptor]
    public var nsPredicate: NSPredicate?
    /// Swift sort descriptors, applied after the fetch (Linux Foundation cannot turn them into
    /// NSSortDescriptors); cleared when `nsSortDescriptors` is set.
    var swiftSort: [Any] = []
  }

  @Environment(\.managedObjectContext) private var context: NSManagedObjectContext
  @State private var changed: Configuration?
  private let initial: Configuration
  private let request: NSFetchRequest<Result>
  private let sortInSwift: ([Result], [Any]) -> [Result]

  private init(request: NSFetchRequest<Result>, swiftSort: [Any] = [],
               sortInSwift: @escaping ([Result], [Any]) -> [Result] = { rows, _ in rows }) {
    self.request = request
    self.sortInSwift = sortInSwift
    initial = Configuration(nsSortDescriptors: request.sortDescriptors ?? [], nsPredicate: request.predicate,
                            swiftSort: swiftSort)
  }

  public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
              animation: Animation? = nil) {
    let r = NSFetchRequest<Result>()
    r.entityName = entity.name
    r.sortDescriptors = sortDescriptors
    r.predicate = predicate
    self.init(request: r)
  }

  public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
    self.init(request: fetchRequest)
  }

  public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
    self.init(request: fetchRequest)
  }

  private var configuration: Configuration { changed ?? initial }

  /// The fetched objects (none, after a warning, when the context has no store).
  public var wrappedValue: FetchedResults<Result> {
    let config = configuration
    let r = NSFetchRequest<Result>()
    r.entityName = request.entityName
    r.entity = request.entity
    r.fetchLimit = request.fetchLimit
    r.fetchOffset = request.fetchOffset
    r.predicate = config.nsPredicate
    r.sortDescriptors = config.nsSortDescriptors
    var rows: [Result]
    do {
      rows = try context.fetch(r)
    } catch {
      RenderWarnings.warnOnce("CoreData.FetchRequest.noStore.\(Result.self)", """
        CoreData: @FetchRequest of \(Result.self) has a managedObjectContext with no persistent store \
        (set .environment(\\.managedObjectContext, container.viewContext)), so it drew no rows
        """)
      rows = []
    }
    if !config.swiftSort.isEmpty { rows = sortInSwift(rows, config.swiftSort) }
    return FetchedResults(rows: rows, configuration: projectedValue)
  }

  /// The configuration, to change the predicate or sort from the view (`$items.nsPredicate = …`).
  public var projectedValue: Binding<Configuration> {
    let state = $changed
    let initial = self.initial
    return Binding(get: { state.wrappedValue ?? initial }, set: { state.wrappedValue = $0 })
  }
}

extension FetchRequest: @unchecked Sendable {}

extension FetchRequest where Result: NSManagedObject {
  public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    let r = NSFetchRequest<Result>()
    r.sortDescriptors = sortDescriptors
    r.predicate = predicate
    self.init(request: r)
  }

  public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    let r = NSFetchRequest<Result>()
    r.predicate = predicate
    self.init(request: r, swiftSort: sortDescriptors) { rows, sort in
      rows.sorted(using: sort.compactMap { $0 as? SortDescriptor<Result> })
    }
  }
}

extension FetchRequest.Configuration where Result: NSManagedObject {
  /// The Swift sort descriptors the request was made with.
  public var sortDescriptors: [SortDescriptor<Result>] {
    get { swiftSort.compactMap { $0 as? SortDescriptor<Result> } }
    set { swiftSort = newValue; nsSortDescriptors = [] }
  }
}

/// The objects a `@FetchRequest` fetched, as SwiftUI's `FetchedResults`; setting its predicate
/// or sort descriptors changes the request.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
  private let rows: [Result]
  private let configuration: Binding<FetchRequest<Result>.Configuration>

  init(rows: [Result], configuration: Binding<FetchRequest<Result>.Configuration>) {
    self.rows = rows
    self.configuration = configuration
  }

  public var startIndex: Int { rows.startIndex }
  public var endIndex: Int { rows.endIndex }
  public subscript(position: Int) -> Result { rows[position] }

  public var nsPredicate: NSPredicate? {
    get { configuration.wrappedValue.nsPredicate }
    nonmutating set { configuration.wrappedValue.nsPredicate = newValue }
  }

  public var nsSortDescriptors: [NSSortDescriptor] {
    get { configuration.wrappedValue.nsSortDescriptors }
    nonmutating set {
      configuration.wrappedValue.nsSortDescriptors = newValue
      configuration.wrappedValue.swiftSort = []
    }
  }
}

extension FetchedResults where Result: NSManagedObject {
  public var sortDescriptors: [SortDescriptor<Result>] {
    get { configuration.wrappedValue.sortDescriptors }
    nonmutating set { configuration.wrappedValue.sortDescriptors = newValue }
  }
}
