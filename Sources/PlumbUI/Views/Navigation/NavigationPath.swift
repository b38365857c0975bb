import Foundation

/// A type-erased list of values a `NavigationStack(path:)` shows, as SwiftUI's `NavigationPath`:
/// each element is drawn with the `navigationDestination(for:)` of its type, the last on top.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  public init() { elements = [] }
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
  /// The number of elements.
  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Pops `k` values (1 by default).
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }
}

extension View {
  /// How the stack shows a pushed value of type `data` (from a `NavigationPath`, a typed path or
  /// a value `NavigationLink`).
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
    modifier(NavigationModifier { nav, _ in
      nav.destinations.builders[ObjectIdentifier(D.self)] = { element in
        (element.base as? D).map { AnyView(destination($0)) } ?? AnyView(EmptyView())
      }
    })
  }
  /// Pushes `destination` while `isPresented` is true.
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
    let view = isPresented.wrappedValue ? AnyView(destination()) : nil
    return modifier(NavigationModifier { nav, _ in if let view { nav.presented.append(view) } })
  }
  /// Pushes `destination(item)` while `item` is not nil.
  public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
    let view = item.wrappedValue.map { AnyView(destination($0)) }
    return modifier(NavigationModifier { nav, _ in if let view { nav.presented.append(view) } })
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value` onto the enclosing stack's path (drawn as a link; tapping it
  /// pushes the value's registered destination).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.init(valueLink: value.map { AnyHashable($0) }, label: label())
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(valueLink: value.map { AnyHashable($0) }, label: Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(valueLink: value.map { AnyHashable($0) }, label: Text(title))
  }
}
