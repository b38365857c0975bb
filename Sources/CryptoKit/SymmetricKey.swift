import CCrypto
import Foundation

/// The size of a symmetric key, as CryptoKit's `SymmetricKeySize`.
public struct SymmetricKeySize: Hashable, Sendable {
  public let bitCount: Int
  public init(bitCount: Int) {
    precondition(bitCount > 0 && bitCount % 8 == 0, "SymmetricKeySize: a whole, positive number of bytes")
    self.bitCount = bitCount
  }
  public static var bits128: SymmetricKeySize { SymmetricKeySize(bitCount: 128) }
  public static var bits192: SymmetricKeySize { SymmetricKeySize(bitCount: 192) }
  public static var bits256: SymmetricKeySize { SymmetricKeySize(bitCount: 256) }
}

/// A symmetric key, as CryptoKit's `SymmetricKey`.
public struct SymmetricKey: ContiguousBytes, Equatable, Sendable {
  let bytes: [UInt8]

  /// A key of the given bytes.
  public init<D: ContiguousBytes>(data: D) { bytes = data.withUnsafeBytes { Array($0) } }

  /// A new random key of `size` (from libcrypto's generator).
  public init(size: SymmetricKeySize) { bytes = randomBytes(size.bitCount / 8) }

  public var bitCount: Int { bytes.count * 8 }

  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }

  /// Compared in constant time.
  public static func == (lhs: SymmetricKey, rhs: SymmetricKey) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
}

/// `count` random bytes from libcrypto's generator.
func randomBytes(_ count: Int) -> [UInt8] {
  var out = [UInt8](repeating: 0, count: count)
  guard count > 0 else { return out }
  precondition(RAND_bytes(&out, Int32(count)) == 1, "CryptoKit: libcrypto's random generator failed")
  return out
}
