import CoreLocation
import Foundation
import MapKit
import PlumbGraphics
import PlumbTesting
import SwiftUI
import XCTest

/// MapKit's placeholder map (docs/compatibility/frameworks.md, "MapKit"): the Web Mercator
/// projection, markers where it puts them, one warning, and goldens of public code's maps.
private let london = CLLocationCoordinate2D(latitude: 51.507222, longitude: -0.1275)

final class MapKitTests: XCTestCase {
  func testMapPointsAreWebMercatorOnTheWorldSquare() {
    let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
    XCTAssertEqual(origin.x, MKMapSize.world.width / 2, accuracy: 1e-3)
    XCTAssertEqual(origin.y, MKMapSize.world.height / 2, accuracy: 1e-3)
    // 85.0511° N is the square's top edge; a point round-trips to its coordinate.
    XCTAssertEqual(MKMapPoint(CLLocationCoordinate2D(latitude: 85.05112878, longitude: -180)).y, 0, accuracy: 1)
    let back = MKMapPoint(london).coordinate
    XCTAssertEqual(back.latitude, london.latitude, accuracy: 1e-9)
    XCTAssertEqual(back.longitude, london.longitude, accuracy: 1e-9)
    // London to Paris is about 344 km.
    let paris = CLLocation(latitude: 48.8567, longitude: 2.3508)
    XCTAssertEqual(CLLocation(latitude: london.latitude, longitude: london.longitude).distance(from: paris), 343_900, accuracy: 1_500)
  }

  func testARegionFillsTheViewAlongItsTighterSpan() {
    let region = MKCoordinateRegion(center: london, span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
    let viewport = MapViewport(position: .region(region), framed: [], size: CGSize(width: 400, height: 300))
    let center = viewport.point(london)
    XCTAssertEqual(center.x, 200, accuracy: 1e-6)
    XCTAssertEqual(center.y, 150, accuracy: 1e-6)
    // At 51.5° N, 10° of latitude is taller on the Mercator square than 10° of longitude is wide,
    // so the latitude span fills the 300 pt height (its stretched northern half reaching the top
    // edge) and more than 10° of longitude shows across the width.
    let north = viewport.point(CLLocationCoordinate2D(latitude: london.latitude + 5, longitude: london.longitude))
    XCTAssertEqual(north.y, 0, accuracy: 1e-6)
    let south = viewport.point(CLLocationCoordinate2D(latitude: london.latitude - 5, longitude: london.longitude))
    XCTAssertLessThan(south.y, 300)
    XCTAssertGreaterThan(south.y, 280)
    let east = viewport.point(CLLocationCoordinate2D(latitude: london.latitude, longitude: london.longitude + 5))
    XCTAssertLessThan(east.x, 390)
    XCTAssertGreaterThan(east.x, 250)
  }

  func testACameraShowsAboutHalfItsDistanceFromTopToBottom() {
    let camera = MapCamera(centerCoordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0), distance: 1000)
    let viewport = MapViewport(position: .camera(camera), framed: [], size: CGSize(width: 390, height: 844))
    // 30° field of view: 2·tan(15°)·1000 m ≈ 535.9 m over 844 pt.
    XCTAssertEqual(viewport.pointsPerMeter(atLatitude: 0), 844 / 535.898, accuracy: 1e-3)
  }

  func testAutomaticFramesEveryMarkerInsideTheView() {
    let cities = [london, CLLocationCoordinate2D(latitude: 41.9, longitude: 12.5),
                  CLLocationCoordinate2D(latitude: 38.895111, longitude: -77.036667)]
    let viewport = MapViewport(position: .automatic, framed: cities, size: CGSize(width: 390, height: 600))
    for city in cities {
      let p = viewport.point(city)
      XCTAssert((0...390).contains(p.x) && (0...600).contains(p.y), "\(city) at \(p)")
    }
    // A user-location position falls back to its fallback.
    let fallback = MapCameraPosition.userLocation(fallback: .region(MKCoordinateRegion(center: london, latitudinalMeters: 500, longitudinalMeters: 500)))
    XCTAssertEqual(MapViewport(position: fallback, framed: [], size: CGSize(width: 100, height: 100)).point(london).x, 50, accuracy: 1e-6)
  }

  func testAMarkerIsDrawnAtItsProjectedPointWithOneWarning() { onMain {
    let region = MKCoordinateRegion(center: london, span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
    let east = CLLocationCoordinate2D(latitude: london.latitude, longitude: london.longitude + 0.3)
    let map = Map(initialPosition: .region(region)) {
      Marker("Centre", coordinate: london).tint(Color(red: 0, green: 0.8, blue: 0))
      Marker("East", systemImage: "star", coordinate: east).tint(Color(red: 0, green: 0, blue: 0.9))
    }
    let device = Device.custom(width: 300, height: 300, scale: 2)
    let (picture, warnings) = try rendered(map, device: device)
    let point = MapViewport(position: .region(region), framed: [], size: CGSize(width: 300, height: 300)).point(east)
    // The balloon's circle sits just above its point: 28 pt across, on a 6 pt point.
    XCTAssert(near(rgb(picture, 150 + 9, 150 - 18), [0, 204, 0], 30), "\(rgb(picture, 159, 132))")
    XCTAssert(near(rgb(picture, point.x + 9, point.y - 18), [0, 0, 230], 30), "\(rgb(picture, point.x + 9, point.y - 18))")
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssert(warnings.first?.contains("Map is a placeholder") == true)
    // Without a marker the same spot is the land colour.
    let (empty, _) = try rendered(Map(initialPosition: .region(region)), device: device)
    XCTAssert(near(rgb(empty, 159, 132), [242, 239, 233]), "\(rgb(empty, 159, 132))")
  } }

  func testTheiOS14FormPlacesAnnotationsByTheirAnchorAndOverlaysFill() { onMain {
    struct Spot: Identifiable { let id: Int; let coordinate: CLLocationCoordinate2D }
    let region = MKCoordinateRegion(center: london, span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2))
    let spots = [Spot(id: 1, coordinate: london)]
    let legacy = Map(coordinateRegion: .constant(region), annotationItems: spots) { spot in
      MapAnnotation(coordinate: spot.coordinate, anchorPoint: CGPoint(x: 0, y: 0)) {
        Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20)
      }
    }
    let device = Device.custom(width: 200, height: 200, scale: 2)
    let (picture, _) = try rendered(legacy, device: device)
    // Anchored at its top-leading corner: red right of and below the centre, land left of and above it.
    XCTAssert(near(rgb(picture, 110, 110), [255, 0, 0]), "\(rgb(picture, 110, 110))")
    XCTAssertFalse(near(rgb(picture, 90, 90), [255, 0, 0], 60))
    let circle = Map(initialPosition: .region(region)) {
      MapCircle(center: london, radius: 20_000).foregroundStyle(Color(red: 1, green: 0.5, blue: 0))
    }
    let (disc, _) = try rendered(circle, device: device)
    XCTAssert(near(rgb(disc, 100, 100), [255, 128, 0]), "\(rgb(disc, 100, 100))")
    XCTAssertFalse(near(rgb(disc, 10, 10), [255, 128, 0], 60))
  } }

  /// After virgi-septian/SwiftUI-by-Apple-Developer-Documentation, ShowAnnotations.swift: the
  /// iOS 14 map of four capitals with ringed `MapAnnotation`s in a 400×300 frame.
  func testGoldenCapitalsWithAnnotationRings() { onMain {
    assertGolden(of: CapitalsMap(), named: "capitals-annotations", device: .custom(width: 400, height: 300, scale: 2))
  } }

  /// After munsangu/SwiftUI, MapKitSample/View/CustomMapView_iOS17.swift: an iOS 17 `Map(position:)`
  /// with a user annotation, an `Annotation` per place (a symbol over a name card) and the
  /// user-location and compass controls.
  func testGoldenPlacesWithAnnotationsAndControls() { onMain {
    assertGolden(of: PlacesMap(), named: "places-ios17", device: .iPhone14)
  } }

  /// Markers, a route polyline, a polygon and a circle, as apps overlay routes and areas.
  func testGoldenRouteWithOverlays() { onMain {
    assertGolden(of: RouteMap(), named: "route-overlays", device: .custom(width: 390, height: 400, scale: 2))
  } }
}

private struct Capital: Identifiable {
  let id: String
  let coordinate: CLLocationCoordinate2D
}

private struct CapitalsMap: View {
  @State private var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 51.507222, longitude: -0.1275),
                                                 span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
  let capitals = [
    Capital(id: "London", coordinate: CLLocationCoordinate2D(latitude: 51.507222, longitude: -0.1275)),
    Capital(id: "Paris", coordinate: CLLocationCoordinate2D(latitude: 48.8567, longitude: 2.3508)),
    Capital(id: "Amsterdam", coordinate: CLLocationCoordinate2D(latitude: 52.37, longitude: 4.89)),
    Capital(id: "Dublin", coordinate: CLLocationCoordinate2D(latitude: 53.35, longitude: -6.26)),
  ]
  var body: some View {
    Map(coordinateRegion: $region, annotationItems: capitals) {
      MapAnnotation(coordinate: $0.coordinate) {
        Circle().strokeBorder(.red, lineWidth: 4).frame(width: 40, height: 40)
      }
    }
    .frame(width: 400, height: 300)
  }
}

private struct Place: Identifiable {
  let id: Int
  let name: String
  let coordinate: CLLocationCoordinate2D
}

private struct PlacesMap: View {
  @State private var position: MapCameraPosition = .region(MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 37.5665, longitude: 126.978), span: MKCoordinateSpan(latitudeDelta: 0.08, longitudeDelta: 0.08)))
  let places = [
    Place(id: 1, name: "City Hall", coordinate: CLLocationCoordinate2D(latitude: 37.5663, longitude: 126.9779)),
    Place(id: 2, name: "Gyeongbokgung", coordinate: CLLocationCoordinate2D(latitude: 37.5796, longitude: 126.9770)),
    Place(id: 3, name: "Namsan Tower", coordinate: CLLocationCoordinate2D(latitude: 37.5512, longitude: 126.9882)),
  ]
  var body: some View {
    Map(position: $position) {
      UserAnnotation()
      ForEach(places) { place in
        Annotation(place.name, coordinate: place.coordinate) {
          VStack {
            Image(systemName: "mappin.circle.fill").font(.title).foregroundStyle(.red)
            Text(place.name).font(.caption).padding(5).background(Color.white).cornerRadius(5).shadow(radius: 2)
          }
        }
      }
    }
    .mapControls {
      MapUserLocationButton()
      MapCompass()
    }
    .edgesIgnoringSafeArea(.all)
  }
}

private struct RouteMap: View {
  let start = CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)
  let end = CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376)
  var body: some View {
    Map(initialPosition: .automatic) {
      Marker("Start", systemImage: "flag", coordinate: start).tint(.green)
      Marker("Finish", monogram: Text("F"), coordinate: end)
      MapPolyline(coordinates: [start, CLLocationCoordinate2D(latitude: 48.8637, longitude: 2.3135), end])
        .stroke(.blue, lineWidth: 5)
      MapPolygon(coordinates: [CLLocationCoordinate2D(latitude: 48.853, longitude: 2.30),
                               CLLocationCoordinate2D(latitude: 48.853, longitude: 2.32),
                               CLLocationCoordinate2D(latitude: 48.848, longitude: 2.31)])
        .foregroundStyle(.orange.opacity(0.4)).stroke(.orange, lineWidth: 2)
      MapCircle(center: CLLocationCoordinate2D(latitude: 48.866, longitude: 2.29), radius: 400)
        .foregroundStyle(.purple.opacity(0.3))
    }
    .mapStyle(.standard(elevation: .flat))
  }
}
