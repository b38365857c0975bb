import Foundation
import PlumbTestSupport
import PlumbTesting
import SwiftUI
import Testing
import UIKit
import WebKit

// App code using WebKit, os/OSLog and UIKit's app-level API, written as shipping apps write it,
// type-checks in both language modes; a web view keeps its frame and background and warns.

@Suite struct AppFrameworkSnippetTests {
  static let webView = """
    import SwiftUI
    import WebKit

    struct WebView: UIViewRepresentable {
      let url: URL
      func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        configuration.defaultWebpagePreferences.allowsContentJavaScript = true
        let view = WKWebView(frame: .zero, configuration: configuration)
        view.navigationDelegate = context.coordinator
        view.allowsBackForwardNavigationGestures = true
        return view
      }
      func updateUIView(_ view: WKWebView, context: Context) { view.load(URLRequest(url: url)) }
      func makeCoordinator() -> Coordinator { Coordinator() }
      final class Coordinator: NSObject, WKNavigationDelegate {
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
          webView.evaluateJavaScript("document.title") { _, _ in }
        }
        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
          decisionHandler(navigationAction.navigationType == .linkActivated ? .cancel : .allow)
        }
      }
    }
    """

  static let logging = """
    import OSLog
    import SwiftUI

    private let logger = Logger(subsystem: "com.example.app", category: "Feed")

    struct FeedView: View {
      let items: [String]
      var body: some View {
        List(items, id: \\.self) { Text($0) }
          .onAppear {
            logger.info("Feed appeared with \\(items.count) items")
            logger.debug("First: \\(items.first ?? "none", privacy: .public), ratio \\(0.5, format: .fixed(precision: 2))")
            logger.error("Failed: \\(URLError(.badURL).localizedDescription, privacy: .private)")
            logger.log(level: .fault, "Type \\(String.self) flag \\(true) hex \\(255, format: .hex)")
            os_log("legacy %{public}@", log: .default, type: .info, "call")
          }
      }
    }

    func readLog() -> [String] {
      guard let store = try? OSLogStore(scope: .currentProcessIdentifier) else { return [] }
      let entries = (try? store.getEntries(at: store.position(timeIntervalSinceLatestBoot: 1))) ?? []
      return entries.compactMap { $0 as? OSLogEntryLog }.map(\\.composedMessage)
    }
    """

  static let appLevel = """
    import SwiftUI
    import UIKit

    let brand = UIColor { traits in
      traits.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.1, alpha: 1)
    }

    struct SettingsLink: View {
      var body: some View {
        Button("Open Settings") {
          if let url = URL(string: UIApplication.openSettingsURLString) {
            UIApplication.shared.open(url)
          }
        }
        .foregroundStyle(Color(uiColor: brand))
      }
    }
    """

  @Test(arguments: [5, 6]) func webViewRepresentableTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.webView, swiftVersion: mode)
    #expect(said == nil, "\(said ?? "")")
  }

  @Test(arguments: [5, 6]) func loggingTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.logging, swiftVersion: mode)
    #expect(said == nil, "\(said ?? "")")
  }

  @Test(arguments: [5, 6]) func appLevelUIKitTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.appLevel, swiftVersion: mode)
    #expect(said == nil, "\(said ?? "")")
  }

  /// A web view draws its white background in its frame and says that it drew no web content.
  @Test @MainActor func webViewDrawsItsBackgroundAndWarns() async throws {
    struct Web: UIViewRepresentable {
      func makeUIView(context: Context) -> WKWebView {
        let view = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        view.loadHTMLString("<h1>Hi</h1>", baseURL: nil)
        return view
      }
      func updateUIView(_ view: WKWebView, context: Context) {}
    }
    var image: RGBAImage?
    let warnings = try await RenderWarnings.collecting {
      image = try await renderView(Web().frame(width: 20, height: 20).padding(10),
                                   options: ViewRenderOptions(device: .custom(width: 40, height: 40, scale: 1),
                                                              background: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))).image
    }.warnings
    #expect(image?[20, 20].r == 255)   // the web view's white background
    #expect(image?[2, 2].r == 0)       // outside it, the black render background
    #expect(warnings.contains { $0.hasPrefix("WKWebView: web content is not loaded or drawn") })
  }
}
