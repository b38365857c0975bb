import Foundation
import PlumbGraphics

// The screen's display settings (docs/compatibility/uikit.md, "App and scene lifecycle"): fixed,
// documented answers, and a brightness that is kept as set (nothing is lit in a render).

extension UIScreen {
  /// The backlight, 0 to 1: 0.5 until set, then kept for the render session (clamped to 0…1).
  public var brightness: CGFloat {
    get { UIApplicationLifecycleState.current.value("UIScreen.brightness", default: CGFloat(0.5)) }
    set { UIApplicationLifecycleState.current.setValue(min(1, max(0, newValue)), for: "UIScreen.brightness") }
  }

  /// False: the screen is not being recorded, mirrored or shown elsewhere.
  public var isCaptured: Bool { false }

  /// 60 frames per second (ProMotion's 120 is not modelled).
  public var maximumFramesPerSecond: Int { 60 }

  /// The traits of the interface being rendered (light or dark).
  public var traitCollection: UITraitCollection { UITraitCollection.current }

  nonisolated public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
  nonisolated public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
  nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
  nonisolated public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
  nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
}
