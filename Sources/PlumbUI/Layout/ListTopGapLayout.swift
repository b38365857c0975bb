import Foundation

/// The kind of navigation bar above a screen's content, filled in by the navigation container once
/// it has resolved the content (the title mode is known only then) and read at layout time.
@MainActor
final class NavigationBarKindBox {
  enum Kind { case none, inline, large }
  var kind: Kind = .none
}

struct NavigationBarKindKey: EnvironmentKey { static var defaultValue: NavigationBarKindBox? { nil } }

extension EnvironmentValues {
  /// The bar above the content of the innermost navigation container (nil outside one).
  var navigationBarKind: NavigationBarKindBox? {
    get { self[NavigationBarKindKey.self] }
    set { self[NavigationBarKindKey.self] = newValue }
  }
}

/// The space above an iOS 26 inset-grouped list's first section (docs/design-generations.md, "Lists
/// and forms"), measured on eleven iOS 26 references from seven projects: with no bar, 35 pt above
/// a headerless card (as between sections) and 28 above a header; under a large title the card
/// sits 16 pt below the title's baseline without a header (2 pt below the bar) and 56 with one
/// (a 13.7-pt space above the header); under an inline bar a header's card is 50 pt below the bar
/// (21.7 above the header). A headerless first card under an inline bar is not measured: 10 pt
/// (**L**).
///
/// Child: the spacer. Self: the proposal's width × the space.
struct ListTopGapLayout: NodeLayout {
  let bar: NavigationBarKindBox
  let hasHeader: Bool

  @MainActor var height: CGFloat {
    switch (bar.kind, hasHeader) {
    case (.none, false): 35
    case (.none, true): 28
    case (.large, false): 2
    case (.large, true): 13.7
    case (.inline, false): 10
    case (.inline, true): 21.7
    }
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    CGSize(width: p.width ?? 0, height: height)
  }
}
