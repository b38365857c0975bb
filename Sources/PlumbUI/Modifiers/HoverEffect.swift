import Foundation

/// The effect a pointer or Apple Pencil hover has on a view, as SwiftUI's `HoverEffect`. No
/// pointer hovers in a snapshot, so the view is drawn as it is without one (as an iPhone, which
/// has no pointer, always draws it).
public struct HoverEffect: Sendable {
  let name: String
  public static let automatic = HoverEffect(name: "automatic")
  public static let highlight = HoverEffect(name: "highlight")
  public static let lift = HoverEffect(name: "lift")
}

extension View {
  /// Applies `effect` when a pointer hovers (never in a snapshot).
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
  /// Turns off the hover effects of this view and those inside it.
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
