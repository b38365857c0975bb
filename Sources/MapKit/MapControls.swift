import Foundation
import PlumbUI

// The map's buttons (iOS 17), drawn as iOS draws them when they show: a 44 pt square on a
// translucent rounded panel. The compass shows only when the map is rotated and the scale only
// while zooming, so in a (north-up, still) snapshot both take no space, as on iOS.

/// A button that centres the map on the user, as `MapUserLocationButton`.
public struct MapUserLocationButton: View {
  public init(scope: Namespace.ID? = nil) {}
  public var body: some View { MapControlGlyph(systemName: "location") }
}

/// A button that switches between a flat and a 3-D map, as `MapPitchToggle`.
public struct MapPitchToggle: View {
  public init(scope: Namespace.ID? = nil) {}
  public var body: some View { MapControlGlyph(text: "3D") }
}

/// The compass, as `MapCompass`: shown only when the map is rotated (never here), so it draws nothing.
public struct MapCompass: View {
  public init(scope: Namespace.ID? = nil) {}
  public var body: some View { EmptyView() }
}

/// The distance scale, as `MapScaleView`: shown only while zooming (never here), so it draws nothing.
public struct MapScaleView: View {
  public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
  public var body: some View { EmptyView() }
}

/// One control's square: a glyph on the translucent panel iOS gives map buttons.
struct MapControlGlyph: View {
  var systemName: String?
  var text: String?
  init(systemName: String) { self.systemName = systemName }
  init(text: String) { self.text = text }
  var body: some View {
    ZStack {
      if let systemName {
        Image(systemName: systemName).font(.system(size: 17, weight: .medium))
      } else if let text {
        Text(text).font(.system(size: 15, weight: .semibold))
      }
    }
    .foregroundStyle(Color.accentColor)
    .frame(width: 44, height: 44)
    .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.97).opacity(0.92)))
    .shadow(color: Color.black.opacity(0.12), radius: 3, y: 1)
  }
}
