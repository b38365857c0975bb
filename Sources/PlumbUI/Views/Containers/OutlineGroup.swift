import Foundation

/// A tree of rows that expand to show their children, as SwiftUI's `OutlineGroup`: each element
/// with children is a collapsed disclosure row (the iOS default), each leaf a plain row.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
              @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
    self.data = data; self.id = id; self.children = children; self.content = content
  }

  public var body: some View {
    ForEach(data, id: id) { element in
      if let kids = element[keyPath: children], !kids.isEmpty {
        DisclosureGroup {
          OutlineGroup(kids, id: id, children: children, content: content)
        } label: {
          content(element)
        }
      } else {
        content(element)
      }
    }
  }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
    self.init(data, id: \.id, children: children, content: content)
  }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A tree from one root element.
  public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
  where Data == [DataElement], DataElement: Identifiable, DataElement.ID == ID {
    self.init([root], id: \.id, children: children, content: content)
  }
}

extension List {
  /// Rows of a tree of identifiable elements (collapsed disclosure rows).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }
  /// Rows of a tree, identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent>, SelectionValue == Never {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
  /// Rows of a collection with a single selection (nothing is selected in a render unless bound).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
  /// Rows with a multiple selection (edit mode is off in a render, so no checkmarks are drawn).
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(selection: nil as Binding<SelectionValue?>?, content: content)
  }
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: nil as Binding<SelectionValue?>?) { ForEach(data, content: rowContent) }
  }
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: nil as Binding<SelectionValue?>?) { ForEach(data, id: id, content: rowContent) }
  }
}
