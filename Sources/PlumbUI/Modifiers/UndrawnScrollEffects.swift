import Foundation

// iOS 17 effects that depend on where a view sits in a scroll view or on its geometry, and the
// container backgrounds of iOS 17/18. They compile with SwiftUI's signatures; what they would
// change is not drawn yet, so each warns once naming it (never a silently different picture).

/// The properties a visual effect may change, as SwiftUI's `VisualEffect` (iOS 17).
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing, as SwiftUI's `EmptyVisualEffect`; its modifiers return effects.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

extension VisualEffect {
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { self }
  public func offset(_ offset: CGSize) -> some VisualEffect { self }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { self }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect { self }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { self }
  public func opacity(_ opacity: Double) -> some VisualEffect { self }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { self }
  public func brightness(_ amount: Double) -> some VisualEffect { self }
  public func saturation(_ amount: Double) -> some VisualEffect { self }
  public func grayscale(_ amount: Double) -> some VisualEffect { self }
  public func hueRotation(_ angle: Angle) -> some VisualEffect { self }
  public func contrast(_ amount: Double) -> some VisualEffect { self }
}

/// Where a view is in its scroll view's visible region, as SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
  case topLeading, identity, bottomTrailing
  public var isIdentity: Bool { self == .identity }
  /// -1 before the visible region, 0 inside it, 1 after it.
  public var value: Double {
    switch self {
    case .topLeading: return -1
    case .identity: return 0
    case .bottomTrailing: return 1
    }
  }
}

/// When a scroll transition applies, as SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
  public static let interactive = ScrollTransitionConfiguration()
  public static let identity = ScrollTransitionConfiguration()
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
  public static var animated: ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
  public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

  /// How far into the visible region the transition completes, as `ScrollTransitionConfiguration.Threshold`.
  public struct Threshold: Sendable {
    public static let visible = Threshold(), hidden = Threshold()
    public static var centered: Threshold { Threshold() }
    public static func visible(_ amount: Double) -> Threshold { Threshold() }
    public static func inset(_ distance: CGFloat) -> Threshold { Threshold() }
  }
}

/// Which container a background is for, as SwiftUI's `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String
  /// A placement another framework declares (StoreKit's subscription store ones).
  package init(name: String) { self.name = name }
  /// A widget's background: shown only in a widget, so not on an app screen.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
  /// A navigation container's background (iOS 18).
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

extension View {
  private func undrawnScrollEffect(_ effect: String, _ consequence: String) -> some View {
    modifier(UndrawnEffectModifier(effect: effect, consequence: consequence))
  }

  /// Lets the content of the scroll views below draw outside their bounds (not drawn: it is clipped).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    modifier(WarnOnceModifier(key: "undrawn.scrollClipDisabled(_:)", message: disabled
      ? "scrollClipDisabled(_:) is not drawn: scroll view content is still clipped to the scroll view's bounds" : nil))
  }

  /// Changes the view by its geometry (not drawn: the view is drawn unchanged).
  public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
    undrawnScrollEffect("visualEffect(_:)", "the view is drawn without the effect")
  }

  /// Changes the view by where it is in its scroll view (not drawn: every view is drawn at `.identity`).
  public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                               transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
    undrawnScrollEffect("scrollTransition", "views are drawn as in the .identity phase, also at the scroll view's edges")
  }
  public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                               axis: Axis? = nil,
                               transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
    undrawnScrollEffect("scrollTransition", "views are drawn as in the .identity phase, also at the scroll view's edges")
  }

  /// A background for the container the view is in. A widget's background is not part of an app
  /// screen (none is drawn, as iOS shows none outside a widget; WidgetKit's widget surface draws it,
  /// docs/compatibility/frameworks.md); the others are not drawn (warned).
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
    modifier(containerBackgroundWarning(container))
      .preference(key: WidgetContainerBackgroundKey.self,
                  value: container == .widget ? WidgetContainerBackgroundKey.Background(Rectangle().fill(style)) : nil)
  }
  public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                           @ViewBuilder content: () -> V) -> some View {
    modifier(containerBackgroundWarning(container))
      .preference(key: WidgetContainerBackgroundKey.self,
                  value: container == .widget ? WidgetContainerBackgroundKey.Background(
                    Color.clear.overlay(alignment: alignment) { content() }) : nil)
  }
}

/// The background a view asked for with `containerBackground(_:for: .widget)`, handed up to
/// WidgetKit's widget surface, which draws it behind the whole widget (package-wide, not SwiftUI API).
package struct WidgetContainerBackgroundKey: PreferenceKey {
  /// The background view (a class box, so the preference value needs no view equality).
  package final class Background {
    package let view: AnyView
    init<V: View>(_ view: V) { self.view = AnyView(view) }
  }
  package static var defaultValue: Background? { nil }
  package static func reduce(value: inout Background?, nextValue: () -> Background?) {
    value = value ?? nextValue()
  }
}

/// The warning of a container background: none for a widget's, which an app screen never shows.
private func containerBackgroundWarning(_ placement: ContainerBackgroundPlacement) -> WarnOnceModifier {
  WarnOnceModifier(key: "containerBackground.\(placement.name)", message: placement == .widget ? nil
    : "containerBackground(_:for: .\(placement.name)): the container's background is not drawn; it keeps the system background")
}
