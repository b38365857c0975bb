import CCrypto
import Foundation

/// One running libcrypto digest (an `EVP_MD_CTX`), copied before it is changed when shared, so the
/// hash function structs have value semantics.
final class DigestContext: @unchecked Sendable {
  private let context: OpaquePointer

  init(_ algorithm: OpaquePointer) {
    context = EVP_MD_CTX_new()!
    precondition(EVP_DigestInit_ex(context, algorithm, nil) == 1, "CryptoKit: libcrypto could not start a digest")
  }

  private init(copying other: DigestContext) {
    context = EVP_MD_CTX_new()!
    precondition(EVP_MD_CTX_copy_ex(context, other.context) == 1, "CryptoKit: libcrypto could not copy a digest")
  }

  deinit { EVP_MD_CTX_free(context) }

  func copy() -> DigestContext { DigestContext(copying: self) }

  func update(_ buffer: UnsafeRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    precondition(EVP_DigestUpdate(context, base, buffer.count) == 1, "CryptoKit: libcrypto could not hash")
  }

  /// The digest of what was added so far; this context is left as it was.
  func finalize() -> [UInt8] {
    let done = copy()
    var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
    var length: UInt32 = 0
    precondition(EVP_DigestFinal_ex(done.context, &out, &length) == 1, "CryptoKit: libcrypto could not finish a digest")
    return Array(out.prefix(Int(length)))
  }
}

/// The state shared by the hash function structs: a digest context, copied on write.
struct HashState: @unchecked Sendable {
  private var context: DigestContext

  init(_ algorithm: OpaquePointer) { context = DigestContext(algorithm) }

  mutating func update(_ buffer: UnsafeRawBufferPointer) {
    if !isKnownUniquelyReferenced(&context) { context = context.copy() }
    context.update(buffer)
  }

  func finalize() -> [UInt8] { context.finalize() }
}
