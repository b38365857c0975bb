import Foundation

// SF Symbol animations (iOS 17/18, Apple's Symbols framework re-exported by SwiftUI): the effect
// types and `symbolEffect(_:options:isActive:)` / `symbolEffect(_:options:value:)`. Plumbline
// draws symbols at rest: an effect keeps the layout, draws the symbol as it is without the effect,
// and warns once per effect kind (docs/compatibility/graphics.md).

/// An animation of an SF Symbol, as Apple's `SymbolEffect`.
public protocol SymbolEffect: Hashable, Sendable {
  /// The effect's name, for the warning ("rotate", "bounce", ...).
  var _effectName: String { get }
}
/// An effect that runs while active (`symbolEffect(_:isActive:)`), as `IndefiniteSymbolEffect`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that runs once each time a value changes (`symbolEffect(_:value:)`), as `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides the symbol (`.transition(.symbolEffect(...))`), as `TransitionSymbolEffect`.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another, as `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// The options of a symbol effect (repeat count and speed), as `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
  /// nil: the effect's default; 0 for "non-repeating"; Int.max for "repeating".
  var repeatCount: Int?
  var speed: Double = 1
  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions(repeatCount: .max)
  public static let nonRepeating = SymbolEffectOptions(repeatCount: 0)
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
  public var repeating: SymbolEffectOptions { var o = self; o.repeatCount = .max; return o }
  public var nonRepeating: SymbolEffectOptions { var o = self; o.repeatCount = 0; return o }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.repeatCount = count; return o }
  public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speed = speed; return o }
}

/// How an effect applies to a symbol's layers (shared by the effect types below).
enum SymbolEffectScope: Hashable, Sendable { case automatic, byLayer, wholeSymbol }

/// A bounce (discrete and indefinite), as `BounceSymbolEffect`.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var direction = 0, scope = SymbolEffectScope.automatic
  public var _effectName: String { "bounce" }
  public var up: BounceSymbolEffect { var e = self; e.direction = 1; return e }
  public var down: BounceSymbolEffect { var e = self; e.direction = -1; return e }
  public var byLayer: BounceSymbolEffect { var e = self; e.scope = .byLayer; return e }
  public var wholeSymbol: BounceSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}
/// A pulse of opacity, as `PulseSymbolEffect`.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var scope = SymbolEffectScope.automatic
  public var _effectName: String { "pulse" }
  public var byLayer: PulseSymbolEffect { var e = self; e.scope = .byLayer; return e }
  public var wholeSymbol: PulseSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}
/// Layers coloured in turn, as `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var flags: Set<String> = []
  public var _effectName: String { "variableColor" }
  private func with(_ f: String) -> VariableColorSymbolEffect { var e = self; e.flags.insert(f); return e }
  public var iterative: VariableColorSymbolEffect { with("iterative") }
  public var cumulative: VariableColorSymbolEffect { with("cumulative") }
  public var reversing: VariableColorSymbolEffect { with("reversing") }
  public var nonReversing: VariableColorSymbolEffect { with("nonReversing") }
  public var hideInactiveLayers: VariableColorSymbolEffect { with("hideInactiveLayers") }
  public var dimInactiveLayers: VariableColorSymbolEffect { with("dimInactiveLayers") }
}
/// A scale up or down while active, as `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
  var direction = 0, scope = SymbolEffectScope.automatic
  public var _effectName: String { "scale" }
  public var up: ScaleSymbolEffect { var e = self; e.direction = 1; return e }
  public var down: ScaleSymbolEffect { var e = self; e.direction = -1; return e }
  public var byLayer: ScaleSymbolEffect { var e = self; e.scope = .byLayer; return e }
  public var wholeSymbol: ScaleSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}
/// Appearing, as `AppearSymbolEffect`.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
  var direction = 0, scope = SymbolEffectScope.automatic
  public var _effectName: String { "appear" }
  public var up: AppearSymbolEffect { var e = self; e.direction = 1; return e }
  public var down: AppearSymbolEffect { var e = self; e.direction = -1; return e }
  public var byLayer: AppearSymbolEffect { var e = self; e.scope = .byLayer; return e }
  public var wholeSymbol: AppearSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}
/// Disappearing, as `DisappearSymbolEffect` (while active, iOS hides the symbol: see `symbolEffect`).
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
  var direction = 0, scope = SymbolEffectScope.automatic
  public var _effectName: String { "disappear" }
  public var up: DisappearSymbolEffect { var e = self; e.direction = 1; return e }
  public var down: DisappearSymbolEffect { var e = self; e.direction = -1; return e }
  public var byLayer: DisappearSymbolEffect { var e = self; e.scope = .byLayer; return e }
  public var wholeSymbol: DisappearSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}
/// Replacing one symbol by another, as `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
  var style = "downUp", scope = SymbolEffectScope.automatic
  public var _effectName: String { "replace" }
  public var downUp: ReplaceSymbolEffect { var e = self; e.style = "downUp"; return e }
  public var upUp: ReplaceSymbolEffect { var e = self; e.style = "upUp"; return e }
  public var offUp: ReplaceSymbolEffect { var e = self; e.style = "offUp"; return e }
  public var byLayer: ReplaceSymbolEffect { var e = self; e.scope = .byLayer; return e }
  public var wholeSymbol: ReplaceSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}
/// A wiggle (iOS 18), as `WiggleSymbolEffect`.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var direction = "", scope = SymbolEffectScope.automatic
  public var _effectName: String { "wiggle" }
  private func to(_ d: String) -> WiggleSymbolEffect { var e = self; e.direction = d; return e }
  public var left: WiggleSymbolEffect { to("left") }
  public var right: WiggleSymbolEffect { to("right") }
  public var up: WiggleSymbolEffect { to("up") }
  public var down: WiggleSymbolEffect { to("down") }
  public var forward: WiggleSymbolEffect { to("forward") }
  public var backward: WiggleSymbolEffect { to("backward") }
  public var clockwise: WiggleSymbolEffect { to("clockwise") }
  public var counterClockwise: WiggleSymbolEffect { to("counterClockwise") }
  public var byLayer: WiggleSymbolEffect { var e = self; e.scope = .byLayer; return e }
  public var wholeSymbol: WiggleSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}
/// A rotation (iOS 18), as `RotateSymbolEffect`.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var isClockwise = true, scope = SymbolEffectScope.automatic
  public var _effectName: String { "rotate" }
  public var clockwise: RotateSymbolEffect { var e = self; e.isClockwise = true; return e }
  public var counterClockwise: RotateSymbolEffect { var e = self; e.isClockwise = false; return e }
  public var byLayer: RotateSymbolEffect { var e = self; e.scope = .byLayer; return e }
  public var wholeSymbol: RotateSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}
/// A breathing scale and opacity (iOS 18), as `BreatheSymbolEffect`.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var style = "", scope = SymbolEffectScope.automatic
  public var _effectName: String { "breathe" }
  public var pulse: BreatheSymbolEffect { var e = self; e.style = "pulse"; return e }
  public var plain: BreatheSymbolEffect { var e = self; e.style = "plain"; return e }
  public var byLayer: BreatheSymbolEffect { var e = self; e.scope = .byLayer; return e }
  public var wholeSymbol: BreatheSymbolEffect { var e = self; e.scope = .wholeSymbol; return e }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }

/// Warns once per effect kind, when the modified view is resolved, that the effect is not drawn.
struct UndrawnSymbolEffectModifier: ViewModifier, AttachingModifier {
  let effect: String
  let isActive: Bool
  func attach(to node: Node, _ ctx: ResolveContext) {
    guard isActive else { return }
    RenderWarnings.warnOnce("symbolEffect.\(effect)",
      "symbolEffect(.\(effect)): symbol animations are not drawn; the symbol is drawn at rest")
  }
}

extension View {
  /// Runs an indefinite symbol effect while `isActive` (not drawn; warned: the symbol is drawn at rest).
  public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                      isActive: Bool = true) -> some View {
    modifier(UndrawnSymbolEffectModifier(effect: effect._effectName, isActive: isActive))
  }
  /// Runs a discrete symbol effect each time `value` changes (not drawn; warned: the symbol is
  /// drawn at rest, which is also what iOS shows once the effect has finished).
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                  value: U) -> some View {
    modifier(UndrawnSymbolEffectModifier(effect: effect._effectName, isActive: true))
  }
  /// Removes symbol effects from the view (nothing to remove: none are drawn).
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
