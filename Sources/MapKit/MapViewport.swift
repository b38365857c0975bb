import Foundation

/// What part of the Web Mercator square a map of a given size shows: its centre (unit square) and
/// scale (points per unit), from a camera position as MapKit frames it (docs/compatibility/
/// frameworks.md, "MapKit: the projection"). North up, flat: heading and pitch are not drawn.
package struct MapViewport: Equatable, Sendable {
  package var centerX: Double
  package var centerY: Double
  /// Points per unit of the Web Mercator square (the world's width in points).
  package var scale: Double
  package var size: CGSize

  /// The vertical field of view assumed for a `MapCamera`'s distance (an estimate: MapKit does not
  /// document it), so that a camera `d` metres away shows about 0.54·d metres from top to bottom.
  package static let cameraFieldOfView = 30.0
  /// The camera distance `.item(_:)` and a single framed point use (an estimate).
  package static let defaultDistance = 1000.0

  /// The viewport of `position` for a map of `size` holding `framed` coordinates (for `.automatic`).
  package init(position: MapCameraPosition, framed: [CLLocationCoordinate2D], size: CGSize) {
    self.size = size
    let w = max(Double(size.width), 1), h = max(Double(size.height), 1)
    switch position.kind {
    case .region(let region):
      self = MapViewport(region: region, size: size)
    case .rect(let rect):
      let world = MKMapSize.world.width
      self = MapViewport(cx: rect.midX / world, cy: rect.midY / world,
                         scale: min(w / max(rect.width / world, 1e-12), h / max(rect.height / world, 1e-12)), size: size)
    case .camera(let camera):
      self = MapViewport(center: camera.centerCoordinate, distance: camera.distance, size: size)
    case .item(let item):
      self = MapViewport(center: item.placemark.coordinate, distance: Self.defaultDistance, size: size)
    case .userLocation(_, let fallback):
      self = MapViewport(position: fallback.position, framed: framed, size: size)
    case .automatic:
      self = MapViewport(framing: framed, size: size)
    }
  }

  init(cx: Double, cy: Double, scale: Double, size: CGSize) {
    centerX = cx; centerY = cy; self.scale = scale; self.size = size
  }

  /// A region fitted inside the view (the span that is relatively smaller grows to fill it).
  init(region: MKCoordinateRegion, size: CGSize) {
    let w = max(Double(size.width), 1), h = max(Double(size.height), 1)
    let c = WebMercator.unit(region.center)
    let north = WebMercator.unit(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2,
                                                        longitude: region.center.longitude))
    let south = WebMercator.unit(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2,
                                                        longitude: region.center.longitude))
    // Mercator stretches the northern half more than the southern (north of the equator): the
    // larger half decides, so the whole region shows with its centre at the view's centre.
    let spanX = max(region.span.longitudeDelta / 360, 1e-12), spanY = max(2 * max(c.y - north.y, south.y - c.y), 1e-12)
    self.init(cx: c.x, cy: c.y, scale: min(w / spanX, h / spanY), size: size)
  }

  /// A camera `distance` metres above `center`, looking straight down.
  init(center: CLLocationCoordinate2D, distance: Double, size: CGSize) {
    let h = max(Double(size.height), 1)
    let visibleMeters = max(distance, 1) * 2 * tan(Self.cameraFieldOfView / 2 * .pi / 180)
    let metersPerUnit = WebMercator.equatorMeters * max(cos(center.latitude * .pi / 180), 1e-6)
    let c = WebMercator.unit(center)
    self.init(cx: c.x, cy: c.y, scale: h / (visibleMeters / metersPerUnit), size: size)
  }

  /// Frames every coordinate with a margin (the whole world when there is none; a single point at
  /// the default distance).
  init(framing coordinates: [CLLocationCoordinate2D], size: CGSize) {
    let w = max(Double(size.width), 1), h = max(Double(size.height), 1)
    let points = coordinates.filter(CLLocationCoordinate2DIsValid).map(WebMercator.unit)
    guard let first = points.first else {
      self.init(cx: 0.5, cy: 0.5, scale: min(w, h), size: size)
      return
    }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for p in points { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
    if maxX - minX < 1e-9 && maxY - minY < 1e-9 {
      self.init(center: coordinates.first { CLLocationCoordinate2DIsValid($0) }!, distance: Self.defaultDistance, size: size)
      return
    }
    // A margin of a fifth of the view on each side, so markers near the edge stay inside.
    let scale = min(w * 0.6 / max(maxX - minX, 1e-12), h * 0.6 / max(maxY - minY, 1e-12))
    self.init(cx: (minX + maxX) / 2, cy: (minY + maxY) / 2, scale: scale, size: size)
  }

  /// Where a coordinate lands in the view, in points from its top-leading corner (longitude taken
  /// the short way round, so a map across the antimeridian still places it).
  package func point(_ c: CLLocationCoordinate2D) -> CGPoint {
    let u = WebMercator.unit(c)
    var dx = u.x - centerX
    if dx > 0.5 { dx -= 1 } else if dx < -0.5 { dx += 1 }
    return CGPoint(x: Double(size.width) / 2 + dx * scale, y: Double(size.height) / 2 + (u.y - centerY) * scale)
  }

  /// The coordinate at a point of the view.
  package func coordinate(at p: CGPoint) -> CLLocationCoordinate2D {
    WebMercator.coordinate(x: centerX + (Double(p.x) - Double(size.width) / 2) / scale,
                           y: centerY + (Double(p.y) - Double(size.height) / 2) / scale)
  }

  /// Points per metre at a latitude.
  package func pointsPerMeter(atLatitude latitude: Double) -> Double {
    scale / (WebMercator.equatorMeters * max(cos(latitude * .pi / 180), 1e-6))
  }

  /// The coordinate at the view's centre.
  package var center: CLLocationCoordinate2D { WebMercator.coordinate(x: centerX, y: centerY) }

  /// A 1-2-5 step in degrees giving about four to eight grid lines across `span` degrees.
  package static func gridStep(forSpan span: Double) -> Double {
    guard span > 0, span.isFinite else { return 10 }
    let rough = span / 5
    let magnitude = pow(10, floor(log10(rough)))
    for m in [1.0, 2, 5, 10] where m * magnitude >= rough { return m * magnitude }
    return 10 * magnitude
  }
}
