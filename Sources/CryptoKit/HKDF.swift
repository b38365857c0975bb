import Foundation

/// Key derivation with HMAC (RFC 5869), as CryptoKit's `HKDF`.
public struct HKDF<H: HashFunction> {
  /// The pseudorandom key of `inputKeyMaterial` with `salt` (none: zeros), RFC 5869's extract step.
  public static func extract<Salt: DataProtocol>(inputKeyMaterial: SymmetricKey, salt: Salt?) -> HashedAuthenticationCode<H> {
    let saltBytes = salt.map { Array($0) } ?? []
    let key = SymmetricKey(data: saltBytes.isEmpty ? [UInt8](repeating: 0, count: H.byteCount) : saltBytes)
    return HMAC<H>.authenticationCode(for: inputKeyMaterial.bytes, using: key)
  }

  /// `outputByteCount` bytes expanded from `prk` with `info`, RFC 5869's expand step.
  public static func expand<PRK: ContiguousBytes, Info: DataProtocol>(pseudoRandomKey prk: PRK, info: Info?,
                                                                      outputByteCount: Int) -> SymmetricKey {
    precondition(outputByteCount <= 255 * H.byteCount, "HKDF: at most 255 blocks of output")
    let key = SymmetricKey(data: prk)
    let infoBytes = info.map { Array($0) } ?? []
    var output: [UInt8] = []
    var previous: [UInt8] = []
    var counter: UInt8 = 1
    while output.count < outputByteCount {
      var hmac = HMAC<H>(key: key)
      hmac.update(data: previous + infoBytes + [counter])
      previous = hmac.finalize().bytes
      output += previous
      counter &+= 1
    }
    return SymmetricKey(data: Array(output.prefix(outputByteCount)))
  }

  public static func deriveKey<Salt: DataProtocol, Info: DataProtocol>(inputKeyMaterial: SymmetricKey, salt: Salt, info: Info,
                                                                      outputByteCount: Int) -> SymmetricKey {
    expand(pseudoRandomKey: extract(inputKeyMaterial: inputKeyMaterial, salt: salt), info: info, outputByteCount: outputByteCount)
  }

  public static func deriveKey<Info: DataProtocol>(inputKeyMaterial: SymmetricKey, info: Info, outputByteCount: Int) -> SymmetricKey {
    deriveKey(inputKeyMaterial: inputKeyMaterial, salt: [UInt8](), info: info, outputByteCount: outputByteCount)
  }

  public static func deriveKey<Salt: DataProtocol>(inputKeyMaterial: SymmetricKey, salt: Salt, outputByteCount: Int) -> SymmetricKey {
    deriveKey(inputKeyMaterial: inputKeyMaterial, salt: salt, info: [UInt8](), outputByteCount: outputByteCount)
  }

  public static func deriveKey(inputKeyMaterial: SymmetricKey, outputByteCount: Int) -> SymmetricKey {
    deriveKey(inputKeyMaterial: inputKeyMaterial, salt: [UInt8](), info: [UInt8](), outputByteCount: outputByteCount)
  }
}
