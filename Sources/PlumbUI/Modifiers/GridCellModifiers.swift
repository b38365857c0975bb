import Foundation

/// The cell traits a `Grid` reads from its cells: `gridCellColumns`, `gridColumnAlignment`,
/// `gridCellAnchor`, `gridCellUnsizedAxes` (Apple's View documentation for each, iOS 16).
enum GridCellTrait {
  enum Columns {}
  enum ColumnAlignment {}
  enum Anchor {}
  enum UnsizedAxes {}

  /// The value of a trait on a cell, looking through the wrapper nodes that modifiers add around
  /// it (a trait set before `.padding()` still reaches the grid), but not into containers.
  @MainActor
  static func value<T>(_ trait: Any.Type, of cell: Node, as: T.Type) -> T? {
    var n = cell
    while true {
      if let v = n.extras?.layoutValues[ObjectIdentifier(trait)] as? T { return v }
      guard n.children.count == 1, !(n.layout is StackLayout), !(n.layout is ZStackNodeLayout),
            !(n.layout is EagerGridLayout), !(n.layout is GridRowLayout), !(n.layout is LazyGridLayout) else { return nil }
      n = n.children[0]
    }
  }
}

extension View {
  /// Makes this cell span `count` columns of its grid row.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(TraitModifier { $0.extrasCreatingIfNeeded().layoutValues[ObjectIdentifier(GridCellTrait.Columns.self)] = count })
  }

  /// Sets the horizontal alignment of every cell in this cell's grid column.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(TraitModifier { $0.extrasCreatingIfNeeded().layoutValues[ObjectIdentifier(GridCellTrait.ColumnAlignment.self)] = guide })
  }

  /// Aligns this cell inside its grid cell by a unit point, overriding row and column alignment.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(TraitModifier { $0.extrasCreatingIfNeeded().layoutValues[ObjectIdentifier(GridCellTrait.Anchor.self)] = anchor })
  }

  /// Keeps this cell from defining its row's height or column's width on `axes`; it is offered
  /// the size the other cells give the row or column.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(TraitModifier { $0.extrasCreatingIfNeeded().layoutValues[ObjectIdentifier(GridCellTrait.UnsizedAxes.self)] = axes })
  }
}
