import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

/// A view that stores the screen width when the value is made (as 7 of the app's view files do)
/// and reads it again in `body`.
private struct StoresScreenWidth: View {
  let stored = UIScreen.main.bounds.width
  var body: some View {
    Color.red.frame(width: stored / 2, height: 10).id("stored")
      .overlay(Color.blue.frame(width: UIScreen.main.bounds.width / 4, height: 10).id("inBody"))
  }
}

@Suite struct UIScreenTests {
  @Test @MainActor func mainAnswersTheProcessDefaultOutsideAHost() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))  // iPhone 14, the default
    #expect(UIScreen.main.scale == 3)
    RenderingDevice.withDefault(.iPhoneSE3) {
      #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
      #expect(UIScreen.main.scale == 2)
      #expect(UIScreen.main.nativeScale == 2)
      #expect(UIScreen.main.nativeBounds.size == CGSize(width: 750, height: 1334))
    }
  }

  /// The rule of docs/compatibility/uikit.md: inside a render, the host's device; a stored
  /// property made before the host sees the process default (and the host warns when they differ).
  @Test @MainActor func storedAndBodyReadsFollowTheRule() async throws {
    let made = StoresScreenWidth()  // made outside any host: iPhone 14's 390
    let (host, warnings) = RenderWarnings.collecting { ViewHost(made, device: .iPhoneSE3) }
    try await host.settle()
    let layout = host.layoutSnapshot
    #expect(layout.frame(id: "stored")?.width == 195)
    #expect(layout.frame(id: "inBody")?.width == 375.0 / 4)
    #expect(warnings.contains { $0.contains("UIScreen.main") && $0.contains("iPhone 14") && $0.contains("iPhone SE") })

    // Built inside withDefault, the stored value matches and nothing warns.
    let (host2, quiet) = RenderWarnings.collecting {
      RenderingDevice.withDefault(.iPhoneSE3) { ViewHost(StoresScreenWidth(), device: .iPhoneSE3) }
    }
    #expect(host2.layoutSnapshot.frame(id: "stored")?.width == 375.0 / 2)
    #expect(!quiet.contains { $0.contains("UIScreen.main") })
  }
}

@Suite struct UIColorTests {
  @Test @MainActor func systemColoursAndAlpha() {
    #expect(UIColor.systemBlue.rgba == RGBAColor(r8: 0, g8: 122, b8: 255))
    #expect(UIColor.label.rgba == RGBAColor(r8: 0, g8: 0, b8: 0))
    #expect(UIColor.secondaryLabel.rgba == RGBAColor(r8: 60, g8: 60, b8: 67, alpha: 0.6))
    #expect(UIColor.systemBackground.rgba == .white)
    // withAlphaComponent replaces the alpha (it does not multiply it).
    #expect(UIColor.secondaryLabel.withAlphaComponent(0.5).rgba.alpha == 0.5)
    #expect(UIColor(Color.red) == UIColor.systemRed)
    var r: CGFloat = 0, a: CGFloat = 0
    UIColor.systemRed.getRed(&r, green: nil, blue: nil, alpha: &a)
    #expect(r == 1 && a == 1)
  }

  @Test @MainActor func colorFromUIColorDrawsItsValue() async throws {
    let r = try await renderView(Color(uiColor: .systemGreen).frame(width: 20, height: 20).ignoresSafeArea()
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).ignoresSafeArea())
    let p = pixel(r, 10, 10)
    #expect(p.r == 52 && p.g == 199 && p.b == 89 && p.a == 255)
  }

  @Test func fontAndImageBridges() {
    #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).pointSize == 15)
    #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
    #expect(UIImage(systemName: "star.fill") != nil)
  }
}

/// The key-window lookup apps write, in a tap handler of the host being rendered.
private struct KeyWindowProbe: View {
  let found: (UIWindow?, Int) -> Void
  var body: some View {
    Button("probe") {
      let window = UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .filter { $0.activationState == .foregroundActive }
        .first?.windows.first { $0.isKeyWindow }
      found(window, UIApplication.shared.connectedScenes.count)
    }
    .id("probe")
  }
}

@Suite struct UIApplicationTests {
  @Test @MainActor func keyWindowLookupFindsTheRenderedHostsWindow() async throws {
    var window: UIWindow?
    var scenes = -1
    let host = try await settledHost(KeyWindowProbe { window = $0; scenes = $1 }, device: .iPhone15Pro)
    let f = try #require(host.layoutSnapshot.frame(id: "probe"))
    try host.tap(at: CGPoint(x: f.midX, y: f.midY))
    #expect(scenes == 1)
    let w = try #require(window)
    #expect(w.isKeyWindow)
    #expect(w.bounds.size == CGSize(width: 393, height: 852))
    #expect(w.rootViewController != nil)
    #expect(w.windowScene?.screen.bounds.size == CGSize(width: 393, height: 852))
    #expect(UIApplication.shared.windows.first === w)
    #expect(UIApplication.shared.keyWindow === w)
  }
}
