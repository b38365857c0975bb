import Foundation

/// An empty state, as SwiftUI's `ContentUnavailableView` (iOS 17): a large secondary symbol, a
/// bold title and a secondary description, centred in all the space it is offered, with any
/// actions below.
///
/// Metrics (**L**, drawn to match iOS 17 screenshots, not measured): the symbol at 48 pt in the
/// secondary colour, 16 pt above the title (title2, bold), 8 pt between title and description
/// (subheadline, secondary, centred), 16 pt above the actions. `.search` uses iOS's English
/// strings "No Results" / "Check the spelling or try a new search." and "No Results for “…”".
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
              @ViewBuilder actions: () -> Actions = { EmptyView() }) {
    self.label = label(); self.description = description(); self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        UnavailableLabel(label: label)
        description
          .font(.subheadline)
          .foregroundColor(.secondary)
          .multilineTextAlignment(.center)
      }
      actions
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// The label of an empty state: a `Label`'s icon large above its title, or any view as a title.
struct UnavailableLabel<Content: View>: View {
  let label: Content
  var body: some View {
    if let l = label as? PlumbUI.Label<Text, Image> {
      VStack(spacing: 16) {
        l.icon.font(.system(size: 48)).foregroundColor(.secondary)
        l.title.font(.title2).bold()
      }
    } else if let s = label as? SearchUnavailableContent.Label {
      VStack(spacing: 16) {
        Image(systemName: "magnifyingglass").font(.system(size: 48)).foregroundColor(.secondary)
        Text(verbatim: s.title).font(.title2).bold()
      }
    } else {
      label.font(.title2.bold())
    }
  }
}

extension ContentUnavailableView where Label == PlumbUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { PlumbUI.Label(titleKey, systemImage: name) }, description: { description })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { PlumbUI.Label(title, systemImage: name) }, description: { description })
  }
  public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { PlumbUI.Label(title: { Text(titleKey) }, icon: { Image(name) }) }, description: { description })
  }
}

/// The pieces of `ContentUnavailableView.search`, as SwiftUI's `SearchUnavailableContent`.
public enum SearchUnavailableContent {
  /// "No Results" or "No Results for “text”", under a magnifying glass.
  public struct Label: View {
    let title: String
    public var body: some View { UnavailableLabel(label: self) }
  }
  /// "Check the spelling or try a new search."
  public struct Description: View {
    public var body: some View { Text("Check the spelling or try a new search.") }
  }
  /// No actions.
  public struct Actions: View {
    public var body: some View { EmptyView() }
  }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
  /// The standard "No Results" search empty state.
  public static var search: Self { search(title: "No Results") }
  /// "No Results for “text”" (or "No Results" when `text` is empty).
  public static func search(text: String) -> Self {
    search(title: text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}")
  }
  static func search(title: String) -> Self {
    Self(label: { SearchUnavailableContent.Label(title: title) }, description: { SearchUnavailableContent.Description() },
         actions: { SearchUnavailableContent.Actions() })
  }
}
