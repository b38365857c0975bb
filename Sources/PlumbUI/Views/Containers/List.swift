import Foundation

/// Rows in a scrolling container with a system look, as SwiftUI's `List`: `.insetGrouped`
/// (the iOS default: rounded white cards on the grouped background) or `.plain` (full-width rows
/// with separators).
///
/// Metrics (docs/layout-rules.md has none; **L**, to check on a simulator): rows at least 44 pt tall
/// with 16 pt content insets; cards 16 pt from the screen edges (20 on screens 414 pt and wider)
/// with a 10 pt corner radius; section headers in footnote, secondary colour, 17 pt above and
/// 7 pt below; 35 pt between grouped sections; separators one pixel, inset to the content.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("List")
    let list = ListContext(style: ctx.environment.listStyleKind, screenWidth: c.graph.device.size.width,
                           pixel: ctx.environment.pixelLength, dynamicTypeSize: ctx.environment.dynamicTypeSize,
                           generation: ctx.environment.designGeneration)
    var inner = c
    inner.environment.listContext = list
    inner.environment.isListRow = true
    inner.environment.stackAxis = nil
    var nodes: [Node] = []
    resolveView(content, inner, into: &nodes)
    // Rows outside any Section form implicit sections.
    var sections: [Node] = []
    var loose: [Node] = []
    func flush() {
      guard !loose.isEmpty else { return }
      sections.append(list.sectionNode(header: nil, rows: loose, footer: nil, c.child("rows\(sections.count)")))
      loose = []
    }
    for n in nodes {
      if n.name == "ListSection" { flush(); sections.append(n) } else { loose.append(n) }
    }
    flush()
    // iOS 26 starts the first grouped section closer under a navigation bar than below the safe
    // area's top (ListTopGapLayout); the bar's kind is known once the stack has resolved its content.
    if list.style == .insetGrouped, ctx.environment.designGeneration == .iOS26, let bar = ctx.environment.navigationBarKind,
       let first = sections.first?.children.first, first.name == "ListSectionGap" || first.name == "ListHeaderGap" {
      first.layout = ListTopGapLayout(bar: bar, hasHeader: first.name == "ListHeaderGap")
    }
    out.append(list.listNode(sections: sections, c))
  }
}

extension List where SelectionValue == Never {
  /// Rows from a collection of identifiable elements.
  public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
  /// Rows from a collection, identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                         @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }
  /// Rows for a range of indices.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }
}

/// A list's look, as SwiftUI's `ListStyle` values (`.plain`, `.insetGrouped`, …).
public protocol ListStyle: Sendable {}

/// `.plain`: full-width rows with separators.
public struct PlainListStyle: ListStyle { public init() {} }
/// Rounded cards on the grouped background (`.insetGrouped`, the iOS default).
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// `.grouped`, drawn as the inset-grouped look.
public struct GroupedListStyle: ListStyle { public init() {} }
/// `.inset`, drawn as the plain look.
public struct InsetListStyle: ListStyle { public init() {} }
/// `.sidebar`, drawn as the inset-grouped look.
public struct SidebarListStyle: ListStyle { public init() {} }
/// `.automatic`: the inset-grouped look on iPhone.
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

enum ListStyleKind { case plain, insetGrouped }

struct ListStyleKey: EnvironmentKey { static var defaultValue: ListStyleKind { .insetGrouped } }
struct ListContextKey: EnvironmentKey { static var defaultValue: ListContext? { nil } }

extension EnvironmentValues {
  var listStyleKind: ListStyleKind {
    get { self[ListStyleKey.self] }
    set { self[ListStyleKey.self] = newValue }
  }
  var listContext: ListContext? {
    get { self[ListContextKey.self] }
    set { self[ListContextKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of lists inside this view.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listStyleKind, (style is PlainListStyle || style is InsetListStyle) ? .plain : .insetGrouped)
  }
}

/// Shown, hidden or automatic, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable {
  case top, bottom
  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}
