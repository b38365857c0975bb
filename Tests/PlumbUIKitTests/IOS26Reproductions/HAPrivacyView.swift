import SwiftUI
import UIKit

/// home-assistant/iOS @ d722d7811aec, `Sources/App/Settings/PrivacyView.swift` with its
/// `AppleLikeListTopRowHeader` (Sources/App/Settings/Gestures/) and the English strings, as its
/// snapshot test renders it (`Tests/App/Settings/PrivacyView.test.swift`: swift-snapshot-testing's
/// iPhone 13 configuration, 390 × 844 pt, Dynamic Type Medium; the crash-reporting and analytics
/// sections are off in tests). Stand-ins: the Material Design lock icon, drawn from an image asset
/// on iOS, is SF Symbols' `lock.fill` in the app's colour.
struct HAPrivacyView: View {
  @State private var messaging = true
  @State private var alerts = true

  var body: some View {
    List {
      VStack(spacing: 16) {
        Image(systemName: "lock.fill").font(.system(size: 56)).foregroundStyle(Color(red: 0, green: 154 / 255, blue: 199 / 255))
          .frame(width: 80, height: 80)
          .frame(maxWidth: .infinity, alignment: .center)
        VStack(spacing: 4) {
          Text("Privacy").font(.title3.bold())
          Text("You are in control of your data.")
            .foregroundStyle(Color(uiColor: .secondaryLabel))
            .font(.subheadline)
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity, alignment: .center)
        }
      }
      .padding(.vertical, 4)
      Section(footer: Text("Firebase Cloud Messaging must be enabled for push notifications to function.")) {
        Toggle("Firebase Cloud Messaging", isOn: $messaging)
      }
      Section(footer: Text("Allows checking for important alerts like security vulnerabilities.")) {
        Toggle("Alerts", isOn: $alerts)
      }
    }
    .contentMargins(.top, 4)
  }
}
