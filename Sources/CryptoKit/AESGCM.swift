import CCrypto
import Foundation

/// The Advanced Encryption Standard, as CryptoKit's `AES` (its GCM mode).
public enum AES {
  /// AES in Galois/Counter Mode with 16-byte tags, as CryptoKit's `AES.GCM` (computed by libcrypto).
  public enum GCM {
    /// A nonce (12 random bytes by default), as `AES.GCM.Nonce`.
    public struct Nonce: ContiguousBytes, Sequence, Sendable {
      let bytes: [UInt8]
      /// 12 random bytes.
      public init() { bytes = randomBytes(12) }
      /// The given bytes (at least 12).
      public init<D: DataProtocol>(data: D) throws {
        guard data.count >= 12 else { throw CryptoKitError.incorrectParameterSize }
        bytes = Array(data)
      }
      public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
      public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
    }

    /// An encrypted message with its nonce and tag, as `AES.GCM.SealedBox`.
    public struct SealedBox: Sendable {
      public let nonce: AES.GCM.Nonce
      public let ciphertext: Data
      public let tag: Data

      /// Nonce, ciphertext and tag together; nil unless the nonce has the default 12 bytes.
      public var combined: Data? { nonce.bytes.count == 12 ? Data(nonce.bytes) + ciphertext + tag : nil }

      /// A box from the bytes of a 12-byte nonce, the ciphertext and a 16-byte tag.
      public init<D: DataProtocol>(combined: D) throws {
        let bytes = Array(combined)
        guard bytes.count >= 12 + AEADCipher.tagByteCount else { throw CryptoKitError.incorrectParameterSize }
        nonce = try Nonce(data: bytes[..<12])
        ciphertext = Data(bytes[12..<(bytes.count - AEADCipher.tagByteCount)])
        tag = Data(bytes.suffix(AEADCipher.tagByteCount))
      }

      public init<C: DataProtocol, T: DataProtocol>(nonce: AES.GCM.Nonce, ciphertext: C, tag: T) throws {
        guard tag.count == AEADCipher.tagByteCount else { throw CryptoKitError.incorrectParameterSize }
        self.nonce = nonce; self.ciphertext = Data(ciphertext); self.tag = Data(tag)
      }
    }

    private static func cipher(for key: SymmetricKey) throws -> OpaquePointer {
      switch key.bitCount {
      case 128: return EVP_aes_128_gcm()
      case 192: return EVP_aes_192_gcm()
      case 256: return EVP_aes_256_gcm()
      default: throw CryptoKitError.incorrectKeySize
      }
    }

    public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(
      _ message: Plaintext, using key: SymmetricKey, nonce: AES.GCM.Nonce? = nil, authenticating authenticatedData: AuthenticatedData
    ) throws -> SealedBox {
      let nonce = nonce ?? Nonce()
      let sealed = try AEADCipher.seal(cipher(for: key), key: key.bytes, nonce: nonce.bytes, plaintext: Array(message),
                                       aad: Array(authenticatedData))
      return try SealedBox(nonce: nonce, ciphertext: sealed.ciphertext, tag: sealed.tag)
    }

    public static func seal<Plaintext: DataProtocol>(_ message: Plaintext, using key: SymmetricKey,
                                                     nonce: AES.GCM.Nonce? = nil) throws -> SealedBox {
      try seal(message, using: key, nonce: nonce, authenticating: [UInt8]())
    }

    /// The message in `sealedBox`; throws `CryptoKitError.authenticationFailure` when the tag does
    /// not match.
    public static func open<AuthenticatedData: DataProtocol>(_ sealedBox: SealedBox, using key: SymmetricKey,
                                                             authenticating authenticatedData: AuthenticatedData) throws -> Data {
      Data(try AEADCipher.open(cipher(for: key), key: key.bytes, nonce: sealedBox.nonce.bytes, ciphertext: Array(sealedBox.ciphertext),
                               tag: Array(sealedBox.tag), aad: Array(authenticatedData)))
    }

    public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
      try open(sealedBox, using: key, authenticating: [UInt8]())
    }
  }
}
