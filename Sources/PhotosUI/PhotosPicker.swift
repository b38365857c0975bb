import Foundation
import PlumbUI

// `import PhotosUI` on Linux (docs/compatibility/frameworks.md, "PhotosUI"): the photo picker as
// apps embed it. A snapshot has no photo library and nothing is ever picked, so the picker draws
// what iOS draws before a tap: its label, as a button.

/// What a picker offers, as `PHPickerFilter`.
public struct PHPickerFilter: Equatable, Sendable {
  let name: String
  public static let images = PHPickerFilter(name: "images")
  public static let videos = PHPickerFilter(name: "videos")
  public static let livePhotos = PHPickerFilter(name: "livePhotos")
  public static let screenshots = PHPickerFilter(name: "screenshots")
  public static let panoramas = PHPickerFilter(name: "panoramas")
  public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
  public static let bursts = PHPickerFilter(name: "bursts")
  public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(name: "any(" + subfilters.map(\.name).joined(separator: ",") + ")")
  }
  public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(name: "all(" + subfilters.map(\.name).joined(separator: ",") + ")")
  }
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not(\(filter.name))") }
}

/// A picked photo or video, as PhotosUI's `PhotosPickerItem`. None is ever picked in a snapshot;
/// one made in code loads nothing.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
  public let itemIdentifier: String?
  public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

  /// How an item's file is encoded for the app, as `PhotosPickerItem.EncodingDisambiguationPolicy`.
  public struct EncodingDisambiguationPolicy: Equatable, Sendable {
    let name: String
    public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
    public static let current = EncodingDisambiguationPolicy(name: "current")
    public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
  }

  /// The item's content as `type`: nil, as there is no photo library. (Unconstrained here: the
  /// `Transferable` protocol is not declared by Plumbline.)
  public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
}

/// How selections are kept, as `PhotosPickerSelectionBehavior`.
public struct PhotosPickerSelectionBehavior: Equatable, Sendable {
  let name: String
  public static let `default` = PhotosPickerSelectionBehavior(name: "default")
  public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
  public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
  public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// A button that presents the photo picker, as PhotosUI's `PhotosPicker`: drawn as its label in a
/// plain button, as iOS draws it until it is tapped (the picker sheet never opens in a snapshot).
public struct PhotosPicker<Label: View>: View {
  let label: Label

  public var body: some View {
    Button(action: {}) { label }
  }
}

extension PhotosPicker {
  public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
              @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
              selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
              @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

extension PhotosPicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
    label = Text(titleKey)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                 preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
    label = Text(title)
  }
  public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
              selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
    label = Text(titleKey)
  }
}

extension View {
  /// Presents the photo picker while `isPresented` is true. The picker sheet is not drawn: the
  /// view is drawn alone, with a warning while the picker would show.
  public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                           matching filter: PHPickerFilter? = nil,
                           preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
    warnOnce(key: "PhotosUI.photosPicker", message: isPresented.wrappedValue
      ? "photosPicker(isPresented:): the photo picker sheet is not drawn (no photo library); the view is drawn without it" : nil)
  }
  public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                           selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                           preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
    warnOnce(key: "PhotosUI.photosPicker", message: isPresented.wrappedValue
      ? "photosPicker(isPresented:): the photo picker sheet is not drawn (no photo library); the view is drawn without it" : nil)
  }
}
