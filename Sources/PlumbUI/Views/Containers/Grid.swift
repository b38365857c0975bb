import Foundation

/// A two-dimensional layout that sizes every view at once, as SwiftUI's `Grid` (iOS 16): each
/// `GridRow` is a row of cells, any other child is a row spanning every column. Columns are as
/// wide as their widest cell and rows as tall as their tallest (layout: `EagerGridLayout`,
/// docs/compatibility/layout.md "Grid").
public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("Grid")
    var inner = c
    inner.environment.stackAxis = nil
    var rows: [Node] = []
    resolveView(content, inner, into: &rows)
    out.append(c.node("Grid", EagerGridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing,
                                              verticalSpacing: verticalSpacing), children: rows))
  }
}

/// One row of a `Grid`, as SwiftUI's `GridRow`: its children are successive cells. `alignment`
/// overrides the grid's vertical alignment for this row. Outside a grid it lays out as an HStack.
public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("GridRow")
    var inner = c
    inner.environment.stackAxis = nil
    var cells: [Node] = []
    resolveView(content, inner, into: &cells)
    out.append(c.node("GridRow", GridRowLayout(alignment: alignment), children: cells))
  }
}
