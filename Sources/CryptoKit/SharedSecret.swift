import Foundation

/// The result of a key agreement, as CryptoKit's `SharedSecret`: use it through a key derivation.
public struct SharedSecret: ContiguousBytes, CustomStringConvertible, Equatable, Sendable {
  let bytes: [UInt8]

  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }

  /// Compared in constant time.
  public static func == (lhs: SharedSecret, rhs: SharedSecret) -> Bool { constantTimeEqual(lhs.bytes, rhs.bytes) }

  public var description: String { "SharedSecret: \(hexString(bytes))" }

  /// A key derived from the secret with HKDF (RFC 5869).
  public func hkdfDerivedSymmetricKey<H: HashFunction, Salt: DataProtocol, SI: DataProtocol>(
    using hashFunction: H.Type, salt: Salt, sharedInfo: SI, outputByteCount: Int
  ) -> SymmetricKey {
    HKDF<H>.deriveKey(inputKeyMaterial: SymmetricKey(data: bytes), salt: salt, info: sharedInfo, outputByteCount: outputByteCount)
  }

  /// A key derived from the secret with the ANSI X9.63 key derivation function.
  public func x963DerivedSymmetricKey<H: HashFunction, SI: DataProtocol>(
    using hashFunction: H.Type, sharedInfo: SI, outputByteCount: Int
  ) -> SymmetricKey {
    var output: [UInt8] = []
    var counter: UInt32 = 1
    while output.count < outputByteCount {
      var h = H()
      h.update(data: bytes)
      h.update(data: Swift.withUnsafeBytes(of: counter.bigEndian) { Array($0) })
      h.update(data: sharedInfo)
      h.finalize().withUnsafeBytes { output += $0 }
      counter += 1
    }
    return SymmetricKey(data: Array(output.prefix(outputByteCount)))
  }
}
