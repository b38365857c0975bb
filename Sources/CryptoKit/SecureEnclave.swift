import Foundation

/// The secure enclave, as CryptoKit's `SecureEnclave`. A render runs on a simulator-like host
/// without one.
public enum SecureEnclave {
  /// False: there is no secure enclave here (as on the iOS simulator).
  public static var isAvailable: Bool { false }
}
