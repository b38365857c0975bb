import Foundation
import PlumbUI

/// A scene, as UIKit's `UIScene`: one per host here, always foreground-active.
@preconcurrency @MainActor
open class UIScene: Hashable {
  public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2 }
  public var activationState: ActivationState { .foregroundActive }
  public var title: String?
  nonisolated public static func == (l: UIScene, r: UIScene) -> Bool { l === r }
  nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
  init() {}
}

/// The window scene of a host: its one window, its screen.
@preconcurrency @MainActor
public final class UIWindowScene: UIScene {
  weak var host: ViewHost?
  /// The scene's window (the window holds its scene; the scene does not hold the window).
  weak var window: UIWindow?

  init(host: ViewHost) { self.host = host; super.init() }

  public var windows: [UIWindow] { window.map { [$0] } ?? [] }
  public var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }
  public var screen: UIScreen { UIScreen(device: host?.device ?? RenderingDevice.current) }
}

/// The app, as UIKit's `UIApplication.shared`: its scene and window are those of the current
/// host (the one being set up, rendered or receiving an event, else the one active last), so the
/// usual key-window lookup finds the window whose content is being rendered.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
  public static let shared = UIApplication()
  private override init() { super.init() }

  public enum State: Int, Sendable { case active, inactive, background }
  public var applicationState: State { .active }

  /// The current host's scene (empty if no host exists yet).
  public var connectedScenes: Set<UIScene> {
    guard let w = UIKitRuntime.currentWindow, let s = w.windowScene else { return [] }
    return [s]
  }

  /// The current host's window (deprecated in iOS 15 in favour of the scene's windows).
  @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
  public var windows: [UIWindow] { UIKitRuntime.currentWindow.map { [$0] } ?? [] }

  /// The current host's window (deprecated in iOS 13).
  @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes")
  public var keyWindow: UIWindow? { UIKitRuntime.currentWindow }

  public var supportsMultipleScenes: Bool { false }
}
