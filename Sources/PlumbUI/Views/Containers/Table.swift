import Foundation

// Tables, as SwiftUI declares them (iOS 16). In compact width (every iPhone in portrait) iOS
// shows a table as a list of its rows with only the first column's content and no headers;
// that is what is drawn here (docs/layout-rules.md has no table metrics; **L**).

/// Columns of a table, as SwiftUI's `TableColumnContent`.
public protocol TableColumnContent {
  associatedtype TableRowValue
  associatedtype TableColumnSortComparator
  /// Each column's cell, in order (the first is what compact width shows).
  var _cells: [(TableRowValue) -> AnyView] { get }
}

/// One column, as SwiftUI's `TableColumn`.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  let cell: (RowValue) -> Content
  public var _cells: [(RowValue) -> AnyView] {
    let cell = self.cell
    return [{ AnyView(cell($0)) }]
  }
  /// The column's width (only the first column is shown in compact width).
  public func width(_ width: CGFloat?) -> TableColumn { self }
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
  public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }
  public func customizationID(_ id: String) -> TableColumn { self }
}

extension TableColumn where Sort == Never, Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) { cell = content }
  public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) { cell = content }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) { cell = content }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
  public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                             @ViewBuilder content: @escaping (RowValue) -> Content) { cell = content }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                @ViewBuilder content: @escaping (RowValue) -> Content) { cell = content }
}

/// (A `value:` column is sortable; the builder of an unsorted table takes it too.)
extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue>, Content == Text {
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) { cell = { Text(verbatim: $0[keyPath: value]) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) { cell = { Text(verbatim: $0[keyPath: value]) } }
}

/// Several columns (a builder block).
public struct TupleTableColumnContent<RowValue, Sort>: TableColumnContent {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public let _cells: [(RowValue) -> AnyView]
}

/// Builds a table's columns, as SwiftUI's `TableColumnBuilder`.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
  public static func buildExpression<C: TableColumnContent>(_ column: C) -> C where C.TableRowValue == RowValue { column }
  public static func buildBlock<C: TableColumnContent>(_ column: C) -> C where C.TableRowValue == RowValue { column }
  public static func buildBlock<each C: TableColumnContent>(_ columns: repeat each C) -> TupleTableColumnContent<RowValue, Sort> {
    var cells: [(RowValue) -> AnyView] = []
    for column in repeat each columns { cells += erased(column) }
    return TupleTableColumnContent(_cells: cells)
  }
  /// A column's cells over this builder's row type (every column of a table has it).
  static func erased<C: TableColumnContent>(_ column: C) -> [(RowValue) -> AnyView] {
    column._cells.map { cell in { value in (value as? C.TableRowValue).map(cell) ?? AnyView(EmptyView()) } }
  }
}

/// Rows of a table given one by one, as SwiftUI's `TableRowContent`.
public protocol TableRowContent {
  associatedtype TableRowValue
  var _values: [TableRowValue] { get }
}

/// One row of a table, as SwiftUI's `TableRow`.
public struct TableRow<Value>: TableRowContent {
  public typealias TableRowValue = Value
  let value: Value
  public init(_ value: Value) { self.value = value }
  public var _values: [Value] { [value] }
}

/// Several rows (a builder block).
public struct TupleTableRowContent<Value>: TableRowContent {
  public typealias TableRowValue = Value
  public let _values: [Value]
}

extension ForEach: TableRowContent where Content: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue
  public var _values: [Content.TableRowValue] { data.flatMap { content($0)._values } }
}

/// Builds a table's rows, as SwiftUI's `TableRowBuilder`.
@resultBuilder
public enum TableRowBuilder<Value> {
  public static func buildExpression<R: TableRowContent>(_ row: R) -> R where R.TableRowValue == Value { row }
  public static func buildBlock<each R: TableRowContent>(_ rows: repeat each R) -> TupleTableRowContent<Value> {
    var values: [Value] = []
    for row in repeat each rows { values += row._values.compactMap { $0 as? Value } }
    return TupleTableRowContent(_values: values)
  }
}

/// Rows from a collection (what a `Table(data)` initializer holds).
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent {
  public typealias TableRowValue = Data.Element
  let data: Data
  public var _values: [Data.Element] { Array(data) }
}

/// A table of rows and columns, as SwiftUI's `Table`. In compact width (an iPhone in portrait)
/// it is drawn as iOS draws it there: a list of the rows showing the first column's content.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
  let rows: Rows
  let columns: Columns

  init(rows: Rows, columns: Columns) { self.rows = rows; self.columns = columns }

  public var body: some View {
    let cell = columns._cells.first
    return List {
      ForEach(rows._values) { value in
        if let cell { cell(value) }
      }
    }
  }
}

extension Table {
  public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
  where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }
  public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                            @TableColumnBuilder<Value, Never> columns: () -> Columns)
  where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }
  public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                            @TableColumnBuilder<Value, Never> columns: () -> Columns)
  where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }
  /// A table whose rows are given one by one.
  public init(of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
              @TableRowBuilder<Value> rows: () -> Rows) {
    self.init(rows: rows(), columns: columns())
  }
}
