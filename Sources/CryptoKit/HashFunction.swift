import Foundation

// `import CryptoKit` on Linux (docs/compatibility/frameworks.md, "CryptoKit"): Apple CryptoKit's
// API over OpenSSL's libcrypto (the CCrypto system library). Hashes, ciphers and P-256 keys are
// computed by libcrypto; HMAC and HKDF are built in Swift on the hash functions, as RFC 2104 and
// RFC 5869 define them (so they work with any `HashFunction`).

/// A hash value, as CryptoKit's `Digest`: a fixed number of bytes.
public protocol Digest: ContiguousBytes, CustomStringConvertible, Hashable, Sendable, Sequence where Element == UInt8 {
  /// The number of bytes in the digest.
  static var byteCount: Int { get }
}

extension Digest {
  /// Whether the digest's bytes equal `rhs`'s (compared in constant time).
  public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
    lhs.withUnsafeBytes { constantTimeEqual(Array($0), Array(rhs)) }
  }
}

/// A cryptographic hash function, as CryptoKit's `HashFunction`.
public protocol HashFunction {
  associatedtype Digest: CryptoKit.Digest
  /// The number of bytes the function consumes per round (HMAC pads keys to it).
  static var blockByteCount: Int { get }
  init()
  mutating func update(bufferPointer: UnsafeRawBufferPointer)
  func finalize() -> Self.Digest
}

extension HashFunction {
  /// The number of bytes in the function's digest.
  public static var byteCount: Int { Digest.byteCount }

  /// The digest of `data`.
  public static func hash<D: DataProtocol>(data: D) -> Self.Digest {
    var function = Self()
    function.update(data: data)
    return function.finalize()
  }

  /// The digest of the bytes at `bufferPointer`.
  public static func hash(bufferPointer: UnsafeRawBufferPointer) -> Self.Digest {
    var function = Self()
    function.update(bufferPointer: bufferPointer)
    return function.finalize()
  }

  /// Adds `data` to what is hashed.
  public mutating func update<D: DataProtocol>(data: D) {
    for region in data.regions {
      region.withUnsafeBytes { update(bufferPointer: $0) }
    }
  }
}

/// Whether two byte strings are equal, in time that depends only on their lengths.
func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
  guard a.count == b.count else { return false }
  var difference: UInt8 = 0
  for i in a.indices { difference |= a[i] ^ b[i] }
  return difference == 0
}

/// Lower-case hexadecimal of `bytes`, as digests and codes describe themselves.
func hexString<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
  let digits = Array("0123456789abcdef".utf8)
  var out: [UInt8] = []
  for b in bytes { out.append(digits[Int(b >> 4)]); out.append(digits[Int(b & 15)]) }
  return String(decoding: out, as: UTF8.self)
}
