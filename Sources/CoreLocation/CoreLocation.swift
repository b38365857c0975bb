// `import CoreLocation` on Linux: the coordinate and location types views and view models hold
// (docs/compatibility/frameworks.md, "CoreLocation"). Plain values; no location is ever measured.
@_exported import Foundation

/// Degrees of latitude or longitude, as Core Location's `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
/// A distance in metres, as `CLLocationDistance`.
public typealias CLLocationDistance = Double
/// An accuracy in metres, as `CLLocationAccuracy`.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second, as `CLLocationSpeed`.
public typealias CLLocationSpeed = Double
/// A course in degrees from north, as `CLLocationDirection`.
public typealias CLLocationDirection = Double

/// A point on the globe in WGS 84 degrees, as Core Location's `CLLocationCoordinate2D`: the value
/// maps, markers and regions are placed with.
public struct CLLocationCoordinate2D: Sendable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees
  public init() { latitude = 0; longitude = 0 }
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude; self.longitude = longitude
  }
}

/// The coordinate Core Location uses for "no coordinate".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether a coordinate lies within ±90° latitude and ±180° longitude.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
  (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// Makes a coordinate, as the C function of the same name.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Distances that mean "as good as can be", as Core Location's accuracy constants.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// "Any change", for `distanceFilter`.
public let kCLDistanceFilterNone: CLLocationDistance = -1
