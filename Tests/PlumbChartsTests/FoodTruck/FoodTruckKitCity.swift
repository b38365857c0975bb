import Foundation

/// The one FoodTruckKit type the food truck sample's sales chart reads: a city with an id and a name.
struct City: Identifiable, Hashable {
  var id: String
  var name: String
}
