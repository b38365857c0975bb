import Foundation

// Drag and drop, as SwiftUI declares it. A render has no finger dragging anything, so these
// modifiers draw the view as it is at rest (no drop target is highlighted, `isTargeted` stays
// false) and keep their handlers for the tests that call them; nothing is left undrawn.

/// What is being dropped and where, as SwiftUI's `DropInfo`.
public struct DropInfo {
  /// Where the drop is, in the drop target's coordinates.
  public var location: CGPoint
  let providers: [NSItemProvider]

  public init(location: CGPoint, itemProviders: [NSItemProvider]) {
    self.location = location; providers = itemProviders
  }

  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { !itemProviders(for: contentTypes).isEmpty }
  public func hasItemsConforming(to types: [String]) -> Bool { hasItemsConforming(to: types.compactMap { UTType($0) }) }
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    providers.filter { p in contentTypes.contains { p.hasItemConformingToTypeIdentifier($0.identifier) } }
  }
  public func itemProviders(for types: [String]) -> [NSItemProvider] { itemProviders(for: types.compactMap { UTType($0) }) }
}

/// What a drop target would do with a drop, as SwiftUI's `DropOperation`.
public enum DropOperation: Hashable, Sendable { case cancel, forbidden, copy, move }

/// A drop target's answer while a drag is over it, as SwiftUI's `DropProposal`.
public struct DropProposal: Sendable {
  public let operation: DropOperation
  public init(operation: DropOperation) { self.operation = operation }
}

/// An object that handles drops on a view, as SwiftUI's `DropDelegate`.
@MainActor @preconcurrency
public protocol DropDelegate {
  func validateDrop(info: DropInfo) -> Bool
  func performDrop(info: DropInfo) -> Bool
  func dropEntered(info: DropInfo)
  func dropUpdated(info: DropInfo) -> DropProposal?
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  public func validateDrop(info: DropInfo) -> Bool { true }
  public func dropEntered(info: DropInfo) {}
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  public func dropExited(info: DropInfo) {}
}

extension View {
  public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                     perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
  public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                     perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { self }
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }
  @_disfavoredOverload
  public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                     perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
  @_disfavoredOverload
  public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                     perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { self }
  @_disfavoredOverload
  public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }
  /// Accepts dropped items of a transferable type (iOS 16).
  public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                               action: @escaping ([T], CGPoint) -> Bool,
                                               isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
  /// Makes the view a drag source of the provider `data` returns.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
  public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
  /// Makes the view a drag source of a transferable value (iOS 16).
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
  public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                  @ViewBuilder preview: () -> V) -> some View { self }
}
