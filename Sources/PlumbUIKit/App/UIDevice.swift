import Foundation
import PlumbGraphics
import PlumbUI

/// The kind of interface a device presents, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
  case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// How the device is held, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
  case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device being rendered, as UIKit's `UIDevice.current`: its idiom, model and orientation come
/// from `RenderingDevice.current` (the rule of `UIScreen.main`); the rest are fixed, documented
/// values so renders are deterministic (docs/compatibility/uikit.md, "UIDevice").
@preconcurrency @MainActor
open class UIDevice {
  /// The charging state, as `UIDevice.BatteryState`.
  public enum BatteryState: Int, Hashable, Sendable { case unknown = 0, unplugged, charging, full }

  /// The same object every time; its answers follow the device being rendered.
  public class var current: UIDevice { shared }
  private static let shared = UIDevice()
  init() {}

  private var device: Device { RenderingDevice.current }

  /// `.pad` on an iPad preset, else `.phone`.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { device.isPad ? .pad : .phone }
  /// The generic name iOS 16 and later give apps without the entitlement: "iPhone" or "iPad".
  open var name: String { model }
  /// "iPhone" or "iPad".
  open var model: String { device.isPad ? "iPad" : "iPhone" }
  open var localizedModel: String { model }
  /// Always "iOS".
  open var systemName: String { "iOS" }
  /// Always "18.0", the iOS release the rendering models.
  open var systemVersion: String { "18.0" }
  /// `.portrait`, or `.landscapeLeft` on a landscape device.
  open var orientation: UIDeviceOrientation { device.orientation == .landscape ? .landscapeLeft : .portrait }
  /// A fixed identifier, the same on every run.
  open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-00000000D1CE") }
  open var isMultitaskingSupported: Bool { true }

  open var isGeneratingDeviceOrientationNotifications: Bool { generatingOrientation > 0 }
  private var generatingOrientation = 0
  open func beginGeneratingDeviceOrientationNotifications() { generatingOrientation += 1 }
  open func endGeneratingDeviceOrientationNotifications() { generatingOrientation = max(0, generatingOrientation - 1) }

  /// Off by default, as on iOS; while off the level is -1 and the state `.unknown`.
  open var isBatteryMonitoringEnabled = false
  /// 1.0 (a full battery) while monitoring, else -1.
  open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
  /// `.full` while monitoring, else `.unknown`.
  open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }

  open var isProximityMonitoringEnabled = false
  open var proximityState: Bool { false }
  /// Does nothing (no audio here).
  open func playInputClick() {}

  nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
  nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
  nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
  nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}
