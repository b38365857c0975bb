import Foundation

/// Where `contentMargins` applies, as SwiftUI's `ContentMarginPlacement` (iOS 17).
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ContentMarginPlacement(name: "automatic")
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension View {
  /// The shape `ContainerRelativeShape` takes inside this view. Plumbline draws
  /// `ContainerRelativeShape` as a rectangle, so this warns once that the shape is not applied.
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    warnOnce(key: "containerShape",
             message: "containerShape(_:): ContainerRelativeShape below is drawn as a rectangle, not as \(T.self)")
  }

  /// Margins around scroll content (iOS 17). Laid out as padding of the view for
  /// `.automatic`/`.scrollContent` and warned (key `contentMargins`): scroll content does not
  /// scroll into the margin as on iOS; `.scrollIndicators` margins change nothing drawn.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                             for placement: ContentMarginPlacement = .automatic) -> some View {
    Group {
      if placement == .scrollIndicators {
        self
      } else {
        padding(edges, length ?? 16).modifier(UndrawnEffectModifier(effect: "contentMargins", consequence: "",
          sentence: "contentMargins(_:_:for:): laid out as padding; content does not scroll under the margin"))
      }
    }
  }
  public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                             for placement: ContentMarginPlacement = .automatic) -> some View {
    Group {
      if placement == .scrollIndicators {
        self
      } else {
        padding(insets).modifier(UndrawnEffectModifier(effect: "contentMargins", consequence: "",
          sentence: "contentMargins(_:_:for:): laid out as padding; content does not scroll under the margin"))
      }
    }
  }
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(.all, length, for: placement)
  }

  /// The navigation bar title from a string variable (the deprecated form).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationBarTitle(LocalizedStringKey(String(title)))
  }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationBarTitle(LocalizedStringKey(String(title)), displayMode: displayMode)
  }
}
