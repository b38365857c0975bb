import Foundation
import PlumbGraphics
import PlumbTesting
import SafariServices
import SwiftUI
import UserNotifications
import Testing

/// UserNotifications keeps what an app schedules; SafariServices' browser draws its background
/// and warns (docs/compatibility/frameworks.md).
@Suite struct UserNotificationsAndSafariTests {
  @Test func aCentreKeepsScheduledRequestsAndGrantsWhenAsked() async throws {
    let center = UNUserNotificationCenter()
    let before = await center.notificationSettings()
    #expect(before.authorizationStatus == .notDetermined)
    let granted = try await center.requestAuthorization(options: [.alert, .badge, .sound])
    #expect(granted)
    let after = await center.notificationSettings()
    #expect(after.authorizationStatus == .authorized)

    let content = UNMutableNotificationContent()
    content.title = "Call your representative"
    content.sound = .default
    var components = DateComponents()
    components.hour = 9
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    try await center.add(UNNotificationRequest(identifier: "daily", content: content, trigger: trigger))
    try await center.add(UNNotificationRequest(identifier: "daily", content: content, trigger: trigger))
    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["daily"])
    #expect(Calendar.current.component(.hour, from: try #require(trigger.nextTriggerDate())) == 9)
    center.removePendingNotificationRequests(withIdentifiers: ["daily"])
    let cleared = await center.pendingNotificationRequests()
    #expect(cleared.isEmpty)
  }

  @Test @MainActor func theSafariControllerDrawsItsBackgroundAndWarns() throws {
    struct Browser: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> SFSafariViewController {
        SFSafariViewController(url: URL(string: "https://example.com/page")!)
      }
      func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
    }
    let warnings = RenderWarnings.collecting {
      _ = ViewHost(Browser(), device: .iPhoneSE3).displayList
    }.warnings
    #expect(warnings.contains { $0.hasPrefix("SFSafariViewController: the page (example.com) is not loaded or drawn") },
            "\(warnings)")
  }
}
