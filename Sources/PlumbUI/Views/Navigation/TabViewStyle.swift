import Foundation

// The looks of a tab view, as SwiftUI's `TabViewStyle`, and of its page index (`IndexViewStyle`).
// `.page` draws the selected page over the whole tab view with no tab bar, and the page index
// (UIPageControl's dots) near the bottom; the other styles draw the tab bar an iPhone shows.
//
// Page-index metrics are L (read off iOS 17 screenshots, not measured): 7-pt dots 9 pt apart,
// white (the selected one opaque, the others at 50 %), their row centred 24 pt above the bottom of
// the safe area; `.indexViewStyle(.page(backgroundDisplayMode: .always))` puts them on a capsule
// of black at 25 % with 8 × 6 pt of padding.

/// A tab view's look, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {}

/// The platform's tab view: a tab bar on an iPhone.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// iOS 18's tab bar that becomes a sidebar on an iPad: the tab bar on an iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
/// iOS 18's tab bar only.
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }

/// Pages side by side that the user swipes through, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page index shows, as `PageTabViewStyle.IndexDisplayMode`.
  public struct IndexDisplayMode: Hashable, Sendable {
    let kind: Int
    /// Shown when there is more than one page.
    public static let automatic = IndexDisplayMode(kind: 0)
    public static let always = IndexDisplayMode(kind: 1)
    public static let never = IndexDisplayMode(kind: 2)
  }
  public var indexDisplayMode: IndexDisplayMode
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// The look of a page index, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// The dots of a page control, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots get a background, as `PageIndexViewStyle.BackgroundDisplayMode`.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let kind: Int
    public static let automatic = BackgroundDisplayMode(kind: 0)
    public static let interactive = BackgroundDisplayMode(kind: 1)
    public static let always = BackgroundDisplayMode(kind: 2)
    public static let never = BackgroundDisplayMode(kind: 3)
  }
  public var backgroundDisplayMode: BackgroundDisplayMode
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

struct TabViewPageStyleKey: EnvironmentKey { static var defaultValue: PageTabViewStyle? { nil } }
struct PageIndexBackgroundKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  /// The page style of the tab views below, nil for a tab bar.
  var tabViewPageStyle: PageTabViewStyle? {
    get { self[TabViewPageStyleKey.self] }
    set { self[TabViewPageStyleKey.self] = newValue }
  }
  /// Whether page indexes below sit on a capsule background.
  var pageIndexHasBackground: Bool {
    get { self[PageIndexBackgroundKey.self] }
    set { self[PageIndexBackgroundKey.self] = newValue }
  }
}

extension View {
  /// The look of the tab views below.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    transformEnvironment(\.tabViewPageStyle) { $0 = style as? PageTabViewStyle }
  }
  /// The look of the page indexes below.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    transformEnvironment(\.pageIndexHasBackground) {
      $0 = (style as? PageIndexViewStyle)?.backgroundDisplayMode == .always
    }
  }
}

/// The page index: one 7 pt dot per page, 9 pt apart, the selected one opaque white and the
/// others white at 50 % unless told otherwise (UIKit's UIPageControl draws with it too).
package struct PageIndexDots: View {
  let count: Int
  let selected: Int
  let hasBackground: Bool
  let selectedColor: Color
  let otherColor: Color

  package init(count: Int, selected: Int, hasBackground: Bool, selectedColor: Color = .white,
               otherColor: Color = Color.white.opacity(0.5)) {
    self.count = count; self.selected = selected; self.hasBackground = hasBackground
    self.selectedColor = selectedColor; self.otherColor = otherColor
  }

  package var body: some View {
    HStack(spacing: 9) {
      ForEach(0..<count, id: \.self) { i in
        Circle().fill(i == selected ? selectedColor : otherColor).frame(width: 7, height: 7)
      }
    }
    .padding(.horizontal, hasBackground ? 8 : 0)
    .padding(.vertical, hasBackground ? 6 : 0)
    .background(Capsule().fill(Color.black.opacity(hasBackground ? 0.25 : 0)))
  }
}

/// A page-style TabView: children are [selected page, page index?].
///
/// Child: the page is offered the whole container and placed at its origin (pages are full
/// size, with no bar); the index is centred horizontally, 24 pt above the safe area's bottom
/// (L). Self: the proposal.
struct PageTabViewLayout: NodeLayout {
  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
    let s = node.children[0].sizeThatFits(p)
    return CGSize(width: p.width ?? s.width, height: p.height ?? s.height)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let f = node.frame
    let page = node.children[0]
    let cp = ProposedViewSize(f.size)
    let ps = page.sizeThatFits(cp)
    page.place(at: CGPoint(x: f.midX - ps.width / 2, y: f.midY - ps.height / 2), proposal: cp, ctx)
    guard node.children.count > 1 else { return }
    let dots = node.children[1]
    let ds = dots.sizeThatFits(.unspecified)
    // The safe area's bottom in this node's coordinates.
    let safeBottom = min(f.maxY, ctx.safeArea.maxY - (node.globalFrame.minY - f.minY))
    dots.place(at: CGPoint(x: f.midX - ds.width / 2, y: safeBottom - 24 - ds.height / 2), proposal: .unspecified, ctx)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    for child in node.children { painter.paint(child) }
  }
}
