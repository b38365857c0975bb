import Foundation

// `.searchable`: iOS draws a search field under the navigation title (or in the toolbar, by
// placement). Plumbline does not draw it yet: the bar keeps its height and the field is missing,
// so every form warns once instead of drawing a silently different screen.

/// Where the search field goes, as SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
  /// When a navigation-bar drawer's field is shown, as `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
  public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
  let kind: String
  public static let automatic = SearchFieldPlacement(kind: "automatic")
  public static let toolbar = SearchFieldPlacement(kind: "toolbar")
  public static let sidebar = SearchFieldPlacement(kind: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(kind: "navigationBarDrawer")
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(kind: "navigationBarDrawer")
  }
}

/// The one warning every `searchable` form gives.
let undrawnSearchField = WarnOnceModifier(key: "searchable",
  message: "searchable(text:): the search field iOS draws under the navigation title is not drawn; the content starts where it would be without one")

extension View {
  /// A search field for this screen (not drawn; warned).
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
    modifier(undrawnSearchField)
  }
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
    modifier(undrawnSearchField)
  }
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
    modifier(undrawnSearchField)
  }
  /// The iOS 17 form whose presentation is bound to `isPresented` (not drawn; warned).
  public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                         prompt: Text? = nil) -> some View {
    modifier(undrawnSearchField)
  }
  public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                         prompt: LocalizedStringKey) -> some View {
    modifier(undrawnSearchField)
  }
}

extension EnvironmentValues {
  /// Whether the user is searching: never in a render.
  public var isSearching: Bool { false }
}
