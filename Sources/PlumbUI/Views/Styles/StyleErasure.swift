import Foundation

// The plumbing every custom style shares: SwiftUI hands a style's `makeBody` a configuration whose
// parts (`label`, `content`…) are opaque views, and keeps the style in the environment for the
// controls below. Here each part wraps an `AnyView` and resolves as that view, with no node of its
// own, so a style's body lays out exactly as if it had used the part directly.

/// A configuration part (`Configuration.Label`, `.Content`…): the view it wraps, resolved in place.
@MainActor
protocol StylePart: PrimitiveView {
  var content: AnyView { get }
}

extension StylePart {
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) { content.resolve(ctx, into: &out) }
}

/// A style put in the environment by a `…Style(_:)` modifier: its `makeBody`, type-erased, and
/// its type, so a control can tell the built-in looks from a custom one.
struct ErasedStyle<Configuration>: @unchecked Sendable {
  let type: Any.Type
  let make: @MainActor (Configuration) -> AnyView

  init<S>(_ style: S, make: @escaping @MainActor (Configuration) -> AnyView) {
    type = S.self; self.make = make
  }

  func `is`<S>(_ style: S.Type) -> Bool { type == style }
}
