import Foundation
import PlumbUI

/// A web view, as WebKit's `WKWebView`. Plumbline has no web engine: the view keeps its frame and
/// draws its background (white unless another colour is set), and warns once
/// that web content is not drawn. Navigation calls record what was asked and return at once;
/// no delegate method runs (docs/compatibility/frameworks.md, "WebKit").
open class WKWebView: UIView {
  public let configuration: WKWebViewConfiguration
  open weak var navigationDelegate: (any WKNavigationDelegate)?
  open weak var uiDelegate: (any WKUIDelegate)?
  /// The last URL asked for (`load`, `loadFileURL`), as `url` reports before loading finishes.
  public private(set) var url: URL?
  open var title: String? { nil }
  open var isLoading: Bool { false }
  open var estimatedProgress: Double { 0 }
  open var canGoBack: Bool { false }
  open var canGoForward: Bool { false }
  open var allowsBackForwardNavigationGestures = false
  open var allowsLinkPreview = true
  open var customUserAgent: String?
  open var isInspectable = false
  open var pageZoom: CGFloat = 1
  public let scrollView = UIScrollView(frame: .zero)

  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    super.init(frame: frame)
    backgroundColor = .white
  }
  public convenience override init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
  public required init?(coder: NSCoder) { return nil }

  open override func layoutSubviews() {
    super.layoutSubviews()
    RenderWarnings.warnOnce("WKWebView", "WKWebView: web content is not loaded or drawn (only the view's frame and background)")
  }

  @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { url = request.url; return WKNavigation() }
  @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { url = baseURL; return WKNavigation() }
  @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
    url = URL; return WKNavigation()
  }
  @discardableResult open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String,
                                    baseURL: URL) -> WKNavigation? { url = baseURL; return WKNavigation() }
  @discardableResult open func reload() -> WKNavigation? { nil }
  @discardableResult open func goBack() -> WKNavigation? { nil }
  @discardableResult open func goForward() -> WKNavigation? { nil }
  open func stopLoading() {}
  /// Scripts do not run: the completion handler gets `WKError.javaScriptExceptionOccurred`.
  open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
    completionHandler?(nil, WKError(.javaScriptExceptionOccurred))
  }
  /// Scripts do not run: throws `WKError.javaScriptExceptionOccurred`.
  open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
    throw WKError(.javaScriptExceptionOccurred)
  }
}

/// The content-world forms of running scripts (iOS 14): scripts do not run here, so each answers
/// `WKError.javaScriptExceptionOccurred` at once, whose description says so (`evaluateJavaScript`
/// above does the same).
extension WKWebView {
  /// Scripts do not run: the completion handler gets `.failure(WKError.javaScriptExceptionOccurred)`.
  public func evaluateJavaScript(_ javaScript: String, in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld,
                                 completionHandler: (@MainActor @Sendable (Result<Any, any Error>) -> Void)? = nil) {
    completionHandler?(.failure(WKError(.javaScriptExceptionOccurred)))
  }
  /// Scripts do not run: throws `WKError.javaScriptExceptionOccurred`.
  public func evaluateJavaScript(_ javaScript: String, in frame: WKFrameInfo? = nil,
                                 contentWorld: WKContentWorld) async throws -> Any? {
    throw WKError(.javaScriptExceptionOccurred)
  }
  /// The function body is not run: the completion handler gets
  /// `.failure(WKError.javaScriptExceptionOccurred)`.
  public func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
                                  in contentWorld: WKContentWorld,
                                  completionHandler: (@MainActor @Sendable (Result<Any, any Error>) -> Void)? = nil) {
    completionHandler?(.failure(WKError(.javaScriptExceptionOccurred)))
  }
  /// The function body is not run: throws `WKError.javaScriptExceptionOccurred`.
  public func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
                                  contentWorld: WKContentWorld) async throws -> Any? {
    throw WKError(.javaScriptExceptionOccurred)
  }
}

/// A namespace scripts run in, as WebKit's `WKContentWorld` (iOS 14): the page's own, the
/// default one for an app's scripts, or a named one. Kept for the calls above; no script runs.
@preconcurrency @MainActor
open class WKContentWorld {
  /// The world's name (nil for `.page` and `.defaultClient`).
  public let name: String?
  init(name: String?) { self.name = name }

  /// The page's own scripts' world.
  public class var page: WKContentWorld { shared.page }
  /// The world an app's scripts run in by default.
  public class var defaultClient: WKContentWorld { shared.defaultClient }
  /// The world named `name`: the same object for the same name, as WebKit's.
  public class func world(name: String) -> WKContentWorld {
    if let w = shared.named[name] { return w }
    let w = WKContentWorld(name: name)
    shared.named[name] = w
    return w
  }

  @MainActor private final class Worlds {
    let page = WKContentWorld(name: nil)
    let defaultClient = WKContentWorld(name: nil)
    var named: [String: WKContentWorld] = [:]
  }
  private static let shared = Worlds()
}

/// One navigation's handle, as WebKit's `WKNavigation`.
open class WKNavigation: @unchecked Sendable {
  public init() {}
}

/// WebKit's errors, as `WKError`.
public struct WKError: Error, Sendable, Hashable {
  public enum Code: Int, Sendable {
    case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred,
         javaScriptResultTypeIsUnsupported
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

extension WKError: LocalizedError {
  /// Says why, for the error scripts answer with here.
  public var errorDescription: String? {
    code == .javaScriptExceptionOccurred
      ? "JavaScript does not run on Linux: Plumbline has no web engine (docs/compatibility/frameworks.md, \"WebKit\")"
      : "WKError \(code.rawValue)"
  }
}
