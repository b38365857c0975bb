import Foundation

// NavigationLink's binding-driven forms (iOS 13–16, deprecated in iOS 16 but common in shipping
// code): the destination is pushed while the binding is true (or the selection equals the tag), as
// `navigationDestination(isPresented:)` pushes it, and tapping the link sets the binding.

extension NavigationLink {
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(destination: destination, label: label)
    self.isActive = isActive
  }
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }
  public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
    self.init(destination: destination, isActive: Self.activation(tag, selection), label: label)
  }
  public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                           @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), isActive: Self.activation(tag, selection), label: label)
  }
  /// Marks the link as a detail link of a split view (an iPhone has one column: no effect).
  public func isDetailLink(_ isDetailLink: Bool) -> some View { self }

  /// True while `selection` holds `tag`; setting it selects the tag or clears the selection.
  static func activation<V: Hashable>(_ tag: V, _ selection: Binding<V?>) -> Binding<Bool> {
    Binding(get: { selection.wrappedValue == tag },
            set: { active in
              if active { selection.wrappedValue = tag } else if selection.wrappedValue == tag { selection.wrappedValue = nil }
            })
  }
}

extension NavigationLink where Label == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }
  public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination(), isActive: isActive) { Text(title) }
  }
  public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }
  public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                           @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                              @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
  }
}
