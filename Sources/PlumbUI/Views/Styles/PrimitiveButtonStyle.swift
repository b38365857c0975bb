import Foundation

/// A button style that decides when the action runs, as SwiftUI's `PrimitiveButtonStyle`: the
/// style's body takes the gestures and calls `configuration.trigger()`; the button adds no tap of
/// its own. The system styles (`.automatic`, `.plain`, `.bordered`…) conform to it.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a primitive button style receives, as `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View, StylePart {
    let content: AnyView
    public var body: Never { primitiveBody() }
  }
  public let role: ButtonRole?
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: () -> Void

  /// Runs the button's action (nothing while the button is disabled).
  public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button with a primitive style's label, role and action, as SwiftUI's
  /// `Button(_ configuration:)`; it takes the style found above the style's own body.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}
