import Foundation

/// Makes Sign in with Apple requests, as `ASAuthorizationAppleIDProvider`. A render's simulator
/// has no Apple ID signed in, so every user's credential state is `.notFound`.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
  /// The state of a user's credential, as `ASAuthorizationAppleIDProvider.CredentialState`.
  public enum CredentialState: Int, Sendable {
    case revoked = 0, authorized = 1, notFound = 2, transferred = 3
  }

  /// Posted when a credential is revoked (never, in a render).
  public static let credentialRevokedNotification = Notification.Name("ASAuthorizationAppleIDProviderCredentialRevokedNotification")

  public override init() { super.init() }

  open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

  /// Answers `.notFound` at once, on the calling thread.
  open func getCredentialState(forUserID userID: String,
                               completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) {
    completion(.notFound, nil)
  }

  /// `.notFound`: no Apple ID is signed in.
  open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// Makes saved-password requests, as `ASAuthorizationPasswordProvider`.
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
  public override init() { super.init() }
  open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest(provider: self) }
}
