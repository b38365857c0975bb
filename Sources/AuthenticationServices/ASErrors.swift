import Foundation

/// The error domain of authorization errors, as `ASAuthorizationErrorDomain`.
public let ASAuthorizationErrorDomain = "com.apple.AuthenticationServices.AuthorizationError"
/// The error domain of web authentication errors, as `ASWebAuthenticationSessionErrorDomain`.
public let ASWebAuthenticationSessionErrorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"

/// An authorization failure, as `ASAuthorizationError` (domain `ASAuthorizationErrorDomain`).
public struct ASAuthorizationError: Error, Hashable, Sendable, CustomNSError {
  /// What failed, as `ASAuthorizationError.Code`.
  public enum Code: Int, Sendable {
    case unknown = 1000
    case canceled = 1001
    case invalidResponse = 1002
    case notHandled = 1003
    case failed = 1004
    case notInteractive = 1005
    case matchedExcludedCredential = 1006
    case credentialImport = 1007
    case credentialExport = 1008
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { ASAuthorizationErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] {
    [NSLocalizedDescriptionKey: "The operation couldn’t be completed. (\(ASAuthorizationErrorDomain) error \(code.rawValue).)"]
  }

  public static let unknown = Code.unknown
  public static let canceled = Code.canceled
  public static let invalidResponse = Code.invalidResponse
  public static let notHandled = Code.notHandled
  public static let failed = Code.failed
  public static let notInteractive = Code.notInteractive
  public static let matchedExcludedCredential = Code.matchedExcludedCredential
}

/// Matches `catch ASAuthorizationError.canceled`-style patterns.
public func ~= (code: ASAuthorizationError.Code, error: any Error) -> Bool { (error as? ASAuthorizationError)?.code == code }

/// A web authentication failure, as `ASWebAuthenticationSessionError`.
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable, CustomNSError {
  /// What failed, as `ASWebAuthenticationSessionError.Code`.
  public enum Code: Int, Sendable {
    case canceledLogin = 1
    case presentationContextNotProvided = 2
    case presentationContextInvalid = 3
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { ASWebAuthenticationSessionErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] {
    [NSLocalizedDescriptionKey: "The operation couldn’t be completed. (\(ASWebAuthenticationSessionErrorDomain) error \(code.rawValue).)"]
  }

  public static let canceledLogin = Code.canceledLogin
  public static let presentationContextNotProvided = Code.presentationContextNotProvided
  public static let presentationContextInvalid = Code.presentationContextInvalid
}

/// Matches `catch ASWebAuthenticationSessionError.canceledLogin`-style patterns.
public func ~= (code: ASWebAuthenticationSessionError.Code, error: any Error) -> Bool {
  (error as? ASWebAuthenticationSessionError)?.code == code
}
