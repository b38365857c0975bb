import Foundation
@_exported import CoreLocation

// MapKit's plain geometry: regions in degrees and map points on the Web Mercator square
// (docs/compatibility/frameworks.md, "MapKit"). The placeholder map projects with these.

/// The extent of a region in degrees, as MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees
  public init() { latitudeDelta = 0; longitudeDelta = 0 }
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta; self.longitudeDelta = longitudeDelta
  }
}

/// A rectangle of the globe given by its centre and span, as MapKit's `MKCoordinateRegion`: what
/// a map shows (it widens one span so the region fills the view's shape).
public struct MKCoordinateRegion: Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan
  public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { self.center = center; self.span = span }
  /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `centerCoordinate`.
  public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
              longitudinalMeters: CLLocationDistance) {
    let metersPerDegreeLatitude = 111_132.954
    let metersPerDegreeLongitude = max(1e-9, 111_319.49 * cos(centerCoordinate.latitude * .pi / 180))
    self.init(center: centerCoordinate,
              span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metersPerDegreeLatitude,
                                     longitudeDelta: longitudinalMeters / metersPerDegreeLongitude))
  }
  /// The region a map rectangle covers.
  public init(_ rect: MKMapRect) {
    let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
    let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
    let center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    self.init(center: center, span: MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude,
                                                     longitudeDelta: southEast.longitude - northWest.longitude))
  }
}

/// A point on MapKit's flat Web Mercator map, in map points (the world is 2²⁸ points square), as
/// `MKMapPoint`.
public struct MKMapPoint: Sendable {
  public var x: Double
  public var y: Double
  public init() { x = 0; y = 0 }
  public init(x: Double, y: Double) { self.x = x; self.y = y }
  /// The map point of a coordinate (Web Mercator; latitudes clamped to ±85.0511°).
  public init(_ coordinate: CLLocationCoordinate2D) {
    let unit = WebMercator.unit(coordinate)
    self.init(x: unit.x * MKMapSize.world.width, y: unit.y * MKMapSize.world.height)
  }
  /// The coordinate at this map point.
  public var coordinate: CLLocationCoordinate2D {
    WebMercator.coordinate(x: x / MKMapSize.world.width, y: y / MKMapSize.world.height)
  }
  /// The distance in metres to another point (great circle).
  public func distance(to other: MKMapPoint) -> CLLocationDistance {
    let a = coordinate, b = other.coordinate
    return CLLocation(latitude: a.latitude, longitude: a.longitude)
      .distance(from: CLLocation(latitude: b.latitude, longitude: b.longitude))
  }
}

/// A size in map points, as `MKMapSize`.
public struct MKMapSize: Sendable {
  public var width: Double
  public var height: Double
  public init() { width = 0; height = 0 }
  public init(width: Double, height: Double) { self.width = width; self.height = height }
  /// The whole world: 2²⁸ × 2²⁸ map points.
  public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle in map points, as `MKMapRect`.
public struct MKMapRect: Sendable {
  public var origin: MKMapPoint
  public var size: MKMapSize
  public init() { origin = MKMapPoint(); size = MKMapSize() }
  public init(origin: MKMapPoint, size: MKMapSize) { self.origin = origin; self.size = size }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
  }
  public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
  public func contains(_ point: MKMapPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
  /// The smallest rectangle holding both.
  public func union(_ rect2: MKMapRect) -> MKMapRect {
    if isNull { return rect2 }
    if rect2.isNull { return self }
    let x = min(minX, rect2.minX), y = min(minY, rect2.minY)
    return MKMapRect(x: x, y: y, width: max(maxX, rect2.maxX) - x, height: max(maxY, rect2.maxY) - y)
  }
  /// The rectangle grown by `dx` and `dy` on each side (shrunk when negative).
  public func insetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}

/// Metres per map point at a latitude, as the MapKit function of the same name.
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
  WebMercator.equatorMeters * cos(latitude * .pi / 180) / MKMapSize.world.width
}

/// Map points per metre at a latitude.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
  1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// The Web Mercator projection on the unit square (x east from −180°, y south from +85.0511°),
/// which MapKit's map points and the placeholder map use.
package enum WebMercator {
  /// The equator's length in metres (WGS 84 semi-major axis × 2π).
  package static let equatorMeters = 40_075_016.686
  /// The latitude limit where the square ends.
  package static let maxLatitude = 85.05112878

  package static func unit(_ c: CLLocationCoordinate2D) -> (x: Double, y: Double) {
    let lat = min(max(c.latitude, -maxLatitude), maxLatitude) * .pi / 180
    let x = (c.longitude + 180) / 360
    let y = (1 - log(tan(lat) + 1 / cos(lat)) / .pi) / 2
    return (x, y)
  }

  package static func coordinate(x: Double, y: Double) -> CLLocationCoordinate2D {
    let lon = x * 360 - 180
    let lat = atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
    return CLLocationCoordinate2D(latitude: lat, longitude: lon)
  }
}
