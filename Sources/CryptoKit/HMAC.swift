import Foundation

/// A message authentication code, as CryptoKit's `MessageAuthenticationCode`.
public protocol MessageAuthenticationCode: ContiguousBytes, CustomStringConvertible, Hashable, Sendable, Sequence
where Element == UInt8 {
  /// The number of bytes in the code.
  var byteCount: Int { get }
}

extension MessageAuthenticationCode {
  /// Whether the code's bytes equal `rhs`'s (compared in constant time).
  public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
    lhs.withUnsafeBytes { constantTimeEqual(Array($0), Array(rhs)) }
  }
}

/// The code an HMAC computes, as CryptoKit's `HashedAuthenticationCode`.
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode {
  let bytes: [UInt8]
  public var byteCount: Int { bytes.count }
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
  public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
  /// "HMAC with <hash>: " and the bytes in lower-case hexadecimal.
  public var description: String { "HMAC with \(H.self): \(hexString(bytes))" }
  public static func == (lhs: Self, rhs: Self) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }
  public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

/// A hash-based message authentication code (RFC 2104), as CryptoKit's `HMAC`, over any
/// `HashFunction`.
public struct HMAC<H: HashFunction> {
  public typealias Key = SymmetricKey
  public typealias MAC = HashedAuthenticationCode<H>

  private var inner: H
  private let outerKey: [UInt8]

  /// Starts a code with `key` (a key longer than the hash's block is hashed first).
  public init(key: SymmetricKey) {
    var block = key.bytes
    if block.count > H.blockByteCount { block = H.hash(data: block).withUnsafeBytes { Array($0) } }
    block += [UInt8](repeating: 0, count: H.blockByteCount - block.count)
    inner = H()
    inner.update(data: block.map { $0 ^ 0x36 })
    outerKey = block.map { $0 ^ 0x5c }
  }

  /// Adds `data` to what is authenticated.
  public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

  /// The code of what was added.
  public func finalize() -> MAC {
    var outer = H()
    outer.update(data: outerKey)
    outer.update(data: inner.finalize().withUnsafeBytes { Array($0) })
    return MAC(bytes: outer.finalize().withUnsafeBytes { Array($0) })
  }

  /// The code of `data` with `key`.
  public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> MAC {
    var hmac = HMAC(key: key)
    hmac.update(data: data)
    return hmac.finalize()
  }

  /// Whether `authenticationCode` is `data`'s code with `key` (compared in constant time).
  public static func isValidAuthenticationCode<D: DataProtocol>(_ authenticationCode: MAC, authenticating authenticatedData: D,
                                                                using key: SymmetricKey) -> Bool {
    Self.authenticationCode(for: authenticatedData, using: key) == authenticationCode
  }

  /// Whether the bytes `authenticationCode` are `data`'s code with `key` (compared in constant time).
  public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(
    _ authenticationCode: C, authenticating authenticatedData: D, using key: SymmetricKey
  ) -> Bool {
    let expected = Self.authenticationCode(for: authenticatedData, using: key).bytes
    return authenticationCode.withUnsafeBytes { constantTimeEqual(Array($0), expected) }
  }
}
