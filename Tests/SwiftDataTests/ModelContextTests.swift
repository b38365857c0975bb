import Foundation
import SwiftData
import Testing

/// `ModelContext` over an in-memory container: staging, save, rollback, relationships, descriptors.
@Suite struct ModelContextTests {
  func container() throws -> ModelContainer {
    try ModelContainer(for: Trip.self, Stop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  }

  @Test func insertStagesUntilSaveAndRollbackDrops() throws {
    let c = try container()
    let context = c.mainContext
    let trip = Trip(name: "Oslo", kilometres: 5)
    context.insert(trip)
    #expect(context.hasChanges && trip.modelContext === context)
    // Another context of the container sees only saved models.
    #expect(try ModelContext(c).fetchCount(FetchDescriptor<Trip>()) == 0)
    try context.save()
    #expect(!context.hasChanges && !trip.hasChanges)
    #expect(try ModelContext(c).fetchCount(FetchDescriptor<Trip>()) == 1)
    trip.name = "Oslo S"
    #expect(trip.hasChanges && context.hasChanges)
    context.insert(Trip(name: "Bergen"))
    context.rollback()
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Oslo S"])
  }

  @Test func relationshipsInsertAndCascade() throws {
    let context = try container().mainContext
    let trip = Trip(name: "Coast")
    trip.stops = [Stop(title: "Ålesund"), Stop(title: "Molde")]
    context.insert(trip)
    #expect(try context.fetch(FetchDescriptor<Stop>(sortBy: [SortDescriptor(\.title)])).map(\.title) == ["Molde", "Ålesund"])
    try context.save()
    context.delete(trip)
    #expect(try context.fetchCount(FetchDescriptor<Stop>()) == 0, "stops use deleteRule: .cascade")
    #expect(trip.isDeleted)
  }

  @Test func descriptorsFilterSortOffsetAndLimit() throws {
    let context = try container().mainContext
    for (n, km) in [("a", 3), ("b", 1), ("c", 2), ("d", 5)] { context.insert(Trip(name: n, kilometres: km)) }
    var d = FetchDescriptor<Trip>(predicate: #Predicate { $0.kilometres > 1 }, sortBy: [SortDescriptor(\.kilometres, order: .reverse)])
    #expect(try context.fetch(d).map(\.name) == ["d", "a", "c"])
    d.fetchOffset = 1
    d.fetchLimit = 1
    #expect(try context.fetch(d).map(\.name) == ["a"])
    #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 4)
    try context.delete(model: Trip.self, where: #Predicate { $0.name == "b" })
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["a", "c", "d"], "insertion order without a sort")
    let ids = try context.fetchIdentifiers(FetchDescriptor<Trip>())
    #expect(ids.map(\.entityName) == ["Trip", "Trip", "Trip"] && Set(ids).count == 3)
  }
}
