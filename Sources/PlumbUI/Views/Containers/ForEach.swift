import Foundation

/// Views built from a collection, one per element, each identified by its id (so state follows
/// the element), as SwiftUI's `ForEach`.
///
/// As in SwiftUI, the type places no requirement on `Content`: it is a `View` when its content is
/// one, and other modules make it their own content kind the same way (Charts' `ChartContent`,
/// docs/charts.md).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
  let idOf: (Data.Element) -> ID

  /// Every initialiser comes through here, whatever kind of content it builds (Charts' initialisers
  /// call it with chart content; not for app code).
  public init(_data data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
    self.data = data; self.content = content; self.idOf = { $0[keyPath: id] }
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, id: id, content: content)
  }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("ForEach")
    (data as? any PreparedForEachData)?.prepare(c)
    for element in data {
      let id = idOf(element)
      let start = out.count
      resolveView(content(element), c.child("#\(id)"), into: &out)
      for i in start..<out.count where out[i].explicitID == nil { out[i].explicitID = AnyHashable(id) }
    }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// A constant range of indices.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
  /// Identifiable elements, identified by their `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}
