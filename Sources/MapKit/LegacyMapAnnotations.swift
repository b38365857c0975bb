import Foundation
import PlumbUI

// The iOS 14 map's annotations (`Map(coordinateRegion:annotationItems:annotationContent:)`),
// deprecated in iOS 17 but common in shipping code (docs/compatibility/frameworks.md, "MapKit").

/// What the iOS 14 map's `annotationContent` returns, as MapKit's `MapAnnotationProtocol`.
public protocol MapAnnotationProtocol {
  /// The feature the placeholder map draws (Plumbline's own).
  func _plumbFeature() -> _PlumbMapFeature
}

/// A balloon marker without a title, as the iOS 14 `MapMarker`.
nonisolated public struct MapMarker: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate; self.tint = tint }
  public func _plumbFeature() -> _PlumbMapFeature {
    var f = _PlumbMapFeature(.marker(coordinate, .symbol("mappin"), title: nil))
    f.tint = tint
    return f
  }
}

/// A pin, as the iOS 14 `MapPin`.
nonisolated public struct MapPin: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate; self.tint = tint }
  public func _plumbFeature() -> _PlumbMapFeature {
    var f = _PlumbMapFeature(.pin(coordinate))
    f.tint = tint
    return f
  }
}

/// A view pinned to a coordinate at `anchorPoint` (a unit point; the centre by default), as the
/// iOS 14 `MapAnnotation`.
nonisolated public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let anchorPoint: CGPoint
  let content: AnyView
  public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
              @ViewBuilder content: () -> Content) {
    self.coordinate = coordinate; self.anchorPoint = anchorPoint; self.content = AnyView(content())
  }
  public func _plumbFeature() -> _PlumbMapFeature {
    _PlumbMapFeature(.annotation(coordinate, content, anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y), title: nil))
  }
}
