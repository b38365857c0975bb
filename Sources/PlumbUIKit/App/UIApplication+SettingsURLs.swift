import Foundation

extension UIApplication {
  /// The URL that opens the app's page in Settings, as UIKit's constant.
  nonisolated public static let openSettingsURLString = "app-settings:"
  /// The URL that opens the app's notification settings (iOS 16).
  nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"
  /// The URL that opens the default-apps settings (iOS 18.3).
  nonisolated public static let openDefaultApplicationsSettingsURLString = "app-settings:default-applications"

  /// The keys of `open(_:options:completionHandler:)`'s options, as UIKit's.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Opening another app or Settings: nothing opens in a snapshot, so the completion handler is
  /// told `false` (as UIKit tells it when no app handles the URL).
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
    completion?(false)
  }

  /// The async form of `open(_:options:completionHandler:)`: `false`, nothing opens.
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }

  /// Whether an installed app handles `url`: none does in a snapshot.
  public func canOpenURL(_ url: URL) -> Bool { false }
}
