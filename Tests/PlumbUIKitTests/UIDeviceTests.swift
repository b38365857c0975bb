import Foundation
import PlumbGraphics
import PlumbTestSupport
import PlumbTesting
import SwiftUI
import Testing
import UIKit

/// Reads the idiom while the body is evaluated, as app code does.
private struct IdiomProbe: View {
  var body: some View { Text(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone") }
}

@Suite struct UIDeviceTests {
  @Test @MainActor func answersTheRenderedDevice() throws {
    let d = UIDevice.current
    #expect(d === UIDevice.current)
    RenderingDevice.withDefault(.iPhone14) {
      #expect(d.userInterfaceIdiom == .phone && d.model == "iPhone" && d.name == "iPhone" && d.orientation == .portrait)
    }
    RenderingDevice.withDefault(.iPad10) { #expect(d.userInterfaceIdiom == .pad && d.model == "iPad") }
    RenderingDevice.withDefault(Device.iPhone14.landscape) { #expect(d.orientation.isLandscape) }
    #expect(d.systemName == "iOS" && d.systemVersion == "18.0")
    #expect(d.identifierForVendor == UUID(uuidString: "00000000-0000-4000-8000-00000000D1CE"))
    #expect(d.batteryLevel == -1 && d.batteryState == .unknown)
    d.isBatteryMonitoringEnabled = true
    defer { d.isBatteryMonitoringEnabled = false }
    #expect(d.batteryLevel == 1 && d.batteryState == .full)
    let host = ViewHost(IdiomProbe(), device: .iPad10)
    #expect(host.layoutSnapshot.node(named: #"Text("pad")"#) != nil)
  }

  @Test(arguments: [5, 6]) func appCodeCompiles(swiftVersion: Int) {
    let source = """
      import UIKit
      import SwiftUI
      struct Card: View {
        var body: some View {
          Text(UIDevice.current.systemVersion)
            .padding(UIDevice.current.userInterfaceIdiom == .pad ? 40 : 16)
        }
      }
      @MainActor func info() -> String {
        UIDevice.current.isBatteryMonitoringEnabled = true
        let o: UIDeviceOrientation = UIDevice.current.orientation
        let id: String = UIDevice.current.identifierForVendor?.uuidString ?? ""
        return "\\(UIDevice.current.model) \\(UIDevice.current.name) \\(UIDevice.current.systemName) \\(o.isPortrait) \\(UIDevice.current.batteryLevel) \\(id)"
      }
      let n: Notification.Name = UIDevice.orientationDidChangeNotification
      """
    #expect(SnippetTypeCheck.diagnostics(source, swiftVersion: swiftVersion) == nil)
  }
}
