import Foundation

/// A measured position, as Core Location's `CLLocation`: a coordinate with altitude, accuracy and
/// time, and the great-circle distance to another location.
open class CLLocation: NSObject, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let altitude: CLLocationDistance
  public let horizontalAccuracy: CLLocationAccuracy
  public let verticalAccuracy: CLLocationAccuracy
  public let course: CLLocationDirection
  public let speed: CLLocationSpeed
  public let timestamp: Date

  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
              horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
  }

  public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                          horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                          timestamp: Date) {
    self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
              course: -1, speed: -1, timestamp: timestamp)
  }

  public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
              horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
              course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
    self.coordinate = coordinate; self.altitude = altitude
    horizontalAccuracy = hAccuracy; verticalAccuracy = vAccuracy
    self.course = course; self.speed = speed; self.timestamp = timestamp
    super.init()
  }

  /// The great-circle distance in metres (haversine on a sphere of the WGS 84 mean radius).
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let r = 6_371_008.8, rad = Double.pi / 180
    let lat1 = coordinate.latitude * rad, lat2 = location.coordinate.latitude * rad
    let dLat = lat2 - lat1, dLon = (location.coordinate.longitude - coordinate.longitude) * rad
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * r * atan2(a.squareRoot(), (1 - a).squareRoot())
  }
}

/// An address for a coordinate, as Core Location's `CLPlacemark` (here only what was given).
open class CLPlacemark: NSObject, @unchecked Sendable {
  open var location: CLLocation?
  open var name: String?
  open var thoroughfare: String?
  open var subThoroughfare: String?
  open var locality: String?
  open var subLocality: String?
  open var administrativeArea: String?
  open var postalCode: String?
  open var country: String?
  open var isoCountryCode: String?
  public init(placemark: CLPlacemark) {
    location = placemark.location; name = placemark.name; thoroughfare = placemark.thoroughfare
    subThoroughfare = placemark.subThoroughfare; locality = placemark.locality; subLocality = placemark.subLocality
    administrativeArea = placemark.administrativeArea; postalCode = placemark.postalCode
    country = placemark.country; isoCountryCode = placemark.isoCountryCode
    super.init()
  }
  /// A placemark at a location (Plumbline's own entry point; MapKit's `MKPlacemark` uses it).
  package init(location: CLLocation?, name: String? = nil) {
    self.location = location; self.name = name
    super.init()
  }
}
