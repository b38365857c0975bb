import Foundation
import PlumbUI

/// How a map looks, as MapKit's `MapStyle` (iOS 17): standard, imagery or hybrid. The placeholder
/// draws standard in the land colour and imagery/hybrid in a darker green (no imagery is drawn).
public struct MapStyle: Sendable {
  enum Base: Sendable { case standard, imagery, hybrid }
  let base: Base

  /// Elevation rendering, as `MapStyle.Elevation` (always flat here).
  public struct Elevation: Sendable, Equatable {
    let name: String
    public static let automatic = Elevation(name: "automatic")
    public static let flat = Elevation(name: "flat")
    public static let realistic = Elevation(name: "realistic")
  }
  /// How strongly the standard map's colours show, as `MapStyle.StandardEmphasis`.
  public struct StandardEmphasis: Sendable, Equatable {
    let name: String
    public static let automatic = StandardEmphasis(name: "automatic")
    public static let muted = StandardEmphasis(name: "muted")
  }

  public static var standard: MapStyle { MapStyle(base: .standard) }
  public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                              pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
    MapStyle(base: .standard)
  }
  public static var imagery: MapStyle { MapStyle(base: .imagery) }
  public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle(base: .imagery) }
  public static var hybrid: MapStyle { MapStyle(base: .hybrid) }
  public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                            showsTraffic: Bool = false) -> MapStyle {
    MapStyle(base: .hybrid)
  }
}

/// A kind of place, as MapKit's `MKPointOfInterestCategory` (no places are drawn).
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let airport = MKPointOfInterestCategory("MKPOICategoryAirport")
  public static let cafe = MKPointOfInterestCategory("MKPOICategoryCafe")
  public static let restaurant = MKPointOfInterestCategory("MKPOICategoryRestaurant")
  public static let park = MKPointOfInterestCategory("MKPOICategoryPark")
  public static let publicTransport = MKPointOfInterestCategory("MKPOICategoryPublicTransport")
  public static let parking = MKPointOfInterestCategory("MKPOICategoryParking")
  public static let hotel = MKPointOfInterestCategory("MKPOICategoryHotel")
  public static let museum = MKPointOfInterestCategory("MKPOICategoryMuseum")
  public static let store = MKPointOfInterestCategory("MKPOICategoryStore")
  public static let gasStation = MKPointOfInterestCategory("MKPOICategoryGasStation")
}

/// Which places a map labels, as `PointOfInterestCategories` (none are drawn).
public struct PointOfInterestCategories: Sendable {
  public static let all = PointOfInterestCategories()
  public static let excludingAll = PointOfInterestCategories()
  public static func including<C: Sequence>(_ categories: C) -> PointOfInterestCategories
  where C.Element == MKPointOfInterestCategory { PointOfInterestCategories() }
  public static func excluding<C: Sequence>(_ categories: C) -> PointOfInterestCategories
  where C.Element == MKPointOfInterestCategory { PointOfInterestCategories() }
}

/// How often a camera-change action runs, as `MapCameraUpdateFrequency` (never, in a snapshot).
public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }

/// What a camera-change action receives, as `MapCameraUpdateContext`.
public struct MapCameraUpdateContext: Sendable {
  public var camera: MapCamera
  public var region: MKCoordinateRegion
  public var rect: MKMapRect
}

struct MapStyleKey: EnvironmentKey { static let defaultValue = MapStyle.standard }
struct MapControlsKey: EnvironmentKey { static var defaultValue: AnyView? { nil } }

extension EnvironmentValues {
  var mapStyle: MapStyle {
    get { self[MapStyleKey.self] }
    set { self[MapStyleKey.self] = newValue }
  }
  var mapControls: AnyView? {
    get { self[MapControlsKey.self] }
    set { self[MapControlsKey.self] = newValue }
  }
}

extension View {
  /// The look of the maps inside.
  public func mapStyle(_ mapStyle: MapStyle) -> some View { environment(\.mapStyle, mapStyle) }
  /// The controls the maps inside show (drawn at the top trailing corner, as on iOS).
  public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    environment(\.mapControls, AnyView(content()))
  }
  /// Whether a map control shows (accepted; controls show as `mapControls` lists them).
  public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
  /// Runs when the camera moves: never, in a snapshot.
  public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }
  /// Runs when the camera moves: never, in a snapshot.
  public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }
  /// Ties a map to controls outside it by a namespace (controls draw where they are placed).
  public func mapScope(_ scope: Namespace.ID) -> some View { self }
}

/// Reads a map's proxy, as MapKit's `MapReader`; the proxy converts between points and coordinates.
public struct MapReader<Content: View>: View {
  let content: (MapProxy) -> Content
  public init(@ViewBuilder _ content: @escaping (MapProxy) -> Content) { self.content = content }
  public var body: some View { content(MapProxy()) }
}

/// Converts between a map's points and coordinates, as `MapProxy`. A snapshot's proxy is used only
/// in gesture handlers, which never run: both conversions return nil.
public struct MapProxy {
  public func convert(_ coordinate: CLLocationCoordinate2D, to space: some CoordinateSpaceProtocol) -> CGPoint? { nil }
  public func convert(_ point: CGPoint, from space: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? { nil }
  public var camera: MapCamera? { nil }
  public var region: MKCoordinateRegion? { nil }
}
