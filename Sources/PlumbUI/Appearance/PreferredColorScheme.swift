import Foundation

/// The colour scheme a view asked the window for with `.preferredColorScheme(_:)`, which wins
/// over the device's appearance (`RenderTraits.colorScheme`, light when unset).
struct WindowColorSchemes {
  /// The preference in effect (from the previous pass).
  private(set) var preferred: ColorScheme?
  /// The first preference met while resolving this pass.
  var requested: ColorScheme?

  func effective(system: ColorScheme?) -> ColorScheme { preferred ?? system ?? .light }

  /// Adopts this pass's request; returns whether it changed (the pass must run again).
  mutating func applyRequest() -> Bool {
    guard requested != preferred else { return false }
    preferred = requested
    return true
  }
}

extension View {
  /// Sets the colour scheme of the whole window (the enclosing presentation), as SwiftUI's: the
  /// preference travels up, so a view deep inside darkens the root, its bars and presentations;
  /// `nil` leaves the system's appearance. The first preference in tree order wins.
  public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
    modifier(PreferredColorSchemeModifier(scheme: scheme))
  }
}

/// Records the preference for the window while resolving its content unchanged.
struct PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
  let scheme: ColorScheme?
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    if let scheme, ctx.graph.colorSchemes.requested == nil { ctx.graph.colorSchemes.requested = scheme }
    resolveView(content, ctx, into: &out)
  }
}
