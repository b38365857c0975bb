import Foundation

/// The language "the app's language" means to code that looks a string up outside `Text`
/// (`String(localized:)`, `LocalizedStringResource`): on a device the
/// user's language; here the locale of the host being set up, rendered, advanced or receiving an
/// event (a golden variant's `.locale("de")`), else en_US. A string made in a view's stored
/// property before its host exists reads en_US, as `RenderingDevice` answers the default device.
public enum RenderingLanguage {
  private static let lock = NSLock()
  /// The active hosts' root locales and devices (innermost last), readable from any thread.
  nonisolated(unsafe) private static var hosts: [(locale: Locale, device: Device)] = []

  /// The active host's root locale, else en_US.
  public static var locale: Locale { lock.withLock { hosts.last?.locale ?? RenderLocale.locale } }
  /// The active host's device, if a host is active.
  static var device: Device? { lock.withLock { hosts.last?.device } }

  static func hostDidEnter(locale: Locale, device: Device) { lock.withLock { hosts.append((locale, device)) } }
  static func hostDidLeave() { lock.withLock { _ = hosts.popLast() } }
}
