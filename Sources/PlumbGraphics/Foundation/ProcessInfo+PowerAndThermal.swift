import Foundation

/// `ProcessInfo`'s power and platform questions (`isLowPowerModeEnabled`, `thermalState`,
/// `isiOSAppOnMac`, `isMacCatalystApp`), which Foundation on Linux does not have. A render is an
/// iPhone on the mains and cool: low power mode off, thermal state nominal, not on a Mac. The
/// change notifications exist so observers compile; nothing posts them.
extension ProcessInfo {
  /// Always false: Low Power Mode is off.
  public var isLowPowerModeEnabled: Bool { false }

  /// Always `.nominal`.
  public var thermalState: ProcessInfo.ThermalState { .nominal }

  /// Always false: the app runs as an iPhone app, not an iOS app on a Mac.
  public var isiOSAppOnMac: Bool { false }

  /// Always false: the app is not a Mac Catalyst app.
  public var isMacCatalystApp: Bool { false }

  /// How hot the device is, from `nominal` (no action needed) to `critical`.
  public enum ThermalState: Int, @unchecked Sendable {
    case nominal = 0
    case fair = 1
    case serious = 2
    case critical = 3
  }

  /// Posted when `thermalState` changes; never posted on Linux.
  public static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
  /// Posted when Low Power Mode is switched on or off; never posted on Linux.
  public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}
