import Foundation

/// CryptoKit's failures, as `CryptoKitError`.
public enum CryptoKitError: Error, Sendable {
  case underlyingCoreCryptoError(error: Int32)
  case incorrectKeySize
  case incorrectParameterSize
  case authenticationFailure
  case wrapFailure
  case unwrapFailure
  case invalidParameter
}
