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

@Suite struct UIFontDescriptorAndTraitsTests {
  @Test @MainActor func aDescriptorsTraitsAndDesignReachTheFont() {
    let bold = UIFont(descriptor: UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
    #expect(bold.pointSize == 15 && bold.weight == .bold)
    #expect(Font(bold) == Font.system(size: 15, weight: .bold))
    let mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
    #expect(Font(mono) == Font.system(size: 12, weight: .regular, design: .monospaced))
    let features = UIFontDescriptor().addingAttributes([.featureSettings: [[UIFontDescriptor.FeatureKey.type: kLowerCaseType]]])
    let warned = RenderWarnings.collecting { _ = UIFont(descriptor: features, size: 12) }.warnings
    #expect(warned.contains { $0.hasPrefix("UIFontDescriptor featureSettings") })
  }

  @Test @MainActor func aViewsTraitsAreTheRenderedAppearance() {
    final class Probe: UIView {
      var seen: UIUserInterfaceStyle?
      override func layoutSubviews() { seen = traitCollection.userInterfaceStyle }
    }
    let probe = Probe(frame: .zero)
    let host = ViewHost(UIViewWrapper(view: probe), device: .iPhoneSE3, traits: RenderTraits(colorScheme: .dark))
    _ = host.displayList
    #expect(probe.seen == .dark)
  }

  @Test @MainActor func interactionsAttachAndDetach() {
    final class Delegate: UIContextMenuInteractionDelegate {
      func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                  configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }
    }
    let delegate = Delegate()
    let view = UIView(frame: .zero)
    let interaction = UIContextMenuInteraction(delegate: delegate)
    view.addInteraction(interaction)
    #expect(view.interactions.count == 1 && interaction.view === view)
    view.removeInteraction(interaction)
    #expect(view.interactions.isEmpty && interaction.view == nil)
    let parent = UIView(frame: .zero)
    #expect(parent.layer.sublayers == nil)
    parent.addSubview(view)
    #expect(parent.layer.sublayers?.first === view.layer)
  }
}

private struct UIViewWrapper: UIViewRepresentable {
  let view: UIView
  func makeUIView(context: Context) -> UIView { view }
  func updateUIView(_ uiView: UIView, context: Context) {}
}
