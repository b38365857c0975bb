import CCrypto
import Foundation

/// The SHA-256 hash function (FIPS 180-4), as CryptoKit's `SHA256` (computed by libcrypto).
public struct SHA256: HashFunction, @unchecked Sendable {
  public typealias Digest = SHA256Digest
  public static var blockByteCount: Int { 64 }
  private var state = HashState(EVP_sha256()!)
  public init() {}
  public mutating func update(bufferPointer: UnsafeRawBufferPointer) { state.update(bufferPointer) }
  public func finalize() -> SHA256Digest { SHA256Digest(bytes: state.finalize()) }
}

/// The SHA-384 hash function (FIPS 180-4), as CryptoKit's `SHA384` (computed by libcrypto).
public struct SHA384: HashFunction, @unchecked Sendable {
  public typealias Digest = SHA384Digest
  public static var blockByteCount: Int { 128 }
  private var state = HashState(EVP_sha384()!)
  public init() {}
  public mutating func update(bufferPointer: UnsafeRawBufferPointer) { state.update(bufferPointer) }
  public func finalize() -> SHA384Digest { SHA384Digest(bytes: state.finalize()) }
}

/// The SHA-512 hash function (FIPS 180-4), as CryptoKit's `SHA512` (computed by libcrypto).
public struct SHA512: HashFunction, @unchecked Sendable {
  public typealias Digest = SHA512Digest
  public static var blockByteCount: Int { 128 }
  private var state = HashState(EVP_sha512()!)
  public init() {}
  public mutating func update(bufferPointer: UnsafeRawBufferPointer) { state.update(bufferPointer) }
  public func finalize() -> SHA512Digest { SHA512Digest(bytes: state.finalize()) }
}

/// A SHA256 digest, as CryptoKit's `SHA256Digest`: 32 bytes.
public struct SHA256Digest: Digest {
  let bytes: [UInt8]
  init(bytes: [UInt8]) { self.bytes = bytes }
  public static var byteCount: Int { 32 }
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
  public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
  /// "SHA256 digest: " and the bytes in lower-case hexadecimal, as CryptoKit describes it.
  public var description: String { "SHA256 digest: \(hexString(bytes))" }
  public static func == (lhs: Self, rhs: Self) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
  public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

/// A SHA384 digest, as CryptoKit's `SHA384Digest`: 48 bytes.
public struct SHA384Digest: Digest {
  let bytes: [UInt8]
  init(bytes: [UInt8]) { self.bytes = bytes }
  public static var byteCount: Int { 48 }
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
  public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
  /// "SHA384 digest: " and the bytes in lower-case hexadecimal, as CryptoKit describes it.
  public var description: String { "SHA384 digest: \(hexString(bytes))" }
  public static func == (lhs: Self, rhs: Self) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
  public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

/// A SHA512 digest, as CryptoKit's `SHA512Digest`: 64 bytes.
public struct SHA512Digest: Digest {
  let bytes: [UInt8]
  init(bytes: [UInt8]) { self.bytes = bytes }
  public static var byteCount: Int { 64 }
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
  public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
  /// "SHA512 digest: " and the bytes in lower-case hexadecimal, as CryptoKit describes it.
  public var description: String { "SHA512 digest: \(hexString(bytes))" }
  public static func == (lhs: Self, rhs: Self) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
  public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}
