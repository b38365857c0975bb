import Foundation
import PlumbGraphics

/// Gives the window the web sign-in sheet is presented from, as
/// `ASWebAuthenticationPresentationContextProviding`.
@preconcurrency @MainActor
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
  func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// Signs in through a web page, as `ASWebAuthenticationSession`. Nothing is loaded or drawn in a
/// render. `start()` behaves as on a simulator where the person dismisses the sheet: without a
/// presentation context provider it returns false and the completion handler gets
/// `.presentationContextNotProvided`, as iOS does; with one it returns true, warns once that the
/// sign-in sheet is not drawn, and the handler gets `.canceledLogin` at once. `cancel()` also
/// ends with `.canceledLogin`. The handler runs once at most.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
  /// The handler a session ends with, as `ASWebAuthenticationSession.CompletionHandler`.
  public typealias CompletionHandler = (URL?, (any Error)?) -> Void

  /// Which navigation ends the session, as `ASWebAuthenticationSession.Callback` (iOS 17.4).
  public final class Callback: NSObject, @unchecked Sendable {
    let scheme: String?
    let host: String?
    let path: String?
    init(scheme: String?, host: String?, path: String?) {
      self.scheme = scheme; self.host = host; self.path = path
    }
    /// Ends on a URL with the custom scheme `customScheme`.
    public class func customScheme(_ customScheme: String) -> Self { Self(scheme: customScheme, host: nil, path: nil) }
    /// Ends on an `https` URL with this host and path.
    public class func https(host: String, path: String) -> Self { Self(scheme: "https", host: host, path: path) }
    /// Whether `url` ends the session.
    public func matchesURL(_ url: URL) -> Bool {
      guard url.scheme?.lowercased() == scheme?.lowercased() else { return false }
      if let host, url.host?.lowercased() != host.lowercased() { return false }
      if let path, url.path != path { return false }
      return true
    }
  }

  public let url: URL
  private let callback: Callback?
  private var completionHandler: CompletionHandler?
  open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
  open var prefersEphemeralWebBrowserSession = false
  open var additionalHeaderFields: [String: String]?
  private var started = false

  public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
    url = URL
    callback = callbackURLScheme.map { Callback(scheme: $0, host: nil, path: nil) }
    self.completionHandler = completionHandler
    super.init()
  }

  public init(url URL: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
    url = URL
    self.callback = callback
    self.completionHandler = completionHandler
    super.init()
  }

  /// Whether `start()` can be called (until the session started).
  open var canStart: Bool { !started }

  /// See the type's note: true with a presentation context provider, false without.
  @discardableResult
  open func start() -> Bool {
    guard !started else { return false }
    guard presentationContextProvider != nil else {
      finish(ASWebAuthenticationSessionError(.presentationContextNotProvided))
      return false
    }
    started = true
    RenderWarnings.warnOnce("AuthenticationServices.ASWebAuthenticationSession",
      "ASWebAuthenticationSession: the web sign-in sheet (\(url.host ?? url.absoluteString)) is not loaded or drawn; the session ends with ASWebAuthenticationSessionError.canceledLogin, as when the sheet is dismissed")
    finish(ASWebAuthenticationSessionError(.canceledLogin))
    return true
  }

  /// Ends the session with `.canceledLogin` (if it has not ended).
  open func cancel() { finish(ASWebAuthenticationSessionError(.canceledLogin)) }

  private func finish(_ error: ASWebAuthenticationSessionError) {
    guard let handler = completionHandler else { return }
    completionHandler = nil
    handler(nil, error)
  }
}
