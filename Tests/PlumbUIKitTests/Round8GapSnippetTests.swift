import Foundation
import PlumbTestSupport
import Testing

// API that round 8 of the held-out corpus used and Plumbline lacked (docs/compat-corpus.md,
// round 8), written as the apps wrote it; each snippet type-checks in both language modes.

@Suite struct Round8GapSnippetTests {
  static let swiftUI = """
    import SwiftUI

    struct Badge: View {
      @State private var count = 0
      let title: LocalizedStringResource = "Unread"
      var body: some View {
        VStack {
          // iOS 17 ShapeView chaining: fill, then stroke the same shape over it.
          Circle()
            .fill(.ultraThinMaterial)
            .fill(.linearGradient(colors: [.white.opacity(0.2), .clear], startPoint: .top, endPoint: .bottom))
            .stroke(.white.opacity(0.4), lineWidth: 1)
          RoundedRectangle(cornerRadius: 8).fill(.red).strokeBorder(.blue, lineWidth: 2)
          Button("Tap") { count += 1 }
            .clipShape(.buttonBorder)
            .sensoryFeedback(.impact, trigger: count)
            .sensoryFeedback(.impact(weight: .light, intensity: 0.5), trigger: count)
            .sensoryFeedback(.impact(flexibility: .soft), trigger: count)
          Rectangle().fill(Color(Color.black.opacity(0.08)))
        }
        .accessibilityLabel(title)
        .toolbar {
          ToolbarItem(placement: .title) { Text("Inbox") }
        }
        .toolbarVisibility(.hidden, for: .tabBar)
      }
    }
    """

  static let uiKitOnlyViewModel = """
    import UIKit

    final class IconViewModel: ObservableObject {
      @Published var selected = "AppIcon"
    }
    """

  static let foundationAndCombine = """
    import Foundation
    import Combine

    final class Downloader {
      func data(from url: URL) -> AnyPublisher<Data, URLError> {
        URLSession.shared.dataTaskPublisher(for: url).map(\\.data).eraseToAnyPublisher()
      }
      func file(from url: URL) async throws -> URL { try await URLSession.shared.download(from: url).0 }
    }
    """

  @Test(arguments: [5, 6]) func swiftUIGapsTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.swiftUI, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }

  /// On iOS, Foundation (brought by `import UIKit`) names Combine's `ObservableObject` and
  /// `Published`.
  @Test(arguments: [5, 6]) func observableObjectThroughUIKitTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.uiKitOnlyViewModel, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }

  /// On iOS, `URLSession` is Foundation's; on Linux it is FoundationNetworking's, which the
  /// Combine facade re-exports.
  @Test(arguments: [5, 6]) func urlSessionThroughCombineTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.foundationAndCombine, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}

/// Lifecycle and scroll API that apps declare on their views (docs/compatibility/controls.md):
/// URL and activity callbacks that never fire in a render, windows that are not opened, and the
/// iOS 17/18 scroll-anchor and toggle forms.
@Suite struct SwiftUIGapBatchFourSnippetTests {
  static let source = """
    import SwiftUI

    struct Inbox: View {
      @Environment(\\.openWindow) private var openWindow
      @State private var muted = false
      var body: some View {
        ScrollView {
          Toggle("Mute", systemImage: "bell.slash", isOn: $muted)
          Button("Detach") { openWindow(id: "inbox") }
        }
        .defaultScrollAnchor(.bottom)
        .defaultScrollAnchor(.top, for: .alignment)
        .coordinateSpace(.named("inbox"))
        .onOpenURL { url in print(url) }
        .onContinueUserActivity("com.example.read") { activity in print(activity.activityType) }
        .userActivity("com.example.read", isActive: !muted) { activity in activity.title = "Inbox" }
      }
    }
    """

  @Test(arguments: [5, 6]) func typeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.source, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}

/// Apple's frameworks are Clang modules with submodules, and 29 and 36 of the 238 counted apps
/// import `os.log` and `CoreImage.CIFilterBuiltins`; the Clang modules in Sources/CSystem/
/// CAppleSubmodules carry those submodules, so the Swift modules of the same names load.
@Suite struct SubmoduleImportSnippetTests {
  static let source = """
    import SwiftUI
    import os.log
    import os.signpost
    import UIKit.UIImage
    import CoreImage.CIFilterBuiltins
    import UniformTypeIdentifiers.UTType

    private let log = Logger(subsystem: "com.example", category: "ui")

    struct Badge: View {
      var body: some View {
        Text("Hi").onAppear { log.info("shown") }
      }
    }

    let accent = CIColor(red: 1, green: 0, blue: 0)
    let png = UTType.png
    """

  @Test(arguments: [5, 6]) func submoduleImportsTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.source, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
