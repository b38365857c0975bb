import Foundation

/// What a row tells the list that holds it: its insets, background and separators
/// (`listRowInsets`, `listRowBackground`, `listRowSeparator`, `listRowSeparatorTint`), kept on
/// the row's node and read when the list builds the row (Layout/ListContext.swift).
@MainActor
struct ListRowTraits {
  var insets: EdgeInsets?
  /// The resolved background view, drawn behind the whole row.
  var background: Node?
  /// Edges whose separator is hidden.
  var hiddenSeparators: VerticalEdge.Set = []
  /// Separator colours by edge.
  var separatorTint: [VerticalEdge: Color] = [:]

  /// The traits of a row: on its node, or on the view a chain of modifiers around it wraps.
  static func of(_ row: Node) -> ListRowTraits? {
    var node: Node? = row
    var depth = 0
    while let n = node, depth < 16 {
      if let traits = n.extras?.listRow { return traits }
      guard n.children.count >= 1, n.name.first?.isLowercase == true else { return nil }
      node = n.children[0]
      depth += 1
    }
    return nil
  }
}

/// Sets one of a row's list traits on each content node.
struct ListRowTraitModifier: ViewModifier, AttachingModifier {
  let apply: @MainActor (inout ListRowTraits, ResolveContext) -> Void
  func attach(to node: Node, _ ctx: ResolveContext) {
    let extras = node.extrasCreatingIfNeeded()
    var traits = extras.listRow ?? ListRowTraits()
    apply(&traits, ctx)
    extras.listRow = traits
  }
}

/// Which of a section's outer separators are hidden (`listSectionSeparator`), read by the section.
struct ListSectionSeparatorKey: EnvironmentKey {
  static var defaultValue: VerticalEdge.Set { [] }
}

/// The colour of a section's outer separators (`listSectionSeparatorTint`), read by the section.
struct ListSectionSeparatorTintKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
  var hiddenListSectionSeparators: VerticalEdge.Set {
    get { self[ListSectionSeparatorKey.self] }
    set { self[ListSectionSeparatorKey.self] = newValue }
  }
  var listSectionSeparatorTint: Color? {
    get { self[ListSectionSeparatorTintKey.self] }
    set { self[ListSectionSeparatorTintKey.self] = newValue }
  }
}

extension View {
  /// The row's background inside a list, drawn behind the whole row (in an inset-grouped list,
  /// instead of the card's colour there).
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(ListRowTraitModifier { traits, ctx in
      guard let view else { traits.background = nil; return }
      var out: [Node] = []
      resolveView(view, ctx.child("listRowBackground"), into: &out)
      traits.background = out.count == 1 ? out[0]
        : ctx.child("listRowBackground").node("ZStack", ZStackNodeLayout(alignment: .center), children: out)
    })
  }

  /// Shows or hides the row's separators: `.bottom` is the line under the row, `.top` the line
  /// above it (the previous row's bottom line).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(ListRowTraitModifier { traits, _ in
      if visibility == .hidden { traits.hiddenSeparators.formUnion(edges) } else { traits.hiddenSeparators.subtract(edges) }
    })
  }

  /// The colour of the row's separators (nil: the system colour).
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    modifier(ListRowTraitModifier { traits, _ in
      for edge in [VerticalEdge.top, .bottom] where edges.contains(edge == .top ? .top : .bottom) {
        traits.separatorTint[edge] = color
      }
    })
  }

  /// The row's insets inside the list, replacing the list's own (16 pt at the sides); nil keeps them.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(ListRowTraitModifier { traits, _ in traits.insets = insets })
  }

  /// Insets on some edges of the row (iOS 26); the other edges keep the list's own.
  public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
    modifier(ListRowTraitModifier { traits, _ in
      guard let length else { return }
      // The list's own insets, changed on the given edges (ListContext's 16 pt sides).
      var insets = traits.insets ?? EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
      if edges.contains(.top) { insets.top = length }
      if edges.contains(.leading) { insets.leading = length }
      if edges.contains(.bottom) { insets.bottom = length }
      if edges.contains(.trailing) { insets.trailing = length }
      traits.insets = insets
    })
  }

  /// The colour of a section's outer separators (plain lists: the line under its last row).
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    environment(\.listSectionSeparatorTint, edges.contains(.bottom) ? color : nil)
  }

  /// Shows or hides the separators above a section's first row and below its last (plain lists).
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    transformEnvironment(\.hiddenListSectionSeparators) { hidden in
      if visibility == .hidden { hidden.formUnion(edges) } else { hidden.subtract(edges) }
    }
  }
}
