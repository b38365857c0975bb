import Foundation
import SwiftData
import Testing

@Model final class Trip {
  var name: String
  var destination: String = "Nowhere"
  var kilometres: Int
  var startDate: Date?
  @Transient var scratch = 0
  @Attribute(.unique) var code: String = ""
  @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
  var summary: String { "\(name) to \(destination)" }
  static let unit = "km"

  init(name: String, destination: String = "Nowhere", kilometres: Int = 0) {
    self.name = name
    self.destination = destination
    self.kilometres = kilometres
  }
}

@Model final class Stop {
  var title: String
  var trip: Trip?
  init(title: String, trip: Trip? = nil) { self.title = title; self.trip = trip }
}

@Suite struct ModelMacroTests {
  @Test func theSchemaListsThePersistedPropertiesInOrder() {
    #expect(Trip.schemaMetadata.map(\.name) == ["name", "destination", "kilometres", "startDate", "code", "stops"])
    #expect((Trip.schemaMetadata[4].metadata as? Schema.Attribute)?.isUnique == true)
    #expect((Trip.schemaMetadata[5].metadata as? Schema.Relationship)?.deleteRule == .cascade)
    #expect(Stop.schemaMetadata.map(\.name) == ["title", "trip"])
  }

  @Test func propertiesAreObserved() {
    let trip = Trip(name: "Oslo")
    let changed = Flag()
    withObservationTracking { _ = trip.name } onChange: { changed.set() }
    trip.destination = "Bergen"
    #expect(!changed.isSet)
    trip.name = "Oslo S"
    #expect(changed.isSet)
    // A transient property is a plain stored one.
    let transientChanged = Flag()
    withObservationTracking { _ = trip.scratch } onChange: { transientChanged.set() }
    trip.scratch = 3
    #expect(!transientChanged.isSet)
  }
}

/// Set once by an observation callback (which may run on any thread).
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
