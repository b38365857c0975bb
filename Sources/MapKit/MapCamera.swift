import Foundation

/// Where a map's camera is, as MapKit's `MapCamera` (iOS 17): a centre, a distance from it in
/// metres, a heading and a pitch.
public struct MapCamera: Equatable, Sendable {
  public var centerCoordinate: CLLocationCoordinate2D
  public var distance: CLLocationDistance
  public var heading: CLLocationDirection
  public var pitch: Double
  public init(centerCoordinate: CLLocationCoordinate2D, distance: CLLocationDistance, heading: CLLocationDirection = 0,
              pitch: Double = 0) {
    self.centerCoordinate = centerCoordinate; self.distance = distance; self.heading = heading; self.pitch = pitch
  }
  public static func == (a: MapCamera, b: MapCamera) -> Bool {
    a.centerCoordinate.latitude == b.centerCoordinate.latitude && a.centerCoordinate.longitude == b.centerCoordinate.longitude
      && a.distance == b.distance && a.heading == b.heading && a.pitch == b.pitch
  }
}

/// How a map's camera is chosen, as MapKit's `MapCameraPosition` (iOS 17).
public struct MapCameraPosition: Equatable, Sendable {
  enum Kind: Sendable {
    case automatic
    case region(MKCoordinateRegion)
    case rect(MKMapRect)
    case camera(MapCamera)
    case item(MKMapItem)
    case userLocation(followsHeading: Bool, fallback: Box)
  }
  /// The fallback of `.userLocation` (a class, so the enum can hold a position).
  final class Box: @unchecked Sendable {
    let position: MapCameraPosition
    init(_ position: MapCameraPosition) { self.position = position }
  }
  let kind: Kind

  /// Frames everything on the map (or the whole world when the map holds nothing).
  public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
  public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }
  public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
  public static func item(_ mapItem: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
    MapCameraPosition(kind: .item(mapItem))
  }
  /// The user's location, which a snapshot does not have: the map shows `fallback`.
  public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
    MapCameraPosition(kind: .userLocation(followsHeading: followsHeading, fallback: Box(fallback)))
  }

  public var region: MKCoordinateRegion? { if case .region(let r) = kind { r } else { nil } }
  public var rect: MKMapRect? { if case .rect(let r) = kind { r } else { nil } }
  public var camera: MapCamera? { if case .camera(let c) = kind { c } else { nil } }
  public var item: MKMapItem? { if case .item(let i) = kind { i } else { nil } }
  public var fallbackPosition: MapCameraPosition? {
    if case .userLocation(_, let box) = kind { box.position } else { nil }
  }
  public var followsUserLocation: Bool { if case .userLocation = kind { true } else { false } }
  public var followsUserHeading: Bool { if case .userLocation(let heading, _) = kind { heading } else { false } }
  /// Whether the user moved the camera: never, in a snapshot.
  public var positionedByUser: Bool { false }

  public static func == (a: MapCameraPosition, b: MapCameraPosition) -> Bool {
    switch (a.kind, b.kind) {
    case (.automatic, .automatic): true
    case (.region(let x), .region(let y)):
      x.center.latitude == y.center.latitude && x.center.longitude == y.center.longitude
        && x.span.latitudeDelta == y.span.latitudeDelta && x.span.longitudeDelta == y.span.longitudeDelta
    case (.rect(let x), .rect(let y)):
      x.origin.x == y.origin.x && x.origin.y == y.origin.y && x.size.width == y.size.width && x.size.height == y.size.height
    case (.camera(let x), .camera(let y)): x == y
    case (.item(let x), .item(let y)): x === y
    case (.userLocation(let h1, let f1), .userLocation(let h2, let f2)): h1 == h2 && f1.position == f2.position
    default: false
    }
  }
}

/// Limits on where the camera may go, as `MapCameraBounds` (a snapshot never moves the camera, so
/// only a distance outside them changes the picture: it is clamped).
public struct MapCameraBounds: Sendable {
  let minimumDistance: Double?
  let maximumDistance: Double?
  public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
    self.minimumDistance = minimumDistance; self.maximumDistance = maximumDistance
  }
  public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
    self.minimumDistance = minimumDistance; self.maximumDistance = maximumDistance
  }
  public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
    self.minimumDistance = minimumDistance; self.maximumDistance = maximumDistance
  }
}

/// The gestures a map answers, as `MapInteractionModes` (no gesture happens in a snapshot).
public struct MapInteractionModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let pan = MapInteractionModes(rawValue: 1)
  public static let zoom = MapInteractionModes(rawValue: 2)
  public static let rotate = MapInteractionModes(rawValue: 4)
  public static let pitch = MapInteractionModes(rawValue: 8)
  public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether the iOS 14 map follows the user, as `MapUserTrackingMode` (never, in a snapshot).
public enum MapUserTrackingMode: Hashable, Sendable { case follow, none }
