import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

// `UINavigationBar.appearance()` colouring SwiftUI's navigation bar, as apps configure it at launch
// (docs/compatibility/uikit.md, "Controls").

private struct Inbox: View {
  var body: some View {
    NavigationStack {
      List(0..<30, id: \.self) { Text("Message \($0)") }
        .navigationTitle("Inbox")
    }
  }
}

@MainActor private func applyIndigoBar() {
  let appearance = UINavigationBarAppearance()
  appearance.configureWithOpaqueBackground()
  appearance.backgroundColor = .systemIndigo
  appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
  appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
  UINavigationBar.appearance().standardAppearance = appearance
  UINavigationBar.appearance().scrollEdgeAppearance = appearance
}

@Suite struct NavigationBarAppearanceTests {
  @Test @MainActor func theBarTakesTheAppearancesColours() async throws {
    try await UIAppearanceProxies.freshSession().run {
      applyIndigoBar()
      await assertGolden(of: Inbox(), named: "indigo-navigation-bar", device: .custom(width: 390, height: 300, scale: 2))
      let host = try await settledHost(Inbox(), device: .custom(width: 390, height: 300, scale: 2))
      let r = rasterise(host)
      let p = pixel(r, 200, 60)  // inside the large-title bar, left of nothing drawn
      let indigo = UIColor.systemIndigo.rgba
      #expect(abs(Double(p.r) / 255 - indigo.red) < 0.02 && abs(Double(p.b) / 255 - indigo.blue) < 0.02, "\(p)")
    }
  }

  @Test @MainActor func anotherSessionKeepsTheSystemBar() async throws {
    try await UIAppearanceProxies.freshSession().run {
      let host = try await settledHost(Inbox(), device: .custom(width: 390, height: 300, scale: 2))
      let p = pixel(rasterise(host), 200, 60)
      #expect(p.r > 240 && p.g > 240 && p.b > 240, "white system bar at the scroll edge: \(p)")
    }
  }
}
