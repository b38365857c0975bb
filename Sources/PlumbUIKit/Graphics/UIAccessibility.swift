import Foundation
import PlumbUI

/// UIKit's accessibility settings and announcements, as `UIAccessibility`. A render is a device
/// with VoiceOver, Switch Control and the other assistive features off; Increase Contrast is
/// read from the rendered traits (the increased-contrast golden variant); announcements are
/// accepted and not spoken
/// (docs/compatibility/uikit.md, "Controls").
@preconcurrency @MainActor
public enum UIAccessibility {
  /// A kind of accessibility announcement, as `UIAccessibility.Notification`.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  public static var isVoiceOverRunning: Bool { false }
  public static var isSwitchControlRunning: Bool { false }
  public static var isGuidedAccessEnabled: Bool { false }
  public static var isClosedCaptioningEnabled: Bool { false }
  public static var isMonoAudioEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var isGrayscaleEnabled: Bool { false }
  public static var isSpeakScreenEnabled: Bool { false }
  public static var isSpeakSelectionEnabled: Bool { false }
  public static var isShakeToUndoEnabled: Bool { true }
  public static var isAssistiveTouchRunning: Bool { false }
  public static var isVideoAutoplayEnabled: Bool { true }
  public static var shouldDifferentiateWithoutColor: Bool { false }
  public static var isOnOffSwitchLabelsEnabled: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { UITraitCollection.current.accessibilityContrast == .high }
  public static var isReduceMotionEnabled: Bool { false }
  public static var prefersCrossFadeTransitions: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }

  /// Posts an announcement: accepted, nothing is spoken.
  public static func post(notification: Notification, argument: Any?) {}

  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
  public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
  public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
  public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
  public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
  public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
}
