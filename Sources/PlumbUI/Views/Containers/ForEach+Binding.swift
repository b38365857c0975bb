import Foundation

// ForEach over a binding to a collection (iOS 15: `ForEach($items) { $item in … }`): each row
// gets a binding to its element, and rows are identified by the element's id, as SwiftUI does.

/// One row of a binding `ForEach`: the element's index in the collection and its id.
public struct _BindingRow<Index: Hashable, ID: Hashable>: Hashable {
  public let index: Index
  public let id: ID
}

extension ForEach where Content: View {
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [_BindingRow<C.Index, ID>], C.Index: Hashable {
    let rows = data.wrappedValue.indices.map { _BindingRow(index: $0, id: data.wrappedValue[$0][keyPath: id]) }
    self.init(_data: rows, id: \.id) { row in
      content(Binding(get: { data.wrappedValue[row.index] }, set: { data.wrappedValue[row.index] = $0 }))
    }
  }

  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [_BindingRow<C.Index, ID>], C.Index: Hashable, C.Element: Identifiable, ID == C.Element.ID {
    self.init(data, id: \.id, content: content)
  }
}
