import Foundation

/// A placemark at a coordinate, as MapKit's `MKPlacemark` (a `CLPlacemark` that also serves as an
/// annotation).
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
  }
  public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
    self.init(coordinate: coordinate)
  }
  public override init(placemark: CLPlacemark) {
    coordinate = placemark.location?.coordinate ?? CLLocationCoordinate2D()
    super.init(placemark: placemark)
  }
  open var title: String? { name }
  open var subtitle: String? { nil }
}

/// A place on the map with a name, as MapKit's `MKMapItem`: what `Marker(item:)` and
/// `MapCameraPosition.item(_:)` show.
open class MKMapItem: NSObject, @unchecked Sendable {
  open var placemark: MKPlacemark
  open var name: String?
  open var phoneNumber: String?
  open var url: URL?
  open var timeZone: TimeZone?
  open var isCurrentLocation: Bool
  public init(placemark: MKPlacemark) {
    self.placemark = placemark; isCurrentLocation = false
    super.init()
  }
  public override convenience init() { self.init(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }
  /// The user's location: here one at 0°, 0° flagged `isCurrentLocation` (none is measured).
  open class func forCurrentLocation() -> MKMapItem {
    let item = MKMapItem()
    item.isCurrentLocation = true
    return item
  }
  /// Opening Maps is not possible in a snapshot: returns false.
  @discardableResult
  open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
  /// Opening Maps is not possible in a snapshot: returns false.
  @discardableResult
  open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// Launch-option keys for `openInMaps(launchOptions:)` (accepted, never used).
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"

/// Something with a place on a map, as MapKit's `MKAnnotation` (title and subtitle are optional
/// there; here they default to nil).
public protocol MKAnnotation: NSObjectProtocol {
  var coordinate: CLLocationCoordinate2D { get }
  var title: String? { get }
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// An annotation that is only a point with a title, as `MKPointAnnotation`.
open class MKPointAnnotation: NSObject, MKAnnotation {
  open var coordinate: CLLocationCoordinate2D
  open var title: String?
  open var subtitle: String?
  public override init() { coordinate = CLLocationCoordinate2D(); super.init() }
  public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate; super.init() }
  public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
    self.init(coordinate: coordinate)
    self.title = title; self.subtitle = subtitle
  }
}

/// The level overlays draw at, as `MKOverlayLevel`.
public enum MKOverlayLevel: Int, Sendable { case aboveRoads = 0, aboveLabels = 1 }

/// How a polyline follows the globe, as MapKit's `MKPolyline` contour styles for `MapPolyline`.
public struct MapPolylineContourStyle: Sendable, Equatable {
  let geodesic: Bool
  /// Straight lines on the flat map.
  public static let straight = MapPolylineContourStyle(geodesic: false)
  /// Great-circle arcs (drawn straight here: the difference shows only over long distances).
  public static let geodesic = MapPolylineContourStyle(geodesic: true)
}

/// A line through coordinates, as MapKit's `MKPolyline` (for `MapPolyline(_:)`).
open class MKPolyline: NSObject, @unchecked Sendable {
  public let coordinates: [CLLocationCoordinate2D]
  public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: count))
    super.init()
  }
  open var pointCount: Int { coordinates.count }
}
