import Foundation
import PlumbUI

// The iOS 17 map contents (docs/compatibility/frameworks.md, "MapKit"): each lists one feature
// that the placeholder map draws where the projection puts its coordinate.

/// A balloon marker with a glyph and a title, as MapKit's `Marker` (iOS 17).
nonisolated public struct Marker<Label: View>: MapContent, PrimitiveMapContent {
  let feature: _PlumbMapFeature
  init(_ coordinate: CLLocationCoordinate2D, _ glyph: _PlumbMapFeature.Glyph, _ title: Text?) {
    feature = _PlumbMapFeature(.marker(coordinate, glyph, title: title))
  }
  public func _plumbFeatures() -> [_PlumbMapFeature] { [feature] }
}

extension Marker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate, .symbol("mappin"), Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate, .symbol("mappin"), Text(title))
  }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate, .symbol(systemImage), Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate, .symbol(systemImage), Text(title))
  }
  public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate, .image(image), Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate, .image(image), Text(title))
  }
  public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate, .monogram(monogram), Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.init(coordinate, .monogram(monogram), Text(title))
  }
  /// A marker for a map item, titled with its name.
  public init(item: MKMapItem) {
    self.init(item.placemark.coordinate, .symbol("mappin"), item.name.map { Text($0) })
  }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, item: MKMapItem) {
    self.init(item.placemark.coordinate, .symbol(systemImage), Text(titleKey))
  }
}

extension Marker where Label == EmptyView {
  /// A marker without a title.
  public init(coordinate: CLLocationCoordinate2D) { self.init(coordinate, .symbol("mappin"), nil) }
}

extension Marker {
  /// A marker whose title and glyph come from a label view (its first text is not extracted: the
  /// label is drawn below the balloon).
  public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
    self.init(coordinate, .label(AnyView(label())), nil)
  }
}

/// A view pinned to a coordinate, with a title below, as MapKit's `Annotation` (iOS 17).
nonisolated public struct Annotation<Label: View, Content: View>: MapContent, PrimitiveMapContent {
  let feature: _PlumbMapFeature
  public func _plumbFeatures() -> [_PlumbMapFeature] { [feature] }
}

extension Annotation where Label == Text {
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
              @ViewBuilder content: () -> Content) {
    feature = _PlumbMapFeature(.annotation(coordinate, AnyView(content()), anchor: anchor, title: Text(titleKey)))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                                 @ViewBuilder content: () -> Content) {
    feature = _PlumbMapFeature(.annotation(coordinate, AnyView(content()), anchor: anchor, title: Text(title)))
  }
  /// An annotation for a map item, titled with its name.
  public init(item: MKMapItem, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {
    feature = _PlumbMapFeature(.annotation(item.placemark.coordinate, AnyView(content()), anchor: anchor,
                                     title: item.name.map { Text($0) }))
  }
}

extension Annotation {
  public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content,
              @ViewBuilder label: () -> Label) {
    var feature = _PlumbMapFeature(.annotation(coordinate, AnyView(content()), anchor: anchor, title: nil))
    feature.labelView = AnyView(label())
    self.feature = feature
  }
}

/// The user's location, as `UserAnnotation`: a snapshot has none, so nothing is drawn (the map's
/// warning says so).
nonisolated public struct UserAnnotation<Content: View>: MapContent, PrimitiveMapContent {
  public func _plumbFeatures() -> [_PlumbMapFeature] { [_PlumbMapFeature(.user)] }
}

extension UserAnnotation where Content == EmptyView {
  public init(anchor: UnitPoint = .center) {}
}

extension UserAnnotation {
  public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping (UserLocation) -> Content) {}
}

/// The user's location as `UserAnnotation`'s content receives it (never, in a snapshot).
nonisolated public struct UserLocation {
  public var location: CLLocation?
  public var heading: Double?
}

/// A line through coordinates, as MapKit's `MapPolyline` (iOS 17).
nonisolated public struct MapPolyline: MapContent, PrimitiveMapContent {
  let coordinates: [CLLocationCoordinate2D]
  public init(coordinates: [CLLocationCoordinate2D], contourStyle: MapPolylineContourStyle = .straight) {
    self.coordinates = coordinates
  }
  public init(points: [MKMapPoint], contourStyle: MapPolylineContourStyle = .straight) {
    coordinates = points.map(\.coordinate)
  }
  public init(_ polyline: MKPolyline) { coordinates = polyline.coordinates }
  public func _plumbFeatures() -> [_PlumbMapFeature] { [_PlumbMapFeature(.polyline(coordinates))] }
}

/// A closed shape over coordinates, as MapKit's `MapPolygon` (iOS 17).
nonisolated public struct MapPolygon: MapContent, PrimitiveMapContent {
  let coordinates: [CLLocationCoordinate2D]
  public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
  public init(points: [MKMapPoint]) { coordinates = points.map(\.coordinate) }
  public func _plumbFeatures() -> [_PlumbMapFeature] { [_PlumbMapFeature(.polygon(coordinates))] }
}

/// A circle of a radius in metres, as MapKit's `MapCircle` (iOS 17).
nonisolated public struct MapCircle: MapContent, PrimitiveMapContent {
  let center: CLLocationCoordinate2D
  let radius: CLLocationDistance
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) { self.center = center; self.radius = radius }
  public func _plumbFeatures() -> [_PlumbMapFeature] { [_PlumbMapFeature(.circle(center, radius: radius))] }
}
