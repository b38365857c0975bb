import Foundation

/// What the user allowed, as Core Location's `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined = 0, restricted = 1, denied = 2, authorizedAlways = 3, authorizedWhenInUse = 4
}

/// How precise locations may be, as `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy = 0, reducedAccuracy = 1 }

/// The manager's delegate, as `CLLocationManagerDelegate`: every method is optional (defaults do
/// nothing), and none is ever called, as no location is measured on Linux.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// The object apps start location updates with, as Core Location's `CLLocationManager`: so that
/// view models holding one compile and construct. Authorisation stays `.notDetermined`, `location`
/// stays nil and no delegate method is called (a snapshot has no user location).
open class CLLocationManager: NSObject {
  open weak var delegate: (any CLLocationManagerDelegate)?
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  open var allowsBackgroundLocationUpdates = false
  open var pausesLocationUpdatesAutomatically = true
  open var showsBackgroundLocationIndicator = false
  open var activityType: CLActivityType = .other
  /// Always nil: no location is measured.
  open var location: CLLocation? { nil }
  open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
  open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
  open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
  open class func locationServicesEnabled() -> Bool { false }
  open class func headingAvailable() -> Bool { false }

  public override init() { super.init() }

  open func requestWhenInUseAuthorization() {}
  open func requestAlwaysAuthorization() {}
  open func startUpdatingLocation() {}
  open func stopUpdatingLocation() {}
  open func requestLocation() {}
  open func startUpdatingHeading() {}
  open func stopUpdatingHeading() {}
  open func startMonitoringSignificantLocationChanges() {}
  open func stopMonitoringSignificantLocationChanges() {}
}

/// What the user is doing, as `CLActivityType` (a hint for power use).
public enum CLActivityType: Int, Sendable {
  case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}
