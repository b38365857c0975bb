import Foundation

// `.searchable`: the search field iOS draws under the navigation title, or in iOS 26's design
// floating at the bottom of a screen outside a TabView (Views/Navigation/SearchFieldLook.swift,
// docs/design-generations.md, "Search fields"). Placements other than the automatic one are drawn
// as it; suggestions, tokens and scopes are not drawn.

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

/// What `searchable` asks of the navigation bar: a field showing the prompt (or the text typed).
struct SearchFieldSpec {
  let prompt: String
  let text: String
}

/// Puts a search field in the enclosing navigation container's bar (docs/design-generations.md,
/// "Search fields"); outside one there is nowhere to draw it, and one warning says so.
struct SearchableModifier: ViewModifier, PrimitiveModifier {
  let text: Binding<String>
  let prompt: Text?
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    resolveView(content, ctx, into: &out)
    guard let nav = ctx.environment.navigation else {
      RenderWarnings.warnOnce("searchable.noNavigation",
        "searchable(text:): not inside a NavigationStack or NavigationView, so no search field is drawn (iOS shows none either on iPhone)")
      return
    }
    if nav.search == nil {
      nav.search = SearchFieldSpec(prompt: prompt?.shownString(in: ctx) ?? "Search", text: text.wrappedValue)
    }
  }
}

extension View {
  /// A search field in the navigation bar of this screen (docs/design-generations.md, "Search fields").
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt))
  }
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(prompt)))
  }
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(String(prompt))))
  }
  /// The iOS 17 form whose presentation is bound to `isPresented` (never presented in a render).
  public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                         prompt: Text? = nil) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt))
  }
  public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                         prompt: LocalizedStringKey) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(prompt)))
  }
}

extension EnvironmentValues {
  /// Whether the user is searching: never in a render.
  public var isSearching: Bool { false }
}
