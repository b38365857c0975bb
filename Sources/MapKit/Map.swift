import Foundation
import PlumbUI

/// A map, as MapKit's SwiftUI `Map` (the iOS 17 forms with map content, and the iOS 14 forms over a
/// region binding with annotation items). Drawn as a deterministic placeholder: no tiles, no
/// network; a plain land colour with a latitude/longitude grid, its markers, annotations and
/// overlays where the Web Mercator projection of its camera puts them, labelled, and one warning
/// (docs/compatibility/frameworks.md, "MapKit").
public struct Map<Content: View>: View {
  let position: MapCameraPosition
  let features: [_PlumbMapFeature]
  let showsUserLocation: Bool

  init(position: MapCameraPosition, features: [_PlumbMapFeature], showsUserLocation: Bool = false) {
    self.position = position; self.features = features; self.showsUserLocation = showsUserLocation
  }

  public var body: some View {
    _MapPlaceholder(position: position, features: features, showsUserLocation: showsUserLocation)
  }
}

/// The content type of a map built from map content (never drawn itself: the map draws it).
public struct MapContentView<SelectedValue: Hashable, Content: MapContent>: View {
  public var body: some View { EmptyView() }
}

/// The content type of the iOS 14 map without annotations.
public struct _DefaultMapContent: View {
  public var body: some View { EmptyView() }
}

/// The content type of the iOS 14 map with annotation items.
public struct _DefaultAnnotatedMapContent<Items: RandomAccessCollection>: View {
  public var body: some View { EmptyView() }
}

// MARK: - iOS 17

extension Map {
  @MainActor @preconcurrency
  public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
              interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
  where Content == MapContentView<Never, EmptyMapContent> {
    self.init(position: initialPosition, features: [])
  }

  @MainActor @preconcurrency
  public init<C: MapContent>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
                             interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                             @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
    self.init(position: initialPosition, features: content()._plumbFeatures())
  }

  @MainActor @preconcurrency
  public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
              interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
  where Content == MapContentView<Never, EmptyMapContent> {
    self.init(position: position.wrappedValue, features: [])
  }

  @MainActor @preconcurrency
  public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                             interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                             @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
    self.init(position: position.wrappedValue, features: content()._plumbFeatures())
  }

  @MainActor @preconcurrency
  public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
  where Content == MapContentView<Never, EmptyMapContent> {
    self.init(position: .automatic, features: [])
  }

  @MainActor @preconcurrency
  public init<C: MapContent>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                             scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
  where Content == MapContentView<Never, C> {
    self.init(position: .automatic, features: content()._plumbFeatures())
  }

  @MainActor @preconcurrency
  public init<SelectedValue: Hashable, C: MapContent>(
    initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) where Content == MapContentView<SelectedValue, C> {
    self.init(position: initialPosition, features: content()._plumbFeatures())
  }

  @MainActor @preconcurrency
  public init<SelectedValue: Hashable, C: MapContent>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) where Content == MapContentView<SelectedValue, C> {
    self.init(position: position.wrappedValue, features: content()._plumbFeatures())
  }

  @MainActor @preconcurrency
  public init<SelectedValue: Hashable, C: MapContent>(
    bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) where Content == MapContentView<SelectedValue, C> {
    self.init(position: .automatic, features: content()._plumbFeatures())
  }
}

// MARK: - iOS 14 (deprecated in iOS 17, still common)

extension Map {
  public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
              showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil)
  where Content == _DefaultMapContent {
    self.init(position: .region(coordinateRegion.wrappedValue), features: [], showsUserLocation: showsUserLocation)
  }

  public init(mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
              showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil)
  where Content == _DefaultMapContent {
    self.init(position: .rect(mapRect.wrappedValue), features: [], showsUserLocation: showsUserLocation)
  }

  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
    annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
  ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
    self.init(position: .region(coordinateRegion.wrappedValue),
              features: annotationItems.map { annotationContent($0)._plumbFeature() }, showsUserLocation: showsUserLocation)
  }

  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
    annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
  ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
    self.init(position: .rect(mapRect.wrappedValue),
              features: annotationItems.map { annotationContent($0)._plumbFeature() }, showsUserLocation: showsUserLocation)
  }
}
