import Foundation
import PlumbUI

/// The picture of a `Map`: land colour, a latitude/longitude grid, overlays, then markers and
/// annotations at their projected points, the `mapControls` at the top trailing corner and a
/// "Map placeholder" label where iOS puts the Maps logo (docs/compatibility/frameworks.md, "MapKit").
public struct _MapPlaceholder: View {
  let position: MapCameraPosition
  let features: [_PlumbMapFeature]
  let showsUserLocation: Bool
  @Environment(\.mapStyle) private var style
  @Environment(\.mapControls) private var controls
  @Environment(\.colorScheme) private var colorScheme

  public var body: some View {
    GeometryReader { geometry in
      let viewport = MapViewport(position: position, framed: features.flatMap(\.framedCoordinates), size: geometry.size)
      let points = MapPointViews(features: features, viewport: viewport)
      ZStack(alignment: .topLeading) {
        Canvas { context, _ in drawBase(context, viewport) }
        MapPointsLayout(rules: points.rules) {
          ForEach(points.views.indices, id: \.self) { points.views[$0] }
        }
      }
    }
    .overlay(alignment: .topTrailing) {
      if let controls { VStack(spacing: 8) { controls }.padding(8) }
    }
    .overlay(alignment: .bottomLeading) { badge.padding(8) }
    .clipped()
    .warnOnce(key: "MapKit.Map", message: warning)
  }

  private var badge: some View {
    Text("Map placeholder")
      .font(.system(size: 11, weight: .semibold))
      .foregroundStyle(Color(white: 0.25))
      .padding(.horizontal, 6).padding(.vertical, 3)
      .background(Capsule().fill(Color.white.opacity(0.85)))
  }

  private var warning: String {
    var left = ["map tiles (roads, labels, terrain)"]
    switch style.base {
    case .standard: break
    case .imagery, .hybrid: left.append("satellite imagery")
    }
    if showsUserLocation || features.contains(where: { if case .user = $0.kind { true } else { false } })
      || position.followsUserLocation { left.append("the user's location (there is none)") }
    if let camera = position.camera ?? position.fallbackPosition?.camera, camera.heading != 0 || camera.pitch != 0 {
      left.append("the camera's heading and pitch (drawn north up, flat)")
    }
    return "Map is a placeholder: a land colour and a latitude/longitude grid with its markers, annotations and "
      + "overlays where the Web Mercator projection puts them; not drawn: " + left.joined(separator: ", ")
  }

  private var colors: (land: Color, grid: Color) {
    switch (style.base, colorScheme) {
    case (.imagery, _), (.hybrid, _): (Color(red: 0.33, green: 0.40, blue: 0.32), Color(red: 0.42, green: 0.49, blue: 0.41))
    case (.standard, .dark): (Color(red: 0.17, green: 0.18, blue: 0.19), Color(red: 0.26, green: 0.27, blue: 0.28))
    default: (Color(red: 0.949, green: 0.937, blue: 0.914), Color(red: 0.86, green: 0.84, blue: 0.80))
    }
  }

  private func drawBase(_ context: GraphicsContext, _ viewport: MapViewport) {
    let size = viewport.size
    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(colors.land))
    // The grid: meridians and parallels at a 1-2-5 step of degrees.
    let northWest = viewport.coordinate(at: .zero), southEast = viewport.coordinate(at: CGPoint(x: size.width, y: size.height))
    let lonSpan = max(southEast.longitude - northWest.longitude, 1e-9), latSpan = max(northWest.latitude - southEast.latitude, 1e-9)
    let step = MapViewport.gridStep(forSpan: min(lonSpan, latSpan) > 0 ? max(min(lonSpan, latSpan), 1e-9) : 10)
    var grid = Path()
    if lonSpan / step < 200 {
      var lon = (northWest.longitude / step).rounded(.up) * step
      while lon <= southEast.longitude {
        let x = viewport.point(CLLocationCoordinate2D(latitude: viewport.center.latitude, longitude: lon)).x
        grid.move(to: CGPoint(x: x, y: 0)); grid.addLine(to: CGPoint(x: x, y: size.height))
        lon += step
      }
    }
    if latSpan / step < 200 {
      var lat = (southEast.latitude / step).rounded(.up) * step
      while lat <= northWest.latitude {
        let y = viewport.point(CLLocationCoordinate2D(latitude: lat, longitude: viewport.center.longitude)).y
        grid.move(to: CGPoint(x: 0, y: y)); grid.addLine(to: CGPoint(x: size.width, y: y))
        lat += step
      }
    }
    context.stroke(grid, with: .color(colors.grid), lineWidth: 1)
    for feature in features where feature.isOverlay { drawOverlay(feature, context, viewport) }
  }

  /// Overlays as MapKit styles them: a polyline stroked (1 pt of its tint or blue unless stroked),
  /// polygons and circles filled (translucent blue unless given a foreground style) and stroked
  /// only when a stroke is set.
  private func drawOverlay(_ feature: _PlumbMapFeature, _ context: GraphicsContext, _ viewport: MapViewport) {
    let defaultColor = feature.tint ?? Color.blue
    switch feature.kind {
    case .polyline(let coordinates):
      let path = polyline(coordinates, viewport, closed: false)
      context.stroke(path, with: .style(feature.stroke ?? feature.fill ?? AnyShapeStyle(defaultColor)),
                     style: feature.strokeStyle ?? StrokeStyle(lineWidth: 1, lineCap: .round, lineJoin: .round))
    case .polygon(let coordinates):
      let path = polyline(coordinates, viewport, closed: true)
      context.fill(path, with: .style(feature.fill ?? AnyShapeStyle(defaultColor.opacity(0.3))))
      if let stroke = feature.stroke { context.stroke(path, with: .style(stroke), style: feature.strokeStyle ?? StrokeStyle()) }
    case .circle(let center, let radius):
      let p = viewport.point(center), r = radius * viewport.pointsPerMeter(atLatitude: center.latitude)
      let path = Path(ellipseIn: CGRect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r))
      context.fill(path, with: .style(feature.fill ?? AnyShapeStyle(defaultColor.opacity(0.3))))
      if let stroke = feature.stroke { context.stroke(path, with: .style(stroke), style: feature.strokeStyle ?? StrokeStyle()) }
    default: break
    }
  }

  private func polyline(_ coordinates: [CLLocationCoordinate2D], _ viewport: MapViewport, closed: Bool) -> Path {
    var path = Path()
    for (i, c) in coordinates.enumerated() {
      let p = viewport.point(c)
      if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    if closed && coordinates.count > 2 { path.closeSubpath() }
    return path
  }
}

/// The views of a map's point features in drawing order, with where the layout puts each.
@MainActor struct MapPointViews {
  var views: [AnyView] = []
  var rules: [MapPointsLayout.Rule] = []

  init(features: [_PlumbMapFeature], viewport: MapViewport) {
    for feature in features {
      let showTitle = feature.titleVisibility != .hidden
      switch feature.kind {
      case .marker(let c, let glyph, let title):
        add(AnyView(MarkerBalloon(glyph: glyph, tint: feature.tint ?? .red)), .anchored(viewport.point(c), .bottom))
        if showTitle, let title { add(AnyView(MapTitle(text: title)), .below) }
        if case .label(let label) = glyph, showTitle { add(AnyView(label.font(.system(size: 11, weight: .semibold))), .below) }
      case .annotation(let c, let content, let anchor, let title):
        add(content, .anchored(viewport.point(c), anchor))
        if showTitle, let title { add(AnyView(MapTitle(text: title)), .below) }
        if showTitle, let label = feature.labelView { add(AnyView(label.font(.system(size: 11, weight: .semibold))), .below) }
      case .pin(let c):
        add(AnyView(MapPinHead(tint: feature.tint ?? .red)), .anchored(viewport.point(c), .bottom))
      case .user, .polyline, .polygon, .circle:
        break
      }
    }
  }

  private mutating func add(_ view: AnyView, _ rule: MapPointsLayout.Rule) {
    views.append(view); rules.append(rule)
  }
}

/// Places each point view with its anchor on its projected point, and each title centred below
/// the view before it. Takes the whole proposed size, as the map does.
struct MapPointsLayout: Layout {
  enum Rule { case anchored(CGPoint, UnitPoint), below }
  let rules: [Rule]

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var bottomCenter = CGPoint.zero
    for (i, subview) in subviews.enumerated() where i < rules.count {
      let size = subview.sizeThatFits(.unspecified)
      switch rules[i] {
      case .anchored(let p, let anchor):
        let origin = CGPoint(x: bounds.minX + p.x - anchor.x * size.width, y: bounds.minY + p.y - anchor.y * size.height)
        subview.place(at: origin, proposal: ProposedViewSize(size))
        bottomCenter = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height)
      case .below:
        let origin = CGPoint(x: bottomCenter.x - size.width / 2, y: bottomCenter.y + 2)
        subview.place(at: origin, proposal: ProposedViewSize(size))
        bottomCenter = CGPoint(x: bottomCenter.x, y: origin.y + size.height)
      }
    }
  }
}

/// An iOS 17 marker balloon: a tinted circle with a white glyph and a short point below.
struct MarkerBalloon: View {
  let glyph: _PlumbMapFeature.Glyph
  let tint: Color
  var body: some View {
    VStack(spacing: -1) {
      ZStack {
        Circle().fill(tint)
        Circle().stroke(Color.white, lineWidth: 1.5)
        glyphView.foregroundStyle(Color.white)
      }
      .frame(width: 28, height: 28)
      MarkerPoint().fill(tint).frame(width: 8, height: 6)
    }
    .shadow(color: Color.black.opacity(0.2), radius: 2, y: 1)
  }

  @ViewBuilder private var glyphView: some View {
    switch glyph {
    case .symbol(let name): Image(systemName: name).font(.system(size: 13, weight: .semibold))
    case .image(let name): Image(name).resizable().scaledToFit().frame(width: 15, height: 15)
    case .monogram(let text): text.font(.system(size: 12, weight: .bold))
    case .label: Image(systemName: "mappin").font(.system(size: 13, weight: .semibold))
    }
  }
}

/// The point under a marker balloon.
struct MarkerPoint: Shape {
  func path(in rect: CGRect) -> Path {
    var p = Path()
    p.move(to: CGPoint(x: rect.minX, y: rect.minY))
    p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
    p.closeSubpath()
    return p
  }
}

/// The iOS 14 pin: a tinted head on a grey needle.
struct MapPinHead: View {
  let tint: Color
  var body: some View {
    VStack(spacing: 0) {
      Circle().fill(tint).frame(width: 14, height: 14)
      Rectangle().fill(Color(white: 0.45)).frame(width: 2, height: 14)
    }
  }
}

/// A marker's or annotation's title under it: small semibold text.
struct MapTitle: View {
  let text: Text
  var body: some View {
    text.font(.system(size: 11, weight: .semibold))
      .foregroundStyle(Color(white: 0.15))
      .multilineTextAlignment(.center)
      .frame(maxWidth: 120)
      .fixedSize(horizontal: false, vertical: true)
  }
}
