import Foundation

/// A modifier that builds the modifier it applies from the environment, as SwiftUI's
/// `EnvironmentalModifier`: `resolve(in:)` is called with the environment where the modifier is
/// used, each time the view is resolved, and its result modifies the content.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  associatedtype ResolvedModifier: ViewModifier
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
  public func body(content: Content) -> Never { fatalError("\(Self.self) is resolved through resolve(in:)") }

  /// Applies the resolved modifier to `content` in place of this one.
  func resolveEnvironmental<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    let resolved = resolve(in: ctx.environment)
    resolveView(content.modifier(resolved), ctx.child(typeName(Self.self)), into: &out)
  }
}
