import Foundation

/// SwiftUI's public `_AppearanceActionModifier`, the modifier behind `onAppear`/`onDisappear`,
/// which some libraries and apps apply directly (`.modifier(_AppearanceActionModifier(appear: …))`).
/// Its actions run exactly as those of `onAppear` and `onDisappear` do.
public struct _AppearanceActionModifier: ViewModifier {
  public var appear: (() -> Void)?
  public var disappear: (() -> Void)?
  public init(appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
    self.appear = appear; self.disappear = disappear
  }
  public func body(content: Content) -> some View {
    content.onAppear { appear?() }.onDisappear { disappear?() }
  }
}
