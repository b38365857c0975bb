import Foundation

// Animation and transition modifiers live in Sources/PlumbUI/Animation/ (AnyTransition.swift,
// AnimationModifier.swift); this file keeps the transaction modifier.

extension View {
  /// Adjusts the transaction of changes in this subtree (no effect on settled frames).
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
