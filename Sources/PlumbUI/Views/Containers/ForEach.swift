import Foundation

/// Views built from a collection, one per element, each identified by its id (so state follows
/// the element), as SwiftUI's `ForEach`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  public var data: Data
  public var content: (Data.Element) -> Content
  let idOf: (Data.Element) -> ID

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data; self.content = content; self.idOf = { $0[keyPath: id] }
  }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("ForEach")
    for element in data {
      let id = idOf(element)
      let start = out.count
      resolveView(content(element), c.child("#\(id)"), into: &out)
      for i in start..<out.count where out[i].explicitID == nil { out[i].explicitID = AnyHashable(id) }
    }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A constant range of indices.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// Identifiable elements, identified by their `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}
