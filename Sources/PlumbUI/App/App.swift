import Foundation

/// An app's entry point, as SwiftUI's `App`: shipping `@main struct MyApp: App` files compile, and
/// Plumbline renders the content of the app's first window (`AppContent.window(of:)`).
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder var body: Self.Body { get }
  init()
}

extension App {
  /// The `@main` entry point. Plumbline does not run apps; it renders their screens, so running
  /// one says how to render it instead (exit status 2).
  public static func main() {
    FileHandle.standardError.write(Data("""
      \(Self.self): Plumbline renders an app's screens rather than running it. Render its window \
      with `plumb render`, or in a test with assertGolden(of: AppContent.window(of: \(Self.self)())).

      """.utf8))
    exit(2)
  }
}

/// What the system shows of an app, as SwiftUI's `Scene`: on an iPhone, a window group's content.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene whose window content Plumbline can render (window groups, and scenes wrapping them).
@MainActor
protocol WindowContentScene {
  /// The content of the scene's first window, if it has one.
  var windowContent: AnyView? { get }
}

/// Reads the content an app or scene shows in its window.
@MainActor
public enum AppContent {
  /// The content of `app`'s first window group, as an iPhone shows it at launch.
  public static func window<A: App>(of app: A) -> AnyView {
    guard let content = window(of: app.body) else {
      preconditionFailure("AppContent: \(A.self).body has no WindowGroup, so there is no window to render")
    }
    return content
  }

  /// The content of `scene`'s first window group, or nil when it has none.
  public static func window<S: Scene>(of scene: S) -> AnyView? {
    if let direct = scene as? any WindowContentScene { return direct.windowContent }
    if S.Body.self == Never.self { return nil }
    return window(of: scene.body)
  }
}
