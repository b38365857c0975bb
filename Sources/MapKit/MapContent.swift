import Foundation
import PlumbUI

/// Something a map shows, as MapKit's `MapContent` (iOS 17): markers, annotations and overlays,
/// composed with `@MapContentBuilder` as views are with `@ViewBuilder`.
@MainActor @preconcurrency
public protocol MapContent {
  associatedtype Body: MapContent
  @MapContentBuilder var body: Body { get }
  /// The placed features (Plumbline's own: primitives list themselves, others their body's).
  nonisolated func _plumbFeatures() -> [_PlumbMapFeature]
}

extension MapContent {
  /// A composed content's features are its body's (bodies are asked for on the main actor, where
  /// the map's initialiser runs).
  nonisolated public func _plumbFeatures() -> [_PlumbMapFeature] {
    nonisolated(unsafe) let content = self
    return MainActor.assumeIsolated { content.body._plumbFeatures() }
  }
}

extension Never: MapContent {
  public typealias Body = Never
}

/// A primitive map content, whose body is never asked for.
protocol PrimitiveMapContent: MapContent where Body == Never {}
extension PrimitiveMapContent {
  nonisolated public var body: Never { fatalError("\(Self.self) is primitive map content") }
}

/// No map content, as MapKit's `EmptyMapContent`.
nonisolated public struct EmptyMapContent: MapContent, PrimitiveMapContent {
  public init() {}
  public func _plumbFeatures() -> [_PlumbMapFeature] { [] }
}

/// Several contents in order (what `@MapContentBuilder` makes of a block, an `if` or a loop).
nonisolated public struct _MapContentGroup: MapContent, PrimitiveMapContent {
  let features: () -> [_PlumbMapFeature]
  public func _plumbFeatures() -> [_PlumbMapFeature] { features() }
}

/// Builds map content from a block, as MapKit's `MapContentBuilder`.
@resultBuilder
nonisolated public enum MapContentBuilder {
  public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
  public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
  public static func buildBlock<C: MapContent>(_ content: C) -> C { content }
  public static func buildBlock<each C: MapContent>(_ content: repeat each C) -> _MapContentGroup {
    var parts: [any MapContent] = []
    for part in repeat each content { parts.append(part) }
    let all = parts
    return _MapContentGroup { all.flatMap { $0._plumbFeatures() } }
  }
  public static func buildOptional<C: MapContent>(_ content: C?) -> _MapContentGroup {
    _MapContentGroup { content?._plumbFeatures() ?? [] }
  }
  public static func buildEither<T: MapContent, F: MapContent>(first: T) -> _ConditionalMapContent<T, F> {
    _ConditionalMapContent(storage: .first(first))
  }
  public static func buildEither<T: MapContent, F: MapContent>(second: F) -> _ConditionalMapContent<T, F> {
    _ConditionalMapContent(storage: .second(second))
  }
  public static func buildArray<C: MapContent>(_ components: [C]) -> _MapContentGroup {
    _MapContentGroup { components.flatMap { $0._plumbFeatures() } }
  }
  public static func buildLimitedAvailability<C: MapContent>(_ content: C) -> _MapContentGroup {
    _MapContentGroup { content._plumbFeatures() }
  }
}

/// One of two contents, chosen by an `if`/`else` or `switch` in a builder.
nonisolated public struct _ConditionalMapContent<TrueContent: MapContent, FalseContent: MapContent>: MapContent, PrimitiveMapContent {
  enum Storage { case first(TrueContent), second(FalseContent) }
  let storage: Storage
  public func _plumbFeatures() -> [_PlumbMapFeature] {
    switch storage {
    case .first(let c): c._plumbFeatures()
    case .second(let c): c._plumbFeatures()
    }
  }
}

extension ForEach: MapContent where Content: MapContent {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError("ForEach is primitive map content") }
  nonisolated public func _plumbFeatures() -> [_PlumbMapFeature] { data.flatMap { content($0)._plumbFeatures() } }
}

extension ForEach where Content: MapContent {
  /// Map content for each element, identified by `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, id: id, content: content)
  }
}

extension ForEach where Content: MapContent, ID == Data.Element.ID, Data.Element: Identifiable {
  /// Map content for each identifiable element.
  public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, id: \.id, content: content)
  }
}

extension ForEach where Content: MapContent, Data == Range<Int>, ID == Int {
  /// Map content for each index of a constant range.
  public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
    self.init(_data: data, id: \.self, content: content)
  }
}

// MARK: - Modifiers

/// Content with its features changed by a modifier (tint, stroke, fill, titles).
nonisolated public struct _ModifiedMapContent<Base: MapContent>: MapContent, PrimitiveMapContent {
  let base: Base
  let change: (inout _PlumbMapFeature) -> Void
  public func _plumbFeatures() -> [_PlumbMapFeature] {
    base._plumbFeatures().map { var f = $0; change(&f); return f }
  }
}

extension MapContent {
  private func changing(_ change: @escaping (inout _PlumbMapFeature) -> Void) -> _ModifiedMapContent<Self> {
    _ModifiedMapContent(base: self, change: change)
  }
  /// The colour of markers' balloons and of an overlay's default stroke.
  public func tint(_ tint: Color?) -> some MapContent { changing { $0.tint = tint } }
  /// The colour of markers' balloons (iOS 17 `tint(_:)` over a shape style).
  public func tint<S: ShapeStyle>(_ tint: S) -> some MapContent { changing { $0.tint = tint as? Color ?? $0.tint } }
  /// Strokes an overlay's outline.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some MapContent {
    changing { $0.stroke = AnyShapeStyle(content); $0.strokeStyle = StrokeStyle(lineWidth: lineWidth) }
  }
  /// Strokes an overlay's outline with a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some MapContent {
    changing { $0.stroke = AnyShapeStyle(content); $0.strokeStyle = style }
  }
  /// Fills an overlay (polygons and circles), or colours a polyline's stroke.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some MapContent { changing { $0.fill = AnyShapeStyle(style) } }
  /// Tags content for selection (a snapshot selects nothing).
  public func tag<V: Hashable>(_ tag: V) -> some MapContent { self }
  /// Whether markers and annotations show their titles.
  public func annotationTitles(_ visibility: Visibility) -> some MapContent { changing { $0.titleVisibility = visibility } }
  /// Whether annotations show subtitles (none are drawn).
  public func annotationSubtitles(_ visibility: Visibility) -> some MapContent { self }
  /// The level an overlay draws at (overlays always draw under the markers here).
  public func mapOverlayLevel(level: MKOverlayLevel) -> some MapContent { self }
}
