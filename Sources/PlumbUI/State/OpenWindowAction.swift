import Foundation

/// Opens a window of a `WindowGroup` by id or value, as SwiftUI's `OpenWindowAction`
/// (`@Environment(\.openWindow)`). An iPhone has one window and a render opens none: calling it
/// does nothing but warn once, naming what was asked.
public struct OpenWindowAction: Sendable {
  @MainActor public func callAsFunction(id: String) { Self.ignored("id \"\(id)\"") }
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { Self.ignored("a value of \(D.self)") }
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { Self.ignored("id \"\(id)\"") }

  @MainActor static func ignored(_ what: String) {
    RenderWarnings.warnOnce("openWindow", "openWindow(\(what)): a render has one window; no window is opened")
  }
}

/// Closes a window by id or value, as SwiftUI's `DismissWindowAction`: nothing to close in a render.
public struct DismissWindowAction: Sendable {
  @MainActor public func callAsFunction() {}
  @MainActor public func callAsFunction(id: String) {}
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
  /// Opens windows (none, in a render).
  public var openWindow: OpenWindowAction { OpenWindowAction() }
  /// Closes windows (none, in a render).
  public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}
