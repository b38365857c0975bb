import CCrypto
import Foundation

/// The NIST P-256 elliptic curve, as CryptoKit's `P256` (keys and operations by libcrypto).
public enum P256 {
  /// ECDSA signatures with SHA-256 on P-256, as `P256.Signing`.
  public enum Signing {
    /// A P-256 public key, as `P256.Signing.PublicKey`.
    public struct PublicKey: Sendable {
      let ec: ECKey
      init(_ ec: ECKey) { self.ec = ec }

      /// From X‖Y (64 bytes).
      public init<D: ContiguousBytes>(rawRepresentation: D) throws { ec = try ECKey.publicKey(raw: rawRepresentation) }
      /// From 0x04‖X‖Y (65 bytes, ANSI X9.63).
      public init<Bytes: ContiguousBytes>(x963Representation: Bytes) throws { ec = try ECKey.publicKey(x963: x963Representation) }
      /// From 0x02 or 0x03‖X (33 bytes).
      public init<Bytes: ContiguousBytes>(compressedRepresentation: Bytes) throws {
        ec = try ECKey.publicKey(compressed: compressedRepresentation)
      }
      /// From an X.509 SubjectPublicKeyInfo (DER).
      public init<Bytes: RandomAccessCollection>(derRepresentation: Bytes) throws where Bytes.Element == UInt8 {
        ec = try ECKey.publicKey(der: Array(derRepresentation))
      }
      /// From a PEM "PUBLIC KEY" block.
      public init(pemRepresentation: String) throws { ec = try ECKey.publicKey(pem: pemRepresentation) }

      public var rawRepresentation: Data { ec.publicRaw }
      public var x963Representation: Data { ec.publicX963 }
      public var compressedRepresentation: Data { ec.publicCompressed }
      public var derRepresentation: Data { Data(ec.publicDER) }
      public var pemRepresentation: String { ec.publicPEM }

      /// Whether `signature` signs `digest`.
      public func isValidSignature<D: Digest>(_ signature: ECDSASignature, for digest: D) -> Bool {
        ec.verify(raw: signature.raw, digest: digest.withUnsafeBytes { Array($0) })
      }
      /// Whether `signature` signs `data` (hashed with SHA-256).
      public func isValidSignature<D: DataProtocol>(_ signature: ECDSASignature, for data: D) -> Bool {
        isValidSignature(signature, for: SHA256.hash(data: data))
      }
    }

    /// A P-256 private key, as `P256.Signing.PrivateKey`.
    public struct PrivateKey: Sendable {
      let ec: ECKey

      /// A new random key (from libcrypto's generator).
      public init(compactRepresentable: Bool = true) { ec = ECKey.generate() }
      /// From the 32-byte scalar.
      public init<Bytes: ContiguousBytes>(rawRepresentation: Bytes) throws {
        ec = try ECKey.privateKey(scalar: rawRepresentation.withUnsafeBytes { Array($0) })
      }
      /// From 0x04‖X‖Y‖K (97 bytes, ANSI X9.63).
      public init<Bytes: ContiguousBytes>(x963Representation: Bytes) throws {
        let bytes = x963Representation.withUnsafeBytes { Array($0) }
        guard bytes.count == 97, bytes.first == 0x04 else { throw CryptoKitError.incorrectKeySize }
        ec = try ECKey.privateKey(scalar: Array(bytes.suffix(32)))
        guard ec.point(compressed: false) == Array(bytes.prefix(65)) else { throw CryptoKitError.invalidParameter }
      }

      public var publicKey: PublicKey { PublicKey(ec.publicOnly) }
      public var rawRepresentation: Data { Data(ec.scalar) }
      public var x963Representation: Data { Data(ec.point(compressed: false) + ec.scalar) }

      /// An ECDSA signature of `digest`.
      public func signature<D: Digest>(for digest: D) throws -> ECDSASignature {
        ECDSASignature(raw: try ec.sign(digest: digest.withUnsafeBytes { Array($0) }))
      }
      /// An ECDSA signature of `data` (hashed with SHA-256).
      public func signature<D: DataProtocol>(for data: D) throws -> ECDSASignature {
        try signature(for: SHA256.hash(data: data))
      }
    }

    /// A P-256 ECDSA signature, as `P256.Signing.ECDSASignature`.
    public struct ECDSASignature: ContiguousBytes, Sendable {
      let raw: [UInt8]
      init(raw: [UInt8]) { self.raw = raw }
      /// From r‖s (64 bytes).
      public init<D: DataProtocol>(rawRepresentation: D) throws {
        guard rawRepresentation.count == 64 else { throw CryptoKitError.incorrectParameterSize }
        raw = Array(rawRepresentation)
      }
      /// From DER (a SEQUENCE of the INTEGERs r and s).
      public init<D: DataProtocol>(derRepresentation: D) throws {
        guard let raw = ECKey.raw(der: Array(derRepresentation)) else { throw CryptoKitError.invalidParameter }
        self.raw = raw
      }
      /// r‖s, 32 bytes each.
      public var rawRepresentation: Data { Data(raw) }
      public var derRepresentation: Data { Data(ECKey.der(raw: raw)) }
      public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try raw.withUnsafeBytes(body) }
    }
  }

  /// Elliptic-curve Diffie-Hellman on P-256, as `P256.KeyAgreement`.
  public enum KeyAgreement {
    /// A P-256 public key, as `P256.KeyAgreement.PublicKey`.
    public struct PublicKey: Sendable {
      let ec: ECKey
      init(_ ec: ECKey) { self.ec = ec }

      /// From X‖Y (64 bytes).
      public init<D: ContiguousBytes>(rawRepresentation: D) throws { ec = try ECKey.publicKey(raw: rawRepresentation) }
      /// From 0x04‖X‖Y (65 bytes, ANSI X9.63).
      public init<Bytes: ContiguousBytes>(x963Representation: Bytes) throws { ec = try ECKey.publicKey(x963: x963Representation) }
      /// From 0x02 or 0x03‖X (33 bytes).
      public init<Bytes: ContiguousBytes>(compressedRepresentation: Bytes) throws {
        ec = try ECKey.publicKey(compressed: compressedRepresentation)
      }
      /// From an X.509 SubjectPublicKeyInfo (DER).
      public init<Bytes: RandomAccessCollection>(derRepresentation: Bytes) throws where Bytes.Element == UInt8 {
        ec = try ECKey.publicKey(der: Array(derRepresentation))
      }
      /// From a PEM "PUBLIC KEY" block.
      public init(pemRepresentation: String) throws { ec = try ECKey.publicKey(pem: pemRepresentation) }

      public var rawRepresentation: Data { ec.publicRaw }
      public var x963Representation: Data { ec.publicX963 }
      public var compressedRepresentation: Data { ec.publicCompressed }
      public var derRepresentation: Data { Data(ec.publicDER) }
      public var pemRepresentation: String { ec.publicPEM }
    }

    /// A P-256 private key, as `P256.KeyAgreement.PrivateKey`.
    public struct PrivateKey: Sendable {
      let ec: ECKey

      /// A new random key (from libcrypto's generator).
      public init(compactRepresentable: Bool = true) { ec = ECKey.generate() }
      /// From the 32-byte scalar.
      public init<Bytes: ContiguousBytes>(rawRepresentation: Bytes) throws {
        ec = try ECKey.privateKey(scalar: rawRepresentation.withUnsafeBytes { Array($0) })
      }
      /// From 0x04‖X‖Y‖K (97 bytes, ANSI X9.63).
      public init<Bytes: ContiguousBytes>(x963Representation: Bytes) throws {
        let bytes = x963Representation.withUnsafeBytes { Array($0) }
        guard bytes.count == 97, bytes.first == 0x04 else { throw CryptoKitError.incorrectKeySize }
        ec = try ECKey.privateKey(scalar: Array(bytes.suffix(32)))
        guard ec.point(compressed: false) == Array(bytes.prefix(65)) else { throw CryptoKitError.invalidParameter }
      }

      public var publicKey: PublicKey { PublicKey(ec.publicOnly) }
      public var rawRepresentation: Data { Data(ec.scalar) }
      public var x963Representation: Data { Data(ec.point(compressed: false) + ec.scalar) }

      /// The ECDH shared secret with `publicKeyShare` (the shared point's X coordinate).
      public func sharedSecretFromKeyAgreement(with publicKeyShare: PublicKey) throws -> SharedSecret {
        SharedSecret(bytes: try ec.sharedSecret(with: publicKeyShare.ec))
      }
    }
  }
}

/// `der` as a PEM block with `label`, in 64-character lines.
func pem(_ der: [UInt8], label: String) -> String {
  let base64 = Data(der).base64EncodedString()
  var lines: [String] = []
  var rest = Substring(base64)
  while !rest.isEmpty { lines.append(String(rest.prefix(64))); rest = rest.dropFirst(64) }
  return (["-----BEGIN \(label)-----"] + lines + ["-----END \(label)-----"]).joined(separator: "\n")
}

/// The DER bytes of the PEM block with `label` in `text`.
func pemBody(_ text: String, label: String) throws -> [UInt8] {
  let begin = "-----BEGIN \(label)-----", end = "-----END \(label)-----"
  guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex),
        let data = Data(base64Encoded: text[start.upperBound..<stop.lowerBound].filter { !$0.isWhitespace }) else {
    throw CryptoKitError.invalidParameter
  }
  return Array(data)
}

/// The public-key encodings both `P256.Signing.PublicKey` and `P256.KeyAgreement.PublicKey` take
/// and give (raw X‖Y, X9.63, compressed, PEM).
extension ECKey {
  static func publicKey<D: ContiguousBytes>(raw: D) throws -> ECKey {
    let bytes = raw.withUnsafeBytes { Array($0) }
    guard bytes.count == 64 else { throw CryptoKitError.incorrectKeySize }
    return try publicKey(point: [0x04] + bytes)
  }
  static func publicKey<D: ContiguousBytes>(x963: D) throws -> ECKey {
    let bytes = x963.withUnsafeBytes { Array($0) }
    guard bytes.count == 65, bytes.first == 0x04 else { throw CryptoKitError.incorrectKeySize }
    return try publicKey(point: bytes)
  }
  static func publicKey<D: ContiguousBytes>(compressed: D) throws -> ECKey {
    let bytes = compressed.withUnsafeBytes { Array($0) }
    guard bytes.count == 33, bytes.first == 0x02 || bytes.first == 0x03 else { throw CryptoKitError.incorrectKeySize }
    return try publicKey(point: bytes)
  }
  static func publicKey(pem text: String) throws -> ECKey {
    try publicKey(der: try pemBody(text, label: "PUBLIC KEY"))
  }
  var publicRaw: Data { Data(point(compressed: false).dropFirst()) }
  var publicX963: Data { Data(point(compressed: false)) }
  var publicCompressed: Data { Data(point(compressed: true)) }
  var publicPEM: String { pem(publicDER, label: "PUBLIC KEY") }
}
