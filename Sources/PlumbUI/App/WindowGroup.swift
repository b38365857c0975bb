import Foundation

/// A scene that shows one window of content, as SwiftUI's `WindowGroup` (an iPhone shows one).
public struct WindowGroup<Content: View>: Scene, WindowContentScene {
  public var body: Never { fatalError("WindowGroup is a primitive scene") }
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

  var windowContent: AnyView? { AnyView(content) }
}

/// Several scenes side by side (from `@SceneBuilder`); the first window group is the one shown.
public struct TupleScene<each S: Scene>: Scene, WindowContentScene {
  public var body: Never { fatalError("TupleScene is a primitive scene") }
  let scenes: (repeat each S)
  init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }

  var windowContent: AnyView? {
    var found: AnyView?
    for scene in repeat each scenes {
      if found == nil { found = AppContent.window(of: scene) }
    }
    return found
  }
}

/// A scene shown only when a condition held (`if` inside `@SceneBuilder`).
public struct OptionalScene<Wrapped: Scene>: Scene, WindowContentScene {
  public var body: Never { fatalError("OptionalScene is a primitive scene") }
  let wrapped: Wrapped?
  var windowContent: AnyView? { wrapped.flatMap { AppContent.window(of: $0) } }
}

/// Builds scenes from a closure's statements, as SwiftUI's `SceneBuilder`.
@resultBuilder @MainActor
public enum SceneBuilder {
  public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
  public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene<repeat each S> {
    TupleScene(repeat each scenes)
  }
  public static func buildOptional<S: Scene>(_ scene: S?) -> OptionalScene<S> { OptionalScene(wrapped: scene) }
  public static func buildLimitedAvailability<S: Scene>(_ scene: S) -> S { scene }
}

/// A scene with a modifier that has no effect on an iPhone's window content (menus, window
/// sizes, scene-phase handlers), as the result of SwiftUI's scene modifiers.
public struct ModifiedScene<Wrapped: Scene>: Scene, WindowContentScene {
  public var body: Never { fatalError("ModifiedScene is a primitive scene") }
  let wrapped: Wrapped
  var windowContent: AnyView? { AppContent.window(of: wrapped) }
}

extension Scene {
  /// Menu commands (a Mac and iPad menu bar; nothing on an iPhone screen).
  public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> ModifiedScene<Self> { ModifiedScene(wrapped: self) }
  /// Runs `action` when `value` changes (scene phase changes do not happen in a snapshot).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self)
  }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self)
  }
  /// A background task handler (never runs in a snapshot).
  public func backgroundTask<D, R>(_ task: D, action: @escaping @Sendable (D) async -> R) -> ModifiedScene<Self> {
    ModifiedScene(wrapped: self)
  }
}


/// Whether the app is in front, as SwiftUI's `ScenePhase`; a rendered screen is always `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
  /// The scene's phase: `.active` in every render.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
