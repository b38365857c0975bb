import Foundation
import PlumbGraphics
import PlumbUI

// SwiftUI's web sign-in (iOS 16.4), declared on iOS in AuthenticationServices' SwiftUI overlay.

/// Signs in through a web page from SwiftUI, as `WebAuthenticationSession` (read it from
/// `\.webAuthenticationSession`). Nothing is loaded in a render: `authenticate` warns once that the
/// sheet is not drawn and throws `ASWebAuthenticationSessionError(.canceledLogin)`, as when the
/// person dismisses the sheet.
@preconcurrency @MainActor
public struct WebAuthenticationSession {
  /// Which browser session to prefer, as `WebAuthenticationSession.BrowserSession`.
  public struct BrowserSession: Hashable, Sendable {
    let name: String
    public static let ephemeral = BrowserSession(name: "ephemeral")
    public static let shared = BrowserSession(name: "shared")
  }

  nonisolated init() {}

  private func dismissed(_ url: URL) -> ASWebAuthenticationSessionError {
    RenderWarnings.warnOnce("AuthenticationServices.WebAuthenticationSession",
      "WebAuthenticationSession: the web sign-in sheet (\(url.host ?? url.absoluteString)) is not loaded or drawn; authenticate throws ASWebAuthenticationSessionError.canceledLogin, as when the sheet is dismissed")
    return ASWebAuthenticationSessionError(.canceledLogin)
  }

  public func authenticate(using url: URL, callbackURLScheme: String,
                           preferredBrowserSession: BrowserSession? = nil) async throws -> URL {
    throw dismissed(url)
  }

  public func authenticate(using url: URL, callbackURLScheme: String, additionalHeaderFields: [String: String],
                           preferredBrowserSession: BrowserSession? = nil) async throws -> URL {
    throw dismissed(url)
  }

  public func authenticate(using url: URL, callback: ASWebAuthenticationSession.Callback,
                           preferredBrowserSession: BrowserSession? = nil,
                           additionalHeaderFields: [String: String]) async throws -> URL {
    throw dismissed(url)
  }
}

struct WebAuthenticationSessionKey: EnvironmentKey {
  static var defaultValue: WebAuthenticationSession { WebAuthenticationSession() }
}

extension EnvironmentValues {
  /// The web sign-in session of the view's scene.
  public var webAuthenticationSession: WebAuthenticationSession { self[WebAuthenticationSessionKey.self] }
}
