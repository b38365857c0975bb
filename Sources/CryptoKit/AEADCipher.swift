import CCrypto
import Foundation

/// Authenticated encryption with libcrypto's EVP AEAD ciphers (AES-GCM, ChaCha20-Poly1305), with
/// 16-byte tags, as CryptoKit's `AES.GCM` and `ChaChaPoly` use.
enum AEADCipher {
  static let tagByteCount = 16

  private static func run(_ cipher: OpaquePointer, encrypt: Bool, key: [UInt8], nonce: [UInt8], input: [UInt8],
                          aad: [UInt8], tag: [UInt8]?) throws -> (output: [UInt8], tag: [UInt8]) {
    guard let context = EVP_CIPHER_CTX_new() else { throw CryptoKitError.underlyingCoreCryptoError(error: -1) }
    defer { EVP_CIPHER_CTX_free(context) }
    let mode: Int32 = encrypt ? 1 : 0
    func check(_ status: Int32) throws { if status != 1 { throw CryptoKitError.underlyingCoreCryptoError(error: status) } }
    try check(EVP_CipherInit_ex(context, cipher, nil, nil, nil, mode))
    try check(EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_AEAD_SET_IVLEN, Int32(nonce.count), nil))
    try check(EVP_CipherInit_ex(context, nil, nil, key, nonce, mode))
    var length: Int32 = 0
    if !aad.isEmpty { try check(EVP_CipherUpdate(context, nil, &length, aad, Int32(aad.count))) }
    // One spare byte: libcrypto wants a buffer even for an empty message.
    var output = [UInt8](repeating: 0, count: input.count + 1)
    if !input.isEmpty { try check(EVP_CipherUpdate(context, &output, &length, input, Int32(input.count))) }
    let written = Int(length)
    if var expected = tag {
      try check(EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_AEAD_SET_TAG, Int32(expected.count), &expected))
    }
    var finalLength: Int32 = 0
    let finished = output.withUnsafeMutableBufferPointer { EVP_CipherFinal_ex(context, $0.baseAddress! + written, &finalLength) }
    guard finished == 1 else { throw encrypt ? CryptoKitError.underlyingCoreCryptoError(error: finished) : CryptoKitError.authenticationFailure }
    var producedTag = [UInt8](repeating: 0, count: tagByteCount)
    if encrypt { try check(EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_AEAD_GET_TAG, Int32(tagByteCount), &producedTag)) }
    return (Array(output.prefix(written + Int(finalLength))), encrypt ? producedTag : tag ?? [])
  }

  static func seal(_ cipher: OpaquePointer, key: [UInt8], nonce: [UInt8], plaintext: [UInt8], aad: [UInt8]) throws
    -> (ciphertext: [UInt8], tag: [UInt8]) {
    let sealed = try run(cipher, encrypt: true, key: key, nonce: nonce, input: plaintext, aad: aad, tag: nil)
    return (sealed.output, sealed.tag)
  }

  static func open(_ cipher: OpaquePointer, key: [UInt8], nonce: [UInt8], ciphertext: [UInt8], tag: [UInt8],
                   aad: [UInt8]) throws -> [UInt8] {
    guard tag.count == tagByteCount else { throw CryptoKitError.authenticationFailure }
    return try run(cipher, encrypt: false, key: key, nonce: nonce, input: ciphertext, aad: aad, tag: tag).output
  }
}
