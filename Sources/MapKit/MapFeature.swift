import Foundation
import PlumbUI

/// One thing placed on the placeholder map: a point (marker, annotation, pin, the user) or an
/// overlay (line, polygon, circle), with the styles its modifiers gave it. Plumbline's own type,
/// public only because `MapContent` lists its features through it. Unchecked Sendable: an
/// immutable value built and read on the main actor while a map resolves.
public struct _PlumbMapFeature: @unchecked Sendable {
  enum Glyph { case symbol(String), image(String), monogram(Text), label(AnyView) }
  enum Kind {
    /// A balloon marker (`Marker`, `MapMarker`) with its glyph and title.
    case marker(CLLocationCoordinate2D, Glyph, title: Text?)
    /// A view pinned at `anchor` (`Annotation`, `MapAnnotation`).
    case annotation(CLLocationCoordinate2D, AnyView, anchor: UnitPoint, title: Text?)
    /// The iOS 14 pin (`MapPin`).
    case pin(CLLocationCoordinate2D)
    /// The user's location (`UserAnnotation`): none in a snapshot, so not drawn.
    case user
    case polyline([CLLocationCoordinate2D])
    case polygon([CLLocationCoordinate2D])
    case circle(CLLocationCoordinate2D, radius: CLLocationDistance)
  }
  var kind: Kind
  var tint: Color?
  var stroke: AnyShapeStyle?
  var strokeStyle: StrokeStyle?
  var fill: AnyShapeStyle?
  var titleVisibility: Visibility = .automatic
  /// A label view drawn below an annotation instead of a title (`Annotation(coordinate:content:label:)`).
  var labelView: AnyView?

  init(_ kind: Kind) { self.kind = kind }

  /// The coordinates `.automatic` frames (a circle by its north, south, east and west points).
  var framedCoordinates: [CLLocationCoordinate2D] {
    switch kind {
    case .marker(let c, _, _), .annotation(let c, _, _, _), .pin(let c): [c]
    case .user: []
    case .polyline(let cs), .polygon(let cs): cs
    case .circle(let c, let r):
      {
        let region = MKCoordinateRegion(center: c, latitudinalMeters: 2 * r, longitudinalMeters: 2 * r)
        let dLat = region.span.latitudeDelta / 2, dLon = region.span.longitudeDelta / 2
        return [CLLocationCoordinate2D(latitude: c.latitude - dLat, longitude: c.longitude - dLon),
                CLLocationCoordinate2D(latitude: c.latitude + dLat, longitude: c.longitude + dLon)]
      }()
    }
  }

  var isOverlay: Bool {
    switch kind { case .polyline, .polygon, .circle: true; default: false }
  }
}
