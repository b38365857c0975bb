import Foundation

/// Whether an Apple ID user seems to be a real person, as `ASUserDetectionStatus`.
public enum ASUserDetectionStatus: Int, Sendable {
  case unsupported = 0, unknown = 1, likelyReal = 2
}

/// The credential of a Sign in with Apple authorization, as `ASAuthorizationAppleIDCredential`.
/// None is ever made in a render.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  public let user: String
  public let state: String?
  public let authorizedScopes: [ASAuthorization.Scope]
  public let authorizationCode: Data?
  public let identityToken: Data?
  public let email: String?
  public let fullName: PersonNameComponents?
  public let realUserStatus: ASUserDetectionStatus

  init(user: String) {
    self.user = user; state = nil; authorizedScopes = []; authorizationCode = nil; identityToken = nil
    email = nil; fullName = nil; realUserStatus = .unsupported
  }
}

/// A user name and password, as `ASPasswordCredential`.
open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  public let user: String
  public let password: String
  public init(user: String, password: String) { self.user = user; self.password = password }
}
