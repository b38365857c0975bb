import CCrypto
import Foundation

/// A P-256 key held by libcrypto (an `EC_KEY`): a public point, and for a private key its scalar.
/// Never changed after it is made, so it is shared freely.
final class ECKey: @unchecked Sendable {
  let key: OpaquePointer
  static let coordinateByteCount = 32

  private init(_ key: OpaquePointer) { self.key = key }
  deinit { EC_KEY_free(key) }

  private static func newKey() throws -> OpaquePointer {
    guard let key = EC_KEY_new_by_curve_name(NID_X9_62_prime256v1) else { throw CryptoKitError.underlyingCoreCryptoError(error: -1) }
    return key
  }

  /// A new random private key.
  static func generate() -> ECKey {
    let key = try! newKey()
    precondition(EC_KEY_generate_key(key) == 1, "CryptoKit: libcrypto could not make a P-256 key")
    return ECKey(key)
  }

  /// The private key with the 32-byte big-endian scalar `scalar` (its public point computed).
  static func privateKey(scalar: [UInt8]) throws -> ECKey {
    guard scalar.count == coordinateByteCount else { throw CryptoKitError.incorrectKeySize }
    let key = try newKey()
    let wrapped = ECKey(key)
    guard let group = EC_KEY_get0_group(key), let d = BN_bin2bn(scalar, Int32(scalar.count), nil) else {
      throw CryptoKitError.invalidParameter
    }
    defer { BN_clear_free(d) }
    guard let point = EC_POINT_new(group) else { throw CryptoKitError.underlyingCoreCryptoError(error: -1) }
    defer { EC_POINT_free(point) }
    guard EC_KEY_set_private_key(key, d) == 1, EC_POINT_mul(group, point, d, nil, nil, nil) == 1,
          EC_KEY_set_public_key(key, point) == 1, EC_KEY_check_key(key) == 1 else { throw CryptoKitError.invalidParameter }
    return wrapped
  }

  /// The public key of an encoded point: X9.63 (0x04‖X‖Y) or compressed (0x02/0x03‖X).
  static func publicKey(point bytes: [UInt8]) throws -> ECKey {
    let key = try newKey()
    let wrapped = ECKey(key)
    guard !bytes.isEmpty, EC_KEY_oct2key(key, bytes, bytes.count, nil) == 1, EC_KEY_check_key(key) == 1 else {
      throw CryptoKitError.invalidParameter
    }
    return wrapped
  }

  /// The public key in an X.509 SubjectPublicKeyInfo (DER).
  static func publicKey(der bytes: [UInt8]) throws -> ECKey {
    var parsed: OpaquePointer?
    bytes.withUnsafeBufferPointer { buffer in
      var cursor: UnsafePointer<UInt8>? = buffer.baseAddress
      parsed = d2i_EC_PUBKEY(nil, &cursor, buffer.count)
    }
    guard let key = parsed else { throw CryptoKitError.invalidParameter }
    let wrapped = ECKey(key)
    guard EC_GROUP_get_curve_name(EC_KEY_get0_group(key)) == NID_X9_62_prime256v1, EC_KEY_check_key(key) == 1 else {
      throw CryptoKitError.invalidParameter
    }
    return wrapped
  }

  /// The same point, as a public key alone.
  var publicOnly: ECKey { try! ECKey.publicKey(point: point(compressed: false)) }

  /// The public point, X9.63 uncompressed (65 bytes) or compressed (33 bytes).
  func point(compressed: Bool) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: 1 + 2 * ECKey.coordinateByteCount)
    let form = compressed ? POINT_CONVERSION_COMPRESSED : POINT_CONVERSION_UNCOMPRESSED
    let n = EC_POINT_point2oct(EC_KEY_get0_group(key), EC_KEY_get0_public_key(key), form, &out, out.count, nil)
    return Array(out.prefix(n))
  }

  /// The private scalar, 32 bytes big-endian.
  var scalar: [UInt8] {
    var out = [UInt8](repeating: 0, count: ECKey.coordinateByteCount)
    _ = BN_bn2binpad(EC_KEY_get0_private_key(key), &out, Int32(out.count))
    return out
  }

  /// The public key as an X.509 SubjectPublicKeyInfo (DER).
  var publicDER: [UInt8] {
    let length = i2d_EC_PUBKEY(key, nil)
    guard length > 0 else { return [] }
    var out = [UInt8](repeating: 0, count: Int(length))
    out.withUnsafeMutableBufferPointer { buffer in
      var cursor: UnsafeMutablePointer<UInt8>? = buffer.baseAddress
      _ = i2d_EC_PUBKEY(key, &cursor)
    }
    return out
  }

  /// ECDH with `peer`: the shared point's X coordinate.
  func sharedSecret(with peer: ECKey) throws -> [UInt8] {
    var out = [UInt8](repeating: 0, count: ECKey.coordinateByteCount)
    let n = ECDH_compute_key(&out, out.count, EC_KEY_get0_public_key(peer.key), key, nil)
    guard n == Int32(out.count) else { throw CryptoKitError.underlyingCoreCryptoError(error: n) }
    return out
  }

  /// An ECDSA signature of `digest` as raw r‖s (64 bytes).
  func sign(digest: [UInt8]) throws -> [UInt8] {
    guard let signature = ECDSA_do_sign(digest, Int32(digest.count), key) else { throw CryptoKitError.underlyingCoreCryptoError(error: -1) }
    defer { ECDSA_SIG_free(signature) }
    return ECKey.raw(signature)
  }

  /// Whether raw r‖s `signature` signs `digest`.
  func verify(raw signature: [UInt8], digest: [UInt8]) -> Bool {
    guard let sig = ECKey.signature(raw: signature) else { return false }
    defer { ECDSA_SIG_free(sig) }
    return ECDSA_do_verify(digest, Int32(digest.count), sig, key) == 1
  }

  static func raw(_ signature: OpaquePointer) -> [UInt8] {
    var r: OpaquePointer?, s: OpaquePointer?
    ECDSA_SIG_get0(signature, &r, &s)
    var out = [UInt8](repeating: 0, count: 2 * coordinateByteCount)
    out.withUnsafeMutableBufferPointer { buffer in
      _ = BN_bn2binpad(r, buffer.baseAddress!, Int32(coordinateByteCount))
      _ = BN_bn2binpad(s, buffer.baseAddress! + coordinateByteCount, Int32(coordinateByteCount))
    }
    return out
  }

  static func signature(raw bytes: [UInt8]) -> OpaquePointer? {
    guard bytes.count == 2 * coordinateByteCount, let sig = ECDSA_SIG_new() else { return nil }
    let r = BN_bin2bn(bytes, Int32(coordinateByteCount), nil)
    let s = bytes.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress! + coordinateByteCount, Int32(coordinateByteCount), nil) }
    guard ECDSA_SIG_set0(sig, r, s) == 1 else { ECDSA_SIG_free(sig); return nil }
    return sig
  }

  /// DER (SEQUENCE of two INTEGERs) to raw r‖s, or nil.
  static func raw(der bytes: [UInt8]) -> [UInt8]? {
    var parsed: OpaquePointer?
    bytes.withUnsafeBufferPointer { buffer in
      var cursor: UnsafePointer<UInt8>? = buffer.baseAddress
      parsed = d2i_ECDSA_SIG(nil, &cursor, buffer.count)
    }
    guard let sig = parsed else { return nil }
    defer { ECDSA_SIG_free(sig) }
    return raw(sig)
  }

  /// Raw r‖s to DER.
  static func der(raw bytes: [UInt8]) -> [UInt8] {
    guard let sig = signature(raw: bytes) else { return [] }
    defer { ECDSA_SIG_free(sig) }
    let length = i2d_ECDSA_SIG(sig, nil)
    guard length > 0 else { return [] }
    var out = [UInt8](repeating: 0, count: Int(length))
    out.withUnsafeMutableBufferPointer { buffer in
      var cursor: UnsafeMutablePointer<UInt8>? = buffer.baseAddress
      _ = i2d_ECDSA_SIG(sig, &cursor)
    }
    return out
  }
}
