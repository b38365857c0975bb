import Foundation

/// A request an authorization controller performs, as `ASAuthorizationRequest`.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
  public let provider: any ASAuthorizationProvider
  init(provider: any ASAuthorizationProvider) { self.provider = provider }
}

/// An OpenID request, as `ASAuthorizationOpenIDRequest`.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
  open var requestedScopes: [ASAuthorization.Scope]?
  open var state: String?
  open var nonce: String?
  open var requestedOperation: ASAuthorization.OpenIDOperation = .operationImplicit
}

/// A Sign in with Apple request, as `ASAuthorizationAppleIDRequest`.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
  open var user: String?
}

/// A request for a saved password, as `ASAuthorizationPasswordRequest`.
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}
