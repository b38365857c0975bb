import Foundation

/// A transition written as a type, as iOS 17's `Transition`: `body(content:phase:)` returns the
/// view at each phase of its insertion or removal.
///
/// Drawn as `AnyTransition.modifier(active:identity:)` is (AnyTransition.swift): the view at rest
/// is `body(content:phase: .identity)`; the frames of an animated insertion or removal show that
/// resting look too, and warn once naming the transition (the phases are not interpolated).
@MainActor @preconcurrency
public protocol Transition {
  associatedtype Body: View
  typealias Content = PlaceholderContentView<Self>
  @ViewBuilder func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
  static var properties: TransitionProperties { get }
}

extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }
  /// This transition, then `other` applied to its result.
  public func combined<T: Transition>(with other: T) -> some Transition { CombinedTransition(first: self, second: other) }
  /// This transition with its own animation (the animation is not interpolated here; see above).
  public func animation(_ animation: Animation?) -> some Transition { self }
}

/// Where a view is in its transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
  case willAppear, identity, didDisappear
  /// True at rest (`.identity`).
  public var isIdentity: Bool { self == .identity }
  /// -1 before insertion, 0 at rest, 1 after removal: what transitions scale their effects by.
  public var value: Double {
    switch self {
    case .willAppear: return -1
    case .identity: return 0
    case .didDisappear: return 1
    }
  }
}

/// What a transition needs of its container, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable {
  public var hasMotion: Bool
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// The view a `Transition`'s body receives, standing for the view it moves in or out, as SwiftUI's
/// `PlaceholderContentView` (also what `transaction(_:body:)` and `animation(_:body:)` bodies
/// receive): drawn as that view.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
  let content: AnyView
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) { resolveView(content, ctx, into: &out) }
}

/// Two transitions applied one after the other (`combined(with:)`).
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second
  func body(content: PlaceholderContentView<Self>, phase: TransitionPhase) -> Second.Body {
    let inner = first.body(content: PlaceholderContentView<First>(content: AnyView(content)), phase: phase)
    return second.body(content: PlaceholderContentView<Second>(content: AnyView(inner)), phase: phase)
  }
}

extension AnyTransition {
  /// A type-erased `Transition`.
  public init<T: Transition>(_ transition: T) {
    nonisolated(unsafe) let transition = transition  // used on the main actor only, at resolve time
    self.init(.modifier(CustomTransitionModifiers(name: String(describing: T.self)) { view in
      AnyView(transition.body(content: PlaceholderContentView<T>(content: view), phase: .identity))
    }))
  }
}

extension View {
  /// How this view is inserted and removed, given as a `Transition` type.
  @_disfavoredOverload
  public func transition<T: Transition>(_ transition: T) -> some View { self.transition(AnyTransition(transition)) }
}
