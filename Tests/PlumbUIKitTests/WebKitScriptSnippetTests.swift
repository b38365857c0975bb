import Foundation
import PlumbTestSupport
import Testing
import WebKit

/// Running scripts in content worlds (iOS 14) as apps write it, and what a render answers: no
/// script runs, so every form fails with `WKError.javaScriptExceptionOccurred`, whose description
/// says why (docs/compatibility/frameworks.md, "WebKit").
@Suite struct WebKitScriptSnippetTests {
  @Test @MainActor func scriptsAnswerAClearError() async {
    let web = WKWebView(frame: .zero)
    var results: [Result<Any, any Error>] = []
    web.callAsyncJavaScript("return 1", arguments: ["x": 1], in: nil, in: .page) { results.append($0) }
    web.evaluateJavaScript("1", in: nil, in: .defaultClient) { results.append($0) }
    #expect(results.count == 2)
    for result in results {
      guard case .failure(let error) = result else { Issue.record("a script ran"); continue }
      #expect((error as? WKError)?.code == .javaScriptExceptionOccurred)
      #expect(error.localizedDescription.contains("JavaScript does not run"), "\(error.localizedDescription)")
    }
    var thrown: [WKError?] = []
    do { _ = try await web.callAsyncJavaScript("return 1", contentWorld: .world(name: "app")) } catch { thrown.append(error as? WKError) }
    do { _ = try await web.evaluateJavaScript("1", contentWorld: .page) } catch { thrown.append(error as? WKError) }
    #expect(thrown == [WKError(.javaScriptExceptionOccurred), WKError(.javaScriptExceptionOccurred)])
    #expect(WKContentWorld.world(name: "app") === WKContentWorld.world(name: "app"))
    #expect(WKContentWorld.world(name: "app").name == "app" && WKContentWorld.page !== WKContentWorld.defaultClient)
  }

  static let snippet = """
    import SwiftUI
    import WebKit

    struct Page: UIViewRepresentable {
      func makeUIView(context: Context) -> WKWebView { WKWebView(frame: .zero) }
      func updateUIView(_ web: WKWebView, context: Context) {
        web.callAsyncJavaScript("return document.title", arguments: [:], in: nil, in: .page) { result in
          if case .failure(let error) = result { print(error.localizedDescription) }
        }
        web.evaluateJavaScript("1 + 1", in: nil, in: .defaultClient) { _ in }
        Task {
          _ = try? await web.callAsyncJavaScript("return x", arguments: ["x": 1], contentWorld: .world(name: "app"))
          _ = try? await web.evaluateJavaScript("document.title")
          _ = try? await web.evaluateJavaScript("document.title", contentWorld: .page)
        }
      }
    }
    """

  @Test(arguments: [5, 6]) func scriptCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
