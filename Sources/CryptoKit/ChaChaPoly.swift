import CCrypto
import Foundation

/// ChaCha20-Poly1305 (RFC 8439) with 256-bit keys, as CryptoKit's `ChaChaPoly` (computed by libcrypto).
public enum ChaChaPoly {
  /// A 12-byte nonce, as `ChaChaPoly.Nonce`.
  public struct Nonce: ContiguousBytes, Sequence, Sendable {
    let bytes: [UInt8]
    /// 12 random bytes.
    public init() { bytes = randomBytes(12) }
    /// The given 12 bytes.
    public init<D: DataProtocol>(data: D) throws {
      guard data.count == 12 else { throw CryptoKitError.incorrectParameterSize }
      bytes = Array(data)
    }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
  }

  /// An encrypted message with its nonce and tag, as `ChaChaPoly.SealedBox`.
  public struct SealedBox: Sendable {
    /// Nonce, ciphertext and tag together.
    public let combined: Data
    public var nonce: ChaChaPoly.Nonce { try! Nonce(data: combined.prefix(12)) }
    public var ciphertext: Data { Data(combined.dropFirst(12).dropLast(AEADCipher.tagByteCount)) }
    public var tag: Data { Data(combined.suffix(AEADCipher.tagByteCount)) }

    /// A box from the bytes of the nonce, the ciphertext and the tag.
    public init<D: DataProtocol>(combined: D) throws {
      guard combined.count >= 12 + AEADCipher.tagByteCount else { throw CryptoKitError.incorrectParameterSize }
      self.combined = Data(combined)
    }

    public init<C: DataProtocol, T: DataProtocol>(nonce: ChaChaPoly.Nonce, ciphertext: C, tag: T) throws {
      guard tag.count == AEADCipher.tagByteCount else { throw CryptoKitError.incorrectParameterSize }
      combined = Data(nonce.bytes) + Data(ciphertext) + Data(tag)
    }
  }

  private static func checked(_ key: SymmetricKey) throws -> [UInt8] {
    guard key.bitCount == 256 else { throw CryptoKitError.incorrectKeySize }
    return key.bytes
  }

  public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(
    _ message: Plaintext, using key: SymmetricKey, nonce: ChaChaPoly.Nonce? = nil, authenticating authenticatedData: AuthenticatedData
  ) throws -> SealedBox {
    let nonce = nonce ?? Nonce()
    let sealed = try AEADCipher.seal(EVP_chacha20_poly1305(), key: checked(key), nonce: nonce.bytes, plaintext: Array(message),
                                     aad: Array(authenticatedData))
    return try SealedBox(nonce: nonce, ciphertext: sealed.ciphertext, tag: sealed.tag)
  }

  public static func seal<Plaintext: DataProtocol>(_ message: Plaintext, using key: SymmetricKey,
                                                   nonce: ChaChaPoly.Nonce? = nil) throws -> SealedBox {
    try seal(message, using: key, nonce: nonce, authenticating: [UInt8]())
  }

  /// The message in `sealedBox`; throws `CryptoKitError.authenticationFailure` when the tag does not
  /// match.
  public static func open<AuthenticatedData: DataProtocol>(_ sealedBox: SealedBox, using key: SymmetricKey,
                                                           authenticating authenticatedData: AuthenticatedData) throws -> Data {
    Data(try AEADCipher.open(EVP_chacha20_poly1305(), key: checked(key), nonce: sealedBox.nonce.bytes,
                             ciphertext: Array(sealedBox.ciphertext), tag: Array(sealedBox.tag), aad: Array(authenticatedData)))
  }

  public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
    try open(sealedBox, using: key, authenticating: [UInt8]())
  }
}
