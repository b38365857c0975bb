import PlumbUI

// SwiftData's view and scene modifiers that put a model container's main context in the environment.

extension View {
  /// Sets `container`'s main context as this subtree's `modelContext`.
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.mainContext)
  }

  /// Makes a container for `modelType` once for this view (it lives as long as the view) and
  /// sets its main context as the subtree's `modelContext`.
  public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                             isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                             onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
    modifier(ModelContainerModifier(types: [modelType], inMemory: inMemory, autosave: isAutosaveEnabled, onSetup: onSetup))
  }

  public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                             isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                             onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
    modifier(ModelContainerModifier(types: modelTypes, inMemory: inMemory, autosave: isAutosaveEnabled, onSetup: onSetup))
  }

  /// Sets `modelContext` as this subtree's context.
  public func modelContext(_ modelContext: ModelContext) -> some View {
    environment(\.modelContext, modelContext)
  }
}

extension Scene {
  /// The scene's window content with `container`'s main context in its environment.
  public func modelContainer(_ container: ModelContainer) -> some Scene {
    ModelContainerScene(wrapped: self) { $0.modelContainer(container) }
  }

  public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                             isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                             onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
    ModelContainerScene(wrapped: self) {
      $0.modelContainer(for: modelType, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
    }
  }

  public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                             isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                             onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
    ModelContainerScene(wrapped: self) {
      $0.modelContainer(for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
    }
  }

  public func modelContext(_ modelContext: ModelContext) -> some Scene {
    ModelContainerScene(wrapped: self) { $0.modelContext(modelContext) }
  }
}

/// A scene whose window shows the wrapped scene's content with a container set.
struct ModelContainerScene<Wrapped: Scene>: Scene {
  let wrapped: Wrapped
  let apply: (AnyView) -> any View

  var body: some Scene {
    WindowGroup {
      if let content = AppContent.window(of: wrapped) { AnyView(apply(content)) }
    }
  }
}

/// Creates the container of `.modelContainer(for:)` on first use and keeps it in view state.
struct ModelContainerModifier: ViewModifier {
  let types: [any PersistentModel.Type]
  let inMemory: Bool
  let autosave: Bool
  let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
  @State private var holder = ContainerHolder()

  func body(content: Content) -> some View {
    let container = holder.container(types: types, inMemory: inMemory, autosave: autosave, onSetup: onSetup)
    return content.environment(\.modelContext, container.mainContext)
  }
}

final class ContainerHolder: @unchecked Sendable {
  private var made: ModelContainer?

  func container(types: [any PersistentModel.Type], inMemory: Bool, autosave: Bool,
                 onSetup: (Swift.Result<ModelContainer, any Error>) -> Void) -> ModelContainer {
    if let made { return made }
    let result = Swift.Result {
      try ModelContainer(for: Schema(types), configurations: ModelConfiguration(isStoredInMemoryOnly: inMemory))
    }
    onSetup(result)
    // Making an in-memory container cannot fail here (no file, no migration).
    let container = try! result.get()
    container.mainContext.autosaveEnabled = autosave
    made = container
    return container
  }
}
