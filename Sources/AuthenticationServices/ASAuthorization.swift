import Foundation
import PlumbUIKit

/// Where the system presents its sign-in UI, as `ASPresentationAnchor` (a window on iOS).
public typealias ASPresentationAnchor = UIWindow

/// Information a Sign in with Apple request asks for, as `ASAuthorization.Scope`.
public struct ASAuthorizationScope: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fullName = ASAuthorizationScope(rawValue: "full_name")
  public static let email = ASAuthorizationScope(rawValue: "email")
}

/// A successful authorization, as `ASAuthorization`. None is ever made in a render.
open class ASAuthorization: NSObject, @unchecked Sendable {
  public typealias Scope = ASAuthorizationScope

  /// The OpenID operation of a request, as `ASAuthorization.OpenIDOperation`.
  public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let operationImplicit = OpenIDOperation(rawValue: "")
    public static let operationLogin = OpenIDOperation(rawValue: "login")
    public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
    public static let operationLogout = OpenIDOperation(rawValue: "logout")
  }

  public let provider: any ASAuthorizationProvider
  public let credential: any ASAuthorizationCredential

  init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
    self.provider = provider; self.credential = credential
  }
}

/// A source of authorization requests, as `ASAuthorizationProvider`.
public protocol ASAuthorizationProvider: AnyObject {}

/// A credential an authorization gives, as `ASAuthorizationCredential`.
public protocol ASAuthorizationCredential: AnyObject {}
