import Foundation

/// How strongly a passkey request wants user verification, as
/// `ASAuthorizationPublicKeyCredentialUserVerificationPreference`.
public struct ASAuthorizationPublicKeyCredentialUserVerificationPreference: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let required = Self(rawValue: "required")
  public static let preferred = Self(rawValue: "preferred")
  public static let discouraged = Self(rawValue: "discouraged")
}

/// What attestation a passkey registration wants, as
/// `ASAuthorizationPublicKeyCredentialAttestationKind`.
public struct ASAuthorizationPublicKeyCredentialAttestationKind: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = Self(rawValue: "none")
  public static let direct = Self(rawValue: "direct")
  public static let indirect = Self(rawValue: "indirect")
  public static let enterprise = Self(rawValue: "enterprise")
}

/// Makes passkey requests for a relying party, as `ASAuthorizationPlatformPublicKeyCredentialProvider`.
open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
  public let relyingPartyIdentifier: String
  public init(relyingPartyIdentifier: String) { self.relyingPartyIdentifier = relyingPartyIdentifier }

  open func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data)
    -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest {
    ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(provider: self, challenge: challenge, name: name, userID: userID)
  }

  open func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest {
    ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(provider: self, challenge: challenge)
  }
}

/// A request to create a passkey, as `ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest`.
open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest, @unchecked Sendable {
  open var challenge: Data
  open var name: String
  open var displayName: String?
  open var userID: Data
  open var relyingPartyIdentifier: String
  open var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference = .preferred
  open var attestationPreference: ASAuthorizationPublicKeyCredentialAttestationKind = .none

  init(provider: ASAuthorizationPlatformPublicKeyCredentialProvider, challenge: Data, name: String, userID: Data) {
    self.challenge = challenge; self.name = name; self.userID = userID
    relyingPartyIdentifier = provider.relyingPartyIdentifier
    super.init(provider: provider)
  }
}

/// A request to sign in with a passkey, as `ASAuthorizationPlatformPublicKeyCredentialAssertionRequest`.
open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest, @unchecked Sendable {
  open var challenge: Data
  open var relyingPartyIdentifier: String
  open var allowedCredentials: [ASAuthorizationPlatformPublicKeyCredentialDescriptor] = []
  open var userVerificationPreference: ASAuthorizationPublicKeyCredentialUserVerificationPreference = .preferred

  init(provider: ASAuthorizationPlatformPublicKeyCredentialProvider, challenge: Data) {
    self.challenge = challenge
    relyingPartyIdentifier = provider.relyingPartyIdentifier
    super.init(provider: provider)
  }
}

/// Identifies an allowed passkey, as `ASAuthorizationPlatformPublicKeyCredentialDescriptor`.
open class ASAuthorizationPlatformPublicKeyCredentialDescriptor: NSObject, @unchecked Sendable {
  open var credentialID: Data
  public init(credentialID: Data) { self.credentialID = credentialID }
}

/// A created passkey, as `ASAuthorizationPlatformPublicKeyCredentialRegistration`. None is ever
/// made in a render.
open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  public let credentialID: Data
  public let rawClientDataJSON: Data
  public let rawAttestationObject: Data?
  init(credentialID: Data, rawClientDataJSON: Data, rawAttestationObject: Data?) {
    self.credentialID = credentialID; self.rawClientDataJSON = rawClientDataJSON
    self.rawAttestationObject = rawAttestationObject
  }
}

/// A passkey sign-in, as `ASAuthorizationPlatformPublicKeyCredentialAssertion`. None is ever made in
/// a render.
open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  public let credentialID: Data
  public let rawClientDataJSON: Data
  public let rawAuthenticatorData: Data!
  public let signature: Data!
  public let userID: Data!
  init(credentialID: Data, rawClientDataJSON: Data, rawAuthenticatorData: Data, signature: Data, userID: Data) {
    self.credentialID = credentialID; self.rawClientDataJSON = rawClientDataJSON
    self.rawAuthenticatorData = rawAuthenticatorData; self.signature = signature; self.userID = userID
  }
}
