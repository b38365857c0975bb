import Foundation
import PlumbGraphics
import PlumbUI

/// A host's window: the screen-sized root of its UIKit views. Its root controller stands for the
/// host's SwiftUI content (as a SwiftUI app's `UIHostingController` does); views presented from
/// it are drawn above that content, in presentation order.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The host this window belongs to (nil for a window made by code, which is never drawn).
  weak var host: ViewHost?
  public private(set) var windowScene: UIWindowScene?
  /// Presentations on screen, bottom first.
  var presentations: [PresentationRecord] = []
  /// Controllers standing for SwiftUI sheets (keyed by the sheet's identity).
  var sheetControllers: [String: SheetHostingController] = [:]

  public var rootViewController: UIViewController? {
    didSet {
      oldValue?.window = nil
      rootViewController?.window = self
      UIKitRuntime.setNeedsRender(self, "UIWindow.rootViewController")
    }
  }

  public var isKeyWindow: Bool { host != nil }
  public var screen: UIScreen { UIScreen(device: host?.device ?? RenderingDevice.current) }
  public var windowLevel: UIWindow.Level = .normal

  public override init(frame: CGRect) { super.init(frame: frame) }
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.screen.bounds)
    self.windowScene = windowScene
  }
  public required init?(coder: NSCoder) { return nil }
  /// The app.
  open override var next: UIResponder? { UIApplication.shared }

  init(host: ViewHost, scene: UIWindowScene) {
    super.init(frame: CGRect(origin: .zero, size: host.device.size))
    self.host = host
    windowScene = scene
    let root = HostRootViewController()
    rootViewController = root
  }

  public func makeKeyAndVisible() {
    if host == nil {
      RenderWarnings.warnOnce("UIWindow.makeKeyAndVisible",
                              "UIWindow.makeKeyAndVisible: a window made by code is not drawn; the host's own window is the key window")
    }
  }
  public func makeKey() { makeKeyAndVisible() }

  /// The safe-area insets of the device.
  public var safeAreaInsetsOfScreen: UIEdgeInsets {
    let i = host?.device.safeAreaInsets ?? .zero
    return UIEdgeInsets(top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing)
  }

  /// The controller on top of the presentation chain.
  var topPresented: UIViewController? { presentations.last?.presented }
}

extension UIWindow: PlatformWindow {
  package var platformLayers: [any PlatformView] {
    var layers: [any PlatformView] = []
    if let rootView = rootViewController?.viewIfLoaded { layers += rootView.subviews }
    layers += presentations.map(\.container)
    return layers
  }

  package var platformCoversContent: Bool {
    presentations.contains { $0.isComplete && $0.controller.shouldRemovePresentersView }
  }

  package func platformClockDidAdvance() {
    guard let host else { return }
    UIViewAnimator.clockDidAdvance(host)
  }
}

/// The root controller of a host's window: its view stands for the host's SwiftUI content (the
/// engine draws that content; subviews added to this view are drawn above it).
@MainActor
final class HostRootViewController: UIViewController {
  override func loadView() {
    view = HostContentView(frame: window?.bounds ?? UIScreen.main.bounds)
  }
}

/// The view of the window's root controller: transparent; the SwiftUI content is drawn by the engine.
@MainActor
final class HostContentView: UIView {}

/// `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top, left, bottom, right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top; self.left = left; self.bottom = bottom; self.right = right
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
