/// A global actor that nothing runs on. SwiftUI's SDK uses it to switch off isolation inference:
/// `_RemoveGlobalActorIsolation` is attributed with it, so a protocol that inherits both `View`
/// (main actor) and `_RemoveGlobalActorIsolation` has two conflicting inferred actors and ends up
/// with none. That is how `Shape` and `GeometryEffect` are views whose conforming types stay
/// nonisolated and `Sendable` (a `static let` of a shape compiles in Swift 6 mode, as on iOS 18).
@globalActor public actor _GlobalActorToDisableGlobalActorInference {
  public static let shared = _GlobalActorToDisableGlobalActorInference()
}

/// Inherited beside a main-actor protocol to leave conforming types without inferred isolation
/// (see `_GlobalActorToDisableGlobalActorInference`); never conformed to on its own.
@_GlobalActorToDisableGlobalActorInference
public protocol _RemoveGlobalActorIsolation {}
