import Foundation

/// Two or three columns (sidebar, optional content, detail), as SwiftUI's `NavigationSplitView`.
///
/// On an iPhone the split view is collapsed into one navigation stack whose root is the sidebar,
/// as iOS shows it before anything is selected (or the column `preferredCompactColumn` names).
/// Selecting a row does not push the detail here. On a regular-width screen (an iPad) iOS shows
/// the columns side by side; Plumbline draws the same single stack and warns once.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let compactColumn: NavigationSplitViewColumn
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass

  public var body: some View {
    NavigationStack {
      switch compactColumn {
      case .detail: detail
      case .content: if let content { content } else { sidebar }
      default: sidebar
      }
    }
    .modifier(WarnOnceModifier(key: "NavigationSplitView.columns", message: horizontalSizeClass != .regular ? nil
      : "NavigationSplitView: on a regular-width screen iOS shows its columns side by side; they are drawn as one stack (the iPhone look)"))
  }
}

extension NavigationSplitView {
  /// Three columns.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar(); self.content = content(); self.detail = detail(); compactColumn = .sidebar
  }
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
              @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar(); self.content = content(); self.detail = detail()
    compactColumn = preferredCompactColumn.wrappedValue
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Two columns.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar(); self.content = nil; self.detail = detail(); compactColumn = .sidebar
  }
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
              @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, detail: detail)
  }
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
              @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar(); self.content = nil; self.detail = detail()
    compactColumn = preferredCompactColumn.wrappedValue
  }
}

/// Which columns of a split view are shown, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let kind: Int
  public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: 0) }
  public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: 1) }
  public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: 2) }
  public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: 3) }
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let kind: Int
  public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: 0) }
  public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: 1) }
  public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: 2) }
}

extension View {
  /// A column's width (columns are not side by side on an iPhone).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
