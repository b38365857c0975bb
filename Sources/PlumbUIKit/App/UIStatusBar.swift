import Foundation
import PlumbGraphics
import PlumbUI

/// The status bar's colours, as UIKit's `UIStatusBarStyle`. No status bar is drawn in a render.
public enum UIStatusBarStyle: Int, Hashable, Sendable {
  /// Dark or light content, following the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  @available(iOS, introduced: 2.0, deprecated: 7.0, renamed: "lightContent")
  case blackOpaque = 2
  /// Dark content, for light backgrounds.
  case darkContent = 3

  @available(iOS, introduced: 2.0, deprecated: 7.0, renamed: "lightContent")
  public static var blackTranslucent: UIStatusBarStyle { .lightContent }
}

/// How the status bar animates when shown or hidden, as UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Hashable, Sendable {
  case none = 0, fade, slide
}

/// A window scene's status bar, as UIKit's `UIStatusBarManager`: the default style, shown, as tall
/// as the device's top safe-area inset (the status bar's height on the iPhones modelled, except
/// that Dynamic Island iPhones' bar is about 5 pt shorter than their inset). Not drawn.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
  private let device: Device
  init(device: Device) {
    self.device = device
    super.init()
  }

  /// `.default`.
  open var statusBarStyle: UIStatusBarStyle { .default }
  /// False.
  open var isStatusBarHidden: Bool { false }
  /// The top strip of the screen, as tall as the device's top safe-area inset.
  open var statusBarFrame: CGRect {
    CGRect(x: 0, y: 0, width: device.size.width, height: CGFloat(device.safeAreaInsets.top))
  }
}

extension UIWindowScene {
  /// The scene's status bar.
  public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(device: host?.device ?? RenderingDevice.current) }
}

extension UIApplication {
  /// The status bar's style (deprecated in iOS 9 and 13): kept as set, `.default` until then; not drawn.
  @available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
  public var statusBarStyle: UIStatusBarStyle {
    get { UIApplicationLifecycleState.current.value("statusBarStyle", default: UIStatusBarStyle.default) }
    set { UIApplicationLifecycleState.current.setValue(newValue, for: "statusBarStyle") }
  }

  /// Sets the status bar's style (deprecated in iOS 9).
  @available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
  public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
    UIApplicationLifecycleState.current.setValue(statusBarStyle, for: "statusBarStyle")
  }

  /// Whether the status bar is hidden (deprecated in iOS 9 and 13): kept as set, false until then.
  @available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
  public var isStatusBarHidden: Bool {
    get { UIApplicationLifecycleState.current.value("isStatusBarHidden", default: false) }
    set { UIApplicationLifecycleState.current.setValue(newValue, for: "isStatusBarHidden") }
  }

  /// Hides or shows the status bar (deprecated in iOS 9).
  @available(iOS, introduced: 3.2, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
  public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
    UIApplicationLifecycleState.current.setValue(hidden, for: "isStatusBarHidden")
  }

  /// The status bar's frame (deprecated in iOS 13): the current scene's `statusBarManager` frame,
  /// zero when hidden.
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
  public var statusBarFrame: CGRect {
    if isStatusBarHidden { return .zero }
    let device = UIKitRuntime.currentWindow?.windowScene?.host?.device ?? RenderingDevice.current
    return UIStatusBarManager(device: device).statusBarFrame
  }

  /// The interface's orientation (deprecated in iOS 13): the current scene's.
  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
  public var statusBarOrientation: UIInterfaceOrientation {
    (UIKitRuntime.currentWindow?.host?.device ?? RenderingDevice.current).orientation == .landscape ? .landscapeRight : .portrait
  }
}
