import Foundation

/// A stored property of a view that the graph connects to persistent storage before `body` runs
/// (SwiftUI's `DynamicProperty`: @State, @Binding, @Environment, @StateObject…).
public protocol DynamicProperty {
  /// Called before the view's body is evaluated; rarely needed by user code.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A dynamic property the graph knows how to attach: `key` is unique for this property of this
/// view instance (identity path + property label).
@MainActor
protocol InstallableProperty {
  func install(_ graph: ViewGraph, key: String, environment: EnvironmentValues)
}

/// The persistent value behind a `@State`, owned by the graph and keyed by identity.
///
/// Not actor-isolated so that state read or written off the main thread does not trap; a write
/// from another thread notifies the graph through the main queue, as a run-loop turn would.
final class StateStorage: @unchecked Sendable {
  /// For loop reports, e.g. "FrameGetter.frame at ContentView/VStack/0".
  let name: String
  var value: Any
  /// Writes so far: a body that read this state runs again when it moves (Engine/BodyInputs.swift).
  private(set) var version = 0
  weak var graph: ViewGraph?

  init(name: String, value: Any, graph: ViewGraph) {
    self.name = name; self.value = value; self.graph = graph
  }

  /// Stores `newValue`; an Equatable value equal to the current one changes nothing.
  func set(_ newValue: Any) {
    if let same = isEqualAny(value, newValue), same { return }
    value = newValue
    version += 1
    let name = self.name
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { graph?.stateDidChange(name) }
    } else if let g = graph {
      DispatchQueue.main.async { g.stateDidChange(name) }
    }
  }
}

/// `a == b` when both are the same Equatable type; nil when the type is not Equatable.
func isEqualAny(_ a: Any, _ b: Any) -> Bool? {
  guard let ea = a as? any Equatable else { return nil }
  return ea.isEqual(toAny: b)
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let o = other as? Self else { return false }
    return self == o
  }
}
