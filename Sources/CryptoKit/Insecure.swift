import CCrypto
import Foundation

/// Hash functions kept for compatibility with older protocols, not for security, as CryptoKit's
/// `Insecure` namespace.
public enum Insecure {
  /// The MD5 hash function (RFC 1321; broken: for checksums and identifiers only),
  /// as CryptoKit's `Insecure.MD5` (computed by libcrypto).
  public struct MD5: HashFunction, @unchecked Sendable {
    public typealias Digest = Insecure.MD5Digest
    public static var blockByteCount: Int { 64 }
    private var state = HashState(EVP_md5()!)
    public init() {}
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { state.update(bufferPointer) }
    public func finalize() -> Insecure.MD5Digest { Insecure.MD5Digest(bytes: state.finalize()) }
  }

  /// The SHA-1 hash function (FIPS 180-4; broken: for compatibility only),
  /// as CryptoKit's `Insecure.SHA1` (computed by libcrypto).
  public struct SHA1: HashFunction, @unchecked Sendable {
    public typealias Digest = Insecure.SHA1Digest
    public static var blockByteCount: Int { 64 }
    private var state = HashState(EVP_sha1()!)
    public init() {}
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { state.update(bufferPointer) }
    public func finalize() -> Insecure.SHA1Digest { Insecure.SHA1Digest(bytes: state.finalize()) }
  }

  /// An MD5 digest, as CryptoKit's `Insecure.MD5Digest`: 16 bytes.
  public struct MD5Digest: Digest {
    let bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }
    public static var byteCount: Int { 16 }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
    /// "MD5 digest: " and the bytes in lower-case hexadecimal, as CryptoKit describes it.
    public var description: String { "MD5 digest: \(hexString(bytes))" }
    public static func == (lhs: Self, rhs: Self) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
    public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
  }

  /// A SHA1 digest, as CryptoKit's `Insecure.SHA1Digest`: 20 bytes.
  public struct SHA1Digest: Digest {
    let bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }
    public static var byteCount: Int { 20 }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
    /// "SHA1 digest: " and the bytes in lower-case hexadecimal, as CryptoKit describes it.
    public var description: String { "SHA1 digest: \(hexString(bytes))" }
    public static func == (lhs: Self, rhs: Self) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
    public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
  }
}
