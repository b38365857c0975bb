import Foundation

/// Navigation callbacks, as WebKit's `WKNavigationDelegate`; every method is optional (default
/// implementations do nothing). No navigation happens in a snapshot, so none is called.
@MainActor
public protocol WKNavigationDelegate: AnyObject {
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
  func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
               decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
  func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
               decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
  func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
  public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
  public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                      decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
  public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                      decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void) { decisionHandler(.allow) }
  public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// Window and panel callbacks, as WebKit's `WKUIDelegate` (all optional; none is called).
@MainActor
public protocol WKUIDelegate: AnyObject {
  func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
               for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
  func webViewDidClose(_ webView: WKWebView)
}

extension WKUIDelegate {
  public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                      for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
  public func webViewDidClose(_ webView: WKWebView) {}
}

/// Receives messages pages post, as WebKit's `WKScriptMessageHandler` (none arrives).
@MainActor
public protocol WKScriptMessageHandler: AnyObject {
  func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A navigation's cause, as WebKit's `WKNavigationAction`.
@MainActor
open class WKNavigationAction {
  public let request: URLRequest
  public let navigationType: WKNavigationType
  public let sourceFrame: WKFrameInfo
  public let targetFrame: WKFrameInfo?
  init(request: URLRequest) {
    self.request = request; navigationType = .other; sourceFrame = WKFrameInfo(); targetFrame = nil
  }
}

/// A navigation's response, as WebKit's `WKNavigationResponse`.
@MainActor
open class WKNavigationResponse {
  public let response: URLResponse
  public let isForMainFrame: Bool
  public let canShowMIMEType: Bool
  init(response: URLResponse) { self.response = response; isForMainFrame = true; canShowMIMEType = true }
}

/// A frame of a page, as WebKit's `WKFrameInfo`.
@MainActor
open class WKFrameInfo {
  public var isMainFrame: Bool { true }
  init() {}
}

/// A new window's features, as WebKit's `WKWindowFeatures`.
@MainActor
open class WKWindowFeatures {
  init() {}
}

public enum WKNavigationType: Int, Sendable { case linkActivated, formSubmitted, backForward, reload, formResubmitted, other = -1 }
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }
